import { readBytesWithin } from './bytes'

// Every request body has a limit, enforced by both hosts while the body is
// read (issue «Hardening» §1): a declared Content-Length over it is refused
// before a byte is read, and a body without one (chunked) is counted as it
// arrives and refused the moment it passes. Over the limit: 413 at once, the
// rest of the body never read, so memory stays flat whatever is sent.

const KiB = 1024
const MiB = 1024 * KiB

/** The largest document the vault takes: the one owner of the figure (documents.ts names it MAX_DOCUMENT_BYTES). */
export const UPLOAD_FILE_BYTES = 20 * MiB
/** Room for the multipart boundaries and the upload form's other fields around the file. */
const MULTIPART_ALLOWANCE_BYTES = 64 * KiB

export const BODY_LIMITS = {
	/** Forms and JSON: every page's actions and the server functions. */
	default: { bytes: 1 * MiB, label: '1 MB' },
	/** An upload: the document and its multipart framing. */
	upload: { bytes: UPLOAD_FILE_BYTES + MULTIPART_ALLOWANCE_BYTES, label: '20 MB' },
	/** Stripe's events are a few KiB; 256 KiB is Stripe's own ceiling for a payload. */
	webhook: { bytes: 256 * KiB, label: '256 KB' },
	/** A question to the assistant and its short history. */
	assistant: { bytes: 64 * KiB, label: '64 KB' },
	/** A browser's push subscription is about 500 bytes of JSON. */
	pushSubscription: { bytes: 4 * KiB, label: '4 KB' },
} as const

export type BodyLimit = (typeof BODY_LIMITS)[keyof typeof BODY_LIMITS]

/** The limit for a path (a client navigation's `.data` suffix aside). */
export function bodyLimitFor(pathname: string): BodyLimit {
	const path = pathname.replace(/\.data$/, '')
	if (/^\/a\/[^/]+\/documents\/upload\/?$/.test(path)) return BODY_LIMITS.upload
	if (path === '/webhooks/stripe') return BODY_LIMITS.webhook
	if (/^(\/a\/[^/]+)?\/assistant\/chat\/?$/.test(path)) return BODY_LIMITS.assistant
	if (/^\/a\/[^/]+\/push-subscription\/?$/.test(path)) return BODY_LIMITS.pushSubscription
	return BODY_LIMITS.default
}

/**
 * A request's body (empty without one), or null when it passes `limit` bytes:
 * a declared Content-Length over it is refused before a byte is read, and a
 * body without one is counted as it arrives. Either way the rest is not read.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
	if (!request.body) return new Uint8Array()
	const declared = request.headers.get('content-length')
	if (declared !== null && Number(declared) > limit) {
		await request.body.cancel().catch(() => undefined)
		return null
	}
	return readBytesWithin(request.body, limit)
}

/**
 * The request with its body read within the limit (so nothing downstream can
 * read past it), or the 413 to answer. Requests without a body pass as they are.
 */
export async function boundRequestBody(request: Request): Promise<Request | Response> {
	if (!request.body) return request
	const limit = bodyLimitFor(new URL(request.url).pathname)
	const body = await readBodyWithin(request, limit.bytes)
	if (!body) return tooLarge(request, limit)
	const headers = new Headers(request.headers)
	headers.delete('transfer-encoding')
	headers.set('content-length', String(body.byteLength))
	return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}

/** JSON for a server function or a script, plain words for a browser's form. */
function tooLarge(request: Request, limit: BodyLimit): Response {
	const message = `This request is too large: the limit here is ${limit.label}.`
	const wantsJson =
		new URL(request.url).pathname.startsWith('/_serverFn/') ||
		/json/.test(request.headers.get('accept') ?? '') ||
		/json/.test(request.headers.get('content-type') ?? '')
	const headers = { 'cache-control': 'no-store' }
	return wantsJson
		? Response.json({ error: { code: 'payload_too_large', message, status: 413 } }, { status: 413, headers })
		: new Response(message, { status: 413, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
}
