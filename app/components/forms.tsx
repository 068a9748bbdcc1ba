import { type ComponentProps, useId } from 'react'
import { cn } from '#app/lib/cn'
import { inputClass, type InputBox, textareaBox } from './form-controls'

// Form pieces shared by every form: a label tied to its input, and errors
// announced to screen readers and tied to the field with aria-describedby.

export type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
	const shown = errors?.filter(Boolean)
	if (!shown?.length) return null
	return (
		<ul id={id} className="flex flex-col gap-1" aria-live="polite">
			{shown.map((error) => (
				<li key={error} className="text-sm text-destructive">
					{error}
				</li>
			))}
		</ul>
	)
}

interface FieldProps {
	label: string
	hint?: string
	errors?: ListOfErrors
	className?: string
}

/**
 * The frame every field shares: the label tied to the control, the hint and
 * the errors, both named in the control's aria-describedby.
 */
function FieldFrame({ id, label, hint, errors, className, control }: FieldProps & { id: string; control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode }) {
	const errorId = errors?.some(Boolean) ? `${id}-error` : undefined
	const hintId = hint ? `${id}-hint` : undefined
	return (
		<div className={cn('flex flex-col gap-1.5', className)}>
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			{control({ 'aria-invalid': errorId ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
			{hint ? (
				<p id={hintId} className="text-sm text-muted-foreground">
					{hint}
				</p>
			) : null}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

/** A labelled input with its hint and errors; `box` sizes the control (InputBox), `inputProps.className` adds to it. */
export function Field({ inputProps, box, ...frame }: FieldProps & { inputProps: ComponentProps<'input'>; box?: InputBox }) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	return <FieldFrame {...frame} id={id} control={(aria) => <input {...inputProps} id={id} className={cn(inputClass(box), inputProps.className)} {...aria} />} />
}

/** A labelled textarea with its hint and errors, like Field. */
export function TextareaField({ textareaProps, ...frame }: FieldProps & { textareaProps: ComponentProps<'textarea'> }) {
	const fallbackId = useId()
	const id = textareaProps.id ?? fallbackId
	return <FieldFrame {...frame} id={id} control={(aria) => <textarea {...textareaProps} id={id} className={cn(inputClass(textareaBox), textareaProps.className)} {...aria} />} />
}

/** A labelled native select (keyboard and screen-reader friendly as it is). */
export function SelectField({
	id,
	label,
	name,
	value,
	options,
	box,
	labelClassName = 'text-sm font-medium',
}: {
	id: string
	label: string
	name: string
	value: string
	options: ReadonlyArray<readonly [value: string, label: string]>
	box?: InputBox
	labelClassName?: string
}) {
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className={labelClassName}>
				{label}
			</label>
			<select id={id} name={name} defaultValue={value} className={inputClass(box)}>
				{options.map(([optionValue, optionLabel]) => (
					<option key={optionValue} value={optionValue}>
						{optionLabel}
					</option>
				))}
			</select>
		</div>
	)
}
