import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { plainRowReader } from '#app/lib/db/plain-rows'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, taskComments, tasks } from '#app/lib/db/schema'
import { planCategories, type PlanCategory } from '../../../content/plan/types'
import { addDays, familyToday, type IsoDay, isoDay, lastDayOfMonth } from './dates'
import { tickOutcome } from './offline-ticks'
import { seedPlanForAccount } from './seed.server'

// An account's plan: reading it (one query), and every change a member makes
// to a task. Callers pass an accountId that came from an access check; every
// write is scoped by it, so a task id from another account changes nothing.

type Ctx = Pick<AppContext, 'db' | 'now'>

/** The family's time zone (Settings → Student): every "today" and due date is read in it. */
export async function familyTimeZone(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<string> {
	const [account] = await timeZoneQuery(ctx.db).all({ accountId })
	return account?.timeZone ?? 'America/New_York'
}

const timeZoneQuery = preparedQuery((db) =>
	db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, sql.placeholder('accountId'))).limit(1).prepare(),
)

/** The family's calendar day now. */
export async function familyTodayFor(ctx: Ctx, accountId: string): Promise<IsoDay> {
	return familyToday(await familyTimeZone(ctx, accountId), ctx.now())
}
export type Task = typeof tasks.$inferSelect

/** Every task of the account, steps included, in a stable order. */
export async function listTasks(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<Task[]> {
	return listTasksQuery(ctx.db).all({ accountId })
}

// The id last: seeded tasks share a creation time, and ties must fall the same way every time.
const planOrder = [asc(tasks.dueDate), asc(tasks.priority), asc(tasks.position), asc(tasks.createdAt), asc(tasks.id)]

const listTasksQuery = preparedQuery((db) =>
	db
		.select()
		.from(tasks)
		.where(eq(tasks.accountId, sql.placeholder('accountId')))
		.orderBy(...planOrder)
		.prepare(),
)

/**
 * What a read of the plan needs from its account: the family's time zone, and
 * whether the plan is yet to be seeded (an account onboarded before plans
 * existed gets its plan on its first read). Throws for an unknown account.
 */
export async function readPlanAccount(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const [account] = await planAccountQuery(ctx.db).all({ accountId })
	if (!account) throw new Error(`No account ${accountId}`)
	return { timeZone: account.timeZone, needsSeeding: account.planVersion === null && account.onboarded !== null }
}

const planAccountQuery = preparedQuery((db) =>
	db
		.select({ timeZone: accounts.timeZone, planVersion: accounts.planVersion, onboarded: accounts.onboardingCompletedAt })
		.from(accounts)
		.where(eq(accounts.id, sql.placeholder('accountId')))
		.limit(1)
		.prepare(),
)

/** The family's today, and their plan, seeded first for accounts made before plans existed. */
export async function loadPlan(ctx: Ctx, accountId: string): Promise<{ today: IsoDay; timeZone: string; tasks: Task[] }> {
	return loadPlanWith(ctx, accountId, listTasks)
}

/**
 * What the task list and its calendar show of each top-level task: its place
 * in the plan and its line in the list. The list adds how many steps each has
 * and how many are done (`TaskOutlineWithSteps`): a plan has about four steps
 * to a task, and the list shows them only for the tasks a member opens
 * (`listSteps`), so the database counts them instead of sending each. The
 * why, how and link are long and read only for the opened tasks too
 * (`readTaskDetails`); the rest (dependencies, snoozes, who did what when) is
 * the plan engine's and the dashboard's.
 */
export type TaskOutline = Pick<Task, keyof typeof outlineColumns>
export type TaskOutlineWithSteps = TaskOutline & { stepCount: number; stepsDone: number }

/** `loadPlan`'s top-level tasks in the same order, each as its outline: the calendar's. */
export async function loadPlanOutline(ctx: Ctx, accountId: string): Promise<{ today: IsoDay; timeZone: string; tasks: TaskOutline[] }> {
	return loadPlanWith(ctx, accountId, listTopLevelOutlines)
}

/** `loadPlanOutline` with each task's steps counted: the list's. */
export async function loadPlanOutlineWithSteps(ctx: Ctx, accountId: string): Promise<{ today: IsoDay; timeZone: string; tasks: TaskOutlineWithSteps[] }> {
	return loadPlanWith(ctx, accountId, listOutlinesWithSteps)
}

async function loadPlanWith<Row>(ctx: Ctx, accountId: string, list: (ctx: Ctx, accountId: string) => Promise<Row[]>) {
	// The reads at once (one round-trip); the seeding they may reveal is once per account.
	const [account, rows] = await Promise.all([readPlanAccount(ctx, accountId), list(ctx, accountId)])
	const seeding = account.needsSeeding
	if (seeding) await seedPlanForAccount(ctx, accountId)
	return { today: familyToday(account.timeZone, ctx.now()), timeZone: account.timeZone, tasks: seeding ? await list(ctx, accountId) : rows }
}

async function listTopLevelOutlines(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<TaskOutline[]> {
	return readOutlines(await topLevelOutlinesQuery(ctx.db).values({ accountId }))
}

async function listOutlinesWithSteps(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<TaskOutlineWithSteps[]> {
	const [outlines, tallies] = await Promise.all([listTopLevelOutlines(ctx, accountId), stepTallyQuery(ctx.db).all({ accountId })])
	const tallyOf = new Map(tallies.map((tally) => [tally.parentId, tally]))
	return outlines.map((task) => {
		const tally = tallyOf.get(task.id)
		return { ...task, stepCount: tally?.steps ?? 0, stepsDone: tally?.done ?? 0 }
	})
}

const outlineColumns = {
	id: tasks.id,
	templateId: tasks.templateId,
	title: tasks.title,
	notes: tasks.notes,
	category: tasks.category,
	owner: tasks.owner,
	priority: tasks.priority,
	minutes: tasks.minutes,
	dueDate: tasks.dueDate,
	recurrence: tasks.recurrence,
	status: tasks.status,
}

// The page's longest read: its rows are read by name, not through drizzle's per-cell mapping (plain-rows.ts).
const readOutlines = plainRowReader(outlineColumns)

const topLevelOutlinesQuery = preparedQuery((db) =>
	db
		.select(outlineColumns)
		.from(tasks)
		.where(and(eq(tasks.accountId, sql.placeholder('accountId')), isNull(tasks.parentId)))
		.orderBy(...planOrder)
		.prepare(),
)

const stepTallyQuery = preparedQuery((db) =>
	db
		.select({ parentId: tasks.parentId, steps: count(), done: sql<number>`count(*) filter (where ${tasks.status} = 'done')` })
		.from(tasks)
		.where(and(eq(tasks.accountId, sql.placeholder('accountId')), isNotNull(tasks.parentId)))
		.groupBy(tasks.parentId)
		.prepare(),
)

/** The steps of the account's tasks named (those a member opened), in their order. */
export async function listSteps(ctx: Pick<AppContext, 'db'>, accountId: string, taskIds: string[]) {
	if (taskIds.length === 0) return []
	return ctx.db
		.select({ id: tasks.id, parentId: tasks.parentId, title: tasks.title, minutes: tasks.minutes, status: tasks.status })
		.from(tasks)
		.where(and(eq(tasks.accountId, accountId), inArray(tasks.parentId, taskIds)))
		.orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id))
}

/** The why, how and link of the account's tasks named (those a member opened), by task id. */
export async function readTaskDetails(ctx: Pick<AppContext, 'db'>, accountId: string, taskIds: string[]): Promise<Map<string, Pick<Task, 'why' | 'how' | 'link'>>> {
	if (taskIds.length === 0) return new Map()
	const rows = await ctx.db
		.select({ id: tasks.id, why: tasks.why, how: tasks.how, link: tasks.link })
		.from(tasks)
		.where(and(eq(tasks.accountId, accountId), inArray(tasks.id, taskIds)))
	return new Map(rows.map(({ id, ...details }) => [id, details]))
}

export type TaskAction =
	| { type: 'done'; seenStatus?: Task['status'] }
	| { type: 'reopen'; seenStatus?: Task['status'] }
	| { type: 'skip' }
	| { type: 'snooze'; days: number }
	| { type: 'restore'; status: Task['status']; snoozedUntil: string | null; skipCount: number }

export interface TaskSnapshot {
	id: string
	status: Task['status']
	snoozedUntil: string | null
	skipCount: number
}

/** One task of the account: what a tick, a skip or a snooze starts from. */
const taskQuery = preparedQuery((db) =>
	db
		.select()
		.from(tasks)
		.where(and(eq(tasks.id, sql.placeholder('taskId')), eq(tasks.accountId, sql.placeholder('accountId'))))
		.limit(1)
		.prepare(),
)

/**
 * Applies a dashboard or list action to one task and answers its state before
 * the change, so the page can offer Undo (a `restore` with that snapshot).
 * Finishing a task's last open step finishes the task; reopening a step
 * reopens it.
 */
export async function applyTaskAction(
	ctx: Ctx,
	{ accountId, taskId, userId, action }: { accountId: string; taskId: string; userId: string; action: TaskAction },
): Promise<{ before: TaskSnapshot; conflict?: { title: string } } | null> {
	const [task] = await taskQuery(ctx.db).all({ taskId, accountId })
	if (!task) return null
	const before: TaskSnapshot = { id: task.id, status: task.status, snoozedUntil: task.snoozedUntil, skipCount: task.skipCount }
	// A tick that says what the member saw (one queued offline) never overwrites someone else's change.
	if ((action.type === 'done' || action.type === 'reopen') && action.seenStatus) {
		const outcome = tickOutcome(action.seenStatus, action.type, task.status)
		if (outcome === 'conflict') return { before, conflict: { title: task.title } }
		if (outcome === 'already') return { before }
	}
	const today = await familyTodayFor(ctx, accountId)
	const at = ctx.now().getTime()

	const changes: Partial<Task> = (() => {
		switch (action.type) {
			case 'done':
				return { status: 'done', completedAt: at, completedByUserId: userId }
			case 'reopen':
				return { status: 'open', completedAt: null, completedByUserId: null }
			case 'skip':
				// Out of today's list, offered less often after this.
				return { snoozedUntil: addDays(today, 1), skipCount: task.skipCount + 1 }
			case 'snooze':
				return { snoozedUntil: addDays(today, action.days) }
			case 'restore':
				return {
					status: action.status,
					snoozedUntil: action.snoozedUntil,
					skipCount: action.skipCount,
					...(action.status === 'done' ? {} : { completedAt: null, completedByUserId: null }),
				}
		}
	})()
	await ctx.db.update(tasks).set(changes).where(and(eq(tasks.id, task.id), eq(tasks.accountId, accountId)))
	if (task.parentId && changes.status) {
		const parent = await settleParent(ctx, accountId, task.parentId, userId)
		if (parent?.finished && parent.task.recurrence) await scheduleNextOccurrence(ctx, parent.task, today)
	}
	if (action.type === 'done' && task.recurrence && task.status !== 'done') await scheduleNextOccurrence(ctx, task, today)
	return { before }
}

/** The day a repeating task comes back: a week on, or the same day next month (the month's last day at most). */
export function nextOccurrence(dueDate: IsoDay, recurrence: 'weekly' | 'monthly'): IsoDay {
	if (recurrence === 'weekly') return addDays(dueDate, 7)
	const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number]
	const nextYear = month === 12 ? year + 1 : year
	const nextMonth = month === 12 ? 1 : month + 1
	return isoDay(nextYear, nextMonth, Math.min(day, lastDayOfMonth(nextYear, nextMonth)))
}

