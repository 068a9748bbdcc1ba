import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { IntentResult } from './intent-result'

// What a page with many small forms answers to a post (Settings, Applications,
// Financial aid, …): one shape for every intent. `message` is for the page;
// `result` is Conform's reply, which puts a failed field's error at that field.
// `Extra` is what a page's successes carry besides (the aid appeal's outline).

export type FormResult<Extra extends object = {}> =
	| ({ ok: true; intent: string; message: string; result?: SubmissionResult<string[]>; feedUrl?: string } & Partial<Extra>)
	| { ok: false; intent: string | null; message: string; code?: string; result?: SubmissionResult<string[]> }

/** Where Conform's reply puts a refusal: at a field, on the form, or (resetForm) nowhere, the form cleared. */
export interface ReplyOptions {
	fieldErrors?: Record<string, string[]>
	formErrors?: string[]
	resetForm?: boolean
}

/** A FormResult with the status (and headers) the action answers with. */
export interface FormAnswer<Extra extends object = {}> {
	status: number
	headers?: Record<string, string>
	body: FormResult<Extra>
	reply?: ReplyOptions
}

export const formOk = <Extra extends object = {}>(intent: string, message: string, extra: { feedUrl?: string; reply?: ReplyOptions } & Partial<Extra> = {}): FormAnswer<Extra> => {
	const { reply, ...rest } = extra
	return { status: 200, body: { ok: true, intent, message, ...rest } as FormResult<Extra>, reply }
}

export const formError = (
	status: 400 | 403 | 404 | 409 | 410 | 413 | 429 | 503,
	intent: string | null,
	message: string,
	extra: { code?: string; result?: SubmissionResult<string[]>; headers?: Record<string, string>; reply?: ReplyOptions } = {},
): FormAnswer => {
	const { headers, reply, ...rest } = extra
	return { status, headers, reply, body: { ok: false, intent, message, ...rest } }
}

/** A domain write's IntentResult as the page's answer; a refusal is the page's message. */
export function fromIntentResult(intent: string, result: IntentResult): FormAnswer {
	return result.ok ? formOk(intent, result.message) : formError(result.status, intent, result.message)
}

/** The first error of a failed submission, for the page's message. */
export function firstError(error: Record<string, string[] | null> | null | undefined, fallback = 'Check the form and try again.') {
	return Object.values(error ?? {}).flat().find((message): message is string => Boolean(message)) ?? fallback
}

/** A post its form's schema refused: 400, with the first error for the page (an intent no form here posts is not the family's to fix). */
export function formInvalid(intent: string, error: Record<string, string[] | null> | null | undefined): FormAnswer {
	return formError(400, intent || null, error?.intent ? 'That action was not understood.' : firstError(error))
}

/** Whether the reply carries an error Conform shows at a field or on its form (then the page need not repeat it). */
export function shownAtForm(result: SubmissionResult<string[]> | undefined) {
	return Object.values(result?.error ?? {}).some((errors) => Boolean(errors?.length))
}

/** The action's response for a FormAnswer; `reply` is the submission's Conform reply, when the form was parsed. */
export function formResponse<Extra extends object = {}>({ status, headers, body, reply: options }: FormAnswer<Extra>, reply?: (options?: ReplyOptions) => SubmissionResult<string[]>) {
	return data<FormResult<Extra>>(reply && !body.result ? { ...body, result: reply(options) } : body, { status, headers })
}
