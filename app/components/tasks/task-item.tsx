import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useParams } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { inputClass, textareaBox } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { queueOfflineTick, useQueuedTicks } from '#app/components/offline-status'
import { Button } from '#app/components/ui/button'
import { planCategoryLabels } from '#app/features/plan/dashboard'
import { formatDay } from '#app/features/plan/dates'
import { shownStatus } from '#app/features/plan/offline-ticks'
import type { TaskRow, TasksActionResult } from '#app/features/plan/task-page'
import { AddStepIntent, CommentIntent } from '#app/features/plan/task-schema'
import { cn } from '#app/lib/cn'
import { formConstraint } from '#app/lib/form-constraint'

// One task of the list view: its facts, Done and Remove, and when opened
// (`?open=`) its details, steps and the family's comments, each added with its
// own form. Every form posts to the page's own URL, so the page, the open
// details and the filters come back as the family left them, with or without
// JavaScript.

export function TaskItem({ task, readOnly, editHref, detailsHref, actionData }: { task: TaskRow; readOnly: boolean; editHref: string; detailsHref: string; actionData?: TasksActionResult }) {
	// Only this task's forms take the answer to a post made from them.
	const lastResultFor = (intent: 'add-step' | 'comment') => (actionData?.intent === intent && actionData.taskId === task.id ? actionData.result : undefined)
	const { details } = task
	const when = useFamilyTime()
	const detailsId = `task-${task.id}-details`
	return (
		<li id={`task-${task.id}`} className="rounded-lg border bg-background p-4" data-testid="task">
			<div className="flex items-start gap-3">
				{readOnly || task.status === 'skipped' ? null : <StatusButton taskId={task.id} done={task.status === 'done'} title={task.title} />}
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
							task.stepCount ? `${task.stepsDone} of ${task.stepCount} steps` : null,
						]
							.filter(Boolean)
							.join(' · ')}
					</p>
					{/* A link, not <details>: the details are loaded only for the tasks opened (`?open=`), which keeps a page of tasks light. */}
					<Link to={detailsHref} className="mt-2 inline-block text-sm text-brand underline-offset-4 hover:underline" aria-expanded={Boolean(details)} aria-controls={details ? detailsId : undefined} preventScrollReset>
						{details ? 'Hide details, steps and comments' : 'Details, steps and comments'}
						<span className="sr-only"> for “{task.title}”</span>
					</Link>
					{details ? (
						<div id={detailsId} className="mt-2 flex flex-col gap-2 text-sm">
							{details.why ? <p>{details.why}</p> : null}
							{task.notes ? <p className="whitespace-pre-line">{task.notes}</p> : null}
							{details.how?.length ? (
								<ul className="list-disc pl-5">
									{details.how.map((line) => (
										<li key={line}>{line}</li>
									))}
								</ul>
							) : null}
							{details.steps.length ? (
								<ol className="flex flex-col gap-2" aria-label="Steps">
									{details.steps.map((step) => (
										<li key={step.id} className="flex items-center gap-2">
											{readOnly ? null : <StatusButton taskId={step.id} done={step.status === 'done'} title={step.title} small />}
											<span className={cn(step.status === 'done' && 'text-muted-foreground line-through')}>
												{step.title} <span className="text-muted-foreground">({step.minutes} min)</span>
											</span>
										</li>
									))}
								</ol>
							) : null}
							{details.link ? (
								<Link to={details.link} className="text-brand underline-offset-4 hover:underline">
									Helpful guide<span className="sr-only"> for “{task.title}”</span>
								</Link>
							) : null}
							{readOnly ? null : <StepForm task={task} lastResult={lastResultFor('add-step')} />}
							<div className="border-t pt-2">
								<p className="text-xs font-semibold text-muted-foreground uppercase">Comments</p>
								{details.comments.length ? (
									<ul className="mt-1 flex flex-col gap-1.5">
										{details.comments.map((comment) => (
											<li key={comment.id}>
												<span className="font-medium">{comment.author}</span>{' '}
												<span className="text-xs text-muted-foreground">{when(comment.createdAt, { month: 'short', day: 'numeric' })}</span>
												<p className="whitespace-pre-line">{comment.body}</p>
											</li>
										))}
									</ul>
								) : (
									<p className="mt-1 text-muted-foreground">No comments yet.</p>
								)}
								{readOnly ? null : <CommentForm task={task} lastResult={lastResultFor('comment')} />}
							</div>
						</div>
					) : null}
				</div>
				{readOnly ? null : (
					<div className="flex shrink-0 gap-2">
						{task.custom ? (
							<Link to={editHref} className="text-sm text-brand underline-offset-4 hover:underline" aria-label={`Edit: ${task.title}`}>
								Edit
							</Link>
						) : null}
						{task.status === 'skipped' ? (
							<Form method="post" preventScrollReset>
								<input type="hidden" name="taskId" value={task.id} />
								<Button type="submit" name="intent" value="reopen" variant="link" size="inline" className="text-xs" aria-label={`Put back in the plan: ${task.title}`}>
									Put back
								</Button>
							</Form>
						) : (
							<Form method="post" preventScrollReset>
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

function StatusButton({ taskId, done: doneOnPage, title, small = false }: { taskId: string; done: boolean; title: string; small?: boolean }) {
	const { accountId = '' } = useParams()
	const queued = useQueuedTicks()
	// A tick made offline shows at once and until it is sent (offline-status.tsx sends it).
	const done = shownStatus(queued, accountId, taskId, doneOnPage ? 'done' : 'open') === 'done'
	return (
		<Form
			method="post"
			className="shrink-0"
			preventScrollReset
			onSubmit={(event) => {
				if (navigator.onLine) return
				event.preventDefault()
				const seenStatus = doneOnPage ? 'done' : 'open'
				queueOfflineTick({ accountId, taskId, title, intent: done ? 'reopen' : 'done', seenStatus, queuedAt: Date.now() })
			}}
		>
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

type FormProps = { task: TaskRow; lastResult?: SubmissionResult<string[]> }

function StepForm({ task, lastResult }: FormProps) {
	const [form, fields] = useForm({
		id: `step-${task.id}`,
		lastResult,
		constraint: formConstraint(AddStepIntent),
		// Checked when posted, not on blur: tabbing through a task's details leaves an empty step alone.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AddStepIntent }),
	})
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2" preventScrollReset>
			<input type="hidden" name="taskId" value={task.id} />
			<div className="flex flex-col gap-1">
				<label htmlFor={fields.title.id} className="text-xs font-medium">New step</label>
				<input {...getInputProps(fields.title, { type: 'text' })} maxLength={100} className={inputClass({ height: 'h-9', width: 'w-64' })} />
				<ErrorList id={fields.title.errorId} errors={fields.title.errors} />
			</div>
			<div className="flex flex-col gap-1">
				<label htmlFor={fields.minutes.id} className="text-xs font-medium">Minutes</label>
				<input {...getInputProps(fields.minutes, { type: 'text' })} inputMode="numeric" className={inputClass({ height: 'h-9', width: 'w-20' })} />
				<ErrorList id={fields.minutes.errorId} errors={fields.minutes.errors} />
			</div>
			<Button type="submit" name="intent" value="add-step" size="sm" variant="outline">
				Add step
			</Button>
		</Form>
	)
}

function CommentForm({ task, lastResult }: FormProps) {
	const [form, fields] = useForm({
		id: `comment-${task.id}`,
		lastResult,
		constraint: formConstraint(CommentIntent),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CommentIntent }),
	})
	return (
		<Form method="post" {...getFormProps(form)} className="mt-2 flex flex-wrap items-end gap-2" preventScrollReset>
			<input type="hidden" name="taskId" value={task.id} />
			<div className="flex min-w-64 flex-1 flex-col gap-1">
				<label htmlFor={fields.body.id} className="sr-only">Comment on “{task.title}”</label>
				<textarea {...getTextareaProps(fields.body)} rows={1} maxLength={1000} placeholder="Add a note for the family" className={inputClass(textareaBox)} />
				<ErrorList id={fields.body.errorId} errors={fields.body.errors} />
			</div>
			<Button type="submit" name="intent" value="comment" size="sm" variant="outline">
				Comment
			</Button>
		</Form>
	)
}
