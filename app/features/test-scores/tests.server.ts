import { and, asc, eq, sql } from 'drizzle-orm'
import { refreshPlan } from '#app/features/plan-engine/engine.server'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { accounts, testRecords } from '#app/lib/db/schema'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import { familyToday } from '#app/features/plan/dates'
import { familyTimeZone } from '#app/features/plan/plan.server'
import { superscore, type TestForm, type TestsForm, testTotal, upcomingTests } from './tests'

// The student's test records. The test dates a family gave at onboarding
// become planned records the first time the list is read (once: the unique
// index makes a second import a no-op).

export type TestRecord = typeof testRecords.$inferSelect

export async function listTestRecords(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<TestRecord[]> {
	// The onboarding's planned tests are read alongside (one round-trip), for a first visit.
	const [rows, [account]] = await Promise.all([testRecordsQuery(ctx.db).all({ accountId }), testPlansQuery(ctx.db).all({ accountId })])
	if (rows.length) return rows
	const planned = (account?.testPlans ?? []).filter((plan) => /^\d{4}-\d{2}-\d{2}$/.test(plan.date) && ['PSAT', 'SAT', 'ACT', 'AP'].includes(plan.test))
	if (planned.length === 0) return rows
	await ctx.db
		.insert(testRecords)
		.values(planned.map((plan) => ({ accountId, test: plan.test as TestRecord['test'], subject: plan.test === 'AP' ? 'To choose' : '', date: plan.date, status: 'planned' as const })))
		.onConflictDoNothing()
	return testRecordsQuery(ctx.db).all({ accountId })
}

const testRecordsQuery = preparedQuery((db) =>
	db.select().from(testRecords).where(eq(testRecords.accountId, sql.placeholder('accountId'))).orderBy(asc(testRecords.date)).prepare(),
)

const testPlansQuery = preparedQuery((db) =>
	db.select({ testPlans: accounts.testPlans }).from(accounts).where(eq(accounts.id, sql.placeholder('accountId'))).limit(1).prepare(),
)

/** Saves a test record; a date, registration deadline, status or score can change the plan, so the engine runs after. */
export async function saveTestRecord(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, input: TestForm, id?: string) {
	const [row] = id
		? await ctx.db
				.update(testRecords)
				.set(input)
				.where(and(eq(testRecords.id, id), eq(testRecords.accountId, accountId)))
				.returning()
		: await ctx.db.insert(testRecords).values({ accountId, ...input }).onConflictDoNothing().returning()
	if (row) await refreshPlan(ctx, accountId)
	return row ?? null
}

export async function deleteTestRecord(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, id: string) {
	const removed = await ctx.db.delete(testRecords).where(and(eq(testRecords.id, id), eq(testRecords.accountId, accountId))).returning({ id: testRecords.id })
	if (removed.length) await refreshPlan(ctx, accountId)
	return removed.length > 0
}

/** The tests page: what is coming up, the scores by sitting, and the SAT and ACT superscores. */
export async function loadTestsPage(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string) {
	const [timeZone, records] = await Promise.all([familyTimeZone(ctx, accountId), listTestRecords(ctx, accountId)])
	const today = familyToday(timeZone, ctx.now())
	return {
		today,
		upcoming: upcomingTests(records, today),
		taken: records
			.filter((record) => record.status === 'taken')
			.sort((a, b) => b.date.localeCompare(a.date))
			.map((record) => ({ ...record, total: testTotal(record.test, record.scores) })),
		superscores: { SAT: superscore('SAT', records), ACT: superscore('ACT', records) },
	}
}

/** The tests page's writes, parsed (TestsFormSchema). */
export async function handleTestsIntent(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, input: TestsForm): Promise<FormAnswer> {
	if (input.intent === 'delete') {
		return (await deleteTestRecord(ctx, accountId, input.id)) ? formOk(input.intent, 'Test removed.') : formError(404, input.intent, 'That test is no longer here.')
	}
	const { intent, ...test } = input
	if (!(await saveTestRecord(ctx, accountId, test))) return formError(409, intent, 'That test is already on the list for that date.', { reply: { fieldErrors: { date: ['That test is already on the list for that date.'] } } })
	return formOk(intent, `${test.test}${test.subject ? ` ${test.subject}` : ''} saved.`, { reply: { resetForm: true } })
}
