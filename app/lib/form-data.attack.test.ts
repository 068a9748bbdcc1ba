import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAttackHost, type AttackHost } from '../../tests/support/attacker'

// Forms whose shape, not size, is the attack, against the real Node host.
// Conform turns a form into an object before zod sees it. Measured on the
// host before its bounds: a field repeated 20,000 times (60 KB, well under
// the 1 MB body limit) cost 3.4 s of CPU, because each repeat copies the
// array so far; `a[10000000]=x` (13 bytes) built an array of ten million
// slots and answered 30 MB in 6 s. Every public form takes a body, signed in
// or not, so either would take the site down with a few requests a second.
// A review of the first bound found a number after a dot (`a.10000000`, once
// `a` is an array) and Conform's JSON intents going around it, and limits
// that multiplied: each is below.

const BUDGET_MS = 1_500
const REFUSED = 'That form could not be read'

async function post(server: AttackHost, path: string, body: string, contentType = 'application/x-www-form-urlencoded') {
	const started = performance.now()
	const response = await fetch(`${server.origin}${path}`, {
		method: 'POST',
		headers: { 'content-type': contentType, origin: server.origin, 'sec-fetch-site': 'same-origin' },
		body,
	})
	const text = await response.text()
	return { status: response.status, text, bytes: text.length, ms: performance.now() - started }
}

/** The form is refused at once, with a small answer: nothing was built from it. */
async function expectRefused(server: AttackHost, path: string, body: string, contentType?: string) {
	const answer = await post(server, path, body, contentType)
	const label = body.slice(0, 60)
	expect(answer.status, label).toBe(400)
	expect(answer.text, label).toContain(REFUSED)
	expect(answer.bytes, label).toBeLessThan(10_000)
	expect(answer.ms, label).toBeLessThan(BUDGET_MS)
}

describe('a form shaped to make the server work', () => {
	let server: AttackHost
	beforeAll(async () => {
		server = await startAttackHost()
		await post(server, '/contact.data', 'name=A') // the first render pays for loading the code
	}, 240_000)
	afterAll(() => server?.stop())

	test('a field repeated 20,000 times is refused at once', async () => {
		await expectRefused(server, '/contact.data', 'a=&'.repeat(20_000))
	})

	test('an array index of ten million is refused, not built and sent back', async () => {
		for (const body of ['a[10000000]=x', 'a.b[10000000]=x', 'x=1&a[0][9999999]=x']) await expectRefused(server, '/contact.data', body)
	})

	test('a number after a dot, or in a Conform intent, is refused like one in brackets', async () => {
		// Found by a review of the first bound, which looked at `[n]` only: each cost 4–5 s and answered 30 MB.
		const intent = JSON.stringify({ type: 'update', payload: { name: 'a[10000000]', value: 'x' } })
		for (const body of ['a[0]=x&a.10000000=y', 'a[]=x&a.10000000=y', `name=A&__intent__=${encodeURIComponent(intent)}`, 'name=A&__intent__={']) {
			await expectRefused(server, '/contact.data', body)
		}
	})

	test('many names each within the limits cannot add up to a huge object', async () => {
		// 999 names of six 1,000-slot arrays each passed the first bound: 44 KB in, 18 MB out, 3.6 s.
		const body = Array.from({ length: 999 }, (_, index) => `a[${index}][1000][1000][1000][1000][1000][1000]=x`).join('&')
		await expectRefused(server, '/login.data', body)
	})

	test('100,000 fields, or a name nested 10,000 deep, are refused', async () => {
		const many = Array.from({ length: 100_000 }, (_, index) => `f${index}=`).join('&')
		const deep = `${'a.'.repeat(10_000)}b=x`
		for (const body of [many, deep]) await expectRefused(server, '/login.data', body)
	})

	test('a multipart body, which no form of ours but the upload sends, is refused before it is parsed', async () => {
		// The platform's multipart parser works per header line: one field of
		// 250,000 header lines (1 MB) cost 260 ms where the real form costs 30.
		const headerLines = `--Y\r\nContent-Disposition: form-data; name="name"\r\n${'a:\r\n'.repeat(250_000)}\r\nA\r\n--Y--\r\n`
		const oneField = '--Y\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--Y--\r\n'
		for (const body of [headerLines, oneField]) await expectRefused(server, '/contact.data', body, 'multipart/form-data; boundary=Y')
	})

	test('the same forms in their real shape still go through', async () => {
		const contact = await post(server, '/contact.data', new URLSearchParams({ name: 'Dana Lee', email: 'dana@example.com', topic: 'question', message: 'A question about the family plan.' }).toString())
		expect(contact.status).toBe(200)
		expect(contact.text).not.toContain(REFUSED)
	})
})
