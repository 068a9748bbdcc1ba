import { data } from 'react-router'

// What a form intent handled by a domain module answers: a message for the
// page, and for a refusal the HTTP status the route action responds with
// (400 bad input, 403 not allowed, 404 gone, 409 conflict, 413 too large).

export type IntentResult = { ok: true; message: string } | { ok: false; message: string; status: 400 | 403 | 404 | 409 | 413 }

export const intentOk = (message: string): IntentResult => ({ ok: true, message })
export const intentError = (status: 400 | 403 | 404 | 409 | 413, message: string): IntentResult => ({ ok: false, message, status })

/** The route action's response for an IntentResult. */
export function intentResponse(result: IntentResult) {
	if (result.ok) return { ok: true as const, message: result.message }
	return data({ ok: false as const, message: result.message }, { status: result.status })
}
