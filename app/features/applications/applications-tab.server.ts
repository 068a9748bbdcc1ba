import type { AccountAccess } from '#app/features/accounts/access.server'
import { edWarning } from '#app/features/colleges/college-list'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import { getStudentProfile } from '#app/features/student-profile/profile.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { EssayForm, TrackerForm } from './application-forms'
import { bindingConflict } from './applications'
import { loadApplications, loadPlatformChecklists, saveAcceptedPlatforms, saveApplication, savePlatformChecklist } from './applications.server'
import { essayStatusLabels } from './essays'
import { addEssayComment, createEssay, deleteEssay, deleteEssayComment, listEssayComments, listEssays, restoreEssayVersion, saveEssayBody, setEssayPrivate, setEssayStatus } from './essays.server'

// The Applications page's own tabs (the overview, the tracker, essays): what
// each panel shows, and the forms of the tracker, the checklists and essays
// the page's action hands over, parsed (application-forms.ts), with access
// already checked there. Documents and recommendations have their own
// *-tab.server.ts.

/** The overview: the next deadlines, the platform checklists, the activities and the personal essay. */
export async function loadOverviewTab(app: AppContext, access: AccountAccess) {
	const { accountId, role } = access
	const [{ today, applications }, checklists, profile, essays] = await Promise.all([
		loadApplications(app, accountId, role),
		loadPlatformChecklists(app, accountId),
		access.sections.includes('profile') ? getStudentProfile(app, accountId) : null,
		listEssays(app, accountId, role),
	])
	// The Common App personal essay: no college, and not the Coalition's main essay.
	const personal = essays.find((essay) => essay.collegeId === null && essay.platform !== 'coalition')
	return {
		today,
		applications,
		bindingWarning: bindingConflict(applications),
		checklists,
		// The activities are the profile's: their count shows only to those it is shared with.
		activities: profile ? { count: profile.activities.length } : null,
		personalEssay: personal ? { id: personal.id, status: essayStatusLabels[personal.status].toLowerCase(), wordCount: personal.wordCount } : null,
	}
}

/** The tracker: every listed college's application, soonest deadline first. */
export async function loadTrackerTab(app: AppContext, access: AccountAccess) {
	const { today, applications } = await loadApplications(app, access.accountId, access.role)
	return { today, applications, bindingWarning: bindingConflict(applications) }
}

/** Essays: the list, the one open (`?essay=`) with its comments, and the colleges an essay can be for. */
export async function loadEssaysTab(app: AppContext, access: AccountAccess, { userId, openEssayId }: { userId: string; openEssayId: string | null }) {
	const { accountId, role } = access
	const [essays, entries] = await Promise.all([listEssays(app, accountId, role), listCollegeEntries(app, accountId)])
	const openEssay = essays.find((essay) => essay.id === openEssayId) ?? null
	return {
		essays: essays.map(({ body: _body, versions: _versions, ...essay }) => essay),
		openEssay,
		comments: openEssay ? await listEssayComments(app, accountId, openEssay.id, role) : [],
		listed: entries.map(({ college }) => ({ id: college.id, name: college.name })),
		isStudent: role === 'student',
		userId,
	}
}

const essayGone = (intent: string) => formError(404, intent, 'That essay is no longer here.')
const notOnList = (intent: string) => formError(404, intent, 'That college is no longer on the list.')

export async function handleApplicationIntent(app: AppContext, { access, userId, input }: { access: AccountAccess; userId: string; input: TrackerForm | EssayForm }): Promise<FormAnswer> {
	const { accountId, role } = access
	const { intent } = input
	switch (input.intent) {
		case 'save-application': {
			const entries = await listCollegeEntries(app, accountId)
			const warning = edWarning(
				entries.map(({ entry, college }) => ({ id: entry.id, planType: entry.planType, name: college.name })),
				input.entryId,
				input.planType,
			)
			if (!(await saveApplication(app, accountId, input))) return notOnList(intent)
			return formOk(intent, warning ? `Saved. ${warning}` : 'Application saved.')
		}
		case 'save-platforms':
			if (!(await saveAcceptedPlatforms(app, accountId, input.entryId, input.acceptedPlatforms))) return notOnList(intent)
			return formOk(intent, input.acceptedPlatforms ? 'Platforms saved.' : 'Platforms cleared.')
		case 'save-checklist':
			await savePlatformChecklist(app, accountId, input.list, input.done)
			return formOk(intent, 'Checklist saved.')
		case 'start-essay': {
			const { essay, prompt } = input
			await createEssay(app, accountId, { title: essay.essayTitle, prompt: prompt.text, wordLimit: essay.wordLimit, collegeId: null, platform: essay.platform })
			return formOk(intent, `${essay.essayTitle} added, with its prompt.`)
		}
		case 'create-essay':
			await createEssay(app, accountId, { title: input.title, prompt: input.prompt, wordLimit: input.wordLimit, collegeId: input.collegeId })
			return formOk(intent, 'Essay added.', { reply: { resetForm: true } })
		case 'save-body':
			return (await saveEssayBody(app, { accountId, essayId: input.essayId, body: input.body, userId, role })) ? formOk(intent, 'Saved.') : essayGone(intent)
		case 'set-status': {
			const result = await setEssayStatus(app, { accountId, essayId: input.essayId, status: input.status, role })
			if (result === 'over-limit') {
				const message = 'The essay is over its word limit, so it cannot be final yet.'
				return formError(400, intent, message, { reply: { fieldErrors: { status: [message] } } })
			}
			return result === 'saved' ? formOk(intent, `Marked ${essayStatusLabels[input.status].toLowerCase()}.`) : essayGone(intent)
		}
		case 'set-private':
			return (await setEssayPrivate(app, { accountId, essayId: input.essayId, role, value: input.private }))
				? formOk(intent, 'Privacy saved.')
				: formError(403, intent, 'Only the student decides what counselors may read.')
		case 'restore':
			return (await restoreEssayVersion(app, { accountId, essayId: input.essayId, versionId: input.versionId, userId, role })) ? formOk(intent, 'That version is the current one again.') : essayGone(intent)
		case 'delete-essay':
			return (await deleteEssay(app, accountId, input.essayId, role)) ? formOk(intent, 'Essay deleted.') : essayGone(intent)
		case 'comment-essay':
			return (await addEssayComment(app, { accountId, essayId: input.essayId, userId, role, body: input.body })) ? formOk(intent, 'Comment posted.', { reply: { resetForm: true } }) : essayGone(intent)
		case 'delete-comment':
			return (await deleteEssayComment(app, { accountId, commentId: input.commentId, userId, role }))
				? formOk(intent, 'Comment deleted.')
				: formError(404, intent, 'That comment is no longer here, or it is not yours.')
	}
}
