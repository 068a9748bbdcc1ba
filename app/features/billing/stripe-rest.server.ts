import { hmacSha256Hex } from '#app/lib/crypto'

// Stripe's REST API over fetch, for the few things Northstar asks of it
// (Checkout, the customer portal, canceling a subscription before a family's
// data is deleted, verifying webhooks). The SDK was the largest thing left in
// the Worker bundle (decisions 013, 016); these few calls do not need it.
// Same requests, same retries, same signature check.

export type StripeParams = { [key: string]: string | number | boolean | null | undefined | StripeParams | StripeParams[] }

/** Stripe's form encoding: nested objects as a[b]=…, arrays as a[0][b]=…. */
export function encodeStripeParams(params: StripeParams, prefix = ''): string[] {
	const pairs: string[] = []
	for (const [key, value] of Object.entries(params)) {
		if (value === undefined || value === null) continue
		const name = prefix ? `${prefix}[${key}]` : key
		if (Array.isArray(value)) value.forEach((item, index) => pairs.push(...encodeStripeParams(item, `${name}[${index}]`)))
		else if (typeof value === 'object') pairs.push(...encodeStripeParams(value, name))
		else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
	}
	return pairs
}

export class StripeApiError extends Error {
	override name = 'StripeApiError'
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message)
	}
}

/**
 * POSTs to the Stripe API. Network errors, 429s and 5xxs are retried twice
 * with the same Idempotency-Key, so a retry can never create a second session.
 */
export function stripePost<T>(
	secretKey: string,
	path: string,
	params: StripeParams,
	{ fetch: fetchImpl = fetch, retries = 2, idempotencyKey = crypto.randomUUID() }: { fetch?: typeof fetch; retries?: number; idempotencyKey?: string } = {},
): Promise<T> {
	return stripeRequest<T>(secretKey, 'POST', path, { fetch: fetchImpl, retries, body: encodeStripeParams(params).join('&'), idempotencyKey })
}

/**
 * GET or DELETE on the Stripe API, retried as a POST is. Stripe takes no
 * Idempotency-Key on these: they are idempotent by definition.
 */
export function stripeCall<T>(
	secretKey: string,
	method: 'GET' | 'DELETE',
	path: string,
	{ fetch: fetchImpl = fetch, retries = 2 }: { fetch?: typeof fetch; retries?: number } = {},
): Promise<T> {
	return stripeRequest<T>(secretKey, method, path, { fetch: fetchImpl, retries })
}

async function stripeRequest<T>(
	secretKey: string,
	method: 'GET' | 'POST' | 'DELETE',
	path: string,
	{ fetch: fetchImpl, retries, body, idempotencyKey }: { fetch: typeof fetch; retries: number; body?: string; idempotencyKey?: string },
): Promise<T> {
	let lastError: unknown
	for (let attempt = 0; attempt <= retries; attempt++) {
		if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)))
		let response: Response
		try {
			response = await fetchImpl(`https://api.stripe.com/v1/${path}`, {
				method,
				headers: {
					authorization: `Bearer ${secretKey}`,
					...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
					...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
				},
				body,
			})
		} catch (error) {
			lastError = error
			continue
		}
		if (response.status === 429 || response.status >= 500) {
			lastError = new StripeApiError(response.status, `Stripe answered ${response.status}`)
			continue
		}
		const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } }
		if (!response.ok) throw new StripeApiError(response.status, json.error?.message ?? `Stripe answered ${response.status}`)
		return json
	}
	throw lastError instanceof Error ? lastError : new Error('Stripe could not be reached')
}

/** Checks a Stripe-Signature header (t=…,v1=…) against the payload, within five minutes. */
export async function verifyStripeSignature(
	payload: string,
	header: string,
	secret: string,
	{ now = Date.now(), toleranceSeconds = 300 }: { now?: number; toleranceSeconds?: number } = {},
): Promise<boolean> {
	const parts = header.split(',').map((part) => part.trim().split('=') as [string, string])
	const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
	const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value)
	if (!Number.isFinite(timestamp) || signatures.length === 0) return false
	if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
	const expected = await hmacSha256Hex(secret, `${timestamp}.${payload}`)
	return signatures.some((signature) => timingSafeEqual(signature, expected))
}

function timingSafeEqual(a: string, b: string): boolean {
	if (a.length !== b.length) return false
	let difference = 0
	for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
	return difference === 0
}
