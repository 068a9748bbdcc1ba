import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import * as adminEntitlements from '../routes/a/admin-entitlements'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

async function call(id: string, { data, cookie }: { data?: unknown; cookie?: string } = {}) {
	const method = serverFnRegistry.get(id)!.method
	const url = new URL(`http://localhost:3000/_serverFn/${id}?createServerFn`)
	if (method === 'GET' && data !== undefined) url.searchParams.set('payload', JSON.stringify(data))
	const request = new Request(url, {
		method,
		body: method === 'POST' ? JSON.stringify({ data }) : undefined,
		headers: cookie ? { cookie } : {},
	})
	const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
	return { status: response.status, body: (await response.json()) as any }
}

test('getActivePlans is public and says the trial length', async () => {
	const { status, body } = await call('getActivePlans')
	expect(status).toBe(200)
	expect(body).toMatchObject({ catalog: 'founder', trialDays: 7 })
	expect(body.plans.map((plan: { slug: string }) => plan.slug)).toEqual(['founder-monthly', 'founder-yearly'])
})

test('startFreeTrial once, then 409; status reads it; checkout goes to the local provider', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	expect((await call('getSubscriptionStatus', { cookie: owner.cookie })).body).toMatchObject({ status: 'none', needsPlan: true })
	const started = await call('startFreeTrial', { cookie: owner.cookie, data: { plan: 'founder-monthly' } })
	expect(started.body).toMatchObject({ status: 'trialing', trialDaysLeft: 7 })
	expect((await call('startFreeTrial', { cookie: owner.cookie, data: {} })).status).toBe(409)
	const checkout = await call('updateAccountPlan', { cookie: owner.cookie, data: { plan: 'founder-yearly' } })
	expect(checkout.body).toMatchObject({ provider: 'local' })
	expect(checkout.body.checkoutUrl).toBe(`/billing/checkout?accountId=${owner.accountId}&plan=founder-yearly`)
	expect((await call('updateAccountPlan', { cookie: owner.cookie, data: { plan: 'premium-monthly' } })).status).toBe(400)
	expect((await call('refreshSessionAfterCheckout', { cookie: owner.cookie })).body).toMatchObject({ status: 'trialing' })
	expect(JSON.stringify((await call('getSubscriptionStatus', { cookie: owner.cookie })).body)).not.toContain('providerCustomerId')
})

test('only the owner starts trials or changes plans', async () => {
	const parent = await createSignedInUser(ctx, { role: 'parent' })
	expect((await call('startFreeTrial', { cookie: parent.cookie, data: {} })).status).toBe(403)
	expect((await call('updateAccountPlan', { cookie: parent.cookie, data: { plan: 'founder-monthly' } })).status).toBe(403)
	expect((await call('getSubscriptionStatus', { cookie: parent.cookie })).status).toBe(200)
	expect((await call('getSubscriptionStatus')).status).toBe(401)
})

test('admin/entitlements: 403 for a member who is not a site admin, 200 for an admin', async () => {
	const member = await createSignedInUser(ctx, { role: 'owner' })
	const admin = await createSignedInUser(ctx, { isAdmin: true, role: 'owner' })
	const page = (cookie: string, accountId: string) =>
		settle(() =>
			adminEntitlements.loader(
				routeArgs(ctx, new Request(`http://localhost:3000/a/${accountId}/admin/entitlements?q=Sam`, { headers: { cookie } }), { accountId }),
			),
		)
	expect((await page(member.cookie, member.accountId!)).status).toBe(403)
	const ok = await page(admin.cookie, admin.accountId!)
	expect(ok.status).toBe(200)
	expect((ok.data as { results: unknown[] }).results.length).toBeGreaterThan(0)
})
