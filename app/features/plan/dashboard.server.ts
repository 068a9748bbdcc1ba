import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { listCurrentMembers } from '#app/features/accounts/members.server'
import { recentEngineChanges } from '#app/features/plan-engine/changes-log.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { taskComments, tasks } from '#app/lib/db/schema'
import { recentChanges } from './changes'
import { dashboardSummary, type ProgressCount, schoolYearEnd } from './dashboard'
import { addDays, familyToday } from './dates'
import { LOOKAHEAD_DAYS } from './micro-tasks'
import { readPlanAccount } from './plan.server'
import { seedPlanForAccount } from './seed.server'

// The dashboard's reads. A plan holds a few hundred tasks over four years,
// and the dashboard shows today's steps, this week's deadlines, progress
// counts and the last 7 days: so it reads only the open tasks that could be
// started soon (with their steps), the open library ids, the counts and the
// recent activity, all at once (one round-trip), never the whole plan.
// dashboard.server.test.ts checks it against dashboardSummary over the whole plan.

type Ctx = Pick<AppContext, 'db' | 'now'>

const DAY_MS = 86_400_000
/** "What changed" covers the last 7 days. */
export const CHANGES_WINDOW_MS = 7 * DAY_MS

// The dashboard's reads, built into SQL once (app/lib/db/prepared.ts): the values are placeholders.
const accountIdPlaceholder = sql.placeholder('accountId')
const sincePlaceholder = sql.placeholder('since')
// The order listTasks gives: ties in the dashboard's sorts fall the same way.
const planOrder = [asc(tasks.dueDate), asc(tasks.priority), asc(tasks.position), asc(tasks.createdAt), asc(tasks.id)]
/** Open top-level tasks that could start soon, or are due soon. */
const soon = and(
	eq(tasks.accountId, accountIdPlaceholder),
	eq(tasks.status, 'open'),
	isNull(tasks.parentId),
	or(lte(tasks.startDate, sql.placeholder('startsBy')), isNull(tasks.startDate), lte(tasks.dueDate, sql.placeholder('dueBy'))),
)
const inYear = (end: string) => sql<number>`sum(case when ${tasks.dueDate} is null or ${tasks.dueDate} <= ${sql.placeholder(end)} then 1 else 0 end)`

/** The soon tasks and their open steps. */
const windowQuery = preparedQuery((db) =>
	db
		.select({
			id: tasks.id,
			parentId: tasks.parentId,
			templateId: tasks.templateId,
			title: tasks.title,
			status: tasks.status,
			minutes: tasks.minutes,
			priority: tasks.priority,
			position: tasks.position,
			startDate: tasks.startDate,
			dueDate: tasks.dueDate,
			snoozedUntil: tasks.snoozedUntil,
			skipCount: tasks.skipCount,
			dependsOn: tasks.dependsOn,
			category: tasks.category,
			owner: tasks.owner,
			link: tasks.link,
		})
		.from(tasks)
		.where(and(eq(tasks.accountId, accountIdPlaceholder), eq(tasks.status, 'open'), or(soon, inArray(tasks.parentId, db.select({ id: tasks.id }).from(tasks).where(soon)))))
		.orderBy(...planOrder)
		.prepare(),
)

/** Of the open library ids, only those some task depends on matter. */
const awaitedTemplatesQuery = preparedQuery((db) =>
	db
		.selectDistinct({ templateId: tasks.templateId })
		.from(tasks)
		.where(
			and(
				eq(tasks.accountId, accountIdPlaceholder),
				eq(tasks.status, 'open'),
				isNotNull(tasks.templateId),
				sql`${tasks.templateId} in (select dependency.value from ${tasks} as waiting, json_each(waiting.depends_on) as dependency where waiting.account_id = ${accountIdPlaceholder} and waiting.depends_on is not null)`,
			),
		)
		.prepare(),
)

