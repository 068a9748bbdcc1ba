import { afterEach, beforeEach, expect, test } from 'vitest'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { addComment, addStep, applyTaskAction, createTask } from './plan.server'
import { parseTaskFilters } from './task-list'
import { loadTaskList } from './task-page.server'

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

const list = (query: string) => {
	const searchParams = new URLSearchParams(query)
	return loadTaskList(ctx, { accountId, filters: parseTaskFilters(searchParams), searchParams })
}

test('each task in the list has its steps counted; an opened one has its steps in order and its comments with their authors’ names', async () => {
	const essay = await createTask(ctx, { accountId, userId, input: { title: 'Draft the personal essay', notes: null, category: 'essays', owner: 'student', dueDate: '2026-12-01', minutes: 60, priority: 1 } })
	await createTask(ctx, { accountId, userId, input: { title: 'Visit the counselor', notes: null, category: 'family', owner: 'parent', dueDate: '2026-12-02', minutes: 30, priority: 2 } })
	const prompt = (await addStep(ctx, { accountId, parentId: essay.id, userId, title: 'Pick a prompt', minutes: 10 }))!
	const outline = (await addStep(ctx, { accountId, parentId: essay.id, userId, title: 'Outline the story', minutes: 20 }))!
	await applyTaskAction(ctx, { accountId, taskId: prompt.id, userId, action: { type: 'done' } })
	await addComment(ctx, { accountId, taskId: essay.id, userId, body: 'The summer job story, maybe?' })

	const closed = await list('')
	const rows = closed.groups.flatMap((group) => group.tasks)
	expect(rows.map((row) => [row.title, row.stepCount, row.stepsDone, row.details])).toEqual([
		['Draft the personal essay', 2, 1, null],
		['Visit the counselor', 0, 0, null],
	])

	const opened = (await list(`open=${essay.id}`)).groups.flatMap((group) => group.tasks)
	expect(opened[0]!.details).toMatchObject({
		steps: [
			{ id: prompt.id, title: 'Pick a prompt', minutes: 10, status: 'done' },
			{ id: outline.id, title: 'Outline the story', minutes: 20, status: 'open' },
		],
		comments: [{ body: 'The summer job story, maybe?', author: expect.stringMatching(/^User \d+$/) }],
	})
	expect(opened[1]!.details).toBeNull()
})
