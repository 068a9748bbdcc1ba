import type { AccountAccess } from '#app/features/accounts/access.server'
import { listEssays } from '#app/features/applications/essays.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { createScholarship, deleteScholarship, setScholarshipStatus, updateScholarship } from '#app/features/scholarships/scholarships.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk, fromIntentResult } from '#app/lib/form-result'
import { type AidForm, type AidFormChoices, choosingIntents } from './aid-forms'
import { type AppealOutline, appealOutline } from './appeal'
import { defaultCompareSettings, summarizeOffer } from './offers'
import { createOffer, deleteOffer, listOffers, updateOffer } from './offers.server'
import { getAidAccount, savePriorityDate, tickChecklistItem } from './overview.server'

// The Financial aid page's writes: the forms its action hands over, parsed
// with the page's one schema (aid-forms.ts), access and plan already checked
// there. Every query is scoped to the account, so another family's id is
// simply not found.

/** What the appeal helper's answer carries besides its message. */
export type AidAnswerExtra = { outline: AppealOutline }

/** The family's lists the posted form chooses from; a form that chooses from none needs no query. */
export async function aidFormChoices(app: AppContext, access: AccountAccess, intent: string): Promise<AidFormChoices> {
	const needs = (intents: readonly string[]) => intents.includes(intent)
	const [entries, essays] = await Promise.all([
		needs(choosingIntents.listedCollegeIds) ? listCollegeEntries(app, access.accountId) : [],
		needs(choosingIntents.essayIds) ? listEssays(app, access.accountId, access.role) : [],
	])
	return { listedCollegeIds: entries.map(({ college }) => college.id), essayIds: essays.map((essay) => essay.id) }
}

const offerGone = (intent: string) => formError(404, intent, 'That aid offer is no longer here.')
const scholarshipGone = (intent: string) => formError(404, intent, 'That scholarship is no longer here.')

export async function handleAidIntent(app: AppContext, access: AccountAccess, input: AidForm): Promise<FormAnswer<AidAnswerExtra>> {
	const { accountId } = access
	const { intent } = input
	switch (input.intent) {
		case 'check':
			return fromIntentResult(intent, await tickChecklistItem(app, accountId, input))
		case 'priority-date':
			return fromIntentResult(intent, await savePriorityDate(app, accountId, input))
		case 'create-offer':
		case 'update-offer': {
			const { intent: _intent, offerId, ...offer } = input
			if (input.intent === 'create-offer') {
				await createOffer(app, accountId, offer)
				return formOk(intent, 'Offer added.', { reply: { resetForm: true } })
			}
			return (await updateOffer(app, accountId, offerId ?? '', offer)) ? formOk(intent, 'Offer saved.') : offerGone(intent)
		}
		case 'delete-offer':
			return (await deleteOffer(app, accountId, input.offerId)) ? formOk(intent, 'Offer deleted.') : offerGone(intent)
		case 'appeal': {
			const [offers, account] = await Promise.all([listOffers(app, accountId), getAidAccount(app, accountId)])
			const appealed = offers.find((offer) => offer.id === input.appealOfferId)
			const competing = offers.find((offer) => offer.id === input.competingOfferId)
			if (!appealed || !competing) return offerGone(intent)
			const result = appealOutline({
				appealed: summarizeOffer(appealed, defaultCompareSettings),
				competing: summarizeOffer(competing, defaultCompareSettings),
				studentName: account.studentName,
				circumstances: input.circumstances,
			})
			if (!result.ok) return formError(400, intent, result.message, { reply: { formErrors: [result.message] } })
			return formOk<AidAnswerExtra>(intent, 'The outline is below.', { outline: result.outline })
		}
		case 'scholarship-create':
		case 'scholarship-update': {
			const { intent: _intent, scholarshipId, ...scholarship } = input
			const saved = input.intent === 'scholarship-create' ? await createScholarship(app, accountId, scholarship) : await updateScholarship(app, accountId, scholarshipId ?? '', scholarship)
			if (saved.status === 'not-found') return scholarshipGone(intent)
			if (saved.status === 'unknown-essay') return formError(400, intent, 'Choose one of the student’s essays.', { reply: { fieldErrors: { essayId: ['Choose one of the student’s essays.'] } } })
			return input.intent === 'scholarship-create' ? formOk(intent, 'Scholarship added.', { reply: { resetForm: true } }) : formOk(intent, 'Scholarship saved.')
		}
		case 'scholarship-status':
			return (await setScholarshipStatus(app, accountId, input.scholarshipId, input.status)) ? formOk(intent, 'Status saved.') : scholarshipGone(intent)
		case 'scholarship-delete':
			return (await deleteScholarship(app, accountId, input.scholarshipId)) ? formOk(intent, 'Scholarship deleted.') : scholarshipGone(intent)
	}
}
