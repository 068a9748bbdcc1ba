import { and, desc, eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { auditLog, users } from '#app/lib/db/schema'

/** Writes who did what to whom, and when (DESIGN.md §5: every grant and change). */
export async function writeAudit(
	ctx: Pick<AppContext, 'db' | 'now'>,
	entry: {
		actorUserId: string | null
		accountId: string | null
		action: string
		targetType?: string
		targetId?: string
		details?: Record<string, unknown>
	},
) {
	await ctx.db.insert(auditLog).values({ ...entry, createdAt: ctx.now().getTime() })
}

export async function listAudit(ctx: Pick<AppContext, 'db'>, accountId: string, limit = 100) {
	return ctx.db
		.select({
			id: auditLog.id,
			action: auditLog.action,
			targetType: auditLog.targetType,
			targetId: auditLog.targetId,
			details: auditLog.details,
			createdAt: auditLog.createdAt,
			actorEmail: users.email,
			actorName: users.name,
		})
		.from(auditLog)
		.leftJoin(users, eq(users.id, auditLog.actorUserId))
		.where(and(eq(auditLog.accountId, accountId)))
		.orderBy(desc(auditLog.createdAt))
		.limit(limit)
}
