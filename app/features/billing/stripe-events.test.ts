import { expect, test } from 'vitest'
import { changeFromStripeEvent, nextSubscriptionState, parseStripeEvent } from './stripe-events'

const at = 1_800_000_000_000

test('an older event changes nothing; one from the same second applies', () => {
	const stored = { status: 'active' as const, providerEventAt: at }
	expect(nextSubscriptionState(stored, { subscriptionId: 'sub', at: at - 1000, status: 'past_due' })).toBeNull()
	expect(nextSubscriptionState(stored, { subscriptionId: 'sub', at, status: 'past_due' })).toEqual({ status: 'past_due', providerEventAt: at })
	expect(nextSubscriptionState({ status: 'active', providerEventAt: null }, { subscriptionId: 'sub', at, cancelAtPeriodEnd: true })).toEqual({ cancelAtPeriodEnd: true, providerEventAt: at })
})

test('an ended subscription stays ended; one that left incomplete never returns to it', () => {
	expect(nextSubscriptionState({ status: 'canceled', providerEventAt: at }, { subscriptionId: 'sub', at: at + 1000, status: 'active' })).toBeNull()
	expect(nextSubscriptionState({ status: 'active', providerEventAt: at }, { subscriptionId: 'sub', at, status: 'incomplete', currentPeriodEnd: 5 })).toEqual({ currentPeriodEnd: 5, providerEventAt: at })
	expect(nextSubscriptionState({ status: 'incomplete', providerEventAt: at }, { subscriptionId: 'sub', at, status: 'active' })).toMatchObject({ status: 'active' })
})

test('a checkout grants the plan only when paid, or when its subscription is trialing', () => {
	const checkout = (object: object) => changeFromStripeEvent({ id: 'evt', type: 'checkout.session.completed', created: at / 1000, object: { mode: 'subscription', subscription: 'sub_1', metadata: { accountId: 'acc', planSlug: 'founder-monthly' }, ...object } })
	expect(checkout({ payment_status: 'paid' })).toMatchObject({ subscriptionId: 'sub_1', at, status: 'active', owner: { accountId: 'acc', planSlug: 'founder-monthly' } })
	expect(checkout({ payment_status: 'unpaid' })).toBeNull()
	expect(checkout({ payment_status: 'no_payment_required' })).toBeNull()
	expect(checkout({ payment_status: 'no_payment_required', subscription: { id: 'sub_1', status: 'trialing', trial_end: 1_800_100_000 } })).toMatchObject({ status: 'trialing', trialEndsAt: 1_800_100_000_000 })
	expect(checkout({ payment_status: 'paid', mode: 'payment' })).toBeNull()
})

test('a body is a Stripe event only with an id, a type, a created time and an object', () => {
	expect(parseStripeEvent({ id: 'evt', type: 't', created: 1, data: { object: {} } })).toEqual({ id: 'evt', type: 't', created: 1, object: {} })
	for (const body of [null, [], 'evt', { id: 'evt', type: 't', data: { object: {} } }, { id: 'evt', type: 't', created: 1, data: { object: [] } }, { id: 1, type: 't', created: 1, data: { object: {} } }]) {
		expect(parseStripeEvent(body)).toBeNull()
	}
})
