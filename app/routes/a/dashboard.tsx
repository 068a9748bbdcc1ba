import { useMutation } from '@tanstack/react-query'
import { Check, Clock, SkipForward } from 'lucide'
import { useRef, useState } from 'react'
import { data, Form, Link, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { AccountErrorBoundary } from '#app/components/account-error-boundary'
import { EmptyState } from '#app/components/empty-state'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Icon } from '#app/components/ui/icon'
import { getRouteAccount, requireAccountRoute } from '#app/features/accounts/account-route.server'
import { sectionLabels } from '#app/features/accounts/permissions'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { loadDashboard } from '#app/features/plan/dashboard.server'
import { formatDay } from '#app/features/plan/dates'
import { applyTaskAction } from '#app/features/plan/plan.server'
import { testLabel, upcomingTests } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'
import { SNOOZE_DAYS, TaskActionInput, taskActionMessages, toTaskAction } from '#app/features/plan/task-actions'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'
import { readFormData } from '#app/lib/form-data.server'
import { requireWrite } from '#app/features/billing/require-feature.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/dashboard'

// The student's dashboard (spec §1): today's 1 to 3 micro-tasks of 15 minutes
// or less, this week's deadlines, progress by category and upcoming tests.
// Done, skip and snooze answer at once and offer Undo.

/** What each write here uses of the plan, by intent (decision 022): checked by requireWrite before it runs. */
export const writes = { done: 'plan', reopen: 'plan', skip: 'plan', snooze: 'plan', restore: 'plan' } satisfies FormWrites

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId)
	const canSeeTests = access.sections.includes('tests')
	// All asked for at once: the reads travel in one round-trip.
	const [account, plan, testRecords] = await Promise.all([
		getRouteAccount(context, access.accountId),
		access.sections.includes('tasks') ? loadDashboard(app, access.accountId) : null,
		canSeeTests ? listTestRecords(app, access.accountId) : null,
	])
	const today = plan?.today ?? new Date().toISOString().slice(0, 10)
	return {
		studentName: account!.studentName,
		grade: account!.grade,
		highSchool: access.sections.includes('profile') ? account!.highSchool : null,
		today,
		summary: plan?.summary ?? null,
		changes: plan?.changes ?? null,
		// Only for members the tests section is shared with.
		tests: testRecords ? upcomingTests(testRecords, today).map((record) => ({ test: testLabel(record), date: record.date })) : null,
		sections: access.sections.map((section) => ({ section, label: sectionLabels[section] })),
		readOnly: access.readOnly,
	}
}