/** Finishing a repeating task adds its next occurrence, once (Undo and redo do not stack copies). */
async function scheduleNextOccurrence(ctx: Ctx, task: Task, today: IsoDay) {
	const due = nextOccurrence(task.dueDate ?? today, task.recurrence!)
	const [existing] = await ctx.db
		.select({ id: tasks.id })
		.from(tasks)
		.where(and(eq(tasks.accountId, task.accountId), eq(tasks.title, task.title), eq(tasks.dueDate, due), eq(tasks.recurrence, task.recurrence!)))
		.limit(1)
	if (existing) return
	const steps = await ctx.db.select().from(tasks).where(and(eq(tasks.parentId, task.id), eq(tasks.accountId, task.accountId)))
	const [next] = await ctx.db.insert(tasks).values({
		accountId: task.accountId,
		title: task.title,
		notes: task.notes,
		category: task.category,
		owner: task.owner,
		priority: task.priority,
		minutes: task.minutes,
		dueDate: due,
		recurrence: task.recurrence,
		createdByUserId: task.createdByUserId,
		createdAt: ctx.now().getTime(),
	}).returning({ id: tasks.id })
	// The same steps, fresh, for the next time.
	if (steps.length) {
		await ctx.db.insert(tasks).values(
			steps.map((step) => ({ accountId: task.accountId, parentId: next!.id, title: step.title, minutes: step.minutes, category: step.category, owner: step.owner, priority: step.priority, dueDate: due, position: step.position, createdAt: ctx.now().getTime() })),
		)
	}
}

