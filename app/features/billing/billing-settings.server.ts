import { redirect } from 'react-router'
import type { z } from 'zod'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { SessionUser } from '#app/lib/session.server'
import type { billingForms } from './billing-forms'
import { cancelSubscription, findSellablePlan, getActivePlans, getSubscriptionStatus } from './billing.server'

// Settings → Billing: the plan, its status and the plans on sale; the owner
// chooses a plan (the provider's checkout), manages it (Stripe's portal) or
// cancels it (local billing). Billing is never locked by the plan (decision 022).

export async function loadBillingTab(app: AppContext, accountId: string) {
	const { providerCustomerId: _customer, ...status } = await getSubscriptionStatus(app, accountId)
	const { plans, trialDays } = await getActivePlans(app)
	return { status, plans, trialDays, provider: app.billing.name }
}

export type BillingInput = z.output<(typeof billingForms)[number]>

/** Where the provider sends the family back to: Settings → Billing. */
export const billingTabUrl = (app: Pick<AppContext, 'env'>, accountId: string) => `${app.env.BASE_URL}/a/${accountId}/settings?tab=billing`

export async function handleBillingIntent(app: AppContext, user: SessionUser, access: AccountAccess, input: BillingInput): Promise<FormAnswer> {
	if (access.role !== 'owner') return formError(403, input.intent, 'Only the account owner manages billing.')
	const { accountId } = access
	if (input.intent === 'choose-plan') {
		const plan = await findSellablePlan(app, input.plan)
		if (!plan) return formError(400, input.intent, 'Choose one of the plans.', { reply: { fieldErrors: { plan: ['Choose one of the plans.'] } } })
		const { url } = await app.billing.createCheckout({
			accountId,
			plan,
			customerEmail: user.email,
			successUrl: `${app.env.BASE_URL}/subscription-confirm?accountId=${accountId}&checkout=success`,
			cancelUrl: billingTabUrl(app, accountId),
		})
		throw redirect(url)
	}
	const status = await getSubscriptionStatus(app, accountId)
	// A Stripe plan is changed and canceled in Stripe's portal.
	if (input.intent === 'manage' || status.provider === 'stripe') {
		const { url } = await app.billing.createPortal({ accountId, customerId: status.providerCustomerId, returnUrl: billingTabUrl(app, accountId) })
		throw redirect(url)
	}
	const { canceled } = await cancelSubscription(app, accountId, user.id)
	return canceled
		? formOk(input.intent, 'The plan is canceled. It stays active until the end of the period.')
		: formError(409, input.intent, 'There is no plan to cancel.')
}
