import { and, eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { tasks } from '#app/lib/db/schema'
import type { PlanCategory } from '../../../content/plan/types'

// Deadlines kept elsewhere (an application, a scholarship, a recommendation)
// become tasks in the plan, so they get the plan's reminders, calendar feed
// and daily steps. Each is found again by its key in `templateId`
// ("linked:application:{id}"), which no library id can look like, so saving
// the deadline twice never makes two tasks.

type Ctx = Pick<AppContext, 'db' | 'now'>

export interface LinkedDeadline {
	/** Stable per source record, e.g. `application:${id}`. */
	key: string
	title: string
	/** YYYY-MM-DD; null takes the task out of the plan. */
	dueDate: string | null
	category: PlanCategory
	owner: 'student' | 'parent'
	link?: string | null
	notes?: string | null
	/** The source is finished (submitted, sent): the task is done too. */
	done?: boolean
}

export const linkedTaskKey = (key: string) => `linked:${key}`

export async function syncLinkedTask(ctx: Ctx, accountId: string, deadline: LinkedDeadline): Promise<void> {
	const templateId = linkedTaskKey(deadline.key)
	const where = and(eq(tasks.accountId, accountId), eq(tasks.templateId, templateId))
	if (!deadline.dueDate) {
		// Nothing to remind about; a finished task stays as the record of it.
		await ctx.db.delete(tasks).where(and(where, eq(tasks.status, 'open')))
		return
	}
	const fields = {
		title: deadline.title,
		dueDate: deadline.dueDate,
		category: deadline.category,
		owner: deadline.owner,
		link: deadline.link ?? null,
		notes: deadline.notes ?? null,
	}
	const status = deadline.done === undefined ? {} : deadline.done ? { status: 'done' as const, completedAt: ctx.now().getTime() } : { status: 'open' as const, completedAt: null }
	const [existing] = await ctx.db.select({ id: tasks.id, status: tasks.status }).from(tasks).where(where).limit(1)
	if (existing) {
		const statusChange = 'status' in status && status.status !== existing.status ? status : {}
		await ctx.db.update(tasks).set({ ...fields, ...statusChange }).where(eq(tasks.id, existing.id))
		return
	}
	await ctx.db.insert(tasks).values({ accountId, templateId, priority: 1, createdAt: ctx.now().getTime(), ...fields, ...status })
}

export async function removeLinkedTask(ctx: Pick<AppContext, 'db'>, accountId: string, key: string): Promise<void> {
	await ctx.db.delete(tasks).where(and(eq(tasks.accountId, accountId), eq(tasks.templateId, linkedTaskKey(key))))
}