/** A task with steps is done exactly when all its steps are. Answers whether this just finished it. */
async function settleParent(ctx: Ctx, accountId: string, parentId: string, userId: string) {
	const [parent] = await ctx.db.select().from(tasks).where(and(eq(tasks.id, parentId), eq(tasks.accountId, accountId))).limit(1)
	if (!parent) return null
	const steps = await ctx.db
		.select({ status: tasks.status })
		.from(tasks)
		.where(and(eq(tasks.parentId, parentId), eq(tasks.accountId, accountId)))
	// Removed steps do not hold a task open; at least one step must really be done.
	const allDone = steps.some((step) => step.status === 'done') && steps.every((step) => step.status !== 'open')
	await ctx.db
		.update(tasks)
		.set(allDone ? { status: 'done', completedAt: ctx.now().getTime(), completedByUserId: userId } : { status: 'open', completedAt: null, completedByUserId: null })
		.where(and(eq(tasks.id, parentId), eq(tasks.accountId, accountId)))
	return { task: parent, finished: allDone && parent.status !== 'done' }
}

export interface TaskInput {
	title: string
	notes: string | null
	category: PlanCategory
	owner: 'student' | 'parent'
	dueDate: string | null
	minutes: number | null
	priority: 1 | 2 | 3
	recurrence?: 'weekly' | 'monthly' | null
}

