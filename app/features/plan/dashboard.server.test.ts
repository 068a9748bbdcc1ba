import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listMembers } from '#app/features/accounts/members.server'
import { createTestAccount } from '#app/features/auth/test-bootstrap.server'
import { recentEngineChanges } from '#app/features/plan-engine/changes-log.server'
import { accounts, taskComments, tasks } from '#app/lib/db/schema'
import { mulberry32 } from '../../../tests/support/fuzz'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { recentChanges } from './changes'
import { dashboardSummary } from './dashboard'
import { CHANGES_WINDOW_MS, loadDashboard } from './dashboard.server'
import { addDays } from './dates'
import { createTask, listComments, loadPlan } from './plan.server'

// The dashboard reads a slice of the plan (dashboard.server.ts); it must show
// exactly what the pure summary shows over the whole plan, whatever the day,
// the hour (the family's day is not UTC's) and the state of the plan.

let ctx: TestContext
let accountId: string
let userId: string
let clock = new Date('2026-11-23T17:00:00Z').getTime()
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date(clock)
	;({ accountId, userId } = await createTestAccount(ctx, { studentName: 'Dana' }))
	const { tasks: plan } = await loadPlan(ctx, accountId)
	// A plan part-way through: finished, skipped and snoozed tasks and steps, custom tasks and comments.
	const random = mulberry32(23)
	const today = '2026-11-23'
	for (const task of plan) {
		const roll = random()
		const changes =
			roll < 0.25
				? { status: 'done' as const, completedAt: clock - Math.floor(random() * 20) * 86_400_000, completedByUserId: userId }
				: roll < 0.32
					? { status: 'skipped' as const }
					: roll < 0.4
						? { snoozedUntil: addDays(today, Math.floor(random() * 10) - 3), skipCount: Math.floor(random() * 3) }
						: roll < 0.5
							? { startDate: addDays(today, Math.floor(random() * 60) - 20) }
							: null
		if (changes) await ctx.db.update(tasks).set(changes).where(eq(tasks.id, task.id))
	}
	for (const [index, title] of ['Call the counselor', 'Tour the state school', 'Ask about the band scholarship'].entries()) {
		const task = await createTask(ctx, { accountId, userId, input: { title, notes: null, category: 'family', owner: 'parent', dueDate: addDays(today, index * 5 - 2), minutes: 10, priority: 2 } })
		await ctx.db.insert(taskComments).values([
			{ taskId: task.id, accountId, userId, body: `Comment on ${title}`, createdAt: clock - index * 3 * 86_400_000 },
			{ taskId: plan[index * 7]!.id, accountId, userId, body: 'An older note', createdAt: clock - 30 * 86_400_000 },
		])
	}
})
afterAll(async () => {
	await ctx.cleanup()
})

/** The dashboard as it was made before: the whole plan through the pure summary. */
async function fromWholePlan() {
	const plan = await loadPlan(ctx, accountId)
	const since = clock - CHANGES_WINDOW_MS
	const titles = new Map(plan.tasks.map((task) => [task.id, task.title]))
	const [comments, { members }, engine] = await Promise.all([listComments(ctx, accountId, plan.tasks.map((task) => task.id)), listMembers(ctx, accountId), recentEngineChanges(ctx, accountId, since)])
	return {
		today: plan.today,
		summary: dashboardSummary(plan.tasks, { today: plan.today, accountId }),
		changes: recentChanges({
			tasks: plan.tasks,
			comments: comments.map((comment) => ({ ...comment, taskTitle: titles.get(comment.taskId) ?? 'a task' })),
			engine,
			names: new Map(members.map((member) => [member.userId, member.name || member.email])),
			since,
		}),
	}
}

const moments = [
	['a weekday afternoon', '2026-11-23T17:00:00Z', 'America/New_York'],
	['late evening on the west coast (already tomorrow in UTC)', '2026-11-24T06:30:00Z', 'America/Los_Angeles'],
	['early morning in Guam (still yesterday in UTC)', '2026-11-24T15:30:00Z', 'Pacific/Guam'],
	['the last evening of a school year', '2027-08-01T03:00:00Z', 'America/Chicago'],
	['the first morning of the next', '2027-08-01T14:00:00Z', 'America/Chicago'],
	['mid-spring, weeks ahead', '2027-03-15T12:00:00Z', 'Pacific/Pago_Pago'],
] as const

test.each(moments)('the dashboard shows what the whole plan gives, on %s', async (_name, at, timeZone) => {
	clock = new Date(at).getTime()
	await ctx.db.update(accounts).set({ timeZone }).where(eq(accounts.id, accountId))
	const expected = await fromWholePlan()
	expect(expected.summary.microTasks.length + expected.summary.deadlines.length).toBeGreaterThan(0)
	expect(await loadDashboard(ctx, accountId)).toEqual(expected)
})

test('it reads a slice of the plan, not all of it', async () => {
	clock = new Date('2026-11-23T17:00:00Z').getTime()
	const client = ctx.client
	const execute = client.execute.bind(client)
	const batch = client.batch.bind(client)
	let rows = 0
	client.batch = async (...args: Parameters<typeof client.batch>) => {
		const results = await batch(...args)
		rows += results.reduce((sum, result) => sum + result.rows.length, 0)
		return results
	}
	client.execute = (async (...args: Parameters<typeof client.execute>) => {
		const result = await execute(...args)
		rows += result.rows.length
		return result
	}) as typeof client.execute
	try {
		await loadDashboard(ctx, accountId)
	} finally {
		Object.assign(client, { execute, batch })
	}
	const planSize = (await ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.accountId, accountId))).length
	expect(planSize).toBeGreaterThan(200)
	expect(rows).toBeLessThan(planSize / 2)
})

test('an account with no class year to plan from answers with an empty plan, instead of seeding forever', async () => {
	const { accountId: yearless } = await createTestAccount(ctx, { studentName: 'No year' })
	await ctx.db.update(accounts).set({ graduationYear: null, planVersion: null }).where(eq(accounts.id, yearless))
	const loaded = await Promise.race([loadDashboard(ctx, yearless), new Promise((resolve) => setTimeout(() => resolve('still seeding'), 3000))])
	expect(loaded).not.toBe('still seeding')
}, 10_000)
