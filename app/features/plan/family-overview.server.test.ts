import { afterEach, beforeEach, expect, test } from 'vitest'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { familyOverview } from './family-overview.server'
import { applyTaskAction, createTask } from './plan.server'

let ctx: TestContext
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
})
afterEach(async () => {
	await ctx.cleanup()
})

test('each student’s week, the next deadline, and what others changed since the last look', async () => {
	const [parent] = await ctx.db.insert(users).values({ email: 'p@example.com', name: 'P' }).returning()
	const [student] = await ctx.db.insert(users).values({ email: 's@example.com', name: 'S' }).returning()
	const [ella] = await ctx.db.insert(accounts).values({ studentName: 'Ella' }).returning()
	const [noah] = await ctx.db.insert(accounts).values({ studentName: 'Noah' }).returning()
	await ctx.db.insert(memberships).values([
		{ accountId: ella!.id, userId: parent!.id, role: 'owner' },
		{ accountId: noah!.id, userId: parent!.id, role: 'counselor', sections: ['colleges'] },
		{ accountId: ella!.id, userId: student!.id, role: 'student' },
	])
	const add = (title: string, dueDate: string, by: string) =>
		createTask(ctx, { accountId: ella!.id, userId: by, input: { title, notes: null, category: 'applications', owner: 'student', dueDate, minutes: 10, priority: 2 } })
	await add('Overdue thing', '2026-11-20', parent!.id)
	const soon = await add('Soon thing', '2026-11-26', parent!.id)
	await add('Later thing', '2026-12-15', parent!.id)

	const first = await familyOverview(ctx, parent!.id, [ella!.id, noah!.id])
	expect(first.has(noah!.id)).toBe(false) // the plan is not shared with this member
	const week = first.get(ella!.id)!
	expect(week.dueThisWeek.map((task) => [task.title, task.overdue])).toEqual([
		['Overdue thing', true],
		['Soon thing', false],
	])
	expect(week.nextDeadline).toEqual({ title: 'Later thing', dueDate: '2026-12-15' })
	expect(week.since.firstVisit).toBe(true)

	// The student finishes one task and adds another; the parent's next look says so, once.
	ctx.now = () => new Date('2026-11-24T17:00:00Z')
	await applyTaskAction(ctx, { accountId: ella!.id, taskId: soon.id, userId: student!.id, action: { type: 'done' } })
	await add('Ask about the portfolio', '2026-12-01', student!.id)
	ctx.now = () => new Date('2026-11-24T18:00:00Z')
	expect((await familyOverview(ctx, parent!.id, [ella!.id])).get(ella!.id)!.since).toEqual({ done: 1, added: 1, firstVisit: false })
	ctx.now = () => new Date('2026-11-24T19:00:00Z')
	expect((await familyOverview(ctx, parent!.id, [ella!.id])).get(ella!.id)!.since).toEqual({ done: 0, added: 0, firstVisit: false })
})
