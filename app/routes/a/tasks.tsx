import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide'
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClass, inputClassName, textareaBox } from '#app/components/form-controls'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { formatDay } from '#app/features/plan/dates'
import { addComment, addStep, applyTaskAction, createTask, deleteTask, listComments, loadPlan, updateTask } from '#app/features/plan/plan.server'
import { listMembers } from '#app/features/accounts/members.server'
import { TaskActionInput, taskActionMessages, toTaskAction } from '#app/features/plan/task-actions'
import { groupByDue, matchesFilters, monthGrid, parseTaskFilters, shiftMonth, statusFilters } from '#app/features/plan/task-list'
import { CommentSchema, StepFormSchema, TaskFormSchema } from '#app/features/plan/task-schema'
import { cn } from '#app/lib/cn'
import { readFormData } from '#app/lib/form-data.server'
import { planCategories } from '../../../content/plan/types'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/tasks'

// The plan as a list (grouped by when things are due) or a month calendar,
// filtered by status, category and who does it; custom tasks are added and
// edited here with inline errors; library tasks can be removed from the plan.

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks' })
	const url = new URL(request.url)
	const names = new Map((await listMembers(app, access.accountId)).members.map((member) => [member.userId, member.name || member.email]))
	const filters = parseTaskFilters(url.searchParams)
	const [plan, comments] = await Promise.all([loadPlan(app, access.accountId), listComments(app, access.accountId)])
	const steps = plan.tasks.filter((task) => task.parentId)
	const topLevel = plan.tasks
		.filter((task) => !task.parentId && matchesFilters(task, filters))
		.map((task) => {
			const own = steps.filter((step) => step.parentId === task.id).sort((a, b) => a.position - b.position)
			return {
				id: task.id,
				title: task.title,
				why: task.why,
				how: task.how,
				notes: task.notes,
				category: task.category,
				owner: task.owner,
				priority: task.priority,
				minutes: task.minutes,
				dueDate: task.dueDate,
				status: task.status,
				link: task.link,
				custom: task.templateId === null,
				recurrence: task.recurrence,
				steps: own.map((step) => ({ id: step.id, title: step.title, minutes: step.minutes, status: step.status })),
				comments: comments.filter((comment) => comment.taskId === task.id).map((comment) => ({ id: comment.id, body: comment.body, createdAt: comment.createdAt, author: comment.userId ? (names.get(comment.userId) ?? 'A family member') : 'A former member' })),
			}
		})
	const editId = url.searchParams.get('edit')
	const editing = editId ? (topLevel.find((task) => task.id === editId && task.custom) ?? null) : null
	const month = filters.month ?? plan.today.slice(0, 7)
	// Each view gets only what it shows: a whole plan is ~100 tasks with steps
	// and comments, and the page stays light when "Later" starts folded.
	const showAllLater = url.searchParams.get('later') === 'all'
	const groups =
		filters.view === 'list'
			? groupByDue(topLevel, plan.today).map((group) =>
					group.group === 'later' && !showAllLater && group.tasks.length > LATER_SHOWN
						? { ...group, tasks: group.tasks.slice(0, LATER_SHOWN), hidden: group.tasks.length - LATER_SHOWN }
						: { ...group, hidden: 0 },
				)
			: []
	return {
		today: plan.today,
		filters,
		month,
		groups,
		calendarTasks: filters.view === 'calendar' ? topLevel.filter((task) => task.dueDate?.startsWith(month)).map(({ id, title, dueDate, status }) => ({ id, title, dueDate, status })) : [],
		total: topLevel.length,
		editing,
		readOnly: access.readOnly,
	}
}

/** How many "Later" tasks the list shows before "Show more". */
const LATER_SHOWN = 15

