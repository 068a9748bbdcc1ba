// The billing port (DESIGN.md §1): what the app asks of whoever takes a
// family's payment. The hosts pick an implementation (features/billing/
// provider.server.ts: Stripe, or the local stand-in) and hand it in through
// the app context, so nothing below features needs to know which.

/** What checkout needs to know of a plan. */
export interface CheckoutPlan {
	slug: string
	name: string
	interval: 'month' | 'year'
	priceCents: number
}

export interface CheckoutRequest {
	accountId: string
	plan: CheckoutPlan
	customerEmail: string
	successUrl: string
	cancelUrl: string
}

export interface BillingProvider {
	name: 'local' | 'stripe'
	createCheckout(request: CheckoutRequest): Promise<{ url: string }>
	createPortal(request: { accountId: string; customerId: string | null; returnUrl: string }): Promise<{ url: string }>
	/** Ends a provider subscription now, so it charges nothing more; resolves only once the provider says it has ended. */
	cancelSubscription(providerSubscriptionId: string): Promise<void>
}
