import { useMutation } from '@tanstack/react-query'
import { Check, Clock, SkipForward } from 'lucide'
import { useRef, useState } from 'react'
import { Form, Link, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '#app/components/empty-state'
import { queueOfflineTick, useQueuedTicks } from '#app/components/offline-status'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { type DashboardActionResult, planCategoryLabels } from '#app/features/plan/dashboard'
import type { DashboardPageData } from '#app/features/plan/dashboard-page.server'
import { formatDay } from '#app/features/plan/dates'
import { shownStatus } from '#app/features/plan/offline-ticks'
import { SNOOZE_DAYS, taskActionMessages } from '#app/features/plan/task-actions'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'

// Today's 1 to 3 small steps (spec §1). Done, Skip and Snooze answer at once
// and offer Undo; before the page's script runs they are real forms posting
// to the dashboard's action, whose answer shows here with Undo as a form.

type MicroTask = NonNullable<DashboardPageData['summary']>['microTasks'][number]
type TaskSnapshot = Extract<DashboardActionResult, { ok: true }>['before']
type StepIntent = 'done' | 'skip' | 'snooze'

export function TodayCard({
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
	actionData: DashboardActionResult | undefined
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
		// Done offline waits on this device and is sent once the network is back (offline-status.tsx).
		if (intent === 'done' && !navigator.onLine) {
			queueOfflineTick({ accountId, taskId: task.id, title: task.title, intent: 'done', seenStatus: 'open', queuedAt: Date.now() }, { toastId: `task-${task.id}`, onFailed: () => setShown(task.id, true) })
			return
		}
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
	const queued = useQueuedTicks()
	const shown = microTasks.filter((task) => !hidden.has(task.id) && shownStatus(queued, accountId, task.id, 'open') !== 'done')
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
function NoScriptResult({ accountId, result }: { accountId: string; result: DashboardActionResult }) {
	if (!result.ok) return <p role="alert" className="mt-3 text-sm text-destructive">{result.message}</p>
	if (result.intent === 'restore') return <p role="status" className="mt-3 text-sm">{result.message}</p>
	return (
		<Form method="post" action={`/a/${accountId}/dashboard`} className="mt-3 flex items-center gap-3 text-sm" role="status">
			<span>{result.message}</span>
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
