// What leaves a process about an error — a log line, an error report — never
// carries what a family typed or what signs them in (issue «Hardening» §8):
// no email address, sign-in code, token, essay text or query-string value.
// Values are dropped by key where a key says what they are, and text is
// cleaned of the shapes those values take everywhere else.

const REDACTED = '[redacted]'

/** Keys whose values are never kept, however they are spelled (emailAddress, x-auth-token, essay_text…). */
const SENSITIVE_KEY =
	/e-?mail|code|token|secret|passw|cookie|authori[sz]ation|session|essay|draft|body|content|text|message|comment|note|query|search|params|address|phone|income/i

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
/** A sign-in or change code standing alone. */
const CODE = /(?<![\w.-])\d{6}(?![\w.-])/g
/** The query string of a URL or a path, up to the fragment or the end of the token. */
const QUERY = /((?:https?:\/\/[^\s/?#"'<>]+)?\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g
/** drizzle's failed-query errors print the statement's parameters. */
const QUERY_PARAMS = /(\bparams:\s*)[^\n]*/g
/** A magic-link token ({id}.{code}) or a long opaque value (a signed cookie, a bearer token). */
const OPAQUE = /\b[0-9a-z]{21}\.\d{6}\b|\b[A-Za-z0-9_-]{32,}(?:\.[A-Za-z0-9_=%-]+)*/g

/** Text with addresses, codes, tokens and query strings taken out. */
export function redactText(text: string): string {
	return text
		.replace(QUERY_PARAMS, `$1${REDACTED}`)
		.replace(QUERY, `$1?${REDACTED}`)
		.replace(EMAIL, '[email]')
		.replace(OPAQUE, REDACTED)
		.replace(CODE, '[code]')
}

/** A copy of any value with sensitive keys dropped and every string cleaned; cycles and depth are cut. */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
	if (typeof value === 'string') return redactText(value)
	if (value === null || typeof value !== 'object') return value
	if (depth > 8 || seen.has(value)) return REDACTED
	seen.add(value)
	if (value instanceof Error) return redactError(value)
	if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen))
	return Object.fromEntries(
		Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : redactValue(item, depth + 1, seen)]),
	)
}

/** An error as it may be logged: its name, its cleaned message and stack, and its cause. */
export function redactError(error: unknown): { name: string; message: string; stack?: string; cause?: unknown } {
	if (!(error instanceof Error)) return { name: 'NonError', message: redactText(String(error)) }
	return {
		name: error.name,
		message: redactText(error.message),
		...(error.stack ? { stack: redactText(error.stack) } : {}),
		...(error.cause !== undefined ? { cause: redactValue(error.cause) } : {}),
	}
}

/** The one way server code logs a failure: a label and the error, redacted. */
export function logError(label: string, error: unknown, details?: Record<string, unknown>) {
	const { stack, message, name } = redactError(error)
	console.error(`${label} ${stack ?? `${name}: ${message}`}`, ...(details ? [redactValue(details)] : []))
}

/** The parts of an error-reporting event (Sentry's shape) that can carry what a family sent. */
interface ReportableEvent {
	message?: unknown
	request?: { url?: string; query_string?: unknown; cookies?: unknown; data?: unknown; headers?: Record<string, string> }
	exception?: { values?: Array<{ value?: string }> }
	breadcrumbs?: Array<{ message?: string; data?: Record<string, unknown> }>
	extra?: Record<string, unknown>
	contexts?: Record<string, unknown>
	user?: { id?: string | number } & Record<string, unknown>
	transaction?: string
}

/**
 * An error report made safe to send (Sentry's beforeSend, on both hosts and in
 * the browser): messages and exception text cleaned, the request's query,
 * cookies, body and identifying headers dropped, breadcrumbs' URLs cut at the
 * query, extra data redacted by key, and the user reduced to an id.
 */
export function scrubEvent<Event extends ReportableEvent>(event: Event): Event {
	if (typeof event.message === 'string') event.message = redactText(event.message)
	for (const exception of event.exception?.values ?? []) {
		if (exception.value) exception.value = redactText(exception.value)
	}
	if (event.request) {
		if (event.request.url) event.request.url = redactText(event.request.url)
		delete event.request.query_string
		delete event.request.cookies
		delete event.request.data
		if (event.request.headers) {
			event.request.headers = Object.fromEntries(
				Object.entries(event.request.headers).filter(([name]) => !/cookie|authori[sz]ation|forwarded|x-real-ip|cf-connecting-ip/i.test(name)),
			)
		}
	}
	for (const crumb of event.breadcrumbs ?? []) {
		if (crumb.message) crumb.message = redactText(crumb.message)
		if (crumb.data) crumb.data = redactValue(crumb.data) as Record<string, unknown>
	}
	if (event.extra) event.extra = redactValue(event.extra) as Record<string, unknown>
	if (event.contexts) event.contexts = redactValue(event.contexts) as Record<string, unknown>
	if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id }
	if (event.transaction) event.transaction = redactText(event.transaction)
	return event
}
