import { afterEach, beforeEach, expect, test } from 'vitest'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { listTasks } from './plan.server'
import { removeLinkedTask, syncLinkedTask } from './linked-tasks.server'

let ctx: TestContext
let accountId: string
beforeEach(async () => {
	ctx = await createTestContext()
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
})
afterEach(async () => {
	await ctx.cleanup()
})

const linked = async () => (await listTasks(ctx, accountId)).filter((task) => task.templateId?.startsWith('linked:'))

test('a deadline becomes one task, follows edits, is done with its source, and leaves when the date goes', async () => {
	const deadline = { key: 'application:a1', title: 'Submit the application to Reed College', dueDate: '2027-01-15', category: 'applications' as const, owner: 'student' as const }
	await syncLinkedTask(ctx, accountId, deadline)
	await syncLinkedTask(ctx, accountId, { ...deadline, dueDate: '2027-01-10' })
	let rows = await linked()
	expect(rows).toHaveLength(1)
	expect(rows[0]).toMatchObject({ dueDate: '2027-01-10', status: 'open', priority: 1 })

	await syncLinkedTask(ctx, accountId, { ...deadline, dueDate: '2027-01-10', done: true })
	rows = await linked()
	expect(rows[0]!.status).toBe('done')

	await syncLinkedTask(ctx, accountId, { ...deadline, dueDate: null })
	expect(await linked()).toHaveLength(1) // a finished task stays as the record
	await removeLinkedTask(ctx, accountId, deadline.key)
	expect(await linked()).toHaveLength(0)

	await syncLinkedTask(ctx, accountId, deadline)
	await syncLinkedTask(ctx, accountId, { ...deadline, dueDate: null })
	expect(await linked()).toHaveLength(0)
})
