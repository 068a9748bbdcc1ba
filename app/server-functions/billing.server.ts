import { z } from 'zod'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { AccountIdSchema } from '#app/features/accounts/schemas'
import {
	findSellablePlan,
	getActivePlans,
	getSubscriptionStatus,
	startTrial,
	trialRefusal,
} from '#app/features/billing/billing.server'
import { defineServerFn, NoInput, ServerFnError } from './define'

export const billingServerFns = [
	defineServerFn({
		id: 'getActivePlans',
		method: 'GET',
		access: 'public',
		input: NoInput,
		cacheControl: 'public, max-age=300',
		handler: ({ app }) => getActivePlans(app),
	}),
	defineServerFn({
		id: 'getSubscriptionStatus',
		method: 'GET',
		access: { account: {} },
		input: z.object({ accountId: AccountIdSchema.optional() }).strict().nullish(),
		async handler({ app, account }) {
			const { providerCustomerId: _customer, ...status } = await getSubscriptionStatus(app, account!.accountId)
			return status
		},
	}),
	defineServerFn({
		id: 'startFreeTrial',
		method: 'POST',
		access: { account: { minRole: 'owner', write: true } },
		feature: null,
		input: z.object({ accountId: AccountIdSchema.optional(), plan: z.string().max(40).optional() }),
		async handler({ app, account, user, input }) {
			const plan = await findSellablePlan(app, input.plan ?? (await getActivePlans(app)).plans[0]?.slug)
			if (!plan) throw new ServerFnError(400, 'unknown_plan', 'Choose one of the plans on the pricing page.')
			const result = await startTrial(app, account!.accountId, plan.slug, user!.id)
			if (!result.started) throw new ServerFnError(409, result.reason === 'user-limit' ? 'trial_limit' : 'trial_used', trialRefusal(result.reason))
			return getSubscriptionStatus(app, account!.accountId)
		},
	}),
	defineServerFn({
		id: 'updateAccountPlan',
		method: 'POST',
		access: { account: { minRole: 'owner', write: true } },
		feature: null,
		input: z.object({ accountId: AccountIdSchema.optional(), plan: z.string().min(1).max(40) }),
		async handler({ app, account, user, input }) {
			const plan = await findSellablePlan(app, input.plan)
			if (!plan) throw new ServerFnError(400, 'unknown_plan', 'Choose one of the plans on the pricing page.')
			const details = await getAccountDetails(app, account!.accountId)
			const base = app.env.BASE_URL
			const { url } = await app.billing.createCheckout({
				accountId: account!.accountId,
				plan,
				customerEmail: user!.email,
				successUrl: `${base}/subscription-confirm?accountId=${account!.accountId}&checkout=success`,
				cancelUrl: `${base}/a/${account!.accountId}/settings?tab=billing`,
			})
			return { checkoutUrl: url, provider: app.billing.name, studentName: details!.studentName }
		},
	}),
	defineServerFn({
		id: 'refreshSessionAfterCheckout',
		method: 'POST',
		access: { account: {} },
		feature: null,
		input: z.object({ accountId: AccountIdSchema.optional() }).nullish(),
		async handler({ app, account }) {
			const { providerCustomerId: _customer, ...status } = await getSubscriptionStatus(app, account!.accountId)
			return status
		},
	}),
]