export async function createTask(ctx: Ctx, { accountId, userId, input }: { accountId: string; userId: string; input: TaskInput }) {
	const [task] = await ctx.db
		.insert(tasks)
		.values({ accountId, ...input, startDate: null, createdByUserId: userId, createdAt: ctx.now().getTime() })
		.returning()
	return task!
}

export async function updateTask(ctx: Ctx, { accountId, taskId, input }: { accountId: string; taskId: string; input: TaskInput }) {
	const [task] = await ctx.db
		.update(tasks)
		.set(input)
		.where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId), isNull(tasks.parentId)))
		.returning()
	return task ?? null
}

/** Deletes a task and its steps. A library task deleted stays deleted: seeding never re-adds an id it has seen. */
export async function deleteTask(ctx: Ctx, { accountId, taskId }: { accountId: string; taskId: string }) {
	const [task] = await ctx.db
		.select({ templateId: tasks.templateId })
		.from(tasks)
		.where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId)))
		.limit(1)
	if (!task) return false
	if (task.templateId) {
		// Keep the row (so re-seeding skips it) but take it out of the plan.
		await ctx.db.update(tasks).set({ status: 'skipped' }).where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId)))
		return true
	}
	await ctx.db.delete(tasks).where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId)))
	return true
}

export function isPlanCategory(value: unknown): value is PlanCategory {
	return typeof value === 'string' && (planCategories as readonly string[]).includes(value)
}

/** Adds a step to a task (any task, library ones too); a finished task with a new step is open again. */
export async function addStep(ctx: Ctx, { accountId, parentId, userId, title, minutes }: { accountId: string; parentId: string; userId: string; title: string; minutes: number | null }) {
	const [parent] = await ctx.db
		.select()
		.from(tasks)
		.where(and(eq(tasks.id, parentId), eq(tasks.accountId, accountId), isNull(tasks.parentId)))
		.limit(1)
	if (!parent) return null
	const siblings = await ctx.db.select({ position: tasks.position }).from(tasks).where(and(eq(tasks.parentId, parentId), eq(tasks.accountId, accountId)))
	const [step] = await ctx.db
		.insert(tasks)
		.values({
			accountId,
			parentId,
			title,
			minutes,
			category: parent.category,
			owner: parent.owner,
			priority: parent.priority,
			startDate: parent.startDate,
			dueDate: parent.dueDate,
			position: Math.max(-1, ...siblings.map((sibling) => sibling.position)) + 1,
			createdByUserId: userId,
			createdAt: ctx.now().getTime(),
		})
		.returning()
	if (parent.status === 'done') await ctx.db.update(tasks).set({ status: 'open', completedAt: null, completedByUserId: null }).where(eq(tasks.id, parent.id))
	return step!
}

export const COMMENT_MAX = 1000

export async function addComment(ctx: Ctx, { accountId, taskId, userId, body }: { accountId: string; taskId: string; userId: string; body: string }) {
	const [task] = await ctx.db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId))).limit(1)
	if (!task) return null
	const [comment] = await ctx.db.insert(taskComments).values({ accountId, taskId, userId, body, createdAt: ctx.now().getTime() }).returning()
	return comment!
}

/** The comments on the account's tasks named (those a member opened), oldest first. */
export async function listComments(ctx: Pick<AppContext, 'db'>, accountId: string, taskIds: string[]) {
	if (taskIds.length === 0) return []
	return ctx.db
		.select()
		.from(taskComments)
		.where(and(eq(taskComments.accountId, accountId), inArray(taskComments.taskId, taskIds)))
		.orderBy(asc(taskComments.createdAt))
}
