import { z } from 'zod'

// Settings → Billing's forms (owners only): choose a plan, open the provider's
// portal, or cancel. One schema per button, each naming its `intent`.

export const ChoosePlanFormSchema = z.object({
	intent: z.literal('choose-plan'),
	plan: z.string({ error: 'Choose one of the plans.' }).trim().min(1, 'Choose one of the plans.').max(64, 'Choose one of the plans.'),
})
export const ManageBillingFormSchema = z.object({ intent: z.literal('manage') })
export const CancelPlanFormSchema = z.object({ intent: z.literal('cancel') })
/** The plan's own form shows Manage (Stripe) or Cancel (local billing). */
export const PlanActionFormSchema = z.discriminatedUnion('intent', [ManageBillingFormSchema, CancelPlanFormSchema])

export const billingForms = [ChoosePlanFormSchema, ManageBillingFormSchema, CancelPlanFormSchema] as const

/**
 * The local provider's checkout (/billing/checkout): one button. Its id is
 * made when the page is, so a confirm sent twice is one payment.
 */
export const CheckoutFormSchema = z.object({
	intent: z.literal('confirm'),
	checkoutId: z.string({ error: 'Reload the page and confirm again.' }).trim().min(1, 'Reload the page and confirm again.').max(40, 'Reload the page and confirm again.'),
})