type ActionResult = { intent: string; result?: SubmissionResult<string[]>; message?: string; ok: boolean }

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	const intent = String(formData.get('intent') ?? '')
	await requireWrite(app, access, writes, intent)
	const accountId = access.accountId

	if (intent === 'create' || intent === 'update') {
		const submission = parseWithZod(formData, { schema: TaskFormSchema })
		if (submission.status !== 'success') return data<ActionResult>({ intent, ok: false, result: submission.reply() }, { status: 400 })
		if (intent === 'create') {
			await createTask(app, { accountId, userId: user.id, input: submission.value })
			return { intent, ok: true, result: submission.reply({ resetForm: true }), message: 'Task added.' } satisfies ActionResult
		}
		const updated = await updateTask(app, { accountId, taskId: String(formData.get('taskId') ?? ''), input: submission.value })
		if (!updated) return data<ActionResult>({ intent, ok: false, message: 'That task is no longer in this plan.' }, { status: 404 })
		return { intent, ok: true, message: 'Task saved.' } satisfies ActionResult
	}
	if (intent === 'add-step') {
		const submission = parseWithZod(formData, { schema: StepFormSchema })
		if (submission.status !== 'success') return data<ActionResult>({ intent, ok: false, message: Object.values(submission.error ?? {}).flat()[0] ?? 'Check the step.' }, { status: 400 })
		const step = await addStep(app, { accountId, parentId: String(formData.get('taskId') ?? ''), userId: user.id, ...submission.value })
		if (!step) return data<ActionResult>({ intent, ok: false, message: 'That task is no longer in this plan.' }, { status: 404 })
		return { intent, ok: true, message: 'Step added.' } satisfies ActionResult
	}
	if (intent === 'comment') {
		const submission = parseWithZod(formData, { schema: CommentSchema })
		if (submission.status !== 'success') return data<ActionResult>({ intent, ok: false, message: Object.values(submission.error ?? {}).flat()[0] ?? 'Write a comment.' }, { status: 400 })
		const comment = await addComment(app, { accountId, taskId: String(formData.get('taskId') ?? ''), userId: user.id, body: submission.value.body })
		if (!comment) return data<ActionResult>({ intent, ok: false, message: 'That task is no longer in this plan.' }, { status: 404 })
		return { intent, ok: true, message: 'Comment added.' } satisfies ActionResult
	}
	if (intent === 'delete') {
		const removed = await deleteTask(app, { accountId, taskId: String(formData.get('taskId') ?? '') })
		if (!removed) return data<ActionResult>({ intent, ok: false, message: 'That task is no longer in this plan.' }, { status: 404 })
		return { intent, ok: true, message: 'Removed from the plan.' } satisfies ActionResult
	}
	const parsed = TaskActionInput.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return data<ActionResult>({ intent, ok: false, message: 'That action was not understood.' }, { status: 400 })
	const result = await applyTaskAction(app, { accountId, taskId: parsed.data.taskId, userId: user.id, action: toTaskAction(parsed.data) })
	if (!result) return data<ActionResult>({ intent, ok: false, message: 'That task is no longer in this plan.' }, { status: 404 })
	return { intent, ok: true, message: taskActionMessages[parsed.data.intent] } satisfies ActionResult
}

type TaskRow = Route.ComponentProps['loaderData']['groups'][number]['tasks'][number]

