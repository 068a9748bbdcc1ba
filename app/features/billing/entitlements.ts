import { allFeatures, type Feature, planDefinition } from './catalog'

// One reading of an account's billing state, and one `can(state, feature)`
// that routes and server functions ask (issue «Billing», Entitlements).

export type BillingStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'trial_expired' | 'none'

export interface SubscriptionRecord {
	status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete'
	provider: 'local' | 'stripe' | 'comp'
	planSlug: string | null
	trialEndsAt: number | null
	currentPeriodEnd: number | null
	cancelAtPeriodEnd: boolean
}

export interface BillingState {
	status: BillingStatus
	planSlug: string | null
	provider: SubscriptionRecord['provider'] | null
	hasAccess: boolean
	/** True when the family must choose a plan to go on (trial over, canceled and ended). */
	needsPlan: boolean
	trialDaysLeft: number | null
	accessUntil: number | null
	features: Feature[]
}

const DAY_MS = 24 * 60 * 60 * 1000

export function billingState(
	subscription: SubscriptionRecord | null,
	now: Date,
	{ trialDays }: { trialDays: number },
): BillingState {
	const at = now.getTime()
	const base = { planSlug: subscription?.planSlug ?? null, provider: subscription?.provider ?? null }
	const none = (status: BillingStatus): BillingState => ({
		...base,
		status,
		hasAccess: false,
		needsPlan: true,
		trialDaysLeft: status === 'trial_expired' ? 0 : null,
		accessUntil: null,
		features: [],
	})
	if (!subscription) return none('none')
	const planFeatures = planDefinition(subscription.planSlug)?.features ?? allFeatures

	if (subscription.status === 'trialing') {
		if (!subscription.trialEndsAt || subscription.trialEndsAt <= at) return none('trial_expired')
		return {
			...base,
			status: 'trialing',
			hasAccess: true,
			needsPlan: false,
			trialDaysLeft: Math.ceil((subscription.trialEndsAt - at) / DAY_MS),
			accessUntil: subscription.trialEndsAt,
			// A 14-day trial is "full access"; a 7-day one tries the chosen plan.
			features: trialDays >= 14 ? allFeatures : planFeatures,
		}
	}
	if (subscription.status === 'active' || subscription.status === 'past_due') {
		return {
			...base,
			status: subscription.status,
			hasAccess: true,
			needsPlan: false,
			trialDaysLeft: null,
			accessUntil: subscription.currentPeriodEnd,
			features: planFeatures,
		}
	}
	if (subscription.status === 'canceled') {
		// Paid time runs out at the end of the period.
		const paidUntil = subscription.currentPeriodEnd ?? 0
		if (paidUntil > at) {
			return {
				...base,
				status: 'canceled',
				hasAccess: true,
				needsPlan: false,
				trialDaysLeft: null,
				accessUntil: paidUntil,
				features: planFeatures,
			}
		}
		return none('canceled')
	}
	return none('none')
}

export function can(state: BillingState, feature: Feature): boolean {
	return state.hasAccess && state.features.includes(feature)
}
