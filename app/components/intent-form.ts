import { type DefaultValue, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { FormResult } from '#app/lib/form-result'

// A page form whose action answers a FormResult (profile, contacts,
// onboarding): Conform with the form's own schema, the member of the action's
// discriminated union, so the browser and the server say the same errors. It
// takes the action's reply only when the reply answered this form: its
// intent, and for a form repeated per item, the same id.

export function replyFor(actionData: FormResult | undefined, intent: string, same: Record<string, string> = {}) {
	if (!actionData?.result || actionData.intent !== intent) return undefined
	const submitted = (actionData.result.initialValue ?? {}) as Record<string, unknown>
	return Object.entries(same).every(([name, value]) => submitted[name] === value) ? actionData.result : undefined
}

export function useIntentForm<Schema extends z.ZodType<unknown, Record<string, any>>>({
	id,
	schema,
	intent,
	actionData,
	same,
	defaultValue,
	validateOnBlur = false,
}: {
	id: string
	schema: Schema
	intent: string
	actionData: FormResult | undefined
	same?: Record<string, string>
	defaultValue?: Partial<Record<keyof z.input<Schema>, unknown>>
	/** For a step-by-step form filled top to bottom (onboarding): each field is checked as it is left. */
	validateOnBlur?: boolean
}) {
	return useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult: replyFor(actionData, intent, same),
		defaultValue: defaultValue as DefaultValue<z.input<Schema>> | undefined,
		constraint: getZodConstraint(schema),
		// Checked on submit, then again as each field is corrected: an error that
		// appeared on blur would move the submit button between mousedown and click.
		shouldValidate: validateOnBlur ? 'onBlur' : 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
}

/** A raw control's link to its errors (and any other description), for the controls Field does not draw. */
export function errorAria(field: { errors?: string[]; errorId: string }, ...describedBy: string[]) {
	const invalid = Boolean(field.errors?.length)
	const ids = [...describedBy, invalid ? field.errorId : ''].filter(Boolean).join(' ')
	return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': ids || undefined }
}
