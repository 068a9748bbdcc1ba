import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

// The look of a text control (input, select, textarea). Its box — height,
// width, padding, text size — is passed as parts that replace the defaults
// instead of being layered over them, as class names carry no "later wins"
// (app/lib/cn.ts).

/** The box of an input, select or textarea: each part replaces the default (`h-11`, `w-full`, `px-3`, `text-base`). */
export interface InputBox {
	height?: `h-${string}` | `min-h-${string}`
	width?: `w-${string}`
	padding?: `p${string}`
	text?: `text-${'xs' | 'sm' | 'base' | 'lg' | `${number}xl`}`
}

const inputLook =
	'rounded-md border bg-background shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-brand focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive disabled:opacity-50'

/** The form-control look with its box; `extra` adds classes that set nothing the box or look set. */
export function inputClass({ height = 'h-11', width = 'w-full', padding = 'px-3', text = 'text-base' }: InputBox = {}, extra?: string) {
	return cn(height, width, padding, text, inputLook, extra)
}

/** The form-control look in the default box. */
export const inputClassName = inputClass()

/** A multi-line control's box: its height follows its rows. */
export const textareaBox = { height: 'h-auto', padding: 'px-3 py-2' } satisfies InputBox

export function Input({ className, box, ...props }: ComponentProps<'input'> & { box?: InputBox }) {
	return <input data-slot="input" className={inputClass(box, className)} {...props} />
}

export function Textarea({ className, box = textareaBox, ...props }: ComponentProps<'textarea'> & { box?: InputBox }) {
	return <textarea data-slot="textarea" className={inputClass(box, className)} {...props} />
}
