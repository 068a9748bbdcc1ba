import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'

// What a page with many small forms answers to a post (Settings): one shape
// for every intent. `message` is for the page; `result` is Conform's reply,
// which puts a failed field's error at that field.

export type FormResult =
	| { ok: true; intent: string; message: string; result?: SubmissionResult<string[]>; feedUrl?: string }
	| { ok: false; intent: string | null; message: string; code?: string; result?: SubmissionResult<string[]> }

/** Where Conform's reply puts a refusal: at a field, on the form, or (resetForm) nowhere, the form cleared. */
export interface ReplyOptions {
	fieldErrors?: Record<string, string[]>
	formErrors?: string[]
	resetForm?: boolean
}

/** A FormResult with the status (and headers) the action answers with. */
export interface FormAnswer {
	status: number
	headers?: Record<string, string>
	body: FormResult
	reply?: ReplyOptions
}

export const formOk = (intent: string, message: string, extra: { feedUrl?: string; reply?: ReplyOptions } = {}): FormAnswer => {
	const { reply, ...rest } = extra
	return { status: 200, body: { ok: true, intent, message, ...rest }, reply }
}

export const formError = (
	status: 400 | 403 | 404 | 409 | 410 | 429 | 503,
	intent: string | null,
	message: string,
	extra: { code?: string; result?: SubmissionResult<string[]>; headers?: Record<string, string>; reply?: ReplyOptions } = {},
): FormAnswer => {
	const { headers, reply, ...rest } = extra
	return { status, headers, reply, body: { ok: false, intent, message, ...rest } }
}

/** The first error of a failed submission, for the page's message. */
export function firstError(error: Record<string, string[] | null> | null | undefined, fallback = 'Check the form and try again.') {
	return Object.values(error ?? {}).flat().find((message): message is string => Boolean(message)) ?? fallback
}

/** Whether the reply carries an error Conform shows at a field or on its form (then the page need not repeat it). */
export function shownAtForm(result: SubmissionResult<string[]> | undefined) {
	return Object.values(result?.error ?? {}).some((errors) => Boolean(errors?.length))
}

/** The action's response for a FormAnswer; `reply` is the submission's Conform reply, when the form was parsed. */
export function formResponse({ status, headers, body, reply: options }: FormAnswer, reply?: (options?: ReplyOptions) => SubmissionResult<string[]>) {
	return data<FormResult>(reply && !body.result ? { ...body, result: reply(options) } : body, { status, headers })
}
