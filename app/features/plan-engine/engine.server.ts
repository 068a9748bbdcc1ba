import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { scoreBandColumns } from '#app/features/colleges/catalog.server'
import { familyToday } from '#app/features/plan/dates'
import { superscore } from '#app/features/test-scores/tests'
import type { AppContext } from '#app/lib/app-context'
import { accounts, applications, colleges, listEntries, planEngineChanges, recommendationRequests, recommendations, studentProfiles, tasks, testRecords } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import { type EngineOp, engineTemplateId, type PlanSnapshot, planEngine } from './rules'

// The plan engine's I/O: read a snapshot of the account (five queries, side
// by side), let the pure rules decide, then write every change and its log
// entry in one batch (one transaction). It runs after each write that can
// change the plan and once a day for every onboarded account; it has no
// off switch (spec §1 FAQ), only Undo per change in Settings.

export type EngineCtx = Pick<AppContext, 'db' | 'now'> & { reportError?: AppContext['reportError'] }

export async function loadPlanSnapshot(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string): Promise<PlanSnapshot | null> {
	const [[account], collegeRows, tests, taskRows, log] = await Promise.all([
		ctx.db
			.select({ timeZone: accounts.timeZone, gpa: studentProfiles.gpa })
			.from(accounts)
			.leftJoin(studentProfiles, eq(studentProfiles.accountId, accounts.id))
			.where(eq(accounts.id, accountId))
			.limit(1),
		ctx.db
			.select({
				collegeId: listEntries.collegeId,
				name: colleges.name,
				status: listEntries.status,
				planType: listEntries.planType,
				fitOverride: listEntries.fitOverride,
				deadline: applications.deadline,
				aidPriorityDeadline: applications.aidPriorityDeadline,
				cssProfileRequired: applications.cssProfileRequired,
				...scoreBandColumns,
				admissionRate: colleges.admissionRate,
				lettersRequested: sql<number>`(select count(*) from ${recommendationRequests} inner join ${recommendations} on ${recommendations.id} = ${recommendationRequests.recommendationId} where ${recommendations.accountId} = ${accountId} and ${recommendationRequests.collegeId} = ${listEntries.collegeId})`,
			})
			.from(listEntries)
			.innerJoin(colleges, eq(colleges.id, listEntries.collegeId))
			.leftJoin(applications, eq(applications.listEntryId, listEntries.id))
			.where(eq(listEntries.accountId, accountId))
			.orderBy(asc(listEntries.createdAt)),
		ctx.db
			.select({ id: testRecords.id, test: testRecords.test, subject: testRecords.subject, date: testRecords.date, registrationDeadline: testRecords.registrationDeadline, status: testRecords.status, scores: testRecords.scores })
			.from(testRecords)
			.where(eq(testRecords.accountId, accountId))
			.orderBy(asc(testRecords.date)),
		// Top-level tasks the rules look at: open ones, and the engine's own whatever their state.
		ctx.db
			.select({ id: tasks.id, templateId: tasks.templateId, title: tasks.title, why: tasks.why, dueDate: tasks.dueDate, priority: tasks.priority, status: tasks.status })
			.from(tasks)
			.where(and(eq(tasks.accountId, accountId), isNull(tasks.parentId), or(eq(tasks.status, 'open'), sql`${tasks.templateId} like 'linked:engine:%'`))),
		ctx.db
			.select({ kind: planEngineChanges.kind, ruleKey: planEngineChanges.ruleKey, title: planEngineChanges.title, undoneAt: planEngineChanges.undoneAt })
			.from(planEngineChanges)
			.where(eq(planEngineChanges.accountId, accountId))
			// rowid keeps one run's entries (same millisecond) in the order they were written.
			.orderBy(asc(planEngineChanges.createdAt), asc(sql`rowid`)),
	])
	if (!account) return null
	return {
		accountId,
		today: familyToday(account.timeZone, ctx.now()),
		student: { sat: superscore('SAT', tests)?.total ?? null, act: superscore('ACT', tests)?.total ?? null, gpa: account.gpa?.unweighted ?? null },
		colleges: collegeRows.map(({ satRw25, satRw75, satMath25, satMath75, act25, act75, admissionRate, cssProfileRequired, lettersRequested, ...college }) => ({
			...college,
			cssProfileRequired: cssProfileRequired ?? false,
			lettersRequested: Number(lettersRequested),
			scores: { satRw25, satRw75, satMath25, satMath75, act25, act75, admissionRate },
		})),
		tests,
		tasks: taskRows,
		log,
	}
}