/** Without JavaScript the buttons post here; with it, the page calls updateTaskStatus instead. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'tasks', write: true })
	requireSameOrigin(request, app.env)
	const formData = await readFormData(request)
	await requireWrite(app, access, writes, String(formData.get('intent') ?? ''))
	const parsed = TaskActionInput.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return data({ ok: false as const, message: 'That action was not understood. Reload the page and try again.' }, { status: 400 })
	const result = await applyTaskAction(app, { accountId: access.accountId, taskId: parsed.data.taskId, userId: user.id, action: toTaskAction(parsed.data) })
	if (!result) return data({ ok: false as const, message: 'That task is no longer in this plan.' }, { status: 404 })
	return { ok: true as const, intent: parsed.data.intent, before: result.before }
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
						<section aria-labelledby="week-heading" className={cardVariants()}>
							<h2 id="week-heading" className="font-semibold">
								Due this week
							</h2>
							{summary.deadlines.length ? (
								<ul className="mt-3 flex flex-col divide-y">
									{summary.deadlines.map((deadline) => (
										<li key={deadline.id} className="flex items-start justify-between gap-3 py-2">
											<span>{deadline.title}</span>
											<span className={deadline.overdue ? 'shrink-0 text-sm font-medium text-destructive' : 'shrink-0 text-sm text-muted-foreground'}>
												{deadline.overdue ? 'Overdue · ' : ''}
												{formatDay(deadline.dueDate)}
											</span>
										</li>
									))}
								</ul>
							) : (
								<p className="mt-2 text-muted-foreground">Nothing due in the next 7 days.</p>
							)}
							<p className="mt-4 text-sm">
								<Link to={`/a/${params.accountId}/tasks`} className="text-brand underline-offset-4 hover:underline">
									See the whole plan
								</Link>
							</p>
						</section>
						<section aria-labelledby="progress-heading" className={cardVariants()}>
							<h2 id="progress-heading" className="font-semibold">
								Progress this year
							</h2>
							<ul className="mt-3 flex flex-col gap-3">
								{summary.progress.map((entry) => (
									<li key={entry.category}>
										<div className="flex justify-between text-sm">
											<span>{entry.label}</span>
											<span className="text-muted-foreground">
												{entry.done} of {entry.total}
											</span>
										</div>
										<div
											className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
											role="progressbar"
											aria-label={`${entry.label}: ${entry.done} of ${entry.total} done`}
											aria-valuemin={0}
											aria-valuemax={entry.total}
											aria-valuenow={entry.done}
										>
											<div className="h-full rounded-full bg-brand" style={{ width: `${(entry.done / entry.total) * 100}%` }} />
										</div>
									</li>
								))}
							</ul>
						</section>
					</div>
				</>
			) : null}
			{changes ? (
				<section aria-labelledby="changes-heading" className={cardVariants()}>
					<h2 id="changes-heading" className="font-semibold">
						What changed this week
					</h2>
					{changes.length ? (
						<ul className="mt-3 flex flex-col gap-2 text-sm" data-testid="changes">
							{changes.map((change, index) => (
								<li key={index}>
									<span className="font-medium">{change.who}</span> {change.text}{' '}
									<span className="text-muted-foreground">· {new Date(change.at).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })}</span>
								</li>
							))}
						</ul>
					) : (
						<p className="mt-2 text-muted-foreground">Nothing yet this week. Finished steps, new tasks, comments and Northstar’s plan updates show here.</p>
					)}
					{!readOnly ? (
						<p className="mt-4 text-sm">
							<Link to={`/a/${params.accountId}/settings?tab=student#plan-engine-heading`} className="text-brand underline-offset-4 hover:underline">
								See or undo Northstar’s plan updates
							</Link>
						</p>
					) : null}
				</section>
			) : null}
			{tests ? (
			<section aria-labelledby="tests-heading" className={cardVariants()}>
				<h2 id="tests-heading" className="font-semibold">
					Upcoming tests
				</h2>
				{tests.length ? (
					<ul className="mt-3 flex flex-col gap-1">
						{tests.map((test) => (
							<li key={`${test.test}-${test.date}`}>
								<span className="font-medium">{test.test}</span> <span className="text-muted-foreground">· {formatDay(test.date, { month: 'long', day: 'numeric', year: 'numeric' })}</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted-foreground">No test dates planned yet.</p>
				)}
			</section>
			) : null}
			<section aria-labelledby="shared-heading" className={cardVariants()}>
				<h2 id="shared-heading" className="font-semibold">
					{readOnly ? 'Shared with you' : 'Sections'}
				</h2>
				{sections.length ? (
					<ul className="mt-3 flex flex-wrap gap-2" data-testid="shared-sections">
						{sections.map(({ section, label }) => (
							<li key={section} className="rounded-full bg-muted px-3 py-1 text-sm">
								{label}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted-foreground">Nothing has been shared with you yet. The family decides what you can see.</p>
				)}
				{!readOnly ? (
					<p className="mt-4 text-sm">
						<Link to={`/a/${params.accountId}/settings?tab=users`} className="text-brand underline-offset-4 hover:underline">
							Invite family members and counselors
						</Link>
					</p>
				) : null}
			</section>
		</main>
	)
}

type MicroTask = NonNullable<Route.ComponentProps['loaderData']['summary']>['microTasks'][number]
type TaskSnapshot = { id: string; status: 'open' | 'done' | 'skipped'; snoozedUntil: string | null; skipCount: number }
type StepIntent = 'done' | 'skip' | 'snooze'

function TodayCard({
	accountId,
	microTasks,
	readOnly,
	today,
	actionData,
}: {
	accountId: string
	microTasks: MicroTask[]
	readOnly: boolean
	today: string
	actionData: Route.ComponentProps['actionData']
}) {
	const headingRef = useRef<HTMLHeadingElement>(null)
	const revalidator = useRevalidator()
	// Steps acted on leave the list at once; an error or Undo brings them back.
	const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
	const setShown = (taskId: string, shown: boolean) =>
		setHidden((current) => {
			const next = new Set(current)
			if (shown) next.delete(taskId)
			else next.add(taskId)
			return next
		})
	const update = useMutation({
		mutationFn: (input: Record<string, unknown>) =>
			callServerFn<{ intent: string; before: TaskSnapshot }>('updateTaskStatus', { accountId, ...input }, { method: 'POST' }),
		onSettled: () => revalidator.revalidate(),
	})
	const act = (task: MicroTask, intent: StepIntent) => {
		setShown(task.id, false)
		headingRef.current?.focus()
		update.mutate(
			{ intent, taskId: task.id, ...(intent === 'snooze' ? { days: SNOOZE_DAYS } : {}) },
			{
				onSuccess: ({ before }) =>
					toast.success(taskActionMessages[intent], {
						id: `task-${task.id}`,
						action: {
							label: 'Undo',
							onClick: () => {
								setShown(task.id, true)
								update.mutate({ intent: 'restore', taskId: before.id, status: before.status, snoozedUntil: before.snoozedUntil, skipCount: before.skipCount })
							},
						},
					}),
				onError: (error) => {
					setShown(task.id, true)
					toast.error(isServerFnErrorBody(error) ? error.error.message : 'That did not save. Please try again.')
				},
			},
		)
	}
	const shown = microTasks.filter((task) => !hidden.has(task.id))
	return (
		<section aria-labelledby="today-heading" className="rounded-xl border-2 border-brand/30 bg-background p-6">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="today-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
					Today’s small steps
				</h2>
				<p className="text-sm text-muted-foreground">{formatDay(today, { weekday: 'long', month: 'long', day: 'numeric' })} · 15 minutes or less each</p>
			</div>
			{actionData ? <NoScriptResult accountId={accountId} result={actionData} /> : null}
			{shown.length ? (
				<ul className="mt-4 flex flex-col gap-3" aria-label="Today's small steps" data-testid="micro-tasks">
					{shown.map((task) => (
						<MicroTaskRow key={task.id} task={task} accountId={accountId} readOnly={readOnly} onAct={(intent) => act(task, intent)} />
					))}
				</ul>
			) : (
				<div className="mt-4">
					<EmptyState title="All clear for today">Nothing small is waiting right now. Look ahead in the plan, or enjoy the day off.</EmptyState>
				</div>
			)}
		</section>
	)
}

/** After a post without JavaScript: what happened, with Undo as a form. */
function NoScriptResult({ accountId, result }: { accountId: string; result: NonNullable<Route.ComponentProps['actionData']> }) {
	if (!result.ok) return <p role="alert" className="mt-3 text-sm text-destructive">{result.message}</p>
	if (result.intent === 'restore') return <p role="status" className="mt-3 text-sm">{taskActionMessages.restore}</p>
	return (
		<Form method="post" action={`/a/${accountId}/dashboard`} className="mt-3 flex items-center gap-3 text-sm" role="status">
			<span>{taskActionMessages[result.intent]}</span>
			<input type="hidden" name="intent" value="restore" />
			<input type="hidden" name="taskId" value={result.before.id} />
			<input type="hidden" name="status" value={result.before.status} />
			<input type="hidden" name="snoozedUntil" value={result.before.snoozedUntil ?? ''} />
			<input type="hidden" name="skipCount" value={result.before.skipCount} />
			<Button type="submit" size="sm" variant="link">
				Undo
			</Button>
		</Form>
	)
}

