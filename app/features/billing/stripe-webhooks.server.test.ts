import Stripe from 'stripe'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { billingEvents, subscriptions } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { getSubscriptionStatus, startTrial } from './billing.server'
import { handleStripeWebhook } from './stripe-webhooks.server'

// Stripe's webhooks as an attacker or a bad day would deliver them: a handler
// that fails must be retried, not lost; a checkout that has not been paid
// grants nothing; an event older than what we hold changes nothing; the same
// event twice, or at once, is harmless; a malformed event is a 400.

const secret = 'whsec_test_secret'
const DAY = 86_400
let ctx: TestContext
let accountId: string
let subscriptionId: string
let serial = 0
const t0 = Math.floor(Date.now() / 1000) - 3600

beforeAll(async () => {
	ctx = await createTestContext({ STRIPE_WEBHOOK_SECRET: secret })
})
afterAll(() => ctx.cleanup())
beforeEach(async () => {
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	subscriptionId = `sub_${++serial}`
})

function signed(event: object) {
	const payload = JSON.stringify(event)
	return new Request('http://localhost:3000/webhooks/stripe', {
		method: 'POST',
		body: payload,
		headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }), 'content-type': 'application/json' },
	})
}

/** The status Stripe sees: a handler that throws is a 500 from React Router. */
async function deliver(event: object): Promise<number> {
	try {
		return (await handleStripeWebhook(ctx, signed(event))).status
	} catch {
		return 500
	}
}

let eventSerial = 0
const event = (type: string, object: object, created = t0, id = `evt_${++eventSerial}`) => ({ id, object: 'event', type, created, data: { object } })

const checkout = (overrides: object = {}) => ({
	object: 'checkout.session',
	mode: 'subscription',
	client_reference_id: accountId,
	customer: 'cus_1',
	subscription: subscriptionId,
	payment_status: 'paid',
	metadata: { accountId, planSlug: 'founder-monthly' },
	...overrides,
})

const subscription = (status: string, overrides: object = {}) => ({
	id: subscriptionId,
	object: 'subscription',
	status,
	customer: 'cus_1',
	cancel_at_period_end: false,
	trial_end: null,
	metadata: { accountId, planSlug: 'founder-monthly' },
	items: { data: [{ current_period_end: t0 + 30 * DAY }] },
	...overrides,
})

const rows = () => ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId))
const status = async () => (await getSubscriptionStatus(ctx, accountId)).status

test('a handler that fails answers 500 and does not record the event, so Stripe’s retry activates the plan', async () => {
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	// The database refuses the subscription once, as a locked or failing disk would.
	await ctx.client.execute(`CREATE TRIGGER fail_subscriptions BEFORE INSERT ON subscriptions BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`)
	const completed = event('checkout.session.completed', checkout())
	expect(await deliver(completed)).toBe(500)
	await ctx.client.execute('DROP TRIGGER fail_subscriptions')
	expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.id, completed.id))).toEqual([])
	expect(await status()).toBe('none')

	expect(await deliver(completed)).toBe(200)
	expect(await status()).toBe('active')
	expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.id, completed.id))).toHaveLength(1)
	expect(consoleError).toHaveBeenCalledWith('Stripe webhook failed', expect.objectContaining({ event: completed.id, type: 'checkout.session.completed' }))
	consoleError.mockRestore()
})

test('an event processed but not recorded is processed again harmlessly', async () => {
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	await ctx.client.execute(`CREATE TRIGGER fail_events BEFORE INSERT ON billing_events BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`)
	const completed = event('checkout.session.completed', checkout())
	expect(await deliver(completed)).toBe(500)
	await ctx.client.execute('DROP TRIGGER fail_events')
	expect(await deliver(completed)).toBe(200)
	expect(await rows()).toHaveLength(1)
	expect(await status()).toBe('active')
	consoleError.mockRestore()
})

test('the same event twice, or delivered twice at once, stores one subscription', async () => {
	const completed = event('checkout.session.completed', checkout())
	expect(await Promise.all([deliver(completed), deliver(completed)])).toEqual([200, 200])
	expect(await deliver(completed)).toBe(200)
	// Stripe also tells of the new subscription in its own event, in any order.
	expect(await deliver(event('customer.subscription.created', subscription('active')))).toBe(200)
	expect(await rows()).toHaveLength(1)
	expect((await rows())[0]).toMatchObject({ status: 'active', provider: 'stripe', providerSubscriptionId: subscriptionId, providerCustomerId: 'cus_1' })
})

test('an unpaid checkout (a bank debit still pending) grants nothing and keeps the trial; the payment succeeding does', async () => {
	await startTrial(ctx, accountId, 'founder-monthly', null)
	expect(await deliver(event('checkout.session.completed', checkout({ payment_status: 'unpaid' })))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'trialing', provider: 'local' })
	expect(await deliver(event('invoice.payment_failed', { object: 'invoice', subscription: subscriptionId }, t0 + 1))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'trialing', provider: 'local' })
	expect(await deliver(event('customer.subscription.created', subscription('incomplete')))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'trialing', provider: 'local' })

	expect(await deliver(event('checkout.session.async_payment_succeeded', checkout({ payment_status: 'paid' }), t0 + 2))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'active', provider: 'stripe' })
})

