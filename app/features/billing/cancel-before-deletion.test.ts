import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { accounts, memberships, plans, subscriptions, users } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as onboarding from '../../routes/onboarding'
import * as settings from '../../routes/a/settings'
import { createStripeBillingProvider } from './provider.server'

// Deleting a family's data while Stripe still bills them. The subscription is
// canceled through Stripe first; when Stripe cannot be reached or refuses,
// nothing is deleted (a paid plan would go on charging a family whose data is
// gone) and the family is told what happened and what to do. Stripe is a
// stand-in fetch: the tests never reach the internet.

const origin = 'http://localhost:3000'
let ctx: TestContext
let calls: Array<{ method: string; url: string; authorization: string | null }>
/** How the stand-in Stripe answers a DELETE and a GET of a subscription. */
let stripe: { cancel: () => Response | Promise<Response>; retrieve: () => Response }

beforeAll(async () => {
	ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', CONTACT_EMAIL: 'help@northstar.example' })
	ctx.billing = createStripeBillingProvider('sk_test_standin', {
		fetch: (async (url: string, init: RequestInit) => {
			const method = init.method ?? 'GET'
			calls.push({ method, url, authorization: new Headers(init.headers).get('authorization') })
			return method === 'DELETE' ? stripe.cancel() : stripe.retrieve()
		}) as unknown as typeof fetch,
	})
})
afterAll(() => ctx.cleanup())
beforeEach(() => {
	calls = []
	stripe = { cancel: () => Response.json({ id: 'sub', status: 'canceled' }), retrieve: () => Response.json({ id: 'sub', status: 'canceled' }) }
})

const down = () => new Response('{}', { status: 503 })

/** An owner running one student alone, on a paid Stripe plan. */
async function payingFamily(subscriptionId: string) {
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'founder-monthly'))
	await ctx.db.insert(subscriptions).values({
		accountId: owner.accountId!, planId: plan!.id, status: 'active', provider: 'stripe',
		providerCustomerId: 'cus_1', providerSubscriptionId: subscriptionId, currentPeriodEnd: Date.now() + 20 * 86_400_000,
	})
	return owner
}

const deleteMe = (owner: Awaited<ReturnType<typeof payingFamily>>) =>
	settle(() =>
		settings.action(
			routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/settings?tab=profile`, { method: 'POST', body: new URLSearchParams({ intent: 'delete-me', confirm: 'DELETE' }), headers: { cookie: owner.cookie, origin } }), { accountId: owner.accountId! }),
		),
	)

const subscriptionOf = async (accountId: string) => (await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)))[0]

test('Stripe unreachable: nothing is deleted, the plan is as it was, and the family is told to try again or write to us', async () => {
	stripe.cancel = down
	const reportError = vi.spyOn(ctx, 'reportError')
	const owner = await payingFamily('sub_unreachable')
	const answer = await deleteMe(owner)

	expect(answer.status).toBe(503)
	const { message } = answer.data as { ok: boolean; message: string }
	expect(message).toMatch(/^Nothing was deleted\./)
	expect(message).toMatch(/try again/)
	expect(message).toContain('help@northstar.example')
	expect(answer.headers.get('set-cookie')).toBeNull()
	expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1)
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).toHaveLength(1)
	expect(await subscriptionOf(owner.accountId!)).toMatchObject({ status: 'active' })
	expect(calls.filter((call) => call.method === 'DELETE' && call.url === 'https://api.stripe.com/v1/subscriptions/sub_unreachable')).toHaveLength(3)

	// Reported for us to follow up, with ids and no personal data.
	expect(reportError).toHaveBeenCalledTimes(1)
	const reported = JSON.stringify([String(reportError.mock.calls[0]![0]), reportError.mock.calls[0]![1]])
	expect(reported).toContain('sub_unreachable')
	expect(reported).not.toContain(owner.user.email)
	expect(reported).not.toContain('Sam Student')
	reportError.mockRestore()

	// Stripe is back: the same click cancels, then deletes.
	stripe.cancel = () => Response.json({ id: 'sub_unreachable', status: 'canceled' })
	const retried = await deleteMe(owner)
	expect(retried.status).toBe(302)
	expect(retried.headers.get('location')).toBe('/?deleted=1')
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).toEqual([])
	expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([])
})

test('Stripe refuses to cancel a subscription that is still live: nothing is deleted', async () => {
	stripe.cancel = () => Response.json({ error: { message: 'Something odd' } }, { status: 400 })
	stripe.retrieve = () => Response.json({ id: 'sub_refused', status: 'active' })
	vi.spyOn(ctx, 'reportError').mockImplementation(() => {})
	const owner = await payingFamily('sub_refused')
	expect((await deleteMe(owner)).status).toBe(503)
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).toHaveLength(1)
	vi.restoreAllMocks()
})

test('a subscription Stripe already ended does not stand in the way', async () => {
	stripe.cancel = () => Response.json({ error: { message: 'This subscription is already canceled' } }, { status: 400 })
	stripe.retrieve = () => Response.json({ id: 'sub_ended', status: 'canceled' })
	const owner = await payingFamily('sub_ended')
	expect((await deleteMe(owner)).status).toBe(302)
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).toEqual([])
})

test('the cancel goes to Stripe with our key before anything is deleted', async () => {
	const owner = await payingFamily('sub_ok')
	let heldWhenAsked: number | null = null
	stripe.cancel = async () => {
		heldWhenAsked = (await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).length
		return Response.json({ id: 'sub_ok', status: 'canceled' })
	}
	expect((await deleteMe(owner)).status).toBe(302)
	// When Stripe was asked, the family's data was all still there.
	expect(heldWhenAsked).toBe(1)
	expect(calls).toEqual([{ method: 'DELETE', url: 'https://api.stripe.com/v1/subscriptions/sub_ok', authorization: 'Bearer sk_test_standin' }])
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId!))).toEqual([])
})

test('starting onboarding over cancels a plan bought before it finished, or removes nothing', async () => {
	const user = await createSignedInUser(ctx)
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'Half Done', onboardingStep: 3 }).returning()
	await ctx.db.insert(memberships).values({ accountId: account!.id, userId: user.user.id, role: 'owner' })
	const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'founder-monthly'))
	await ctx.db.insert(subscriptions).values({ accountId: account!.id, planId: plan!.id, status: 'active', provider: 'stripe', providerSubscriptionId: 'sub_onboarding' })
	const restart = () =>
		settle(() => onboarding.action(routeArgs(ctx, new Request(`${origin}/onboarding`, { method: 'POST', body: new URLSearchParams({ intent: 'restart' }), headers: { cookie: user.cookie, origin } }))))

	stripe.cancel = down
	vi.spyOn(ctx, 'reportError').mockImplementation(() => {})
	const refused = await restart()
	expect(refused.status).toBe(503)
	expect((refused.data as { message: string }).message).toMatch(/^Nothing was deleted\./)
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, account!.id))).toHaveLength(1)
	vi.restoreAllMocks()

	stripe.cancel = () => Response.json({ id: 'sub_onboarding', status: 'canceled' })
	expect((await restart()).status).toBe(302)
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, account!.id))).toEqual([])
})
