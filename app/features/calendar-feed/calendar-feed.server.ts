import { and, eq, isNull } from 'drizzle-orm'
import { nanoid } from 'nanoid'
import { visibleSections } from '#app/features/accounts/permissions'
import { testLabel } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'
import type { AppContext } from '#app/lib/app-context'
import { sha256Hex } from '#app/lib/crypto'
import { accounts, calendarFeeds, memberships, tasks } from '#app/lib/db/schema'
import { planToIcs } from './calendar-feed'

// Secret calendar URLs, one active per member and student: the token is shown
// once and only its hash is stored; a new one or "stop sharing" revokes the
// old. The feed shows what the member may see today, so a narrowed share
// narrows the calendar too.

export function feedUrl(baseUrl: string, token: string) {
	return `${baseUrl}/calendar/${token}.ics`
}

export async function activeFeed(ctx: Pick<AppContext, 'db'>, accountId: string, userId: string) {
	const [feed] = await ctx.db
		.select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
		.from(calendarFeeds)
		.where(and(eq(calendarFeeds.accountId, accountId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
		.limit(1)
	return feed ?? null
}

export async function revokeFeeds(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, userId: string) {
	await ctx.db
		.update(calendarFeeds)
		.set({ revokedAt: ctx.now().getTime() })
		.where(and(eq(calendarFeeds.accountId, accountId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
}

/** A fresh secret URL for this member; any earlier one stops working. */
export async function createFeed(ctx: Pick<AppContext, 'db' | 'now' | 'env'>, accountId: string, userId: string): Promise<string> {
	await revokeFeeds(ctx, accountId, userId)
	const token = nanoid(40)
	await ctx.db.insert(calendarFeeds).values({ accountId, userId, tokenHash: await sha256Hex(token) })
	return feedUrl(ctx.env.BASE_URL, token)
}

/** The .ics for a token, or null when the token is unknown, revoked, or its member lost access to the plan. */
export async function calendarForToken(ctx: Pick<AppContext, 'db' | 'now' | 'env'>, token: string): Promise<string | null> {
	if (!/^[\w-]{40}$/.test(token)) return null
	const [feed] = await ctx.db
		.select({ id: calendarFeeds.id, accountId: calendarFeeds.accountId, userId: calendarFeeds.userId, revokedAt: calendarFeeds.revokedAt })
		.from(calendarFeeds)
		.where(eq(calendarFeeds.tokenHash, await sha256Hex(token)))
		.limit(1)
	if (!feed || feed.revokedAt !== null) return null
	const [membership] = await ctx.db
		.select({ sections: memberships.sections })
		.from(memberships)
		.where(and(eq(memberships.accountId, feed.accountId), eq(memberships.userId, feed.userId)))
		.limit(1)
	if (!membership) return null
	const sections = visibleSections(membership)
	if (!sections.includes('tasks')) return null
	const [account] = await ctx.db
		.select({ studentName: accounts.studentName })
		.from(accounts)
		.where(eq(accounts.id, feed.accountId))
		.limit(1)
	const rows = await ctx.db
		.select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, status: tasks.status, why: tasks.why, parentId: tasks.parentId })
		.from(tasks)
		.where(eq(tasks.accountId, feed.accountId))
	await ctx.db.update(calendarFeeds).set({ lastFetchedAt: ctx.now().getTime() }).where(eq(calendarFeeds.id, feed.id))
	return planToIcs({
		studentName: account!.studentName,
		tasks: rows.filter((row) => row.parentId === null && row.dueDate !== null).map((row) => ({ ...row, dueDate: row.dueDate! })),
		tests: sections.includes('tests')
			? (await listTestRecords(ctx, feed.accountId))
					.filter((record) => record.status !== 'taken')
					.map((record) => ({ test: testLabel(record), date: record.date }))
			: [],
		planUrl: `${ctx.env.BASE_URL}/a/${feed.accountId}/tasks`,
		stamp: ctx.now(),
	})
}
