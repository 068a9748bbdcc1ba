import type { z } from 'zod'
import { listEngineChanges, undoPlanChange } from '#app/features/plan-engine/changes-log.server'
import type { UndoPlanChangeFormSchema } from '#app/features/plan-engine/changes-log'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { AccountAccess } from './access.server'
import { detailsForMember, getAccountDetails, updateFamilyTimeZone, updateStudentData } from './accounts.server'
import type { studentForms } from './settings-forms'

// Settings → Student: the student's details (the profile's, so only for those
// it is shared with), the family time zone, and what the plan engine did with
// Undo (no off switch: spec §1 FAQ). Counselors only read the plan.

export async function loadStudentTab(app: AppContext, access: AccountAccess) {
	const account = await getAccountDetails(app, access.accountId)
	return {
		account: detailsForMember(account!, access.sections),
		planEngine: access.readOnly ? null : await listEngineChanges(app, access.accountId),
	}
}

export type StudentInput = z.output<(typeof studentForms)[number]> | z.output<typeof UndoPlanChangeFormSchema>

export async function handleStudentIntent(app: AppContext, access: AccountAccess, input: StudentInput): Promise<FormAnswer> {
	switch (input.intent) {
		case 'update-student': {
			// School, address and goals are the profile's: only those it is shared with change them.
			if (!access.sections.includes('profile')) return formError(403, input.intent, 'The student profile has not been shared with you.', { code: 'not_shared' })
			const { intent, ...values } = input
			await updateStudentData(app, access.accountId, values)
			return formOk(intent, 'Student details saved.')
		}
		case 'update-timezone':
			await updateFamilyTimeZone(app, access.accountId, input.timeZone)
			return formOk(input.intent, 'Time zone saved: due dates and reminders follow it.')
		case 'undo-plan-change': {
			const result = await undoPlanChange(app, access.accountId, input.changeId)
			return result.ok ? formOk(input.intent, result.message) : formError(result.status === 413 ? 400 : result.status, input.intent, result.message)
		}
	}
}