/** Recomputes the account's plan now and answers what it changed. */
export async function runPlanEngine(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string): Promise<EngineOp[]> {
	const snapshot = await loadPlanSnapshot(ctx, accountId)
	if (!snapshot) return []
	const ops = planEngine(snapshot)
	await applyOps(ctx, accountId, ops)
	return ops
}

/**
 * For the write paths (a college, application, aid date or test changed): the
 * family's save has already happened and must not fail because of the engine,
 * so an engine error is reported and the next run puts things right.
 */
export async function refreshPlan(ctx: EngineCtx, accountId: string): Promise<void> {
	try {
		await runPlanEngine(ctx, accountId)
	} catch (error) {
		ctx.reportError?.(error, { task: 'plan-engine', accountId })
	}
}

/** The daily run over every onboarded account; one account's failure does not stop the others. */
export async function runPlanEngineForAll(ctx: Pick<AppContext, 'db' | 'now'>): Promise<{ accounts: number; changes: number }> {
	const rows = await ctx.db.select({ id: accounts.id }).from(accounts).where(isNotNull(accounts.onboardingCompletedAt))
	const failures: string[] = []
	let changes = 0
	for (const { id } of rows) {
		try {
			changes += (await runPlanEngine(ctx, id)).length
		} catch (error) {
			failures.push(`${id}: ${String(error)}`)
		}
	}
	if (failures.length) throw new Error(`Plan engine failed for ${failures.length} of ${rows.length} accounts: ${failures.slice(0, 5).join('; ')}`)
	return { accounts: rows.length, changes }
}

async function applyOps(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, ops: EngineOp[]) {
	if (ops.length === 0) return
	const { db } = ctx
	const now = ctx.now().getTime()
	const scoped = (taskId: string) => and(eq(tasks.id, taskId), eq(tasks.accountId, accountId))
	const log = (entry: Omit<typeof planEngineChanges.$inferInsert, 'accountId' | 'createdAt'>) => db.insert(planEngineChanges).values({ accountId, createdAt: now, ...entry })
	const queries: BatchItem<'sqlite'>[] = []
	for (const op of ops) {
		switch (op.type) {
			case 'add': {
				const { task } = op
				const id = createId()
				queries.push(
					db.insert(tasks).values({
						id,
						accountId,
						templateId: engineTemplateId(task.key),
						title: task.title,
						why: task.reason,
						category: task.category,
						owner: task.owner,
						dueDate: task.dueDate,
						link: task.link,
						priority: 1,
						createdAt: now,
					}),
					log({ kind: 'added', ruleKey: task.key, taskId: id, title: task.title, reason: task.reason }),
				)
				break
			}
			case 'update':
				queries.push(db.update(tasks).set({ title: op.task.title, why: op.task.reason, dueDate: op.task.dueDate, link: op.task.link }).where(scoped(op.taskId)))
				break
			case 'complete':
				queries.push(db.update(tasks).set({ status: 'done', completedAt: now }).where(and(scoped(op.taskId), eq(tasks.status, 'open'))))
				break
			case 'remove':
				queries.push(
					db.delete(tasks).where(and(scoped(op.taskId), eq(tasks.status, 'open'))),
					log({ kind: 'removed', ruleKey: op.key, title: op.title, reason: op.reason }),
				)
				break
			case 'bump':
				queries.push(
					db.update(tasks).set({ priority: 1 }).where(scoped(op.bump.taskId)),
					log({ kind: 'reprioritized', ruleKey: op.bump.key, taskId: op.bump.taskId, title: op.bump.title, reason: op.bump.reason, before: { priority: op.bump.from } }),
				)
				break
			case 'risk':
				queries.push(log({ kind: 'risk', ruleKey: op.risk.key, title: op.risk.title, reason: op.risk.reason }))
				break
			case 'clear':
				queries.push(log({ kind: 'removed', ruleKey: op.key, title: op.title, reason: op.reason }))
				break
		}
	}
	const [first, ...rest] = queries
	await db.batch([first!, ...rest])
}
