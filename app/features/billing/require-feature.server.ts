import { data } from 'react-router'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AppContext } from '#app/lib/app-context'
import { getBillingState } from './billing.server'
import { type Feature, features as featureLabels, unlockingTier } from './catalog'
import { type BillingState, can } from './entitlements'
import { type FormWrites, upfrontFeature } from './writes'

// The one place a write asks what the plan allows: `can(state, feature)` on
// the account's billing state read now — so a trial that ended a second ago,
// a canceled plan past its period or a downgrade answer at once, whatever
// page the family still has open (decision 022).

type Ctx = Pick<AppContext, 'db' | 'now' | 'env'>

export interface FeatureRefusal {
	code: 'plan_required'
	feature: Feature
	message: string
}

/** Why the plan does not allow the feature now, in the family's words. */
export function refusalFor(state: BillingState, feature: Feature): FeatureRefusal {
	const tier = unlockingTier(feature)
	const message = !state.hasAccess
		? state.status === 'trial_expired'
			? 'The free trial has ended. Choose a plan in Settings → Billing to keep going.'
			: 'This student account has no active plan. Choose one in Settings → Billing to keep going.'
		: `${featureLabels[feature]} isn’t in this account’s plan: it comes with ${tier.name} and every Founder plan.`
	return { code: 'plan_required', feature, message }
}

/** null when the account's plan gives the feature now; else the refusal. */
export async function featureRefusal(ctx: Ctx, accountId: string, feature: Feature): Promise<FeatureRefusal | null> {
	const state = await getBillingState(ctx, accountId)
	return can(state, feature) ? null : refusalFor(state, feature)
}

/** A write the plan does not allow: 403, answered as `{ code: 'plan_required', message }`. */
export class FeatureError extends Error {
	override name = 'FeatureError'
	readonly status = 403
	readonly code = 'plan_required'
	constructor(readonly refusal: FeatureRefusal) {
		super(refusal.message)
	}
}

/** For server functions and domain rules: throws FeatureError unless the plan gives the feature now. */
export async function assertFeature(ctx: Ctx, accountId: string, feature: Feature) {
	const refusal = await featureRefusal(ctx, accountId, feature)
	if (refusal) throw new FeatureError(refusal)
}

/**
 * The guard every form action runs after its access check, with the intent it
 * was posted: an intent its `writes` table does not list is refused (400), and
 * one that uses a feature the plan does not give now is refused (403) before
 * anything is read or written.
 */
export async function requireWrite(ctx: Ctx, access: AccountAccess, writes: FormWrites, intent: string) {
	if (!Object.hasOwn(writes, intent)) throw data({ ok: false, intent, code: 'unknown_intent', message: 'Unknown action.' }, { status: 400 })
	const feature = upfrontFeature(writes[intent]!)
	if (!feature) return
	const refusal = await featureRefusal(ctx, access.accountId, feature)
	if (refusal) throw data({ ok: false, intent, ...refusal }, { status: 403 })
}