export default function TasksRoute({ loaderData, actionData, params }: Route.ComponentProps) {
	const { groups, filters, readOnly, total, editing, today, month, calendarTasks } = loaderData
	const [searchParams] = useSearchParams()
	const withParams = (changes: Record<string, string | null>) => {
		const next = new URLSearchParams(searchParams)
		for (const [key, value] of Object.entries(changes)) {
			if (value === null) next.delete(key)
			else next.set(key, value)
		}
		return `?${next}`
	}
	return (
		<main id="main-content" className="flex flex-col gap-6">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">Tasks and deadlines</h1>
				<nav aria-label="View" className="flex gap-1 rounded-lg border p-1">
					<Link
						to={withParams({ view: null })}
						aria-current={filters.view === 'list' ? 'page' : undefined}
						className={cn('flex items-center gap-1 rounded-md px-3 py-1.5 text-sm', filters.view === 'list' && 'bg-secondary font-medium')}
					>
						<Icon node={List} aria-hidden="true" className="size-4" /> List
					</Link>
					<Link
						to={withParams({ view: 'calendar' })}
						aria-current={filters.view === 'calendar' ? 'page' : undefined}
						className={cn('flex items-center gap-1 rounded-md px-3 py-1.5 text-sm', filters.view === 'calendar' && 'bg-secondary font-medium')}
					>
						<Icon node={CalendarDays} aria-hidden="true" className="size-4" /> Calendar
					</Link>
				</nav>
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

			<Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border bg-background p-4" aria-label="Filter tasks">
				{filters.view === 'calendar' ? <input type="hidden" name="view" value="calendar" /> : null}
				<SelectField id="filter-status" box={{ height: 'h-10', width: 'w-auto' }} name="status" label="Status" value={filters.status} options={statusFilters.map((value) => [value, { open: 'Open', done: 'Done', removed: 'Removed', all: 'All' }[value]])} />
				<SelectField id="filter-category" box={{ height: 'h-10', width: 'w-auto' }} name="category" label="Category" value={filters.category} options={[['all', 'All categories'], ...planCategories.map((value) => [value, planCategoryLabels[value]] as [string, string])]} />
				<SelectField id="filter-owner" box={{ height: 'h-10', width: 'w-auto' }} name="owner" label="Who" value={filters.owner} options={[['all', 'Everyone'], ['student', 'Student'], ['parent', 'Parent']]} />
				<Button type="submit" variant="outline">
					Apply filters
				</Button>
			</Form>

			{filters.view === 'calendar' ? (
				<CalendarView month={month} tasks={calendarTasks} today={today} withParams={withParams} />
			) : total === 0 ? (
				<EmptyState title="No tasks match">Change the filters, or add a task of your own.</EmptyState>
			) : (
				groups.map(({ group, label, tasks, hidden }) => (
					<section key={group} aria-labelledby={`group-${group}`}>
						<h2 id={`group-${group}`} className={cn('mb-2 font-semibold', group === 'overdue' && 'text-destructive')}>
							{label} <span className="font-normal text-muted-foreground">({tasks.length + hidden})</span>
						</h2>
						<ul className="flex flex-col gap-2">
							{tasks.map((task) => (
								<TaskItem key={task.id} task={task} accountId={params.accountId} readOnly={readOnly} editHref={withParams({ edit: task.id })} />
							))}
						</ul>
						{hidden ? (
							<Link to={withParams({ later: 'all' })} className="mt-2 inline-block text-sm text-brand underline-offset-4 hover:underline" preventScrollReset>
								Show {hidden} more later {hidden === 1 ? 'task' : 'tasks'}
							</Link>
						) : null}
					</section>
				))
			)}
		</main>
	)
}

function StatusButton({ accountId, taskId, done, title, small = false }: { accountId: string; taskId: string; done: boolean; title: string; small?: boolean }) {
	return (
		<Form method="post" action={`/a/${accountId}/tasks`} className="shrink-0" preventScrollReset>
			<input type="hidden" name="taskId" value={taskId} />
			<button
				type="submit"
				name="intent"
				value={done ? 'reopen' : 'done'}
				aria-pressed={done}
				aria-label={done ? `Mark not done: ${title}` : `Mark done: ${title}`}
				className={cn(
					'flex items-center justify-center rounded border-2 border-brand/60',
					small ? 'size-5 text-xs' : 'size-6 text-sm',
					done ? 'bg-brand text-brand-foreground hover:bg-brand/90' : 'text-brand hover:bg-brand/10',
				)}
			>
				{done ? '✓' : ''}
			</button>
		</Form>
	)
}

