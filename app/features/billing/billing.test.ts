import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { accounts, subscriptions } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as pricingRoute from '../../routes/public/pricing'
import * as pricingAppRoute from '../../routes/pricing-app'
import {
	activateSubscription,
	cancelSubscription,
	extendTrial,
	getActivePlans,
	getSubscriptionStatus,
	grantComplimentaryPlan,
	revokeComplimentaryPlan,
	startTrial,
} from './billing.server'
import { pricingSummary, unlockingTier } from './catalog'
import { trialLine, yearlySaving } from './price-copy'
import { billingState, can } from './entitlements'
import { handleStripeWebhook } from './stripe-webhooks.server'

const DAY = 24 * 60 * 60 * 1000

describe('catalog and entitlements (pure)', () => {
	test('the trial line follows TRIAL_DAYS', () => {
		expect(trialLine(7)).toBe('Free 7-day trial • No credit card required • Cancel anytime')
		expect(trialLine(14)).toBe('Free 14-day trial with full access • Cancel anytime')
	})

	test('yearly saving and the tier that unlocks a feature', () => {
		expect(yearlySaving(500, 5000)).toBe(1000)
		expect(unlockingTier('applications').name).toBe('Growth')
		expect(unlockingTier('counselor-sharing').name).toBe('Premium')
		expect(unlockingTier('plan').name).toBe('Starter')
	})

	test('the features page sums up the catalog that sells from its plans', () => {
		expect(pricingSummary('founder')).toEqual({ catalog: 'founder', monthlyCents: 500, yearlyCents: 5000 })
		const tiers = pricingSummary('tiers')
		expect(tiers.catalog === 'tiers' && tiers.tiers.map((tier) => `${tier.name} ${tier.priceCents}`)).toEqual(['Starter 1000', 'Growth 2000', 'Premium 3000'])
	})

	const now = new Date('2026-11-23T12:00:00Z')
	const sub = (overrides: Partial<Parameters<typeof billingState>[0] & object> = {}) => ({
		status: 'trialing' as const,
		provider: 'local' as const,
		planSlug: 'starter-monthly',
		trialEndsAt: now.getTime() + 3 * DAY,
		currentPeriodEnd: null,
		cancelAtPeriodEnd: false,
		...overrides,
	})

	test('a 7-day trial tries its plan; a 14-day trial is full access', () => {
		const seven = billingState(sub(), now, { trialDays: 7 })
		expect(seven).toMatchObject({ status: 'trialing', hasAccess: true, needsPlan: false, trialDaysLeft: 3 })
		expect(can(seven, 'college-list')).toBe(true)
		expect(can(seven, 'applications')).toBe(false)
		expect(can(billingState(sub(), now, { trialDays: 14 }), 'applications')).toBe(true)
	})

	test('an ended trial needs a plan and unlocks nothing', () => {
		const ended = billingState(sub({ trialEndsAt: now.getTime() - 1 }), now, { trialDays: 7 })
		expect(ended).toMatchObject({ status: 'trial_expired', hasAccess: false, needsPlan: true })
		expect(can(ended, 'plan')).toBe(false)
		expect(billingState(null, now, { trialDays: 7 })).toMatchObject({ status: 'none', needsPlan: true })
	})

	test('active and past_due keep the plan; canceled keeps it until the period ends', () => {
		const active = billingState(sub({ status: 'active', planSlug: 'growth-monthly', currentPeriodEnd: now.getTime() + DAY }), now, { trialDays: 7 })
		expect(can(active, 'applications')).toBe(true)
		expect(can(active, 'assistant')).toBe(false)
		const canceled = sub({ status: 'canceled', planSlug: 'founder-monthly', currentPeriodEnd: now.getTime() + DAY })
		expect(billingState(canceled, now, { trialDays: 7 })).toMatchObject({ status: 'canceled', hasAccess: true })
		expect(billingState({ ...canceled, currentPeriodEnd: now.getTime() - 1 }, now, { trialDays: 7 })).toMatchObject({
			status: 'canceled', hasAccess: false, needsPlan: true,
		})
	})
})

