import { and, asc, eq, sql } from 'drizzle-orm'
import { removeApplicationTasks, syncApplicationTask } from '#app/features/applications/applications.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, applications, colleges, listEntries } from '#app/lib/db/schema'
import { refreshPlan } from '#app/features/plan-engine/engine.server'
import { getStudentProfile } from '#app/features/student-profile/profile.server'
import { superscore } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'
import { MAX_LIST } from './college-list'
import type { StudentScores } from './fit'
import type { IncomeBracket } from './match'

// The student's college list.

/** The student's best scores for the fit rule: SAT and ACT superscores, the saved unweighted GPA. */
export async function studentScores(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<StudentScores> {
	const [records, profile] = await Promise.all([listTestRecords(ctx, accountId), getStudentProfile(ctx, accountId)])
	return { sat: superscore('SAT', records)?.total ?? null, act: superscore('ACT', records)?.total ?? null, gpa: profile.gpa?.unweighted ?? null }
}

export async function listCollegeEntries(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return ctx.db
		.select({ entry: listEntries, college: colleges })
		.from(listEntries)
		.innerJoin(colleges, eq(colleges.id, listEntries.collegeId))
		.where(eq(listEntries.accountId, accountId))
		.orderBy(asc(listEntries.createdAt))
}

/** The list with each application's deadline (the tracker keeps it; the list shows and sorts by it). */
export async function listCollegeEntriesWithDeadlines(ctx: Pick<AppContext, 'db'>, accountId: string) {
	return entriesWithDeadlinesQuery(ctx.db).all({ accountId })
}

/** The college list page's main read. */
const entriesWithDeadlinesQuery = preparedQuery((db) =>
	db
		.select({ entry: listEntries, college: colleges, deadline: applications.deadline })
		.from(listEntries)
		.innerJoin(colleges, eq(colleges.id, listEntries.collegeId))
		.leftJoin(applications, eq(applications.listEntryId, listEntries.id))
		.where(eq(listEntries.accountId, sql.placeholder('accountId')))
		.orderBy(asc(listEntries.createdAt))
		.prepare(),
)

export async function getIncomeBracket(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<IncomeBracket | null> {
	const [row] = await incomeBracketQuery(ctx.db).all({ accountId })
	return row?.incomeBracket ?? null
}

const incomeBracketQuery = preparedQuery((db) =>
	db.select({ incomeBracket: accounts.incomeBracket }).from(accounts).where(eq(accounts.id, sql.placeholder('accountId'))).limit(1).prepare(),
)

export async function setIncomeBracket(ctx: Pick<AppContext, 'db'>, accountId: string, incomeBracket: IncomeBracket | null) {
	await ctx.db.update(accounts).set({ incomeBracket }).where(eq(accounts.id, accountId))
}

export type AddResult = 'added' | 'already' | 'unknown' | 'full'

export async function addCollege(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, collegeId: string): Promise<AddResult> {
	const [college] = await ctx.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, collegeId)).limit(1)
	if (!college) return 'unknown'
	const current = await ctx.db.select({ id: listEntries.id }).from(listEntries).where(eq(listEntries.accountId, accountId))
	if (current.length >= MAX_LIST) return 'full'
	const inserted = await ctx.db.insert(listEntries).values({ accountId, collegeId, createdAt: ctx.now().getTime() }).onConflictDoNothing().returning({ id: listEntries.id })
	if (!inserted.length) return 'already'
	await refreshPlan(ctx, accountId)
	return 'added'
}

export async function updateCollegeEntry(
	ctx: Pick<AppContext, 'db' | 'now'>,
	accountId: string,
	entryId: string,
	{ deadline, ...changes }: Partial<Pick<typeof listEntries.$inferSelect, 'fitOverride' | 'status' | 'planType' | 'notes' | 'visits'>> & { deadline?: string | null },
) {
	const ofAccount = and(eq(listEntries.id, entryId), eq(listEntries.accountId, accountId))
	const [row] = Object.keys(changes).length
		? await ctx.db.update(listEntries).set(changes).where(ofAccount).returning()
		: await ctx.db.select().from(listEntries).where(ofAccount).limit(1)
	// The deadline lives on the application (the tracker's row), made here if there is none yet.
	if (row && deadline) {
		await ctx.db.insert(applications).values({ accountId, listEntryId: row.id, deadline }).onConflictDoUpdate({ target: applications.listEntryId, set: { deadline } })
	} else if (row && deadline === null) {
		await ctx.db.update(applications).set({ deadline: null }).where(eq(applications.listEntryId, row.id))
	}
	// The application's deadline task names the plan type and is done once submitted.
	if (row && (changes.status !== undefined || changes.planType !== undefined || deadline !== undefined)) await syncApplicationTask(ctx, accountId, row.id)
	// Status, plan type, deadline and fit feed the plan engine; notes and visits do not.
	if (row && (changes.status !== undefined || changes.planType !== undefined || changes.fitOverride !== undefined || deadline !== undefined)) await refreshPlan(ctx, accountId)
	return row ?? null
}

export async function removeCollegeEntry(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, entryId: string) {
	const removed = await ctx.db.delete(listEntries).where(and(eq(listEntries.id, entryId), eq(listEntries.accountId, accountId))).returning({ id: listEntries.id })
	if (!removed.length) return false
	await removeApplicationTasks(ctx, accountId, entryId)
	await refreshPlan(ctx, accountId)
	return true
}
