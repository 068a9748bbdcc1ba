import Stripe from 'stripe'
import { expect, test } from 'vitest'
import { createStripeBillingProvider } from './provider.server'
import { encodeStripeParams, StripeApiError, stripeCall, stripePost, verifyStripeSignature } from './stripe-rest.server'

test('form encoding follows Stripe’s nested style', () => {
	expect(
		decodeURIComponent(
			encodeStripeParams({
				mode: 'subscription',
				line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 500, recurring: { interval: 'month' } } }],
				metadata: { accountId: 'acc 1' },
				skipped: undefined,
			}).join('&'),
		),
	).toBe(
		'mode=subscription&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=500&line_items[0][price_data][recurring][interval]=month&metadata[accountId]=acc 1',
	)
})

test('requests carry the key and one idempotency key across retries; 5xx is retried, 4xx is not', async () => {
	const calls: Array<{ url: string; init: RequestInit }> = []
	const answers = [new Response('{}', { status: 503 }), Response.json({ id: 'cs_1', url: 'https://checkout.stripe.com/c/1' })]
	const fakeFetch = (async (url: string, init: RequestInit) => {
		calls.push({ url, init })
		return answers.shift()!
	}) as unknown as typeof fetch
	const provider = createStripeBillingProvider('sk_test_123', { fetch: fakeFetch })
	const { url } = await provider.createCheckout({
		accountId: 'acc_1',
		plan: { slug: 'founder-monthly', name: 'Founder', priceCents: 500, interval: 'month' } as never,
		customerEmail: 'p@example.com',
		successUrl: 'https://northstar.example/ok',
		cancelUrl: 'https://northstar.example/no',
	})
	expect(url).toBe('https://checkout.stripe.com/c/1')
	expect(calls).toHaveLength(2)
	expect(calls[0]!.url).toBe('https://api.stripe.com/v1/checkout/sessions')
	const headers = calls.map((call) => new Headers(call.init.headers))
	expect(headers[0]!.get('authorization')).toBe('Bearer sk_test_123')
	expect(headers[0]!.get('idempotency-key')).toBe(headers[1]!.get('idempotency-key'))
	expect(String(calls[0]!.init.body)).toContain('client_reference_id=acc_1')

	const refused = (async () => Response.json({ error: { message: 'No such customer' } }, { status: 400 })) as unknown as typeof fetch
	await expect(stripePost('sk', 'billing_portal/sessions', { customer: 'cus_x' }, { fetch: refused })).rejects.toEqual(new StripeApiError(400, 'No such customer'))
})

test('webhook signatures: Stripe’s own test header passes; a wrong secret, a changed body or an old timestamp fail', async () => {
	const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } })
	const secret = 'whsec_test'
	const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
	expect(await verifyStripeSignature(payload, header, secret)).toBe(true)
	expect(await verifyStripeSignature(payload, header, 'whsec_other')).toBe(false)
	expect(await verifyStripeSignature(`${payload} `, header, secret)).toBe(false)
	expect(await verifyStripeSignature(payload, header, secret, { now: Date.now() + 10 * 60 * 1000 })).toBe(false)
	expect(await verifyStripeSignature(payload, 'garbage', secret)).toBe(false)
})

test('a DELETE or GET carries the key and no idempotency key (Stripe refuses one there); 5xx is retried', async () => {
	const calls: Array<{ url: string; init: RequestInit }> = []
	const answers = [new Response('{}', { status: 502 }), Response.json({ id: 'sub_1', status: 'canceled' })]
	const fakeFetch = (async (url: string, init: RequestInit) => {
		calls.push({ url, init })
		return answers.shift()!
	}) as unknown as typeof fetch
	expect(await stripeCall('sk_test_123', 'DELETE', 'subscriptions/sub_1', { fetch: fakeFetch })).toEqual({ id: 'sub_1', status: 'canceled' })
	expect(calls.map((call) => [call.init.method, call.url])).toEqual([
		['DELETE', 'https://api.stripe.com/v1/subscriptions/sub_1'],
		['DELETE', 'https://api.stripe.com/v1/subscriptions/sub_1'],
	])
	const headers = new Headers(calls[0]!.init.headers)
	expect(headers.get('authorization')).toBe('Bearer sk_test_123')
	expect(headers.get('idempotency-key')).toBeNull()
})
