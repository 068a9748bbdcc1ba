import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { accounts, tasks } from '#app/lib/db/schema'
import { planCategories, type PlanCategory } from '../../../content/plan/types'
import { addDays, familyToday, type IsoDay } from './dates'
import { seedPlanForAccount } from './seed.server'

// An account's plan: reading it (one query), and every change a member makes
// to a task. Callers pass an accountId that came from an access check; every
// write is scoped by it, so a task id from another account changes nothing.

type Ctx = Pick<AppContext, 'db' | 'now'>
export type Task = typeof tasks.$inferSelect

/** Every task of the account, steps included, in a stable order. */
export async function listTasks(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<Task[]> {
	return ctx.db
		.select()
		.from(tasks)
		.where(eq(tasks.accountId, accountId))
		.orderBy(asc(tasks.dueDate), asc(tasks.priority), asc(tasks.position), asc(tasks.createdAt))
}

/** The family's today, and their plan, seeded first for accounts made before plans existed. */
export async function loadPlan(ctx: Ctx, accountId: string): Promise<{ today: IsoDay; timeZone: string; tasks: Task[] }> {
	const [account] = await ctx.db
		.select({ timeZone: accounts.timeZone, planVersion: accounts.planVersion, onboarded: accounts.onboardingCompletedAt })
		.from(accounts)
		.where(eq(accounts.id, accountId))
		.limit(1)
	if (!account) throw new Error(`No account ${accountId}`)
	if (account.planVersion === null && account.onboarded !== null) await seedPlanForAccount(ctx, accountId)
	return { today: familyToday(account.timeZone, ctx.now()), timeZone: account.timeZone, tasks: await listTasks(ctx, accountId) }
}

export type TaskAction =
	| { type: 'done' }
	| { type: 'reopen' }
	| { type: 'skip' }
	| { type: 'snooze'; days: number }
	| { type: 'restore'; status: Task['status']; snoozedUntil: string | null; skipCount: number }

export interface TaskSnapshot {
	id: string
	status: Task['status']
	snoozedUntil: string | null
	skipCount: number
}

/**
 * Applies a dashboard or list action to one task and answers its state before
 * the change, so the page can offer Undo (a `restore` with that snapshot).
 * Finishing a task's last open step finishes the task; reopening a step
 * reopens it.
 */
export async function applyTaskAction(
	ctx: Ctx,
	{ accountId, taskId, userId, action }: { accountId: string; taskId: string; userId: string; action: TaskAction },
): Promise<{ before: TaskSnapshot } | null> {
	const [task] = await ctx.db
		.select()
		.from(tasks)
		.where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId)))
		.limit(1)
	if (!task) return null
	const before: TaskSnapshot = { id: task.id, status: task.status, snoozedUntil: task.snoozedUntil, skipCount: task.skipCount }
	const [account] = await ctx.db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId)).limit(1)
	const today = familyToday(account?.timeZone ?? 'America/New_York', ctx.now())
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
	if (task.parentId && changes.status) await settleParent(ctx, accountId, task.parentId, userId)
	return { before }
}

/** A task with steps is done exactly when all its steps are. */
async function settleParent(ctx: Ctx, accountId: string, parentId: string, userId: string) {
	const steps = await ctx.db
		.select({ status: tasks.status })
		.from(tasks)
		.where(and(eq(tasks.parentId, parentId), eq(tasks.accountId, accountId)))
	const allDone = steps.length > 0 && steps.every((step) => step.status === 'done')
	await ctx.db
		.update(tasks)
		.set(allDone ? { status: 'done', completedAt: ctx.now().getTime(), completedByUserId: userId } : { status: 'open', completedAt: null, completedByUserId: null })
		.where(and(eq(tasks.id, parentId), eq(tasks.accountId, accountId)))
}

export interface TaskInput {
	title: string
	notes: string | null
	category: PlanCategory
	owner: 'student' | 'parent'
	dueDate: string | null
	minutes: number | null
	priority: 1 | 2 | 3
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