describe('lifecycle in the database', () => {
	let ctx: TestContext
	beforeAll(async () => {
		ctx = await createTestContext()
	})
	afterAll(() => ctx.cleanup())

	test('trial (once) → active → canceled, with the period kept', async () => {
		const { accountId, user } = await createSignedInUser(ctx, { role: 'owner' })
		expect(await startTrial(ctx, accountId!, 'founder-monthly', user.id)).toMatchObject({ started: true })
		expect(await startTrial(ctx, accountId!, 'founder-monthly', user.id)).toEqual({ started: false, reason: 'account-had-one' })
		expect(await getSubscriptionStatus(ctx, accountId!)).toMatchObject({ status: 'trialing', trialDaysLeft: 7, planName: 'Founder' })

		await activateSubscription(ctx, { accountId: accountId!, planSlug: 'founder-yearly', provider: 'local', actorUserId: user.id })
		const active = await getSubscriptionStatus(ctx, accountId!)
		expect(active).toMatchObject({ status: 'active', planSlug: 'founder-yearly', interval: 'year' })
		expect(active.currentPeriodEnd! - Date.now()).toBeGreaterThan(360 * DAY)

		await cancelSubscription(ctx, accountId!, user.id)
		expect(await getSubscriptionStatus(ctx, accountId!)).toMatchObject({ status: 'canceled', hasAccess: true, needsPlan: false })
		const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId!))
		expect(account!.planId).not.toBeNull()
	})

	test('an admin can grant and revoke a complimentary plan and extend a trial', async () => {
		const { accountId, user } = await createSignedInUser(ctx, { role: 'owner' })
		await startTrial(ctx, accountId!, 'starter-monthly', user.id)
		expect(await extendTrial(ctx, { accountId: accountId!, days: 5, reason: 'School closure', actorUserId: user.id })).toEqual({ extended: true })
		expect((await getSubscriptionStatus(ctx, accountId!)).trialDaysLeft).toBe(12)
		await grantComplimentaryPlan(ctx, { accountId: accountId!, planSlug: 'premium-monthly', reason: 'Counselor partner', actorUserId: user.id })
		expect(await getSubscriptionStatus(ctx, accountId!)).toMatchObject({ status: 'active', provider: 'comp', compReason: 'Counselor partner' })
		await revokeComplimentaryPlan(ctx, { accountId: accountId!, reason: 'Partnership ended', actorUserId: user.id })
		expect(await getSubscriptionStatus(ctx, accountId!)).toMatchObject({ status: 'canceled', needsPlan: true })
	})

	test('getActivePlans sells the configured catalog and shows the tiers beside founder', async () => {
		const founder = await getActivePlans(ctx)
		expect(founder.plans.map((plan) => plan.slug)).toEqual(['founder-monthly', 'founder-yearly'])
		expect(founder.standardPlans.map((plan) => plan.slug)).toEqual(['starter-monthly', 'growth-monthly', 'premium-monthly'])
		const tiers = await getActivePlans({ ...ctx, env: { ...ctx.env, PRICING_CATALOG: 'tiers' } })
		expect(tiers.plans.map((plan) => plan.priceCents)).toEqual([1000, 2000, 3000])
		expect(tiers.standardPlans).toEqual([])
	})
})

