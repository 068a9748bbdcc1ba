import { parseWithZod } from '@conform-to/zod/v4'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { listContactChoices } from '#app/features/contacts/contacts.server'
import { familyToday } from '#app/features/plan/dates'
import { familyTimeZone } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { type IntentResult, intentError, intentOk } from '#app/lib/intent-result'
import { allSubmitted, letterSummary, RecommendationFormSchema, RecommendationUpdateSchema, recommenderRoleFor, RequestChangeSchema, requestStatusLabels, thankYouDueDate, thankYouState } from './recommendations'
import {
	createRecommendation,
	deleteRecommendation,
	listRecommendations,
	setRecommendationRequest,
	setThankYouSent,
	updateRecommendation,
} from './recommendations.server'

// The Recommendations subtab of /a/{id}/applications: what the panel shows,
// and the `rec-*` form intents the page's action hands over (access already
// checked there: section 'applications', write).

export async function loadRecommendationsTab(app: AppContext, access: AccountAccess) {
	const { accountId } = access
	// Picking a contact is for those who may change things and may see contacts.
	const mayPickContacts = !access.readOnly && access.sections.includes('contacts')
	const [list, entries, timeZone, contactChoices] = await Promise.all([
		listRecommendations(app, accountId),
		listCollegeEntries(app, accountId),
		familyTimeZone(app, accountId),
		mayPickContacts ? listContactChoices(app, accountId) : Promise.resolve([]),
	])
	const today = familyToday(timeZone, app.now())
	const listedIds = new Set(entries.map(({ college }) => college.id))
	return {
		today,
		summary: letterSummary(list),
		listed: entries.map(({ college }) => ({ id: college.id, name: college.name })),
		contacts: contactChoices.map((contact) => ({ ...contact, recommenderRole: recommenderRoleFor(contact.role) })),
		canSeeContacts: access.sections.includes('contacts'),
		recommenders: list.map((recommendation) => {
			const thankYou = thankYouState(recommendation.requests, recommendation.thankYouSentOn)
			return {
				id: recommendation.id,
				contactId: recommendation.contactId,
				recommenderName: recommendation.recommenderName,
				recommenderRole: recommendation.recommenderRole,
				subject: recommendation.subject,
				requestedOn: recommendation.requestedOn,
				dueDate: recommendation.dueDate,
				ferpaWaived: recommendation.ferpaWaived,
				thankYouSentOn: recommendation.thankYouSentOn,
				notes: recommendation.notes,
				updatedAt: recommendation.updatedAt,
				thankYou,
				thankYouDue: thankYou === 'due' ? thankYouDueDate(recommendation.requests, timeZone) : null,
				overdue: recommendation.dueDate !== null && recommendation.dueDate < today && !allSubmitted(recommendation.requests),
				requests: recommendation.requests.map(({ collegeId, collegeName, status }) => ({ collegeId, collegeName, status, listed: listedIds.has(collegeId) })),
			}
		}),
	}
}
export type RecommendationsTabData = Awaited<ReturnType<typeof loadRecommendationsTab>>

const gone = () => intentError(404, 'That recommender is no longer here.')
const firstError = (error: Record<string, string[] | null> | null | undefined, fallback: string) => Object.values(error ?? {}).flat().find(Boolean) ?? fallback

export async function handleRecommendationIntent(
	app: AppContext,
	{ access, intent, formData }: { access: AccountAccess; userId: string; intent: string; formData: FormData },
): Promise<IntentResult> {
	const { accountId } = access
	const recommendationId = String(formData.get('recommendationId') ?? '')
	switch (intent) {
		case 'rec-create': {
			const submission = parseWithZod(formData, { schema: RecommendationFormSchema })
			if (submission.status !== 'success') return intentError(400, firstError(submission.error, 'Check the recommender’s details.'))
			const result = await createRecommendation(app, accountId, submission.value)
			if (result === 'contact-not-found') return intentError(404, 'That contact is no longer here.')
			if (result === 'college-not-listed') return intentError(400, 'Letters can be requested only for colleges on your list.')
			const asked = submission.value.collegeIds.length
			return intentOk(`Recommender added${asked ? `, with ${asked} ${asked === 1 ? 'college' : 'colleges'} requested` : ''}.`)
		}
		case 'rec-update': {
			const submission = parseWithZod(formData, { schema: RecommendationUpdateSchema })
			if (submission.status !== 'success') return intentError(400, firstError(submission.error, 'Check the recommender’s details.'))
			const result = await updateRecommendation(app, accountId, recommendationId, submission.value)
			if (result === 'not-found') return gone()
			if (result === 'contact-not-found') return intentError(404, 'That contact is no longer here.')
			return intentOk('Recommender saved.')
		}
		case 'rec-delete':
			return (await deleteRecommendation(app, accountId, recommendationId)) ? intentOk('Recommender removed.') : gone()
		case 'rec-set-request': {
			const parsed = RequestChangeSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return intentError(400, parsed.error.issues[0]!.message)
			const result = await setRecommendationRequest(app, { accountId, ...parsed.data })
			if (result === 'not-found') return gone()
			if (result === 'college-not-listed') return intentError(400, 'Letters can be requested only for colleges on your list.')
			const { status } = parsed.data
			return intentOk(status === 'remove' ? 'Request removed.' : `Marked ${requestStatusLabels[status].toLowerCase()}.`)
		}
		case 'rec-thanked':
			return (await setThankYouSent(app, { accountId, recommendationId, sent: true })) ? intentOk('Thank-you note recorded.') : gone()
		case 'rec-unthanked':
			return (await setThankYouSent(app, { accountId, recommendationId, sent: false })) ? intentOk('Thank-you marked as not sent yet.') : gone()
		default:
			return intentError(400, 'Unknown action.')
	}
}
