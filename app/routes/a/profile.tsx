import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { FormMessage } from '#app/components/form-controls'
import { ActivitiesSection } from '#app/components/profile/activities-section'
import { GpaSection } from '#app/components/profile/gpa-section'
import { HonorsSection } from '#app/components/profile/honors-section'
import { MajorsSection, StudentDetails } from '#app/components/profile/student-details'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { ProfileIntentSchema } from '#app/features/student-profile/profile-forms'
import { loadProfilePage, runProfileIntent } from '#app/features/student-profile/profile-page.server'
import { firstError, formError, formResponse, shownAtForm } from '#app/lib/form-result'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/profile'

// The student profile colleges care about: GPA (saved from the calculator)
// with its courses, up to 10 activities with 150-character descriptions as
// the Common App has them, up to 5 honors, and the student's details. The
// route dispatches the intent; the sections live in app/components/profile/
// and their reads and writes in app/features/student-profile/profile-page.server.ts.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	'add-activity': 'plan',
	'add-honor': 'plan',
	'move-up': 'plan',
	'move-down': 'plan',
	// The student's details are the account itself, as in Settings → Student.
	'update-majors': null,
	'remove-activity': null,
	'remove-honor': null,
} satisfies FormWrites

/** The intents posted from a form with fields, whose errors Conform shows at those fields; a button's refusal is said at the top. */
const fieldForms = new Set(['add-activity', 'add-honor', 'update-majors'])

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'profile' })
	return loadProfilePage(app, access)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'profile', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further: a refused write is 403 whatever its fields (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: ProfileIntentSchema })
	if (submission.status !== 'success') return formResponse(formError(400, intent, firstError(submission.error)), fieldForms.has(intent) ? submission.reply : undefined)
	return formResponse(await runProfileIntent(app, access.accountId, submission.value), submission.reply)
}

export default function AccountProfileRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { account, profile, canEdit } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Student profile</h1>
				{canEdit ? (
					<Link to={`/a/${params.accountId}/settings?tab=student`} className="text-sm font-medium text-brand underline-offset-4 hover:underline">
						Edit student details
					</Link>
				) : null}
			</div>
			{/* A refusal Conform shows at its field or form is not said twice. */}
			{actionData?.message && (actionData.ok || !shownAtForm(actionData.result)) ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}
			<GpaSection gpa={profile.gpa} />
			<ActivitiesSection activities={profile.activities} canEdit={canEdit} actionData={actionData} />
			<HonorsSection honors={profile.honors} canEdit={canEdit} actionData={actionData} />
			<MajorsSection majors={account.intendedMajors} canEdit={canEdit} actionData={actionData} />
			<StudentDetails account={account} />
		</main>
	)
}

export function meta() {
	return [{ title: 'Profile | Northstar' }, { name: 'robots', content: 'noindex' }]
}

export const ErrorBoundary = AccountErrorBoundary
