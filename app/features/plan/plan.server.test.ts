import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { accounts, tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { addComment, addStep, applyTaskAction, createTask, listComments, listSteps, loadPlan, loadPlanOutline, loadPlanOutlineWithSteps, nextOccurrence, readTaskDetails } from './plan.server'

let ctx: TestContext
let accountId: string
let userId: string
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	accountId = owner.accountId!
	userId = owner.user.id
})
afterEach(async () => {
	await ctx.cleanup()
})

const make = (title: string, extra: Partial<Parameters<typeof createTask>[1]['input']> = {}) =>
	createTask(ctx, { accountId, userId, input: { title, notes: null, category: 'family', owner: 'parent', dueDate: '2026-11-30', minutes: 30, priority: 2, ...extra } })

test('steps: added in order, they inherit the due date, and finish the task when all are done', async () => {
	const task = await make('Plan the campus visit')
	const first = (await addStep(ctx, { accountId, parentId: task.id, userId, title: 'Pick two dates', minutes: 10 }))!
	const second = (await addStep(ctx, { accountId, parentId: task.id, userId, title: 'Book the tour', minutes: 15 }))!
	expect([first.position, second.position]).toEqual([0, 1])
	expect(second.dueDate).toBe('2026-11-30')
	await applyTaskAction(ctx, { accountId, taskId: first.id, userId, action: { type: 'done' } })
	await applyTaskAction(ctx, { accountId, taskId: second.id, userId, action: { type: 'done' } })
	expect((await ctx.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.status).toBe('done')
	// A new step on a finished task opens it again.
	await addStep(ctx, { accountId, parentId: task.id, userId, title: 'Send the thank-you note', minutes: 10 })
	expect((await ctx.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.status).toBe('open')
	expect(await addStep(ctx, { accountId, parentId: second.id, userId, title: 'A step of a step', minutes: 5 })).toBeNull()
})

test('a repeating task comes back a week or a month on when finished, once', async () => {
	expect(nextOccurrence('2026-11-30', 'weekly')).toBe('2026-12-07')
	expect(nextOccurrence('2027-01-31', 'monthly')).toBe('2027-02-28')
	expect(nextOccurrence('2026-12-15', 'monthly')).toBe('2027-01-15')
	const weekly = await make('Weekly college check-in', { recurrence: 'weekly' })
	await applyTaskAction(ctx, { accountId, taskId: weekly.id, userId, action: { type: 'done' } })
	await applyTaskAction(ctx, { accountId, taskId: weekly.id, userId, action: { type: 'reopen' } })
	await applyTaskAction(ctx, { accountId, taskId: weekly.id, userId, action: { type: 'done' } })
	const copies = await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, accountId), eq(tasks.title, 'Weekly college check-in')))
	expect(copies.map((copy) => [copy.dueDate, copy.status]).sort()).toEqual([
		['2026-11-30', 'done'],
		['2026-12-07', 'open'],
	])
})

test('comments belong to a task of the account', async () => {
	const task = await make('Ask for the recommendation')
	await addComment(ctx, { accountId, taskId: task.id, userId, body: 'Asked Ms. Park on Monday; she said yes.' })
	const [other] = await ctx.db.insert(accounts).values({ studentName: 'Other' }).returning()
	expect(await addComment(ctx, { accountId: other!.id, taskId: task.id, userId, body: 'Not mine' })).toBeNull()
	expect((await listComments(ctx, accountId, [task.id])).map((comment) => comment.body)).toEqual(['Asked Ms. Park on Monday; she said yes.'])
	// Task ids come from the address (`?open=`): another account asking for them reads nothing.
	expect(await listComments(ctx, other!.id, [task.id])).toEqual([])
	expect(await readTaskDetails(ctx, other!.id, [task.id])).toEqual(new Map())
})

test("the plan's outline: its top-level tasks in the plan's order, with what the list shows and their steps counted; the long fields and the steps are read for the tasks named", async () => {
	const essay = await make('Draft the personal essay', { dueDate: '2026-12-01' })
	await make('Visit the counselor', { dueDate: null })
	const prompt = (await addStep(ctx, { accountId, parentId: essay.id, userId, title: 'Pick a prompt', minutes: 10 }))!
	const outlineStep = (await addStep(ctx, { accountId, parentId: essay.id, userId, title: 'Outline it', minutes: 20 }))!
	await applyTaskAction(ctx, { accountId, taskId: prompt.id, userId, action: { type: 'done' } })
	await ctx.db.update(tasks).set({ why: 'It carries your voice.', how: ['Pick a story', 'Write it badly first'], link: 'https://www.commonapp.org' }).where(eq(tasks.id, essay.id))
	const plan = await loadPlan(ctx, accountId)
	const outline = await loadPlanOutlineWithSteps(ctx, accountId)
	expect(plan.tasks).toHaveLength(4)
	const listed = ['id', 'templateId', 'title', 'notes', 'category', 'owner', 'priority', 'minutes', 'dueDate', 'recurrence', 'status'] as const
	const counted = { [essay.id]: { stepCount: 2, stepsDone: 1 } }
	expect(outline).toEqual({
		...plan,
		tasks: plan.tasks.filter((task) => !task.parentId).map((task) => ({ ...Object.fromEntries(listed.map((column) => [column, task[column]])), ...(counted[task.id] ?? { stepCount: 0, stepsDone: 0 }) })),
	})
	// The calendar's outline: the same tasks, without the counts it does not show.
	expect(await loadPlanOutline(ctx, accountId)).toEqual({ ...outline, tasks: outline.tasks.map(({ stepCount: _, stepsDone: __, ...task }) => task) })
	const details = await readTaskDetails(ctx, accountId, [essay.id, 'not-a-task'])
	expect([...details]).toEqual([[essay.id, { why: 'It carries your voice.', how: ['Pick a story', 'Write it badly first'], link: 'https://www.commonapp.org' }]])
	expect(await readTaskDetails(ctx, accountId, [])).toEqual(new Map())
	expect(await listSteps(ctx, accountId, [essay.id])).toEqual([
		{ id: prompt.id, parentId: essay.id, title: 'Pick a prompt', minutes: 10, status: 'done' },
		{ id: outlineStep.id, parentId: essay.id, title: 'Outline it', minutes: 20, status: 'open' },
	])
	// Task ids come from the address (`?open=`): another account asking for them reads nothing.
	const [other] = await ctx.db.insert(accounts).values({ studentName: 'Other' }).returning()
	expect(await listSteps(ctx, other!.id, [essay.id])).toEqual([])
	expect(await listSteps(ctx, accountId, [])).toEqual([])
})
