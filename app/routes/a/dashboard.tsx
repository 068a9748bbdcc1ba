import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { ChangesCard, ProgressCard, SectionsCard, TestsCard, WeekCard } from '#app/components/dashboard/plan-overview'
import { TodayCard } from '#app/components/dashboard/today-card'
import { getRouteAccount, requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { DashboardActionResult } from '#app/features/plan/dashboard'
import { loadDashboardPage, runDashboardIntent } from '#app/features/plan/dashboard-page.server'
import { TaskActionInput } from '#app/features/plan/task-action-input'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/dashboard'

// The student's dashboard (spec §1): today's 1 to 3 micro-tasks of 15 minutes
// or less, this week's deadlines, progress by category and upcoming tests.
// Done, skip and snooze answer at once and offer Undo. The cards live in
// app/components/dashboard/, the reads and the no-JavaScript writes in
// app/features/plan/dashboard-page.server.ts.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { done: 'plan', reopen: 'plan', skip: 'plan', snooze: 'plan', restore: 'plan' } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId)
	return loadDashboardPage(app, access, getRouteAccount(context, access.accountId))
}

/** Without JavaScript the buttons post here; with it, the page calls updateTaskStatus instead. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further: a refused write is 403 whatever its fields (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: TaskActionInput })
	if (submission.status !== 'success') return data<DashboardActionResult>({ ok: false, intent, message: 'That action was not understood. Reload the page and try again.' }, { status: 400 })
	const { status, body } = await runDashboardIntent(app, { accountId: access.accountId, userId: user.id }, submission.value)
	return data<DashboardActionResult>(body, { status })
}

export default function AccountDashboardRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { studentName, grade, highSchool, summary, changes, tests, sections, readOnly, today } = loaderData
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div>
				<h1 className="text-2xl font-bold">{studentName}</h1>
				<p className="text-muted-foreground">{[grade, highSchool].filter(Boolean).join(' · ')}</p>
			</div>
			{summary ? (
				<>
					<TodayCard accountId={params.accountId} microTasks={summary.microTasks} readOnly={readOnly} today={today} actionData={actionData} />
					<div className="grid gap-6 lg:grid-cols-2">
						<WeekCard accountId={params.accountId} deadlines={summary.deadlines} />
						<ProgressCard progress={summary.progress} />
					</div>
				</>
			) : null}
			{changes ? <ChangesCard accountId={params.accountId} changes={changes} readOnly={readOnly} /> : null}
			{tests ? <TestsCard tests={tests} /> : null}
			<SectionsCard accountId={params.accountId} sections={sections} readOnly={readOnly} />
		</main>
	)
}

export function meta() {
	return [{ title: 'Dashboard | Northstar' }, { name: 'robots', content: 'noindex' }]
}

export const ErrorBoundary = AccountErrorBoundary
