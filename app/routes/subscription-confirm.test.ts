import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accounts } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import * as subscriptionConfirm from './subscription-confirm'

// /subscription-confirm (spec §2): the plan of the current student, or an
// empty state — for a visitor who is not signed in, one that leads to /login
// and back here, instead of a redirect.

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const origin = 'http://localhost:3000'
type Page = Awaited<ReturnType<typeof subscriptionConfirm.loader>>

const load = (query = '', cookie?: string) =>
	settle(() =>
		subscriptionConfirm.loader(routeArgs(ctx, new Request(`${origin}/subscription-confirm${query}`, { headers: cookie ? { cookie } : {} }))),
	)
const render = (loaderData: Page) => {
	const props = { loaderData, actionData: undefined, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(subscriptionConfirm.default, props) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] }))
}

test('signed out: a 200 empty state with a sign-in link that comes back here, query and all — not a redirect', async () => {
	const result = await load('?accountId=abc&checkout=success')
	expect(result.status).toBe(200)
	const page = result.data as Page
	expect(page).toMatchObject({ signedIn: false })
	const loginHref = (page as Extract<Page, { signedIn: false }>).loginHref
	const login = new URL(loginHref, origin)
	expect(login.pathname).toBe('/login')
	expect(login.searchParams.get('returnTo')).toBe('/subscription-confirm?accountId=abc&checkout=success')

	const html = render(page)
	expect(html).toContain('You’re not signed in')
	expect(html).toContain(`href="${loginHref.replace(/&/g, '&amp;')}"`)
	expect(html).toContain('>Sign in<')
	expect(html).toContain('href="/signup?source=subscription-confirm"')
})

test('signed out with no query: returnTo is the page itself', async () => {
	const page = (await load()).data as Extract<Page, { signedIn: false }>
	expect(new URL(page.loginHref, origin).searchParams.get('returnTo')).toBe('/subscription-confirm')
})

test('signed in without a student: the "add a student" empty state, as before', async () => {
	const { cookie } = await createSignedInUser(ctx)
	const result = await load('', cookie)
	expect(result.status).toBe(200)
	expect(result.data).toMatchObject({ signedIn: true, status: null, currentAccountId: null })
	expect(render(result.data as Page)).toContain('Add a student')
})

test('signed in with a student on a trial: the status', async () => {
	const { cookie, accountId } = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	await ctx.db.update(accounts).set({ onboardingCompletedAt: Date.now() }).where(eq(accounts.id, accountId!))
	const result = await load('', cookie)
	expect(result.status).toBe(200)
	expect(result.data).toMatchObject({ signedIn: true, currentAccountId: accountId, canManage: true, status: { status: 'trialing' } })
	expect(render(result.data as Page)).toContain('Free trial')
})
