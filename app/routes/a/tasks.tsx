import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { FormMessage } from '#app/components/form-controls'
import { TaskCalendarView } from '#app/components/tasks/task-calendar-view'
import { TaskEditor } from '#app/components/tasks/task-editor'
import { TaskFilterForm, TaskViewSwitch, useWithParams } from '#app/components/tasks/task-filters'
import { TaskListView } from '#app/components/tasks/task-list-view'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import { parseTaskFilters } from '#app/features/plan/task-list'
import { type TasksActionResult, type TasksPageData } from '#app/features/plan/task-page'
import { loadTaskCalendar, loadTaskList, runTaskIntent } from '#app/features/plan/task-page.server'
import { TasksIntentSchema } from '#app/features/plan/task-schema'
import { readFormData } from '#app/lib/form-data.server'
import type { Route } from './+types/tasks'

// The plan as a list (grouped by when things are due, a page at a time with
// `?page=`, a task's details opened with `?open=`) or a month calendar
// (`?view=calendar&month=2027-01`), filtered by `status`, `category` and
// `owner`; custom tasks are added and edited here (`?edit=`) with inline
// errors; library tasks can be removed from the plan. The route picks the view
// and dispatches the intent; the views live in app/components/tasks/ and their
// reads and writes in app/features/plan/task-page.server.ts.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = {
	create: 'plan',
	update: 'plan',
	'add-step': 'plan',
	comment: 'plan',
	done: 'plan',
	reopen: 'plan',
	skip: 'plan',
	snooze: 'plan',
	restore: 'plan',
	delete: null,
} satisfies FormWrites

/** The intents whose form is emptied after a success (an edit keeps what was saved). */
const resetAfter = new Set(['create', 'add-step', 'comment'])
/** The intents posted from a form with fields, whose errors Conform shows at those fields. */
const formIntents = new Set(['create', 'update', 'add-step', 'comment'])

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<TasksPageData> {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks' })
	const { searchParams } = new URL(request.url)
	const filters = parseTaskFilters(searchParams)
	const view = filters.view === 'calendar' ? await loadTaskCalendar(app, { accountId: access.accountId, filters }) : await loadTaskList(app, { accountId: access.accountId, filters, searchParams })
	return { ...view, filters, readOnly: access.readOnly }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	// The plan is asked before the post is read any further: a refused write is 403 whatever its fields (decision 022).
	const posted = formData.get('intent')
	const intent = typeof posted === 'string' ? posted : ''
	await requireWrite(app, access, writes, intent)
	const submission = parseWithZod(formData, { schema: TasksIntentSchema })
	if (submission.status !== 'success') {
		const taskId = typeof submission.payload.taskId === 'string' ? submission.payload.taskId : undefined
		const message = formIntents.has(intent) ? submission.error?.taskId?.[0] : 'That action was not understood.'
		return data<TasksActionResult>({ ok: false, intent, taskId, message, result: submission.reply() }, { status: 400 })
	}
	const taskId = 'taskId' in submission.value ? submission.value.taskId : undefined
	const outcome = await runTaskIntent(app, { accountId: access.accountId, userId: user.id }, submission.value)
	if (!outcome.ok) return data<TasksActionResult>({ ok: false, intent, taskId, message: outcome.message }, { status: outcome.status })
	return data<TasksActionResult>({ ok: true, intent, taskId, message: outcome.message, result: resetAfter.has(intent) ? submission.reply({ resetForm: true }) : undefined })
}

export default function TasksRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { filters, readOnly, today } = loaderData
	const withParams = useWithParams()
	const editing = loaderData.view === 'list' ? loaderData.editing : null
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Tasks and deadlines</h1>
				<TaskViewSwitch view={filters.view} withParams={withParams} />
			</div>

			{actionData?.message ? <FormMessage tone={actionData.ok ? 'info' : 'error'}>{actionData.message}</FormMessage> : null}

			{!readOnly ? (
				editing ? (
					<TaskEditor key={editing.id} accountId={params.accountId} task={editing} lastResult={actionData?.intent === 'update' ? actionData.result : undefined} />
				) : (
					<details className="rounded-xl border bg-background p-4" open={actionData?.intent === 'create' && !actionData.ok}>
						<summary className="cursor-pointer font-semibold">Add a task</summary>
						<TaskEditor accountId={params.accountId} lastResult={actionData?.intent === 'create' ? actionData.result : undefined} />
					</details>
				)
			) : null}

			<TaskFilterForm filters={filters} />

			{loaderData.view === 'calendar' ? (
				<TaskCalendarView month={loaderData.month} tasks={loaderData.tasks} today={today} withParams={withParams} />
			) : (
				<TaskListView groups={loaderData.groups} total={loaderData.total} page={loaderData.page} pages={loaderData.pages} open={loaderData.open} readOnly={readOnly} actionData={actionData} withParams={withParams} />
			)}
		</main>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Tasks | Northstar' }, { name: 'robots', content: 'noindex' }]
}
