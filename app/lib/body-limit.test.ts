import { expect, test } from 'vitest'
import { BODY_LIMITS, boundRequestBody, readBodyWithin } from './body-limit'

// The counting itself, on web streams as both hosts hand them over: how much
// of a body is pulled before the answer, declared or not.

const origin = 'https://northstar.example'

/** A body that never ends, counting what is pulled from it. */
function endlessBody(chunkBytes = 16 * 1024) {
	const pulled = { bytes: 0, cancelled: false }
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			pulled.bytes += chunkBytes
			controller.enqueue(new Uint8Array(chunkBytes))
		},
		cancel() {
			pulled.cancelled = true
		},
	})
	return { body, pulled }
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
	return new Request(`${origin}${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

test('a body with no length is cut just past the limit and cancelled; the answer is a 413', async () => {
	const { body, pulled } = endlessBody()
	const answer = await boundRequestBody(post('/login', body))
	expect(answer).toBeInstanceOf(Response)
	expect((answer as Response).status).toBe(413)
	expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMITS.default.bytes + 2 * 16 * 1024 + 64 * 1024)
	expect(pulled.cancelled).toBe(true)
})

test('a declared length over the limit is refused before a byte is read', async () => {
	const { body, pulled } = endlessBody()
	const answer = await boundRequestBody(post('/assistant/chat', body, { 'content-length': String(10 * 1024 * 1024), accept: 'application/json' }))
	expect((answer as Response).status).toBe(413)
	expect(await (answer as Response).json()).toMatchObject({ error: { code: 'payload_too_large', status: 413 } })
	// A stream may pre-fill its queue before anyone reads; nothing past that was asked for.
	expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024)
})

test('a body within the limit passes whole, readable once more downstream', async () => {
	const answer = await boundRequestBody(post('/login', new URLSearchParams({ email: 'a@b.co' }), { 'content-type': 'application/x-www-form-urlencoded' }))
	expect(answer).toBeInstanceOf(Request)
	expect((await (answer as Request).formData()).get('email')).toBe('a@b.co')
	const get = new Request(`${origin}/login`)
	expect(await boundRequestBody(get)).toBe(get)
})

test('a form gets words, a server function its JSON error', async () => {
	const big = 'a'.repeat(BODY_LIMITS.default.bytes + 1)
	const form = (await boundRequestBody(post('/login', big))) as Response
	expect(form.headers.get('content-type')).toContain('text/plain')
	expect(await form.text()).toContain('the limit here is 1 MB')
	const fn = (await boundRequestBody(post('/_serverFn/addTask', big))) as Response
	expect(await fn.json()).toMatchObject({ error: { code: 'payload_too_large' } })
})

test('readBodyWithin: a declared length over the limit reads nothing; a request without a body is empty', async () => {
	const { body, pulled } = endlessBody()
	expect(await readBodyWithin(post('/x', body, { 'content-length': '2000' }), 1000)).toBeNull()
	expect(pulled.bytes).toBe(0)
	expect(pulled.cancelled).toBe(true)
	expect(await readBodyWithin(new Request(`${origin}/x`), 1000)).toEqual(new Uint8Array())
	expect(await readBodyWithin(post('/x', 'four', { 'content-length': '4' }), 4)).toEqual(new TextEncoder().encode('four'))
})
