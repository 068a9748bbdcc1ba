import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

let ctx: TestContext
let testRoutesCtx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
	testRoutesCtx = await createTestContext({ ENABLE_TEST_ROUTES: 'true' })
})
afterAll(async () => {
	await ctx.cleanup()
	await testRoutesCtx.cleanup()
})

async function call(
	id: string,
	{ method = 'GET', data, cookie, app = ctx, headers = {} }: { method?: string; data?: unknown; cookie?: string; app?: TestContext; headers?: Record<string, string> } = {},
) {
	const url = new URL(`http://localhost:3000/_serverFn/${id}?createServerFn`)
	if (method === 'GET' && data !== undefined) url.searchParams.set('payload', JSON.stringify(data))
	const request = new Request(url, {
		method,
		body: method === 'POST' ? JSON.stringify({ data }) : undefined,
		headers: { ...(cookie ? { cookie } : {}), ...headers },
	})
	const response = await handleServerFnRequest({ request, id, app, registry: serverFnRegistry })
	return { status: response.status, headers: response.headers, body: (await response.json()) as any }
}

describe('getCurrentUser', () => {
	test('null when signed out, the user when signed in', async () => {
		expect((await call('getCurrentUser')).body).toBeNull()
		const { cookie, user } = await createSignedInUser(ctx)
		expect((await call('getCurrentUser', { cookie })).body).toEqual({
			id: user.id, email: user.email, name: user.name, kind: 'parent', isAdmin: false,
		})
	})
})

describe('checkSession', () => {
	test('signed out → /login; no student yet → /onboarding; onboarded → no redirect', async () => {
		expect((await call('checkSession')).body).toEqual({ redirectTo: '/login', user: null, isOnboarded: false, userRole: null })
		const fresh = await createSignedInUser(ctx)
		expect((await call('checkSession', { cookie: fresh.cookie })).body).toMatchObject({ redirectTo: '/onboarding', isOnboarded: false })
		const bootstrapped = await call('createTestAccount', { method: 'POST', data: {}, app: testRoutesCtx })
		const cookie = bootstrapped.headers.get('set-cookie')!.split(';')[0]!
		expect((await call('checkSession', { cookie, app: testRoutesCtx })).body).toMatchObject({
			redirectTo: null, isOnboarded: true, userRole: 'owner',
		})
	})
})

describe('checkSessionRedirect', () => {
	test('tells a signed-in visitor to go on, never off-site', async () => {
		expect((await call('checkSessionRedirect', { data: { redirectTo: '/dashboard' } })).body).toEqual({
			shouldRedirect: false, redirectTo: '/dashboard',
		})
		const { cookie } = await createSignedInUser(ctx)
		expect((await call('checkSessionRedirect', { cookie })).body).toEqual({ shouldRedirect: true, redirectTo: '/dashboard' })
		expect((await call('checkSessionRedirect', { cookie, data: { redirectTo: '//evil.example.com' } })).body).toEqual({
			shouldRedirect: true, redirectTo: '/dashboard',
		})
	})

	test('400 with issues for a bad payload', async () => {
		const response = await call('checkSessionRedirect', { data: { redirectTo: 42 } })
		expect(response.status).toBe(400)
		expect(response.body.error.issues[0]).toMatchObject({ path: ['redirectTo'] })
	})
})

describe('getSessionAccounts', () => {
	test('401 signed out; the account list and current account signed in', async () => {
		expect((await call('getSessionAccounts')).status).toBe(401)
		const { cookie, accountId } = await createSignedInUser(ctx, { role: 'parent' })
		expect((await call('getSessionAccounts', { cookie })).body).toEqual({
			accounts: [
				{
					id: accountId, accountId, studentName: 'Sam Student', graduationYear: null, grade: null,
					plan: null, role: 'parent', onboarded: false,
				},
			],
			currentAccountId: accountId,
		})
	})
})

describe('createTestAccount', () => {
	test('404 when test routes are off', async () => {
		const response = await call('createTestAccount', { method: 'POST', data: {} })
		expect(response.status).toBe(404)
	})

	test('creates a signed-in family when on, with a valid email or a generated one', async () => {
		const response = await call('createTestAccount', {
			method: 'POST', data: { email: 'Boot@Example.com', studentName: 'Rae' }, app: testRoutesCtx,
		})
		expect(response.status).toBe(200)
		expect(response.body).toMatchObject({ email: 'boot@example.com', accountId: expect.any(String) })
		expect(response.headers.get('set-cookie')).toMatch(/^ns_session=/)
		const generated = await call('createTestAccount', { method: 'POST', app: testRoutesCtx })
		expect(generated.body.email).toMatch(/^test-.*@example\.com$/)
	})

	test('400 with issues for a bad email', async () => {
		const response = await call('createTestAccount', { method: 'POST', data: { email: 'nope' }, app: testRoutesCtx })
		expect(response.status).toBe(400)
		expect(response.body.error.issues[0].path).toEqual(['email'])
	})
})

test('a POST from another site is refused (CSRF)', async () => {
	const response = await call('createTestAccount', {
		method: 'POST', data: {}, app: testRoutesCtx, headers: { origin: 'https://evil.example.com' },
	})
	expect(response.status).toBe(403)
	expect(response.body.error.code).toBe('cross_site')
})
