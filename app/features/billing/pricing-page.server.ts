import type { AppContext } from '#app/lib/app-context'
import { getActivePlans } from './billing.server'
import { logError } from '#app/lib/redact'

/** What a pricing page shows; a failure is logged and the page shows an empty list (spec §8). */
export async function loadPricing(ctx: Pick<AppContext, 'db' | 'env'>) {
	try {
		return { ...(await getActivePlans(ctx)), failed: false }
	} catch (error) {
		logError('Failed to load pricing plans', error)
		return {
			catalog: ctx.env.PRICING_CATALOG,
			trialDays: ctx.env.TRIAL_DAYS,
			plans: [],
			standardPlans: [],
			failed: true,
		}
	}
}
