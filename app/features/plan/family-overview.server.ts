import { and, eq, inArray } from 'drizzle-orm'
import { visibleSections } from '#app/features/accounts/permissions'
import type { AppContext } from '#app/lib/app-context'
import { accounts, memberships, tasks } from '#app/lib/db/schema'
import { addDays, familyToday } from './dates'

// The family overview (/dashboard, DECISIONS.md "Family view"): for each
// student the member may see the plan of, this week's work, the next
// deadline, and what changed since the member last looked. Looking resets it.

export interface StudentWeek {
	accountId: string
	dueThisWeek: Array<{ id: string; title: string; dueDate: string; overdue: boolean }>
	nextDeadline: { title: string; dueDate: string } | null
	since: { done: number; added: number; firstVisit: boolean }
}

export async function familyOverview(ctx: Pick<AppContext, 'db' | 'now'>, userId: string, accountIds: string[]): Promise<Map<string, StudentWeek>> {
	if (accountIds.length === 0) return new Map()
	const [rows, members, families] = await Promise.all([
		ctx.db
			.select({ id: tasks.id, accountId: tasks.accountId, parentId: tasks.parentId, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate, completedAt: tasks.completedAt, completedByUserId: tasks.completedByUserId, createdAt: tasks.createdAt, createdByUserId: tasks.createdByUserId, templateId: tasks.templateId })
			.from(tasks)
			.where(inArray(tasks.accountId, accountIds)),
		ctx.db
			.select({ accountId: memberships.accountId, sections: memberships.sections, lastSeenAt: memberships.lastSeenAt })
			.from(memberships)
			.where(and(eq(memberships.userId, userId), inArray(memberships.accountId, accountIds))),
		ctx.db.select({ id: accounts.id, timeZone: accounts.timeZone }).from(accounts).where(inArray(accounts.id, accountIds)),
	])
	const overview = new Map<string, StudentWeek>()
	for (const member of members) {
		if (!visibleSections(member).includes('tasks')) continue
		const today = familyToday(families.find((family) => family.id === member.accountId)?.timeZone ?? 'America/New_York', ctx.now())
		const own = rows.filter((row) => row.accountId === member.accountId)
		const open = own.filter((row) => row.parentId === null && row.status === 'open' && row.dueDate !== null).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))
		const since = member.lastSeenAt ?? 0
		const later = open.find((row) => row.dueDate! > addDays(today, 7))
		overview.set(member.accountId, {
			accountId: member.accountId,
			dueThisWeek: open.filter((row) => row.dueDate! <= addDays(today, 7)).map((row) => ({ id: row.id, title: row.title, dueDate: row.dueDate!, overdue: row.dueDate! < today })),
			nextDeadline: later ? { title: later.title, dueDate: later.dueDate! } : null,
			since: {
				done: own.filter((row) => row.status === 'done' && (row.completedAt ?? 0) > since && row.completedByUserId !== userId).length,
				added: own.filter((row) => row.templateId === null && row.createdAt > since && row.createdByUserId !== userId).length,
				firstVisit: member.lastSeenAt === null,
			},
		})
	}
	await ctx.db
		.update(memberships)
		.set({ lastSeenAt: ctx.now().getTime() })
		.where(and(eq(memberships.userId, userId), inArray(memberships.accountId, accountIds)))
	return overview
}
