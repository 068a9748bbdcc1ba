// What a domain write answers (tick a checklist item, undo a plan change): a
// message for the page, and for a refusal the HTTP status the page's action
// responds with (400 bad input, 403 not allowed, 404 gone, 409 conflict, 413
// too large). The page's action answers it as a FormResult (fromIntentResult
// in form-result.ts).

export type IntentResult = { ok: true; message: string } | { ok: false; message: string; status: 400 | 403 | 404 | 409 | 413 }

export const intentOk = (message: string): IntentResult => ({ ok: true, message })
export const intentError = (status: 400 | 403 | 404 | 409 | 413, message: string): IntentResult => ({ ok: false, message, status })