describe('pricing pages', () => {
	test('PRICING_UI=app sends /pricing to /pricing-app, keeping the query', async () => {
		const ctx = await createTestContext({ PRICING_UI: 'app' })
		const result = await settle(() => pricingRoute.loader(routeArgs(ctx, new Request('http://localhost:3000/pricing?billing=yearly'))))
		expect(result.status).toBe(302)
		expect(result.headers.get('location')).toBe('/pricing-app?billing=yearly')
		await ctx.cleanup()
	})

	test('a plan load failure is logged and both pages show an empty list', async () => {
		const ctx = await createTestContext()
		ctx.client.close()
		const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
		for (const route of [pricingRoute, pricingAppRoute]) {
			const result = await settle(() => route.loader(routeArgs(ctx, new Request('http://localhost:3000/pricing'))))
			expect(result.status).toBe(200)
			expect(result.data).toMatchObject({ plans: [], failed: true, trialDays: 7 })
		}
		expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Failed to load pricing plans Error: Failed query/))
		consoleError.mockRestore()
		await ctx.cleanup().catch(() => {})
	})
})

describe('Stripe webhooks', () => {
	const secret = 'whsec_test_secret'
	let ctx: TestContext
	let accountId: string
	beforeAll(async () => {
		ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: secret })
		accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	})
	afterAll(() => ctx.cleanup())

	function signed(event: object, { badSecret = false } = {}) {
		const payload = JSON.stringify(event)
		const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: badSecret ? 'whsec_wrong' : secret })
		return new Request('http://localhost:3000/webhooks/stripe', {
			method: 'POST',
			body: payload,
			headers: { 'stripe-signature': header, 'content-type': 'application/json' },
		})
	}

	// Stripe's clock: whole seconds.
	const created = Math.floor(Date.now() / 1000)
	const completed = (id: string) => ({
		id,
		object: 'event',
		type: 'checkout.session.completed',
		created,
		data: {
			object: {
				object: 'checkout.session',
				mode: 'subscription',
				payment_status: 'paid',
				client_reference_id: accountId,
				customer: 'cus_123',
				subscription: 'sub_123',
				metadata: { accountId, planSlug: 'founder-monthly' },
			},
		},
	})

	test('a bad or missing signature is a 400 and changes nothing', async () => {
		expect((await handleStripeWebhook(ctx, signed(completed('evt_bad'), { badSecret: true }))).status).toBe(400)
		const unsigned = new Request('http://localhost:3000/webhooks/stripe', { method: 'POST', body: '{}' })
		expect((await handleStripeWebhook(ctx, unsigned)).status).toBe(400)
		expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId))).toHaveLength(0)
	})

	test('checkout.session.completed activates; a replay changes nothing', async () => {
		const first = await handleStripeWebhook(ctx, signed(completed('evt_1')))
		expect(await first.json()).toEqual({ received: true })
		const replay = await handleStripeWebhook(ctx, signed(completed('evt_1')))
		expect(await replay.json()).toEqual({ received: true, duplicate: true })
		const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId))
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ status: 'active', provider: 'stripe', providerSubscriptionId: 'sub_123', providerCustomerId: 'cus_123' })
	})

	test('subscription updates and failed invoices move the status', async () => {
		const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400
		await handleStripeWebhook(ctx, signed({
			id: 'evt_2', object: 'event', created: created + 1, type: 'invoice.payment_failed',
			data: { object: { object: 'invoice', subscription: 'sub_123', metadata: {} } },
		}))
		expect((await getSubscriptionStatus(ctx, accountId)).status).toBe('past_due')
		await handleStripeWebhook(ctx, signed({
			id: 'evt_3', object: 'event', created: created + 2, type: 'customer.subscription.updated',
			data: { object: { id: 'sub_123', object: 'subscription', status: 'active', cancel_at_period_end: true, metadata: { accountId }, items: { data: [{ current_period_end: periodEnd }] } } },
		}))
		expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd * 1000 })
		await handleStripeWebhook(ctx, signed({
			id: 'evt_4', object: 'event', created: created + 3, type: 'customer.subscription.deleted',
			data: { object: { id: 'sub_123', object: 'subscription', status: 'canceled', cancel_at_period_end: false, metadata: { accountId }, items: { data: [] } } },
		}))
		expect((await getSubscriptionStatus(ctx, accountId)).status).toBe('canceled')
	})
})
