import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { planEngineChanges, tasks } from '#app/lib/db/schema'
import { type IntentResult, intentError, intentOk } from '#app/lib/intent-result'

// What the plan engine did, for Settings (with Undo) and the dashboard's
// "what changed this week". Undo is the family's say over the engine: an
// undone addition is deleted and never added again, an undone move-up puts the
// priority back and the engine leaves that task alone from then on.

export type EngineChange = Awaited<ReturnType<typeof listEngineChanges>>[number]

/** The newest entries first, each with whether Undo still applies. */
export async function listEngineChanges(ctx: Pick<AppContext, 'db'>, accountId: string, limit = 30) {
	const rows = await ctx.db
		.select({
			id: planEngineChanges.id,
			kind: planEngineChanges.kind,
			ruleKey: planEngineChanges.ruleKey,
			title: planEngineChanges.title,
			reason: planEngineChanges.reason,
			undoneAt: planEngineChanges.undoneAt,
			createdAt: planEngineChanges.createdAt,
			taskStatus: tasks.status,
		})
		.from(planEngineChanges)
		.leftJoin(tasks, eq(tasks.id, planEngineChanges.taskId))
		.where(eq(planEngineChanges.accountId, accountId))
		.orderBy(desc(planEngineChanges.createdAt), desc(sql`${planEngineChanges}.rowid`))
		.limit(limit)
	return rows.map(({ taskStatus, ...row }) => ({ ...row, undo: undoAction(row.kind, row.undoneAt, taskStatus) }))
}

/** What the Undo button does for an entry, if it has one. */
export function undoAction(kind: string, undoneAt: number | null, taskStatus: string | null): 'undo' | 'dismiss' | null {
	if (undoneAt !== null) return null
	if (kind === 'added') return taskStatus === 'open' ? 'undo' : null
	if (kind === 'reprioritized') return taskStatus === null ? null : 'undo'
	if (kind === 'risk') return 'dismiss'
	return null
}

/** The week's entries for the dashboard, without the ones the family undid. */
export async function recentEngineChanges(ctx: Pick<AppContext, 'db'>, accountId: string, since: number) {
	return recentEngineChangesQuery(ctx.db).all({ accountId, since })
}

const recentEngineChangesQuery = preparedQuery((db) =>
	db
		.select({ id: planEngineChanges.id, kind: planEngineChanges.kind, ruleKey: planEngineChanges.ruleKey, title: planEngineChanges.title, reason: planEngineChanges.reason, createdAt: planEngineChanges.createdAt })
		.from(planEngineChanges)
		.where(and(eq(planEngineChanges.accountId, sql.placeholder('accountId')), gte(planEngineChanges.createdAt, sql.placeholder('since')), isNull(planEngineChanges.undoneAt)))
		.orderBy(desc(planEngineChanges.createdAt))
		.limit(20)
		.prepare(),
)

export async function undoPlanChange(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, changeId: string): Promise<IntentResult> {
	const [change] = await ctx.db
		.select({ id: planEngineChanges.id, kind: planEngineChanges.kind, taskId: planEngineChanges.taskId, title: planEngineChanges.title, before: planEngineChanges.before, undoneAt: planEngineChanges.undoneAt })
		.from(planEngineChanges)
		.where(and(eq(planEngineChanges.id, changeId), eq(planEngineChanges.accountId, accountId)))
		.limit(1)
	if (!change) return intentError(404, 'That change is not in this plan’s history.')
	if (change.undoneAt !== null) return intentOk('That change was already undone.')
	if (change.kind === 'removed') return intentError(400, 'Northstar took that task out because it no longer applies; there is nothing to undo.')
	const undone = ctx.db.update(planEngineChanges).set({ undoneAt: ctx.now().getTime() }).where(eq(planEngineChanges.id, change.id))
	const task = change.taskId ? and(eq(tasks.id, change.taskId), eq(tasks.accountId, accountId)) : undefined
	if (change.kind === 'added') {
		// A task the family already finished stays as their record; the engine still never adds it again.
		if (task) await ctx.db.batch([ctx.db.delete(tasks).where(and(task, eq(tasks.status, 'open'))), undone])
		else await undone
		return intentOk(`Removed “${change.title}”. Northstar will not add it again.`)
	}
	if (change.kind === 'reprioritized') {
		const priority = Number(change.before?.priority)
		if (task && Number.isInteger(priority) && priority >= 1 && priority <= 3) await ctx.db.batch([ctx.db.update(tasks).set({ priority }).where(task), undone])
		else await undone
		return intentOk(`“${change.title}” is back where it was. Northstar will leave its priority to you.`)
	}
	await undone
	return intentOk('Dismissed. Northstar will say so again only if the risk comes back after it clears.')
}
