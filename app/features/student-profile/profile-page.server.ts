import type { AccountAccess } from '#app/features/accounts/access.server'
import { getAccountDetails, updateStudentData } from '#app/features/accounts/accounts.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { ProfileIntent } from './profile-forms'
import { addActivity, addHonor, getStudentProfile, moveActivity, ProfileLimitError, removeActivity, removeHonor } from './profile.server'

// The profile page's reads and writes: the student's details with their
// GPA, activities and honors, and the one dispatch of the page's intents.

type Ctx = Pick<AppContext, 'db' | 'now'>

export async function loadProfilePage(ctx: Ctx, access: AccountAccess) {
	const [account, profile] = await Promise.all([getAccountDetails(ctx, access.accountId), getStudentProfile(ctx, access.accountId)])
	return { account: account!, profile, canEdit: !access.readOnly }
}
export type ProfilePageData = Awaited<ReturnType<typeof loadProfilePage>>

/** Runs one parsed intent on the account's profile; a full list is refused at the top of its form (409). */
export async function runProfileIntent(ctx: Ctx, accountId: string, input: ProfileIntent): Promise<FormAnswer> {
	try {
		switch (input.intent) {
			case 'add-activity': {
				const { intent: _, ...activity } = input
				await addActivity(ctx, accountId, activity)
				return formOk(input.intent, 'Activity added.', { reply: { resetForm: true } })
			}
			case 'add-honor': {
				const { intent: _, ...honor } = input
				await addHonor(ctx, accountId, honor)
				return formOk(input.intent, 'Honor added.', { reply: { resetForm: true } })
			}
			case 'update-majors':
				await updateStudentData(ctx, accountId, { intendedMajors: input.intendedMajors })
				return formOk(input.intent, 'Intended majors saved.')
			case 'remove-activity':
				await removeActivity(ctx, accountId, input.id)
				return formOk(input.intent, 'Activity removed.')
			case 'move-up':
			case 'move-down':
				await moveActivity(ctx, accountId, input.id, input.intent === 'move-up' ? -1 : 1)
				return formOk(input.intent, input.intent === 'move-up' ? 'Activity moved up.' : 'Activity moved down.')
			case 'remove-honor':
				await removeHonor(ctx, accountId, input.id)
				return formOk(input.intent, 'Honor removed.')
		}
	} catch (error) {
		if (error instanceof ProfileLimitError) return formError(409, input.intent, error.message, { reply: { formErrors: [error.message] } })
		throw error
	}
}
