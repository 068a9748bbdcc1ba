import { listCurrentMembers } from '#app/features/accounts/members.server'
import type { AppContext } from '#app/lib/app-context'
import { groupBy } from '#app/lib/group-by'
import { addComment, addStep, applyTaskAction, createTask, deleteTask, listComments, listSteps, loadPlanOutline, loadPlanOutlineWithSteps, readTaskDetails, updateTask } from './plan.server'
import { tickConflictMessage } from './offline-ticks'
import { taskActionMessages, toTaskAction } from './task-actions'
import { parsePage } from '#app/lib/paging'
import { groupByDue, matchesFilters, pageOfGroups, type TaskFilters } from './task-list'
import { TASKS_PER_PAGE, type TaskCalendarData, type TaskListData, type TaskRow } from './task-page'
import type { TasksIntent } from './task-schema'

// The tasks page's reads and writes: each view's loader part (the list with
// steps and comments, or the month calendar), and the one dispatch of its
// action's intents to the plan's writes.

type Ctx = Pick<AppContext, 'db' | 'now'>

/**
 * The list view: tasks grouped by when they are due, `TASKS_PER_PAGE` to a
 * page (`?page=`), with the details (why, how, steps, comments) of the tasks
 * opened by `?open=` only, and the custom task `?edit=` names.
 */
export async function loadTaskList(ctx: Ctx, { accountId, filters, searchParams }: { accountId: string; filters: TaskFilters; searchParams: URLSearchParams }): Promise<TaskListData & { today: string }> {
	const open = [...new Set(searchParams.getAll('open'))].slice(0, TASKS_PER_PAGE)
	// All asked at once (one round-trip); only the opened tasks' long fields, steps and comments are read, and the members who wrote the comments.
	const [members, plan, details, steps, comments] = await Promise.all([
		open.length > 0 ? listCurrentMembers(ctx, accountId) : [],
		loadPlanOutlineWithSteps(ctx, accountId),
		readTaskDetails(ctx, accountId, open),
		listSteps(ctx, accountId, open),
		listComments(ctx, accountId, open),
	])
	const names = new Map(members.map((member) => [member.userId, member.name || member.email]))
	const stepsByTask = groupBy(steps, (step) => step.parentId)
	const topLevel: TaskRow[] = plan.tasks
		.filter((task) => matchesFilters(task, filters))
		.map((task) => ({
			id: task.id,
			title: task.title,
			notes: task.notes,
			category: task.category,
			owner: task.owner,
			priority: task.priority,
			minutes: task.minutes,
			dueDate: task.dueDate,
			status: task.status,
			custom: task.templateId === null,
			recurrence: task.recurrence,
			stepCount: task.stepCount,
			stepsDone: task.stepsDone,
			details: details.has(task.id)
				? {
						...details.get(task.id)!,
						steps: (stepsByTask.get(task.id) ?? []).map(({ parentId: _, ...step }) => step),
						comments: comments
							.filter((comment) => comment.taskId === task.id)
							.map((comment) => ({ id: comment.id, body: comment.body, createdAt: comment.createdAt, author: comment.userId ? (names.get(comment.userId) ?? 'A family member') : 'A former member' })),
					}
				: null,
		}))
	const editId = searchParams.get('edit')
	const paged = pageOfGroups(groupByDue(topLevel, plan.today), parsePage(searchParams.get('page')), TASKS_PER_PAGE)
	return {
		view: 'list',
		today: plan.today,
		groups: paged.groups,
		total: paged.total,
		page: paged.page,
		pages: paged.pages,
		open,
		editing: editId ? (topLevel.find((task) => task.id === editId && task.custom) ?? null) : null,
	}
}

/** The calendar view: the top-level tasks due in `?month=` (this month by default), without their steps and comments. */
export async function loadTaskCalendar(ctx: Ctx, { accountId, filters }: { accountId: string; filters: TaskFilters }): Promise<TaskCalendarData & { today: string }> {
	const plan = await loadPlanOutline(ctx, accountId)
	const month = filters.month ?? plan.today.slice(0, 7)
	return {
		view: 'calendar',
		today: plan.today,
		month,
		tasks: plan.tasks.filter((task) => matchesFilters(task, filters) && task.dueDate?.startsWith(month)).map(({ id, title, dueDate, status }) => ({ id, title, dueDate, status })),
	}
}

/** What a post to the tasks page came to: its message, or why nothing changed. */
export type TaskIntentOutcome = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

const gone: TaskIntentOutcome = { ok: false, status: 404, message: 'That task is no longer in this plan.' }
const done = (message: string): TaskIntentOutcome => ({ ok: true, message })

export async function runTaskIntent(ctx: Ctx, { accountId, userId }: { accountId: string; userId: string }, input: TasksIntent): Promise<TaskIntentOutcome> {
	switch (input.intent) {
		case 'create': {
			const { intent: _, ...task } = input
			await createTask(ctx, { accountId, userId, input: task })
			return done('Task added.')
		}
		case 'update': {
			const { intent: _, taskId, ...task } = input
			return (await updateTask(ctx, { accountId, taskId, input: task })) ? done('Task saved.') : gone
		}
		case 'add-step':
			return (await addStep(ctx, { accountId, parentId: input.taskId, userId, title: input.title, minutes: input.minutes })) ? done('Step added.') : gone
		case 'comment':
			return (await addComment(ctx, { accountId, taskId: input.taskId, userId, body: input.body })) ? done('Comment added.') : gone
		case 'delete':
			return (await deleteTask(ctx, { accountId, taskId: input.taskId })) ? done('Removed from the plan.') : gone
		default: {
			const result = await applyTaskAction(ctx, { accountId, taskId: input.taskId, userId, action: toTaskAction(input) })
			if (!result) return gone
			// A tick queued offline on a task someone else changed meanwhile: said, not applied.
			if (result.conflict) return { ok: false, status: 409, message: tickConflictMessage(result.conflict.title) }
			return done(taskActionMessages[input.intent])
		}
	}
}
