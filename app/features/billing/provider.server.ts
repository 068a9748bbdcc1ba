import type { BillingProvider } from '#app/lib/billing-provider'
import type { Env } from '#app/lib/env'
import { StripeApiError, stripeCall, stripePost } from './stripe-rest.server'

// The billing provider: where a family pays (DESIGN.md §1). Stripe when
// STRIPE_SECRET_KEY is set; otherwise the local provider, the same flow with
// no card, labelled "test billing" on its checkout page.

export function createLocalBillingProvider(): BillingProvider {
	return {
		name: 'local',
		async createCheckout({ accountId, plan }) {
			return { url: `/billing/checkout?${new URLSearchParams({ accountId, plan: plan.slug })}` }
		},
		async createPortal({ accountId }) {
			return { url: `/a/${accountId}/settings?tab=billing` }
		},
		async cancelSubscription() {
			// Only Stripe rows have a provider subscription; without the key nobody here can end one.
			throw new Error('Stripe is not configured, so a Stripe subscription cannot be canceled')
		},
	}
}

/** Stripe over its REST API with fetch, so the same code runs on Workers (stripe-rest.server.ts). */
export function createStripeBillingProvider(secretKey: string, { fetch: fetchImpl = fetch }: { fetch?: typeof fetch } = {}): BillingProvider {
	return {
		name: 'stripe',
		async createCheckout({ accountId, plan, customerEmail, successUrl, cancelUrl }) {
			const session = await stripePost<{ url: string | null }>(secretKey, 'checkout/sessions', {
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
			}, { fetch: fetchImpl })
			if (!session.url) throw new Error('Stripe did not return a checkout URL')
			return { url: session.url }
		},
		async createPortal({ accountId, customerId, returnUrl }) {
			if (!customerId) return { url: `/a/${accountId}/settings?tab=billing` }
			const session = await stripePost<{ url: string }>(secretKey, 'billing_portal/sessions', { customer: customerId, return_url: returnUrl }, { fetch: fetchImpl })
			return { url: session.url }
		},
		async cancelSubscription(providerSubscriptionId) {
			const path = `subscriptions/${encodeURIComponent(providerSubscriptionId)}`
			try {
				await stripeCall(secretKey, 'DELETE', path, { fetch: fetchImpl })
			} catch (error) {
				// Stripe refuses to cancel what has already ended; ask it rather than guess.
				// A subscription it cannot find (another account's key?) is not known to have ended.
				if (!(error instanceof StripeApiError) || error.status >= 500 || error.status === 429 || error.status === 404) throw error
				const current = await stripeCall<{ status?: string }>(secretKey, 'GET', path, { fetch: fetchImpl })
				if (current.status !== 'canceled' && current.status !== 'incomplete_expired') throw error
			}
		},
	}
}

export function createBillingProvider(env: Pick<Env, 'STRIPE_SECRET_KEY'>): BillingProvider {
	return env.STRIPE_SECRET_KEY
		? createStripeBillingProvider(env.STRIPE_SECRET_KEY)
		: createLocalBillingProvider()
}
