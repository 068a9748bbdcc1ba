import Stripe from 'stripe'
import type { Env } from '#app/lib/env'
import type { PlanRow } from './billing.server'

// The billing provider: where a family pays (DESIGN.md §1). Stripe when
// STRIPE_SECRET_KEY is set; otherwise the local provider, the same flow with
// no card, labelled "test billing" on its checkout page.

export interface CheckoutRequest {
	accountId: string
	plan: PlanRow
	customerEmail: string
	successUrl: string
	cancelUrl: string
}

export interface BillingProvider {
	name: 'local' | 'stripe'
	createCheckout(request: CheckoutRequest): Promise<{ url: string }>
	createPortal(request: { accountId: string; customerId: string | null; returnUrl: string }): Promise<{ url: string }>
}

export function createLocalBillingProvider(): BillingProvider {
	return {
		name: 'local',
		async createCheckout({ accountId, plan }) {
			return { url: `/billing/checkout?${new URLSearchParams({ accountId, plan: plan.slug })}` }
		},
		async createPortal({ accountId }) {
			return { url: `/a/${accountId}/settings?tab=billing` }
		},
	}
}

/** Stripe through its fetch client, so the same code runs on Workers. */
export function createStripeClient(secretKey: string) {
	return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 })
}

export function createStripeBillingProvider(stripe: Stripe): BillingProvider {
	return {
		name: 'stripe',
		async createCheckout({ accountId, plan, customerEmail, successUrl, cancelUrl }) {
			const session = await stripe.checkout.sessions.create({
				mode: 'subscription',
				client_reference_id: accountId,
				customer_email: customerEmail,
				line_items: [
					{
						quantity: 1,
						price_data: {
							currency: 'usd',
							unit_amount: plan.priceCents,
							recurring: { interval: plan.interval },
							product_data: { name: `Northstar ${plan.name}` },
						},
					},
				],
				metadata: { accountId, planSlug: plan.slug },
				subscription_data: { metadata: { accountId, planSlug: plan.slug } },
				success_url: successUrl,
				cancel_url: cancelUrl,
			})
			if (!session.url) throw new Error('Stripe did not return a checkout URL')
			return { url: session.url }
		},
		async createPortal({ accountId, customerId, returnUrl }) {
			if (!customerId) return { url: `/a/${accountId}/settings?tab=billing` }
			const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
			return { url: session.url }
		},
	}
}

export function createBillingProvider(env: Pick<Env, 'STRIPE_SECRET_KEY'>): BillingProvider {
	return env.STRIPE_SECRET_KEY
		? createStripeBillingProvider(createStripeClient(env.STRIPE_SECRET_KEY))
		: createLocalBillingProvider()
}
