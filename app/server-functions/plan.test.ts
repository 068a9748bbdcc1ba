import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTask } from '#app/features/plan/plan.server'
import { tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

let ctx: TestContext
let cookie: string
let accountId: string
let taskId: string
beforeAll(async () => {
	ctx = await createTestContext()
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	cookie = owner.cookie
	accountId = owner.accountId!
	taskId = (
		await createTask(ctx, {
			accountId,
			userId: owner.user.id,
			input: { title: 'Ask Ms. Rivera for a letter', notes: null, category: 'applications', owner: 'student', dueDate: '2026-12-01', minutes: 10, priority: 1 },
		})
	).id
})
afterAll(async () => {
	await ctx.cleanup()
})

async function call(data: unknown) {
	const request = new Request('http://localhost:3000/_serverFn/updateTaskStatus?createServerFn', {
		method: 'POST',
		body: JSON.stringify({ data }),
		headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
	})
	const response = await handleServerFnRequest({ request, id: 'updateTaskStatus', app: ctx, registry: serverFnRegistry })
	return { status: response.status, body: (await response.json()) as any }
}

test('updateTaskStatus marks done and answers the state before, for Undo', async () => {
	const done = await call({ accountId, taskId, intent: 'done' })
	expect(done).toEqual({ status: 200, body: { intent: 'done', before: { id: taskId, status: 'open', snoozedUntil: null, skipCount: 0 } } })
	const undo = await call({ accountId, taskId, intent: 'restore', ...done.body.before })
	expect(undo.body.before.status).toBe('done')
})

test('updateTaskStatus: 400 for an unknown intent or a bad snooze, 404 for a task that is not in the plan', async () => {
	expect((await call({ accountId, taskId, intent: 'explode' })).status).toBe(400)
	expect((await call({ accountId, taskId, intent: 'snooze', days: 400 })).status).toBe(400)
	const missing = await call({ accountId, taskId: 'nope', intent: 'done' })
	expect(missing.status).toBe(404)
	expect(missing.body.error.message).toBe('That task is no longer in this plan.')
})

test('updateTaskStatus: a queued tick on a task skipped meanwhile is a 409 naming the task, and the skip stays', async () => {
	await ctx.db.update(tasks).set({ status: 'skipped' }).where(eq(tasks.id, taskId))
	const refused = await call({ accountId, taskId, intent: 'done', seenStatus: 'open' })
	expect(refused).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: 'Ask Ms. Rivera for a letter was changed by someone else while you were offline; your tick was not applied — check it.' } } })
	const [row] = await ctx.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId))
	expect(row!.status).toBe('skipped')
	await ctx.db.update(tasks).set({ status: 'open' }).where(eq(tasks.id, taskId))
})