function TaskItem({ task, accountId, readOnly, editHref }: { task: TaskRow; accountId: string; readOnly: boolean; editHref: string }) {
	const stepsDone = task.steps.filter((step) => step.status === 'done').length
	return (
		<li className="rounded-lg border bg-background p-4" data-testid="task">
			<div className="flex items-start gap-3">
				{readOnly || task.status === 'skipped' ? null : <StatusButton accountId={accountId} taskId={task.id} done={task.status === 'done'} title={task.title} />}
				<div className="min-w-0 flex-1">
					<p className={cn('font-medium', task.status === 'done' && 'text-muted-foreground line-through')}>{task.title}</p>
					<p className="text-sm text-muted-foreground">
						{[
							task.dueDate ? `Due ${formatDay(task.dueDate)}` : null,
							planCategoryLabels[task.category],
							task.owner === 'parent' ? 'Parent' : 'Student',
							task.minutes ? `${task.minutes} min` : null,
							task.priority === 1 ? 'Must do' : null,
							task.recurrence ? `Repeats ${task.recurrence}` : null,
							task.steps.length ? `${stepsDone} of ${task.steps.length} steps` : null,
						]
							.filter(Boolean)
							.join(' · ')}
					</p>
					<details className="mt-2 text-sm">
						<summary className="cursor-pointer text-brand">Details, steps and comments</summary>
						<div className="mt-2 flex flex-col gap-2">
							{task.why ? <p>{task.why}</p> : null}
							{task.notes ? <p className="whitespace-pre-line">{task.notes}</p> : null}
							{task.how?.length ? (
								<ul className="list-disc pl-5">
									{task.how.map((line) => (
										<li key={line}>{line}</li>
									))}
								</ul>
							) : null}
							{task.steps.length ? (
								<ol className="flex flex-col gap-2" aria-label="Steps">
									{task.steps.map((step) => (
										<li key={step.id} className="flex items-center gap-2">
											{readOnly ? null : <StatusButton accountId={accountId} taskId={step.id} done={step.status === 'done'} title={step.title} small />}
											<span className={cn(step.status === 'done' && 'text-muted-foreground line-through')}>
												{step.title} <span className="text-muted-foreground">({step.minutes} min)</span>
											</span>
										</li>
									))}
								</ol>
							) : null}
							{task.link ? (
								<Link to={task.link} className="text-brand underline-offset-4 hover:underline">
									Helpful guide<span className="sr-only"> for “{task.title}”</span>
								</Link>
							) : null}
							{readOnly ? null : (
								<Form method="post" action={`/a/${accountId}/tasks`} className="flex flex-wrap items-end gap-2" preventScrollReset>
									<input type="hidden" name="taskId" value={task.id} />
									<div className="flex flex-col gap-1">
										<label htmlFor={`step-${task.id}`} className="text-xs font-medium">New step</label>
										<input id={`step-${task.id}`} name="title" maxLength={100} className={inputClass({ height: 'h-9', width: 'w-64' })} />
									</div>
									<div className="flex flex-col gap-1">
										<label htmlFor={`step-minutes-${task.id}`} className="text-xs font-medium">Minutes</label>
										<input id={`step-minutes-${task.id}`} name="minutes" inputMode="numeric" className={inputClass({ height: 'h-9', width: 'w-20' })} />
									</div>
									<Button type="submit" name="intent" value="add-step" size="sm" variant="outline">
										Add step
									</Button>
								</Form>
							)}
							<div className="border-t pt-2">
								<p className="text-xs font-semibold text-muted-foreground uppercase">Comments</p>
								{task.comments.length ? (
									<ul className="mt-1 flex flex-col gap-1.5">
										{task.comments.map((comment) => (
											<li key={comment.id}>
												<span className="font-medium">{comment.author}</span>{' '}
												<span className="text-xs text-muted-foreground">{new Date(comment.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}</span>
												<p className="whitespace-pre-line">{comment.body}</p>
											</li>
										))}
									</ul>
								) : (
									<p className="mt-1 text-muted-foreground">No comments yet.</p>
								)}
								{readOnly ? null : (
									<Form method="post" action={`/a/${accountId}/tasks`} className="mt-2 flex flex-wrap items-end gap-2" preventScrollReset>
										<input type="hidden" name="taskId" value={task.id} />
										<label htmlFor={`comment-${task.id}`} className="sr-only">Comment on “{task.title}”</label>
										<textarea id={`comment-${task.id}`} name="body" rows={1} maxLength={1000} placeholder="Add a note for the family" className={inputClass(textareaBox, 'min-w-64 flex-1')} />
										<Button type="submit" name="intent" value="comment" size="sm" variant="outline">
											Comment
										</Button>
									</Form>
								)}
							</div>
						</div>
					</details>
				</div>
				{readOnly ? null : (
					<div className="flex shrink-0 gap-2">
						{task.custom ? (
							<Link to={editHref} className="text-sm text-brand underline-offset-4 hover:underline" aria-label={`Edit: ${task.title}`}>
								Edit
							</Link>
						) : null}
						{task.status === 'skipped' ? (
							<Form method="post" action={`/a/${accountId}/tasks`} preventScrollReset>
								<input type="hidden" name="taskId" value={task.id} />
								<Button type="submit" name="intent" value="reopen" variant="link" size="inline" className="text-xs" aria-label={`Put back in the plan: ${task.title}`}>
									Put back
								</Button>
							</Form>
						) : (
							<Form method="post" action={`/a/${accountId}/tasks`} preventScrollReset>
								<input type="hidden" name="taskId" value={task.id} />
								<Button type="submit" name="intent" value="delete" variant="destructive-link" size="inline" className="text-xs" aria-label={`${task.custom ? 'Delete' : 'Remove from the plan'}: ${task.title}`}>
									{task.custom ? 'Delete' : 'Remove'}
								</Button>
							</Form>
						)}
					</div>
				)}
			</div>
		</li>
	)
}

function TaskEditor({
	accountId,
	task,
	lastResult,
}: {
	accountId: string
	task?: { id: string; title: string; notes: string | null; category: string; owner: string; dueDate: string | null; minutes: number | null; priority: number; recurrence: string | null }
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: task ? `edit-task-${task.id}` : 'new-task',
		lastResult,
		constraint: getZodConstraint(TaskFormSchema),
		shouldValidate: 'onBlur',
		defaultValue: task
			? { title: task.title, category: task.category, owner: task.owner, dueDate: task.dueDate ?? '', minutes: task.minutes === null ? '' : String(task.minutes), notes: task.notes ?? '', priority: String(task.priority), recurrence: task.recurrence ?? '' }
			: { category: 'applications', owner: 'student', priority: '2' },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: TaskFormSchema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === (task ? 'update' : 'create')
	return (
		<Form method="post" action={`/a/${accountId}/tasks${task ? `?edit=${task.id}` : ''}`} {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
			{task ? (
				<>
					<h2 className="font-semibold sm:col-span-2">Edit task</h2>
					<input type="hidden" name="taskId" value={task.id} />
				</>
			) : null}
			<div className="sm:col-span-2">
				<Field label="Title" inputProps={{ ...getInputProps(fields.title, { type: 'text' }) }} errors={fields.title.errors} />
			</div>
			<Field label="Due date (optional)" inputProps={{ ...getInputProps(fields.dueDate, { type: 'date' }) }} errors={fields.dueDate.errors} />
			<Field label="Minutes it takes (optional)" inputProps={{ ...getInputProps(fields.minutes, { type: 'number' }), min: 1, max: 600 }} errors={fields.minutes.errors} />
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.category.id} className="text-sm font-medium">
					Category
				</label>
				<select {...getSelectProps(fields.category)} className={inputClassName}>
					{planCategories.map((category) => (
						<option key={category} value={category}>
							{planCategoryLabels[category]}
						</option>
					))}
				</select>
				<ErrorList id={fields.category.errorId} errors={fields.category.errors} />
			</div>
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.owner.id} className="text-sm font-medium">
					Who does it
				</label>
				<select {...getSelectProps(fields.owner)} className={inputClassName}>
					<option value="student">Student</option>
					<option value="parent">Parent</option>
				</select>
				<ErrorList id={fields.owner.errorId} errors={fields.owner.errors} />
			</div>
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.priority.id} className="text-sm font-medium">
					Priority
				</label>
				<select {...getSelectProps(fields.priority)} className={inputClassName}>
					<option value="1">Must do</option>
					<option value="2">Should do</option>
					<option value="3">Good to do</option>
				</select>
			</div>
			<div className="flex flex-col gap-1.5">
				<label htmlFor={fields.recurrence.id} className="text-sm font-medium">
					Repeats
				</label>
				<select {...getSelectProps(fields.recurrence)} className={inputClassName}>
					<option value="">Does not repeat</option>
					<option value="weekly">Every week</option>
					<option value="monthly">Every month</option>
				</select>
			</div>
			<TextareaField label="Notes (optional)" className="sm:col-span-2" textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} errors={fields.notes.errors} />
			<div className="flex gap-3 sm:col-span-2">
				<Button type="submit" name="intent" value={task ? 'update' : 'create'} variant="brand" loading={submitting} loadingLabel="Saving">
					{task ? 'Save task' : 'Add task'}
				</Button>
				{task ? (
					<Link to={`/a/${accountId}/tasks`} className="inline-flex items-center text-sm text-muted-foreground hover:underline">
						Cancel
					</Link>
				) : null}
			</div>
		</Form>
	)
}