function MicroTaskRow({ task, accountId, readOnly, onAct }: { task: MicroTask; accountId: string; readOnly: boolean; onAct: (intent: StepIntent) => void }) {
	return (
		<li className="flex flex-col gap-3 rounded-lg bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
			<div>
				<p className="font-medium">{task.title}</p>
				<p className="text-sm text-muted-foreground">
					{task.minutes} min · {planCategoryLabels[task.category]}
					{task.partOf ? ` · part of “${task.partOf.title}”` : ''}
					{task.dueDate ? ` · due ${formatDay(task.dueDate)}` : ''}
					{task.owner === 'parent' ? ' · for a parent' : ''}
				</p>
				{task.link ? (
					<Link to={task.link} className="text-sm text-brand underline-offset-4 hover:underline">
						Helpful guide<span className="sr-only"> for “{task.title}”</span>
					</Link>
				) : null}
			</div>
			{readOnly ? null : (
				// A real form, so the buttons work before the page's script loads; once it has, they answer in place.
				<Form
					method="post"
					action={`/a/${accountId}/dashboard`}
					className="flex shrink-0 flex-wrap gap-2"
					onSubmit={(event) => {
						event.preventDefault()
						const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as StepIntent | undefined
						if (intent) onAct(intent)
					}}
				>
					<input type="hidden" name="taskId" value={task.id} />
					<input type="hidden" name="days" value={SNOOZE_DAYS} />
					<Button type="submit" name="intent" value="done" size="sm" variant="brand" aria-label={`Done: ${task.title}`}>
						<Icon node={Check} aria-hidden="true" className="size-4" /> Done
					</Button>
					<Button type="submit" name="intent" value="skip" size="sm" variant="outline" aria-label={`Skip for today: ${task.title}`}>
						<Icon node={SkipForward} aria-hidden="true" className="size-4" /> Skip
					</Button>
					<Button type="submit" name="intent" value="snooze" size="sm" variant="ghost" aria-label={`Snooze ${SNOOZE_DAYS} days: ${task.title}`}>
						<Icon node={Clock} aria-hidden="true" className="size-4" /> Snooze
					</Button>
				</Form>
			)}
		</li>
	)
}

export const ErrorBoundary = AccountErrorBoundary

export function meta() {
	return [{ title: 'Dashboard | Northstar' }, { name: 'robots', content: 'noindex' }]
}
