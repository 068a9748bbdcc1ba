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
