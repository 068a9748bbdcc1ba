import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { QueryProvider } from '#app/components/query-provider'
import { tasks } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as dashboard from './dashboard'

// The dashboard's action answers the step buttons' posts made without
// JavaScript: one answer shape, the task as it was for Undo, ids parsed by
// the schema, and a task of another family not found.

const origin = 'http://localhost:3000'
let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
let taskId: string
let theirTaskId: string

beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	stranger = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const [mine] = await ctx.db.insert(tasks).values({ accountId: owner.accountId!, title: 'Email the counselor', category: 'applications', owner: 'student', minutes: 10 }).returning({ id: tasks.id })
	const [theirs] = await ctx.db.insert(tasks).values({ accountId: stranger.accountId!, title: 'Their task', category: 'family', owner: 'parent' }).returning({ id: tasks.id })
	taskId = mine!.id
	theirTaskId = theirs!.id
})
afterAll(() => ctx.cleanup())

const post = (fields: Record<string, string>) =>
	settle(() => dashboard.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/dashboard`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie: owner.cookie, origin } }), { accountId: owner.accountId! })))
const status = async () => (await ctx.db.select({ status: tasks.status, snoozedUntil: tasks.snoozedUntil }).from(tasks).where(eq(tasks.id, taskId)))[0]

test('Done answers what happened and the task as it was; Undo posts it back', async () => {
	const done = await post({ intent: 'done', taskId, days: '7' })
	expect(done).toMatchObject({ status: 200, data: { ok: true, intent: 'done', message: 'Done — nice work.', before: { id: taskId, status: 'open', snoozedUntil: null, skipCount: 0 } } })
	expect(await status()).toMatchObject({ status: 'done' })

	// Without JavaScript the answer is shown with Undo as a form carrying that state.
	const loaderData = (await settle(() => dashboard.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/dashboard`, { headers: { cookie: owner.cookie } }), { accountId: owner.accountId! })))).data
	const props = { loaderData, actionData: done.data, params: { accountId: owner.accountId! }, matches: [] } as never
	// The account layout gives its pages TanStack Query.
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(QueryProvider, null, createElement(dashboard.default, props)) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/'] }))
	expect(html).toContain('<input type="hidden" name="intent" value="restore"/>')
	expect(html).toContain(`<input type="hidden" name="taskId" value="${taskId}"/>`)
	expect(html).toContain('<input type="hidden" name="snoozedUntil" value=""/>')

	expect(await post({ intent: 'restore', taskId, status: 'open', snoozedUntil: '', skipCount: '0' })).toMatchObject({ status: 200, data: { ok: true, intent: 'restore', message: 'Undone.' } })
	expect(await status()).toMatchObject({ status: 'open', snoozedUntil: null })
	expect(await post({ intent: 'snooze', taskId, days: '7' })).toMatchObject({ status: 200, data: { ok: true, message: 'Snoozed for 7 days.' } })
})

test('a missing or malformed id is a 400, another family’s task a 404, an unknown intent a 400', async () => {
	expect(await post({ intent: 'done' })).toMatchObject({ status: 400, data: { ok: false, intent: 'done', message: 'That action was not understood. Reload the page and try again.' } })
	expect((await post({ intent: 'snooze', taskId, days: 'forever' })).status).toBe(400)
	expect((await post({ intent: 'restore', taskId, status: 'gone', skipCount: '0' })).status).toBe(400)
	expect(await post({ intent: 'done', taskId: theirTaskId })).toMatchObject({ status: 404, data: { ok: false, message: 'That task is no longer in this plan.' } })
	expect((await ctx.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, theirTaskId)))[0]).toEqual({ status: 'open' })
	expect((await post({ intent: 'launch', taskId })).status).toBe(400)
})

test('without JavaScript too, a tick carrying what was seen is refused by name when the task changed meanwhile', async () => {
	await ctx.db.update(tasks).set({ status: 'skipped' }).where(eq(tasks.id, taskId))
	expect(await post({ intent: 'done', taskId, seenStatus: 'open' })).toMatchObject({
		status: 409,
		data: { ok: false, intent: 'done', message: 'Email the counselor was changed by someone else while you were offline; your tick was not applied — check it.' },
	})
	expect(await status()).toMatchObject({ status: 'skipped' })
	await ctx.db.update(tasks).set({ status: 'open' }).where(eq(tasks.id, taskId))
})
