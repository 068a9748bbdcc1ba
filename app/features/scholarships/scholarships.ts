import { z } from 'zod'
import { parseDollars } from '#app/features/aid/offers'

// Scholarships the family tracks: rules without I/O. The list stays in the
// account; Northstar never sends it (or anything about the student) to a
// scholarship site.

export const scholarshipStatuses = ['researching', 'applying', 'submitted', 'awarded', 'not-awarded'] as const
export type ScholarshipStatus = (typeof scholarshipStatuses)[number]
export const scholarshipStatusLabels: Record<ScholarshipStatus, string> = {
	researching: 'Researching',
	applying: 'Applying',
	submitted: 'Submitted',
	awarded: 'Awarded',
	'not-awarded': 'Not awarded',
}

/** Past "applying", the deadline's task is done: the application went in (or it's decided). */
export const isFinished = (status: ScholarshipStatus) => status === 'submitted' || status === 'awarded' || status === 'not-awarded'

export interface ScholarshipLike {
	name: string
	amountCents: number | null
	deadline: string | null
	status: ScholarshipStatus
	renewable: boolean
}

/** Soonest deadline first; no deadline last; then by name. */
export function sortScholarships<T extends ScholarshipLike>(list: T[]): T[] {
	return [...list].sort((a, b) => {
		if (a.deadline !== b.deadline) {
			if (a.deadline === null) return 1
			if (b.deadline === null) return -1
			return a.deadline.localeCompare(b.deadline)
		}
		return a.name.localeCompare(b.name)
	})
}

export interface ScholarshipTotals {
	count: number
	/** Sent: submitted, awarded or not awarded. */
	appliedForCents: number
	awardedCents: number
	/** Awarded and renewable: what comes back each year if the terms are kept. */
	renewablePerYearCents: number
	/** Not yet sent, with a deadline before today. */
	overdue: number
}

export function scholarshipTotals(list: ScholarshipLike[], today: string): ScholarshipTotals {
	const amount = (item: ScholarshipLike) => item.amountCents ?? 0
	const total = (items: ScholarshipLike[]) => items.reduce((sum, item) => sum + amount(item), 0)
	const awarded = list.filter((item) => item.status === 'awarded')
	return {
		count: list.length,
		appliedForCents: total(list.filter((item) => isFinished(item.status))),
		awardedCents: total(awarded),
		renewablePerYearCents: total(awarded.filter((item) => item.renewable)),
		overdue: list.filter((item) => !isFinished(item.status) && item.deadline !== null && item.deadline < today).length,
	}
}

const optionalText = (max: number, message: string) =>
	z
		.string()
		.trim()
		.max(max, message)
		.optional()
		.transform((value) => value || null)

const scholarshipGone = 'That scholarship is no longer here.'
const scholarshipId = z.string({ error: scholarshipGone }).trim().min(1, scholarshipGone).max(40, scholarshipGone)

/** The scholarship form, to add one or edit one (`scholarshipId`). `essayIds` are the essays this member may link. */
export function scholarshipFormSchema(essayIds: string[]) {
	return z.object({
		intent: z.enum(['scholarship-create', 'scholarship-update']),
		scholarshipId: scholarshipId.optional(),
		name: z.string({ error: 'Name the scholarship.' }).trim().min(2, 'Name the scholarship.').max(160, 'Keep the name under 160 characters.'),
		provider: optionalText(160, 'Keep the provider under 160 characters.'),
		amount: z
			.string()
			.optional()
			.transform((value, ctx) => {
				const cents = parseDollars(value)
				if (cents === undefined) return null
				if (cents === 'invalid' || cents <= 0 || cents > 1_000_000_00) {
					ctx.addIssue({ code: 'custom', message: 'Enter the amount in dollars, like 2,500.' })
					return z.NEVER
				}
				return cents
			}),
		deadline: z
			.string()
			.optional()
			.transform((value) => value?.trim() || null)
			.pipe(z.iso.date({ error: 'Use a date like 2027-02-01.' }).refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Choose a date between 2000 and 2100.').nullable()),
		requirements: optionalText(2000, 'Keep the requirements under 2,000 characters.'),
		url: z
			.string()
			.trim()
			.max(500, 'Keep the link under 500 characters.')
			.optional()
			.transform((value) => value || null)
			.pipe(z.url({ protocol: /^https?$/, error: 'Use a full web address starting with https://' }).nullable()),
		essayId: z
			.string()
			.optional()
			.transform((value) => value || null)
			.refine((value) => value === null || essayIds.includes(value), 'Choose one of the student’s essays.'),
		status: z.enum(scholarshipStatuses, { error: 'Choose a status.' }),
		renewable: z
			.string()
			.optional()
			.transform((value) => value === 'on' || value === 'true'),
		renewalTerms: optionalText(1000, 'Keep the renewal terms under 1,000 characters.'),
		notes: optionalText(2000, 'Keep the notes under 2,000 characters.'),
	})
}
export type ScholarshipForm = z.output<ReturnType<typeof scholarshipFormSchema>>
/** A scholarship's details, as saved. */
export type ScholarshipInput = Omit<ScholarshipForm, 'intent' | 'scholarshipId'>
export type ScholarshipFormFields = z.input<ReturnType<typeof scholarshipFormSchema>>

export const ScholarshipStatusSchema = z.object({
	intent: z.literal('scholarship-status'),
	scholarshipId,
	status: z.enum(scholarshipStatuses, { error: 'Choose a status.' }),
})
export const DeleteScholarshipSchema = z.object({ intent: z.literal('scholarship-delete'), scholarshipId })
