import type { AccountAccess } from '#app/features/accounts/access.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { listContactChoices } from '#app/features/contacts/contacts.server'
import { familyToday } from '#app/features/plan/dates'
import { familyTimeZone } from '#app/features/plan/plan.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { RecommendationFormInput } from './application-forms'
import { allSubmitted, letterSummary, recommenderRoleFor, requestStatusLabels, thankYouDueDate, thankYouState } from './recommendations'
import {
	createRecommendation,
	deleteRecommendation,
	listRecommendations,
	setRecommendationRequest,
	setThankYouSent,
	updateRecommendation,
} from './recommendations.server'

// The Recommendations subtab of /a/{id}/applications: what the panel shows,
// and the `rec-*` forms the page's action hands over, parsed
// (application-forms.ts; access already checked there: section
// 'applications', write).

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

const gone = (intent: string) => formError(404, intent, 'That recommender is no longer here.')

export async function handleRecommendationIntent(app: AppContext, { access, input }: { access: AccountAccess; input: RecommendationFormInput }): Promise<FormAnswer> {
	const { accountId } = access
	const { intent } = input
	switch (input.intent) {
		case 'rec-create': {
			const result = await createRecommendation(app, accountId, input)
			if (result === 'contact-not-found') return formError(404, intent, 'That contact is no longer here.', { reply: { fieldErrors: { contactId: ['That contact is no longer here.'] } } })
			if (result === 'college-not-listed') return formError(400, intent, notListed, { reply: { fieldErrors: { collegeIds: [notListed] } } })
			const asked = input.collegeIds.length
			return formOk(intent, `Recommender added${asked ? `, with ${asked} ${asked === 1 ? 'college' : 'colleges'} requested` : ''}.`, { reply: { resetForm: true } })
		}
		case 'rec-update': {
			const result = await updateRecommendation(app, accountId, input.recommendationId, input)
			if (result === 'not-found') return gone(intent)
			if (result === 'contact-not-found') return formError(404, intent, 'That contact is no longer here.', { reply: { fieldErrors: { contactId: ['That contact is no longer here.'] } } })
			return formOk(intent, 'Recommender saved.')
		}
		case 'rec-set-request': {
			const result = await setRecommendationRequest(app, { accountId, recommendationId: input.recommendationId, collegeId: input.collegeId, status: input.status })
			if (result === 'not-found') return gone(intent)
			if (result === 'college-not-listed') return formError(400, intent, notListed)
			return formOk(intent, input.status === 'remove' ? 'Request removed.' : `Marked ${requestStatusLabels[input.status].toLowerCase()}.`)
		}
		case 'rec-delete':
			return (await deleteRecommendation(app, accountId, input.recommendationId)) ? formOk(intent, 'Recommender removed.') : gone(intent)
		case 'rec-thanked':
			return (await setThankYouSent(app, { accountId, recommendationId: input.recommendationId, sent: true })) ? formOk(intent, 'Thank-you note recorded.') : gone(intent)
		case 'rec-unthanked':
			return (await setThankYouSent(app, { accountId, recommendationId: input.recommendationId, sent: false })) ? formOk(intent, 'Thank-you marked as not sent yet.') : gone(intent)
	}
}

const notListed = 'Letters can be requested only for colleges on your list.'