test('a checkout with nothing to pay grants a plan only when its subscription is trialing', async () => {
	const trialEnd = t0 + 14 * DAY
	expect(await deliver(event('checkout.session.completed', checkout({ payment_status: 'no_payment_required' })))).toBe(200)
	expect(await status()).toBe('none')
	expect(await deliver(event('customer.subscription.created', subscription('trialing', { trial_end: trialEnd })))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'trialing', hasAccess: true, trialEndsAt: trialEnd * 1000 })

	// The same, with the subscription expanded in the session.
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	subscriptionId = `sub_expanded_${serial}`
	const expanded = checkout({ payment_status: 'no_payment_required', subscription: subscription('trialing', { trial_end: trialEnd }) })
	expect(await deliver(event('checkout.session.completed', expanded))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'trialing', hasAccess: true, trialEndsAt: trialEnd * 1000 })
})

test('an event older than the state we hold changes nothing', async () => {
	expect(await deliver(event('checkout.session.completed', checkout(), t0))).toBe(200)
	expect(await deliver(event('customer.subscription.updated', subscription('past_due'), t0 + 100))).toBe(200)
	expect(await status()).toBe('past_due')
	// Delayed: Stripe sent these earlier, they arrive now.
	expect(await deliver(event('invoice.paid', { object: 'invoice', subscription: subscriptionId, amount_paid: 500, lines: { data: [{ period: { end: t0 + 60 * DAY } }] } }, t0 + 50))).toBe(200)
	expect(await deliver(event('customer.subscription.updated', subscription('active', { cancel_at_period_end: true }), t0 + 10))).toBe(200)
	expect(await getSubscriptionStatus(ctx, accountId)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: (t0 + 30 * DAY) * 1000 })

	// Ended is final: nothing in the same second, or later, revives it.
	expect(await deliver(event('customer.subscription.deleted', subscription('canceled'), t0 + 200))).toBe(200)
	expect(await deliver(event('customer.subscription.updated', subscription('active'), t0 + 200))).toBe(200)
	expect(await deliver(event('invoice.paid', { object: 'invoice', subscription: subscriptionId, amount_paid: 500 }, t0 + 300))).toBe(200)
	expect(await status()).toBe('canceled')
	expect(await rows()).toHaveLength(1)
})

test('a subscription event that arrives before its checkout is not lost', async () => {
	expect(await deliver(event('customer.subscription.created', subscription('active'), t0))).toBe(200)
	expect(await status()).toBe('active')
	expect(await deliver(event('checkout.session.completed', checkout(), t0))).toBe(200)
	expect(await rows()).toHaveLength(1)
})

test('malformed events are 400s with a message, never 500s, and change nothing', async () => {
	const bad = [
		{ id: 'evt_bad1', type: 'checkout.session.completed', data: { object: checkout() } },
		{ id: 'evt_bad2', type: 'checkout.session.completed', created: 'yesterday', data: { object: checkout() } },
		{ id: 'evt_bad3', type: 'customer.subscription.updated', created: t0, data: { object: 'sub_1' } },
		{ id: 42, type: 'invoice.paid', created: t0, data: { object: {} } },
		[],
	]
	for (const body of bad) {
		const response = await handleStripeWebhook(ctx, signed(body))
		expect(response.status).toBe(400)
		expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy()
	}
	const huge = new Request('http://localhost:3000/webhooks/stripe', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1), headers: { 'stripe-signature': 't=1,v1=00' } })
	expect((await handleStripeWebhook(ctx, huge)).status).toBe(413)
	// Well-formed events with odd contents are acknowledged and change nothing.
	const odd = [
		event('checkout.session.completed', checkout({ metadata: 'x', client_reference_id: 7 })),
		event('checkout.session.completed', checkout({ subscription: null })),
		event('customer.subscription.updated', { id: 12, status: { active: true } }),
		event('customer.subscription.updated', subscription('active', { metadata: { accountId, planSlug: 'no-such-plan' } })),
		event('invoice.paid', { object: 'invoice', subscription: ['sub_x'], lines: 'many' }),
	]
	const reportError = vi.spyOn(ctx, 'reportError')
	for (const body of odd) expect(await deliver(body)).toBe(200)
	expect(await rows()).toEqual([])
	// A paid subscription for a plan we do not sell: someone may be paying for nothing, so we hear of it.
	expect(reportError).toHaveBeenCalledTimes(1)
	expect(reportError.mock.calls[0]![1]).toEqual({ where: 'stripe-webhook', event: odd[3]!.id, type: 'customer.subscription.updated' })
	reportError.mockRestore()
})
