import { and, count, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { accounts, tasks } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { planLibrary } from '../../../content/plan'
import { applyTaskAction, createTask, deleteTask, listTasks, loadPlan } from './plan.server'
import { seedPlanForAccount } from './seed.server'

let ctx: TestContext
let accountId: string
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	const [account] = await ctx.db
		.insert(accounts)
		.values({ studentName: 'Sam', graduationYear: 2027, testPlans: [{ test: 'SAT', date: '2026-12-05' }], concerns: [], onboardingCompletedAt: Date.now() })
		.returning()
	accountId = account!.id
})
afterEach(async () => {
	await ctx.cleanup()
})

test('a senior’s plan: this year’s and the summer’s tasks with their steps, nothing from earlier years; seeding twice adds nothing', async () => {
	const added = await seedPlanForAccount(ctx, accountId)
	expect(added).toBeGreaterThan(10)
	const rows = await listTasks(ctx, accountId)
	const topLevel = rows.filter((row) => !row.parentId)
	expect(topLevel.every((row) => /^(g12|summer)-/.test(row.templateId!))).toBe(true)
	expect(topLevel.every((row) => row.dueDate! >= '2026-11-23')).toBe(true)
	expect(rows.some((row) => row.parentId)).toBe(true)
	// PSAT-only tasks are out for a family that plans the SAT only.
	const psatOnly = planLibrary.tasks.filter((task) => task.onlyIf?.tests?.length === 1 && task.onlyIf.tests[0] === 'PSAT').map((task) => task.id)
	expect(topLevel.some((row) => psatOnly.includes(row.templateId!))).toBe(false)
	expect(await seedPlanForAccount(ctx, accountId)).toBe(0)
	expect((await listTasks(ctx, accountId)).length).toBe(rows.length)
	const [account] = await ctx.db.select({ planVersion: accounts.planVersion }).from(accounts).where(eq(accounts.id, accountId))
	expect(account!.planVersion).toBe(planLibrary.version)
})

test('an onboarded account from before plans gets its plan on first load', async () => {
	const plan = await loadPlan(ctx, accountId)
	expect(plan.today).toBe('2026-11-23')
	expect(plan.tasks.length).toBeGreaterThan(10)
})

test('finishing every step finishes the task; undo restores the state before', async () => {
	await seedPlanForAccount(ctx, accountId)
	const rows = await listTasks(ctx, accountId)
	const parent = rows.find((row) => rows.some((step) => step.parentId === row.id))!
	const steps = rows.filter((row) => row.parentId === parent.id)
	const user = null as unknown as string
	for (const step of steps) await applyTaskAction(ctx, { accountId, taskId: step.id, userId: user, action: { type: 'done' } })
	const [afterAll] = await ctx.db.select().from(tasks).where(eq(tasks.id, parent.id))
	expect(afterAll!.status).toBe('done')
	const last = steps.at(-1)!
	const result = await applyTaskAction(ctx, { accountId, taskId: last.id, userId: user, action: { type: 'reopen' } })
	expect(result!.before.status).toBe('done')
	const [reopened] = await ctx.db.select().from(tasks).where(eq(tasks.id, parent.id))
	expect(reopened!.status).toBe('open')

	const skip = await applyTaskAction(ctx, { accountId, taskId: last.id, userId: user, action: { type: 'skip' } })
	const [skipped] = await ctx.db.select().from(tasks).where(eq(tasks.id, last.id))
	expect(skipped).toMatchObject({ skipCount: 1, snoozedUntil: '2026-11-24' })
	await applyTaskAction(ctx, { accountId, taskId: last.id, userId: user, action: { type: 'restore', ...skip!.before } })
	const [restored] = await ctx.db.select().from(tasks).where(eq(tasks.id, last.id))
	expect(restored).toMatchObject({ skipCount: 0, snoozedUntil: null, status: 'open' })
})

test('another account’s task id changes nothing', async () => {
	const [other] = await ctx.db.insert(accounts).values({ studentName: 'Other' }).returning()
	const task = await createTask(ctx, {
		accountId: other!.id,
		userId: null as unknown as string,
		input: { title: 'Theirs', notes: null, category: 'family', owner: 'parent', dueDate: null, minutes: 10, priority: 2 },
	})
	expect(await applyTaskAction(ctx, { accountId, taskId: task.id, userId: null as unknown as string, action: { type: 'done' } })).toBeNull()
	expect(await deleteTask(ctx, { accountId, taskId: task.id })).toBe(false)
	const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, task.id))
	expect(row!.status).toBe('open')
})

test('deleting a library task keeps it out of the plan for good; a custom one is removed', async () => {
	await seedPlanForAccount(ctx, accountId)
	const [library] = await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, accountId), isNull(tasks.parentId), isNotNull(tasks.templateId))).limit(1)
	await deleteTask(ctx, { accountId, taskId: library!.id })
	await ctx.db.update(accounts).set({ planVersion: null }).where(eq(accounts.id, accountId))
	await seedPlanForAccount(ctx, accountId)
	const [again] = await ctx.db.select().from(tasks).where(eq(tasks.id, library!.id))
	expect(again!.status).toBe('skipped')
	const custom = await createTask(ctx, {
		accountId,
		userId: null as unknown as string,
		input: { title: 'Call Aunt Jo about the visit', notes: null, category: 'family', owner: 'parent', dueDate: '2026-12-01', minutes: 10, priority: 2 },
	})
	expect(await deleteTask(ctx, { accountId, taskId: custom.id })).toBe(true)
	const [{ n }] = (await ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.id, custom.id))) as [{ n: number }]
	expect(n).toBe(0)
})
