import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestContext, readOutbox, type TestContext } from '../../tests/support/test-context'
import { routeArgs, settle } from '../../tests/support/route-args'
import { SIGN_IN_LIMITS } from '#app/features/auth/rate-limit.server'
import * as login from './login'
import * as bootstrap from './test.bootstrap'
import * as verifyEmail from './verify-email'

// Route modules called as React Router calls them, on a real temp database.

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const origin = 'http://localhost:3000'

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
	return new Request(`${origin}${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
	})
}

test('/login: a bad email is a 400 with the field error', async () => {
	const result = await settle(() => login.action(routeArgs(ctx, postForm('/login', { email: 'nope' }))))
	expect(result.status).toBe(400)
	expect(JSON.stringify(result.data)).toContain("doesn't look like an email address")
})

test('/login parameters (decision 027): a bad email is ignored with a note; auto=true never sends, and focuses only from our own pages', async () => {
	const load = async (query: string, headers: Record<string, string> = {}) =>
		(await settle(() => login.loader(routeArgs(ctx, new Request(`${origin}/login${query}`, { headers }))))).data as Awaited<ReturnType<typeof login.loader>>
	const mailed = readOutbox(ctx.outboxDir).length
	expect(await load('?email=not-an-address&auto=true')).toMatchObject({ email: '', note: "The email address in your link isn't valid. Enter yours below.", ready: false })
	expect(await load('?email=sam%40example.com&auto=true', { 'sec-fetch-site': 'none' })).toMatchObject({ email: 'sam@example.com', note: null, ready: true })
	expect(await load('?email=sam%40example.com&auto=true', { 'sec-fetch-site': 'cross-site' })).toMatchObject({ ready: false })
	expect(readOutbox(ctx.outboxDir)).toHaveLength(mailed)
})

test('/login: the sixth code request for one address is a 429 with Retry-After', async () => {
	const statuses = []
	for (let i = 0; i < 6; i++) {
		const result = await settle(() => login.action(routeArgs(ctx, postForm('/login', { email: 'limit@example.com' }))))
		statuses.push(result.status)
		if (i === 5) {
			expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0)
			expect(JSON.stringify(result.data)).toContain('Too many codes were requested')
		}
	}
	expect(statuses).toEqual([302, 302, 302, 302, 302, 429])
})

test('/login: the per-network number of requests from one address across emails, then 429', async () => {
	const other = { ...ctx, clientAddress: '203.0.113.9' }
	const perNetwork = SIGN_IN_LIMITS.requestsPerNetwork.limit
	const statuses = []
	for (let i = 0; i <= perNetwork; i++) {
		statuses.push((await settle(() => login.action(routeArgs(other, postForm('/login', { email: `ip${i}@example.com` }))))).status)
	}
	expect(statuses.filter((status) => status === 302)).toHaveLength(perNetwork)
	expect(statuses.at(-1)).toBe(429)
})

test('/login: a mail service that fails is said at the form (503), reported, never a 500', async () => {
	const reported: unknown[] = []
	const down = { ...ctx, mail: { send: async () => Promise.reject(new Error('connect ECONNREFUSED')) }, reportError: (error: unknown) => void reported.push(error) }
	const result = await settle(() => login.action(routeArgs(down as never, postForm('/login', { email: 'mail-down@example.com' }))))
	expect(result.status).toBe(503)
	expect(JSON.stringify(result.data)).toContain('send your code just now')
	expect(reported).toHaveLength(1)
})

test('/login: a cross-site form post is refused', async () => {
	const result = await settle(() =>
		login.action(routeArgs(ctx, postForm('/login', { email: 'x@example.com' }, { origin: 'https://evil.example.com' }))),
	)
	expect(result.status).toBe(403)
})

test('/verify-email: a bad email or context is a 400 with the problems', async () => {
	const result = await settle(() =>
		verifyEmail.loader(routeArgs(ctx, new Request(`${origin}/verify-email?email=bad&context=nope`))),
	)
	expect(result.status).toBe(400)
	expect(result.data).toMatchObject({ status: 'invalid', problems: [expect.stringContaining('email'), expect.stringContaining('context')] })
})

test('/test/bootstrap is a 404 when test routes are off', async () => {
	const result = await settle(() => bootstrap.loader(routeArgs(ctx, new Request(`${origin}/test/bootstrap`))))
	expect(result.status).toBe(404)
})

test('/test/bootstrap redirects to /login on a bad email', async () => {
	const on = await createTestContext({ ENABLE_TEST_ROUTES: 'true' })
	const result = await settle(() => bootstrap.loader(routeArgs(on, new Request(`${origin}/test/bootstrap?email=bad`))))
	expect(result.status).toBe(302)
	expect(result.headers.get('location')).toBe('/login')
	await on.cleanup()
})

describe('the code on screen (?dev=true) is decided by how the host started, never by the request', () => {
	async function devCodeShown(nodeEnv: 'development' | 'test' | 'production', host: string) {
		const app = await createTestContext({ NODE_ENV: nodeEnv, BASE_URL: 'http://localhost:3000' })
		try {
			const asked = await settle(() =>
				login.action(routeArgs(app, new Request(`http://${host}/login?dev=true`, {
					method: 'POST',
					body: new URLSearchParams({ email: `dev-${nodeEnv}@example.com`, dev: 'true' }),
					headers: { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
				}))),
			)
			expect(asked.status).toBe(302)
			const cookie = asked.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
			const page = await settle(() =>
				verifyEmail.loader(routeArgs(app, new Request(`http://${host}${asked.headers.get('location')}`, { headers: { cookie } }))),
			)
			return (page.data as { devCode: string | null }).devCode
		} finally {
			await app.cleanup()
		}
	}

	test('shown under npm run dev (NODE_ENV=development)', async () => {
		expect(await devCodeShown('development', 'localhost:3000')).toMatch(/^\d{6}$/)
	})

	test.each(['test', 'production'] as const)('never with NODE_ENV=%s, even for Host: localhost', async (nodeEnv) => {
		expect(await devCodeShown(nodeEnv, 'localhost:3000')).toBeNull()
	})
})
