import { z } from 'zod'
import { DeleteScholarshipSchema, scholarshipFormSchema, ScholarshipStatusSchema } from '#app/features/scholarships/scholarships'
import { AppealFormSchema } from './appeal'
import { aidChecklists } from './checklists'
import { offerFormSchema } from './offers'

// The Financial aid page's forms (the overview's checklists and priority
// dates, aid offers and the appeal helper, scholarships): one schema per
// form, each naming its `intent`, shared by Conform in the panels and by the
// route's one discriminated union in the action. The offer and scholarship
// forms check their choices against the family's own lists (AidFormChoices).

const idOf = (gone: string) => z.string({ error: gone }).trim().min(1, gone).max(40, gone)

/** The overview: an item of the FAFSA or CSS Profile checklist ticked or unticked. */
export const ChecklistTickFormSchema = z
	.object({
		intent: z.literal('check'),
		list: z.enum(['fafsa', 'css-profile'], { error: 'Unknown checklist.' }),
		key: z.string({ error: 'That checklist item does not exist.' }).max(40),
		done: z.enum(['true', 'false']).transform((value) => value === 'true'),
	})
	.superRefine((value, ctx) => {
		if (!aidChecklists[value.list].some((item) => item.key === value.key)) ctx.addIssue({ code: 'custom', path: ['key'], message: 'That checklist item does not exist.' })
	})
export type ChecklistTick = Omit<z.output<typeof ChecklistTickFormSchema>, 'intent'>

/** The overview: a listed college's aid priority date and CSS Profile requirement. */
export const PriorityDateFormSchema = z.object({
	intent: z.literal('priority-date'),
	listEntryId: idOf('That college is no longer on the list.'),
	aidPriorityDeadline: z
		.string()
		.optional()
		.transform((value) => value?.trim() || null)
		.pipe(z.iso.date({ error: 'Use a date like 2027-02-01.' }).refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Choose a date between 2000 and 2100.').nullable()),
	cssProfileRequired: z
		.string()
		.optional()
		.transform((value) => value === 'on' || value === 'true'),
})
export type PriorityDate = Omit<z.output<typeof PriorityDateFormSchema>, 'intent'>

/** Aid offers: one deleted, and the appeal helper's outline (nothing is saved). */
export const DeleteOfferFormSchema = z.object({ intent: z.literal('delete-offer'), offerId: idOf('That aid offer is no longer here.') })
export const AppealIntentFormSchema = AppealFormSchema.extend({ intent: z.literal('appeal') })

/** What the offer and scholarship forms may choose from: the colleges on the family's list, the essays this member may link. */
export interface AidFormChoices {
	listedCollegeIds: string[]
	essayIds: string[]
}

export function aidForms({ listedCollegeIds, essayIds }: AidFormChoices) {
	return [
		ChecklistTickFormSchema,
		PriorityDateFormSchema,
		offerFormSchema(listedCollegeIds),
		DeleteOfferFormSchema,
		AppealIntentFormSchema,
		scholarshipFormSchema(essayIds),
		ScholarshipStatusSchema,
		DeleteScholarshipSchema,
	] as const
}

/** Every form on the page, by its `intent`. */
export function aidFormSchema(choices: AidFormChoices) {
	return z.discriminatedUnion('intent', aidForms(choices))
}
export type AidForm = z.output<ReturnType<typeof aidFormSchema>>

/** Which intents choose from the family's lists (the others parse without them). */
export const choosingIntents = { listedCollegeIds: ['create-offer', 'update-offer'], essayIds: ['scholarship-create', 'scholarship-update'] } as const
