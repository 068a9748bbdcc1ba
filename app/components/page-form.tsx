import { type DefaultValue, type FieldMetadata, getCollectionProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ComponentProps, ReactNode } from 'react'
import { Form } from 'react-router'
import { z } from 'zod'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList } from '#app/components/ui/field'
import { formConstraint } from '#app/lib/form-constraint'
import { type FormResult, shownAtForm } from '#app/lib/form-result'

// Every form posting to an action that answers FormResult (Settings,
// Applications, Financial aid, the college list, Tests, the profile, contacts,
// onboarding): Conform with the form's own schema — the member of the
// route's discriminated union the server parses — so the browser and the
// server say the same errors; and the action's reply only when it answered
// this form: its intent, and for a form repeated per row, the same id.

/** Every member's keys, for a form whose schema is a union (one form, a button per intent). */
type KeysOf<T> = T extends unknown ? keyof T : never

export function resultFor(actionData: FormResult | undefined, intents: readonly string[], same: Record<string, string> = {}) {
	if (!actionData?.result || !intents.includes(actionData.intent ?? '')) return undefined
	const submitted = (actionData.result.initialValue ?? {}) as Record<string, unknown>
	return Object.entries(same).every(([name, value]) => submitted[name] === value) ? actionData.result : undefined
}

/** A text field the refused form was sent with, read back from Conform's reply: which row's form it was. */
export function postedValue(actionData: FormResult | undefined, name: string): string | undefined {
	const value = (actionData?.result?.initialValue as Record<string, unknown> | null | undefined)?.[name]
	return typeof value === 'string' ? value : undefined
}

export function usePageForm<Schema extends z.ZodType<unknown, Record<string, any>>>({
	id,
	schema,
	actionData,
	intents,
	same,
	defaultValue,
	validateOnBlur = false,
}: {
	id: string
	schema: Schema
	actionData: FormResult | undefined
	intents: readonly string[]
	same?: Record<string, string>
	defaultValue?: Partial<Record<KeysOf<z.input<Schema>>, unknown>>
	/**
	 * Each field checked as it is left: for a form filled top to bottom with its intent in a hidden
	 * input (onboarding). Otherwise it is checked on submit, then again as each field is corrected:
	 * an error that appeared on blur would move the submit button between mousedown and click.
	 */
	validateOnBlur?: boolean
}) {
	return useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult: resultFor(actionData, intents, same),
		defaultValue: defaultValue as DefaultValue<z.input<Schema>> | undefined,
		constraint: constraintOf(schema),
		shouldValidate: validateOnBlur ? 'onBlur' : 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
}

/**
 * The browser's own checks (required, lengths) for a form's fields. Conform
 * reads them from an object; a schema that ends in a transform (a test's
 * scores, a prompt looked up) gives them from the object it transforms.
 */
function constraintOf(schema: z.ZodType) {
	return formConstraint(schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform ? schema.in : schema)
}

/** Conform's props for a checkbox, for Checkbox and CheckboxField (which set the type themselves). */
export function checkboxProps<Schema>(meta: FieldMetadata<Schema, Record<string, unknown>, string[]>, value = 'on') {
	const { type: _type, ...props } = getInputProps(meta, { type: 'checkbox', value })
	return props
}

/** Conform's props for a group of checkboxes posting the same name, one per option (each with its `key`). */
export function checkboxGroupProps<Schema>(meta: FieldMetadata<Schema, Record<string, unknown>, string[]>, options: readonly string[]) {
	return getCollectionProps(meta, { type: 'checkbox', options: [...options] }).map(({ type: _type, ...props }) => props)
}

/** Conform's props for a group of radios, one per option (each with its `key`), for RadioGroupItem. */
export function radioGroupProps<Schema>(meta: FieldMetadata<Schema, Record<string, unknown>, string[]>, options: readonly string[]) {
	return getCollectionProps(meta, { type: 'radio', options: [...options] }).map(({ type: _type, ...props }) => props)
}

/** A raw control's link to its errors and any other description (the markup itself stays the page's own). */
export function errorAria(field: { errors?: string[]; errorId: string }, ...describedBy: string[]) {
	const invalid = Boolean(field.errors?.length)
	const ids = [...describedBy, invalid ? field.errorId : ''].filter(Boolean).join(' ')
	return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': ids || undefined }
}

/** Every error of a form that has no visible field but its buttons (ids travel hidden): shown in one place. */
export const allErrorsOf = (form: { allErrors: Record<string, string[]> }) => [...new Set(Object.values(form.allErrors).flat())]

/**
 * A form that is its hidden values and its buttons (delete, restore, mark
 * done): Conform with the intent's schema, so a refusal is said on this form,
 * above its buttons. `values` are posted as hidden inputs and pick out this
 * form's reply among the same form repeated per row.
 */
export function ButtonForm<Schema extends z.ZodType<unknown, Record<string, any>>>({
	id,
	schema,
	actionData,
	intents,
	values,
	children,
	...props
}: Omit<ComponentProps<typeof Form>, 'id' | 'children' | 'method'> & {
	id: string
	schema: Schema
	actionData: FormResult | undefined
	intents: readonly string[]
	values: Record<string, string>
	children: ReactNode
}) {
	const [form] = usePageForm({ id, schema, actionData, intents, same: values })
	return (
		<Form method="post" {...props} {...getFormProps(form)}>
			<ErrorList id={form.errorId} errors={allErrorsOf(form)} />
			{Object.entries(values).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			{children}
		</Form>
	)
}

/** The page's line about the last post; a refusal Conform already shows at its field or form is not said twice. */
export function FormResultMessage({ actionData }: { actionData: FormResult | undefined }) {
	if (!actionData?.message || (!actionData.ok && shownAtForm(actionData.result))) return null
	return <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage>
}
