import { type DefaultValue, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { FormResult } from '#app/lib/form-result'

// Settings' forms: each one gets Conform with its own schema (the one the
// route's discriminated union parses on the server), and the action's reply
// only when it answered this form: its intent, and for a form repeated per
// member or invitation, the same id.

export function resultFor(actionData: FormResult | undefined, intents: readonly string[], same: Record<string, string> = {}) {
	if (!actionData?.result || !intents.includes(actionData.intent ?? '')) return undefined
	const submitted = (actionData.result.initialValue ?? {}) as Record<string, unknown>
	return Object.entries(same).every(([name, value]) => submitted[name] === value) ? actionData.result : undefined
}

export function useSettingsForm<Schema extends z.ZodType<unknown, Record<string, any>>>({
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
	defaultValue?: Partial<Record<keyof z.input<Schema>, unknown>>
	/** For forms with typed fields and their intent in a hidden input; a form whose buttons carry the intent validates on submit. */
	validateOnBlur?: boolean
}) {
	return useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult: resultFor(actionData, intents, same),
		defaultValue: defaultValue as DefaultValue<z.input<Schema>> | undefined,
		constraint: getZodConstraint(schema),
		shouldValidate: validateOnBlur ? 'onBlur' : 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
}

/** A raw control's link to its errors (the markup itself stays the page's own). */
export const errorAria = (field: { errors?: string[]; errorId: string }) =>
	field.errors?.length ? { 'aria-invalid': true as const, 'aria-describedby': field.errorId } : {}

/** Every error of a form that has no visible field but its buttons (ids travel hidden): shown in one place. */
export const allErrorsOf = (form: { allErrors: Record<string, string[]> }) => [...new Set(Object.values(form.allErrors).flat())]