function CalendarView({
	month,
	tasks,
	today,
	withParams,
}: {
	month: string
	tasks: Array<{ id: string; title: string; dueDate: string | null; status: string }>
	today: string
	withParams: (changes: Record<string, string | null>) => string
}) {
	const weeks = monthGrid(month, tasks)
	const title = formatDay(`${month}-01`, { month: 'long', year: 'numeric' })
	return (
		<section aria-labelledby="calendar-heading" className="rounded-xl border bg-background p-4">
			<div className="mb-3 flex items-center justify-between">
				<Link to={withParams({ month: shiftMonth(month, -1) })} className="flex items-center gap-1 text-sm hover:underline">
					<Icon node={ChevronLeft} aria-hidden="true" className="size-4" /> Previous month
				</Link>
				<h2 id="calendar-heading" className="font-semibold">
					{title}
				</h2>
				<Link to={withParams({ month: shiftMonth(month, 1) })} className="flex items-center gap-1 text-sm hover:underline">
					Next month <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
				</Link>
			</div>
			<div className="overflow-x-auto">
				<table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
					<caption className="sr-only">Tasks due in {title}</caption>
					<thead>
						<tr>
							{['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => (
								<th key={day} scope="col" className="pb-2 text-left font-medium text-muted-foreground">
									{day}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{weeks.map((week, index) => (
							<tr key={index}>
								{week.map((cell, dayIndex) => (
									<td key={dayIndex} className={cn('h-24 border p-1 align-top', cell?.day === today && 'bg-brand/5')}>
										{cell ? (
											<>
												<span className={cn('text-xs', cell.day === today ? 'font-bold text-brand' : 'text-muted-foreground')}>{Number(cell.day.slice(8))}</span>
												<ul className="mt-1 flex flex-col gap-1">
													{cell.tasks.map((task) => (
														<li key={task.id} className={cn('truncate rounded bg-secondary px-1 py-0.5 text-xs', task.status === 'done' && 'line-through opacity-60')} title={task.title}>
															{task.title}
														</li>
													))}
												</ul>
											</>
										) : null}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Tasks | Northstar' }, { name: 'robots', content: 'noindex' }]
}
