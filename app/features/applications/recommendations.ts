import { z } from 'zod'
import type { ContactRole } from '#app/features/contacts/contacts'
import { addDays, familyToday, type IsoDay } from '#app/features/plan/dates'

// Recommendation letters, pure: who writes them, each college's request
// (requested → submitted), the FERPA note, and the thank-you rule.

export const recommenderRoles = ['teacher', 'counselor', 'coach', 'employer', 'other'] as const
export type RecommenderRole = (typeof recommenderRoles)[number]
export const recommenderRoleLabels: Record<RecommenderRole, string> = {
	teacher: 'Teacher',
	counselor: 'School counselor',
	coach: 'Coach',
	employer: 'Employer',
	other: 'Other',
}

export const requestStatuses = ['requested', 'submitted'] as const
export type RequestStatus = (typeof requestStatuses)[number]
export const requestStatusLabels: Record<RequestStatus, string> = { requested: 'Requested', submitted: 'Submitted' }

/** Days after the last letter is submitted by which the thank-you note is due. */
export const THANK_YOU_DAYS = 3

export const FERPA_NOTE =
	'FERPA, a federal privacy law, gives a student the right to read their recommendation letters once they enroll at a college. Most students waive that right, and colleges tend to give waived letters more weight, since the writer knew the student would not read them. In the Common App you make this choice once, before inviting recommenders, and it applies to every letter sent through it.'

/** What a contact's role makes them as a recommender (picking a contact fills the role). */
export function recommenderRoleFor(role: ContactRole): RecommenderRole {
	return role === 'teacher' || role === 'counselor' || role === 'coach' ? role : 'other'
}

/** What a recommender becomes when also saved as a contact. */
export function contactRoleFor(role: RecommenderRole): ContactRole {
	return role === 'teacher' || role === 'counselor' || role === 'coach' ? role : 'other'
}

// Optional fields keep .optional() innermost and check with refinements, not
// .pipe() or unions, so Conform's constraints do not mark them required.
const optionalDate = z
	.string()
	.optional()
	.superRefine((value, ctx) => {
		if (!value) return
		if (!z.iso.date().safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'Use a date like 2026-10-01.' })
		else if (value < '2000-01-01' || value > '2100-12-31') ctx.addIssue({ code: 'custom', message: 'Choose a date between 2000 and 2100.' })
	})
	.transform((value) => value || null)

const recommenderFields = {
	contactId: z
		.string()
		.max(40)
		.optional()
		.transform((value) => value || null),
	recommenderName: z
		.string()
		.trim()
		.max(120, 'Keep the name under 120 characters.')
		.optional()
		.transform((value) => value || null),
	recommenderRole: z
		.string()
		.optional()
		.refine((value) => !value || (recommenderRoles as readonly string[]).includes(value), 'Choose a role.')
		.transform((value) => (value || null) as RecommenderRole | null),
	subject: z
		.string()
		.trim()
		.max(80, 'Keep the subject under 80 characters.')
		.optional()
		.transform((value) => value || null),
	requestedOn: optionalDate,
	dueDate: optionalDate,
	ferpaWaived: z
		.boolean()
		.optional()
		.transform((value) => value ?? false),
	notes: z
		.string()
		.trim()
		.max(2000, 'Keep the notes under 2,000 characters.')
		.optional()
		.transform((value) => value || null),
}

type NameAndRole = { contactId: string | null; recommenderName: string | null; recommenderRole: RecommenderRole | null }

// Without a contact to take them from, the name and role must be typed.
function requireNameAndRole(value: NameAndRole, ctx: z.RefinementCtx) {
	if (value.contactId) return
	if (!value.recommenderName) ctx.addIssue({ code: 'custom', path: ['recommenderName'], message: 'Enter the recommender’s name, or pick one of your contacts.' })
	if (!value.recommenderRole) ctx.addIssue({ code: 'custom', path: ['recommenderRole'], message: 'Choose the recommender’s role.' })
}

export const RecommendationFormSchema = z
	.object({
		...recommenderFields,
		saveAsContact: z
			.boolean()
			.optional()
			.transform((value) => value ?? false),
		collegeIds: z.array(z.string().max(20)).max(40).optional().transform((value) => value ?? []),
	})
	.superRefine(requireNameAndRole)
export type RecommendationForm = z.output<typeof RecommendationFormSchema>

export const RecommendationUpdateSchema = z.object(recommenderFields).superRefine(requireNameAndRole)
export type RecommendationUpdate = z.output<typeof RecommendationUpdateSchema>

export const RequestChangeSchema = z.object({
	recommendationId: z.string({ error: 'Choose a recommender.' }).min(1, 'Choose a recommender.').max(40),
	collegeId: z.string({ error: 'Choose a college.' }).min(1, 'Choose a college.').max(20),
	status: z.enum([...requestStatuses, 'remove'], { error: 'Choose requested, submitted or remove.' }),
})

export type RequestLike = { status: RequestStatus }

/** Every college asked for this letter has it (and at least one was asked). */
export function allSubmitted(requests: RequestLike[]): boolean {
	return requests.length > 0 && requests.every((request) => request.status === 'submitted')
}

export type ThankYouState = 'not-yet' | 'due' | 'sent'

/** The thank-you rule: due once every request is submitted, until the family says it was sent. */
export function thankYouState(requests: RequestLike[], thankYouSentOn: string | null): ThankYouState {
	if (thankYouSentOn) return 'sent'
	return allSubmitted(requests) ? 'due' : 'not-yet'
}

/**
 * When the thank-you is due: THANK_YOU_DAYS after the day (in the family's
 * time zone) the last letter was marked submitted; null while any is missing.
 */
export function thankYouDueDate(requests: Array<RequestLike & { updatedAt: number }>, timeZone: string): IsoDay | null {
	if (!allSubmitted(requests)) return null
	const lastSubmittedAt = Math.max(...requests.map((request) => request.updatedAt))
	return addDays(familyToday(timeZone, new Date(lastSubmittedAt)), THANK_YOU_DAYS)
}

export function letterSummary(recommenders: Array<{ requests: RequestLike[] }>) {
	const letters = recommenders.flatMap((recommender) => recommender.requests)
	return {
		recommenders: recommenders.length,
		letters: letters.length,
		submitted: letters.filter((request) => request.status === 'submitted').length,
	}
}

export function summaryLine({ recommenders, letters, submitted }: ReturnType<typeof letterSummary>): string {
	const who = `${recommenders} ${recommenders === 1 ? 'recommender' : 'recommenders'}`
	if (letters === 0) return `${who}; no letters requested from your colleges yet.`
	return `${who}; ${submitted} of ${letters} ${letters === 1 ? 'letter' : 'letters'} submitted.`
}
