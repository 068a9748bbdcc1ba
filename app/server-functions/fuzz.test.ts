import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

// Throws 200+ random and malformed requests at every registered function:
// none may answer 500 (bad input is always the caller's 4xx). Seeded, so a
// failure reproduces.

const REQUESTS_PER_FUNCTION = 220

let ctx: TestContext
let cookies: string[]
beforeAll(async () => {
	ctx = await createTestContext()
	const admin = await createSignedInUser(ctx, { isAdmin: true, role: 'owner' })
	const member = await createSignedInUser(ctx, { role: 'counselor' })
	cookies = [admin.cookie, member.cookie, 'ns_session=garbage', '']
})
afterAll(() => ctx.cleanup())

function mulberry32(seed: number) {
	return () => {
		seed |= 0
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

function randomValue(random: () => number, depth = 0): unknown {
	const pick = Math.floor(random() * (depth > 3 ? 7 : 10))
	switch (pick) {
		case 0: return null
		case 1: return random() < 0.5
		case 2: return [0, -1, 1e308, -0, 2 ** 53 + 1, 0.1, 42][Math.floor(random() * 7)]
		case 3: return randomString(random)
		case 4: return ''
		case 5: return { accountId: randomString(random), id: randomString(random), email: randomString(random) }
		case 6: return { __proto__: { isAdmin: true }, constructor: { prototype: 1 } }
		case 7: return Array.from({ length: Math.floor(random() * 5) }, () => randomValue(random, depth + 1))
		default:
			return Object.fromEntries(
				Array.from({ length: Math.floor(random() * 5) }, () => [randomString(random), randomValue(random, depth + 1)]),
			)
	}
}

function randomString(random: () => number) {
	const alphabet = ['a', 'Z', '0', ' ', '"', "'", '\\', '{', '}', '[', ']', ':', ',', '\u0000', 'é', '😀', '<script>', "' OR 1=1 --", '%', '&']
	return Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
}

function randomRawBody(random: () => number): BodyInit {
	switch (Math.floor(random() * 8)) {
		case 0: return randomString(random)
		case 1: return JSON.stringify(randomValue(random))
		case 2: return JSON.stringify({ data: randomValue(random), context: randomValue(random) })
		case 3: return new Uint8Array([0xff, 0xfe, 0xfd, Math.floor(random() * 255)])
		case 4: return '{"data":' + '['.repeat(Math.floor(random() * 50)) // truncated
		case 5: return JSON.stringify({ data: randomValue(random) }).slice(0, -1)
		case 6: return ''
		default: return JSON.stringify({ data: { accountId: randomString(random) } })
	}
}

test(`no registered function answers 500 to ${REQUESTS_PER_FUNCTION} random requests`, async () => {
	const consoleError = vi.spyOn(console, 'error')
	const random = mulberry32(20261123)
	const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']
	const failures: string[] = []
	let sent = 0

	for (const id of serverFnRegistry.keys()) {
		for (let i = 0; i < REQUESTS_PER_FUNCTION; i++) {
			const method = random() < 0.8 ? serverFnRegistry.get(id)!.method : methods[Math.floor(random() * methods.length)]!
			const url = new URL(`http://localhost:3000/_serverFn/${encodeURIComponent(id)}`)
			if (random() < 0.95) url.searchParams.set('createServerFn', random() < 0.1 ? randomString(random) : '')
			if (method === 'GET' && random() < 0.9) {
				url.searchParams.set('payload', random() < 0.7 ? JSON.stringify(randomValue(random)) : randomString(random))
			}
			const cookie = cookies[Math.floor(random() * cookies.length)]!
			const request = new Request(url, {
				method,
				body: method === 'GET' ? undefined : randomRawBody(random),
				headers: cookie ? { cookie } : {},
			})
			const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
			sent++
			const body = await response.text()
			if (response.status >= 500 && response.status !== 501) {
				failures.push(`${method} ${url.pathname}${url.search} → ${response.status} ${body}`)
			}
			expect(() => JSON.parse(body)).not.toThrow()
		}
	}

	expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_FUNCTION * serverFnRegistry.size)
	expect(failures).toEqual([])
	expect(consoleError).not.toHaveBeenCalled()
	consoleError.mockRestore()
})
