import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn'
import { inputClass, type InputBox, textareaBox } from './input'
import { Select, SelectOptions } from './select'

// A field: the label tied to its control, a hint, and the errors announced to
// screen readers — the control's aria-describedby names the hint and the
// errors, and aria-invalid marks it while there are errors. Conform-aware: give
// it the field's metadata (`meta={fields.email}`) and the id and errors come
// from there, matching the ids Conform's get*Props() use (`${id}-error`).

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/** What a field hands its control. */
export interface FieldControlProps {
	id: string
	'aria-invalid'?: true
	'aria-describedby'?: string
}

/** The part of Conform's FieldMetadata a field reads. */
export interface FieldMeta {
	id: string
	errors?: string[]
}

export function ErrorList({ id, errors, className }: { id?: string; errors?: ListOfErrors; className?: string }) {
	const shown = errors?.filter(Boolean)
	if (!shown?.length) return null
	return (
		<ul id={id} className={cn('flex flex-col gap-1', className)} aria-live="polite" data-slot="field-error">
			{shown.map((error) => (
				<li key={error} className="text-sm text-destructive">
					{error}
				</li>
			))}
		</ul>
	)
}

interface FieldProps {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	/** Conform's metadata for the field: its id and errors, unless given here. */
	meta?: FieldMeta
	className?: string
	labelClassName?: string
}

/** The frame every field shares, around any control: `children` gets the id and aria attributes to spread on it. */
export function FieldFrame({
	id: givenId,
	meta,
	label,
	hint,
	errors = meta?.errors,
	className,
	labelClassName = 'text-sm font-medium',
	children,
}: FieldProps & { id?: string; children: (control: FieldControlProps) => ReactNode }) {
	const fallbackId = useId()
	const id = givenId ?? meta?.id ?? fallbackId
	const errorId = errors?.some(Boolean) ? `${id}-error` : undefined
	const hintId = hint ? `${id}-hint` : undefined
	return (
		<div className={cn('flex flex-col gap-1.5', className)} data-slot="field">
			<label htmlFor={id} className={labelClassName} data-slot="field-label">
				{label}
			</label>
			{children({ id, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
			{hint ? (
				<p id={hintId} className="text-sm text-muted-foreground" data-slot="field-hint">
					{hint}
				</p>
			) : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

// The control's own props first, then its id, classes and aria attributes:
// the order the markup had before the frame was shared.
function ariaOf({ id: _id, ...aria }: FieldControlProps) {
	return aria
}

/** A labelled input with its hint and errors; `box` sizes the control (InputBox), `inputProps.className` adds to it. */
export function Field({ inputProps, box, ...frame }: FieldProps & { inputProps: ComponentProps<'input'>; box?: InputBox }) {
	return (
		<FieldFrame {...frame} id={inputProps.id}>
			{(control) => <input {...inputProps} id={control.id} className={inputClass(box, inputProps.className)} {...ariaOf(control)} data-slot="input" />}
		</FieldFrame>
	)
}

/** A labelled textarea with its hint and errors, like Field. */
export function TextareaField({ textareaProps, ...frame }: FieldProps & { textareaProps: ComponentProps<'textarea'> }) {
	return (
		<FieldFrame {...frame} id={textareaProps.id}>
			{(control) => <textarea {...textareaProps} id={control.id} className={inputClass(textareaBox, textareaProps.className)} {...ariaOf(control)} data-slot="textarea" />}
		</FieldFrame>
	)
}

/**
 * A labelled native select with its hint and errors: `selectProps` takes
 * Conform's getSelectProps(); `name` and `value` (its default) are the short
 * form for a plain one.
 */
export function SelectField({
	id,
	name,
	value,
	options,
	box,
	selectProps,
	...frame
}: FieldProps & {
	id?: string
	name?: string
	value?: string
	options: ReadonlyArray<readonly [value: string, label: string]>
	box?: InputBox
	selectProps?: ComponentProps<'select'>
}) {
	return (
		<FieldFrame {...frame} id={id ?? selectProps?.id}>
			{(control) => (
				<Select name={name} defaultValue={value} {...selectProps} {...control} box={box}>
					<SelectOptions options={options} />
				</Select>
			)}
		</FieldFrame>
	)
}