/** Top-level tasks by category and status, counted to the end of either school year the family's today may be in. */
const progressQuery = preparedQuery((db) =>
	db
		.select({ category: tasks.category, status: tasks.status, early: inYear('earlyYearEnd'), late: inYear('lateYearEnd') })
		.from(tasks)
		.where(and(eq(tasks.accountId, accountIdPlaceholder), isNull(tasks.parentId), ne(tasks.status, 'skipped')))
		.groupBy(tasks.category, tasks.status)
		.prepare(),
)

/** What recentChanges reports: steps and tasks finished, and tasks the family added. */
const changedQuery = preparedQuery((db) =>
	db
		.select({
			title: tasks.title,
			parentId: tasks.parentId,
			templateId: tasks.templateId,
			status: tasks.status,
			completedAt: tasks.completedAt,
			completedByUserId: tasks.completedByUserId,
			createdAt: tasks.createdAt,
			createdByUserId: tasks.createdByUserId,
		})
		.from(tasks)
		.where(
			and(
				eq(tasks.accountId, accountIdPlaceholder),
				or(
					and(eq(tasks.status, 'done'), gte(tasks.completedAt, sincePlaceholder)),
					and(isNull(tasks.templateId), isNull(tasks.parentId), isNotNull(tasks.createdByUserId), gte(tasks.createdAt, sincePlaceholder)),
				),
			),
		)
		.orderBy(...planOrder)
		.prepare(),
)

const commentsQuery = preparedQuery((db) =>
	db
		.select({ taskTitle: tasks.title, body: taskComments.body, userId: taskComments.userId, createdAt: taskComments.createdAt })
		.from(taskComments)
		.innerJoin(tasks, eq(tasks.id, taskComments.taskId))
		.where(and(eq(taskComments.accountId, accountIdPlaceholder), gte(taskComments.createdAt, sincePlaceholder)))
		.orderBy(asc(taskComments.createdAt))
		.prepare(),
)

export async function loadDashboard(ctx: Ctx, accountId: string) {
	const now = ctx.now()
	// The family's today is unknown until their time zone is read, and reading
	// it first would cost a round-trip: every US zone's today is within a day
	// of UTC's, so the reads cover both neighbours and the pure code then
	// works with the real day.
	const utcToday = now.toISOString().slice(0, 10)
	const latest = addDays(utcToday, 1)
	const yearEnds = [schoolYearEnd(addDays(utcToday, -1)), schoolYearEnd(latest)] as const
	const since = now.getTime() - CHANGES_WINDOW_MS
	const values = { accountId, since, startsBy: addDays(latest, LOOKAHEAD_DAYS), dueBy: addDays(latest, 7), earlyYearEnd: yearEnds[0], lateYearEnd: yearEnds[1] }

	const [account, window, templates, counts, changed, comments, members, engine] = await Promise.all([
		readPlanAccount(ctx, accountId),
		windowQuery(ctx.db).all(values),
		awaitedTemplatesQuery(ctx.db).all(values),
		progressQuery(ctx.db).all(values),
		changedQuery(ctx.db).all(values),
		commentsQuery(ctx.db).all(values),
		listCurrentMembers(ctx, accountId),
		recentEngineChanges(ctx, accountId, since),
	])
	// A plan yet to be seeded is seeded, then read again — only when seeding added tasks:
	// an account with no class year cannot be seeded, and asking again would never end.
	if (account.needsSeeding && (await seedPlanForAccount(ctx, accountId)) > 0) return loadDashboard(ctx, accountId)

	const today = familyToday(account.timeZone, now)
	const yearEnd = schoolYearEnd(today)
	const progress: ProgressCount[] = counts.map((row) => ({
		category: row.category,
		status: row.status,
		count: Number(yearEnd === yearEnds[0] ? row.early : row.late),
	}))
	return {
		today,
		summary: dashboardSummary(window, {
			today,
			accountId,
			openTemplates: new Set(templates.map((row) => row.templateId!)),
			progress,
		}),
		changes: recentChanges({
			tasks: changed,
			comments,
			engine,
			names: new Map(members.map((member) => [member.userId, member.name || member.email])),
			since,
		}),
	}
}
