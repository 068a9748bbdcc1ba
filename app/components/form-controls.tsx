import { cn } from '#app/lib/cn'

// The look of a form control and the message for a whole form: all a page with
// a bare form needs (the hero's email box, the GPA calculator). The labelled
// fields that build on them are in forms.tsx.

/**
 * The box of an input, select or textarea: each part replaces the default
 * (`h-11`, `w-full`, `px-3`, `text-base`) instead of being layered over it, as
 * class names carry no "later wins" (app/lib/cn.ts).
 */
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

/** A message for the whole form (rate limits, expired codes): announced when it appears. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'info'; children: React.ReactNode }) {
	return (
		<div
			role={tone === 'error' ? 'alert' : 'status'}
			className={cn(
				'rounded-md border px-4 py-3 text-sm',
				tone === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-brand/30 bg-brand/5',
			)}
		>
			{children}
		</div>
	)
}
