import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTask } from '#app/features/plan/plan.server'
import type { TasksActionResult } from '#app/features/plan/task-page'
import { tasks } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as tasksPage from './tasks'

// The tasks page as a family uses it: both views from the URL, every intent
// through the one union (errors at their fields, ids checked by the schema),
// the undo of a status change, and the forms as the server renders them.

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-10-15T16:00:00Z')
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	stranger = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
})
afterAll(async () => {
	await ctx.cleanup()
})

type Page = Awaited<ReturnType<typeof tasksPage.loader>>
const page = async (query = '') => (await settle(() => tasksPage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/tasks${query}`, { headers: { cookie: owner.cookie } }), { accountId: owner.accountId! })))).data as Page
const listOf = (loaded: Page) => (loaded.view === 'list' ? loaded : expect.unreachable('the list view'))
const post = async (body: Record<string, string>) => {
	const answer = await settle(() => tasksPage.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/tasks`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie: owner.cookie, origin } }), { accountId: owner.accountId! })))
	return answer as { status: number; data: TasksActionResult & { result?: { error?: Record<string, string[]>; initialValue?: unknown } } }
}
const render = (loaderData: Page, actionData?: TasksActionResult) => {
	const props = { loaderData, actionData, params: { accountId: owner.accountId! }, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(tasksPage.default, props) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] })).replace(/<!-- -->/g, '')
}
const taskNamed = async (title: string) => (await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, owner.accountId!), eq(tasks.title, title))))[0]!

test('a custom task: errors at its fields, added, edited through ?edit=, and the edit form only for custom tasks', async () => {
	const invalid = await post({ intent: 'create', title: 'x', category: 'applications', owner: 'student', minutes: '900' })
	expect(invalid.status).toBe(400)
	expect(invalid.data).toMatchObject({ ok: false, intent: 'create' })
	expect(invalid.data.message).toBeUndefined()
	expect(invalid.data.result!.error).toMatchObject({ title: ['Give the task a title of at least 3 characters.'], minutes: ['At most 600 minutes; split a bigger task in two.'] })

	const added = await post({ intent: 'create', title: 'Email Coach Lee', category: 'applications', owner: 'student', dueDate: '2026-10-20', minutes: '10', priority: '1' })
	expect(added).toMatchObject({ status: 200, data: { ok: true, intent: 'create', message: 'Task added.' } })
	// The add form is emptied after a success.
	expect(added.data.result).toMatchObject({ initialValue: null })
	const task = await taskNamed('Email Coach Lee')

	const list = listOf(await page(`?edit=${task.id}`))
	expect(list.groups.map((group) => group.group)).toEqual(['this-week'])
	expect(list.editing).toMatchObject({ id: task.id, title: 'Email Coach Lee', custom: true, minutes: 10, priority: 1 })
	const html = render(list)
	expect(html).toContain(`id="edit-task-${task.id}"`)
	expect(html).toContain('Save task')

	const noId = await post({ intent: 'update', title: 'Email Coach Lee today', category: 'applications', owner: 'student' })
	expect(noId).toMatchObject({ status: 400, data: { ok: false, intent: 'update', message: 'That task is no longer in this plan.' } })
	const saved = await post({ intent: 'update', taskId: task.id, title: 'Email Coach Lee today', category: 'family', owner: 'parent', priority: '2' })
	expect(saved).toMatchObject({ status: 200, data: { ok: true, message: 'Task saved.', taskId: task.id } })
	expect(saved.data.result).toBeUndefined()
	expect(await taskNamed('Email Coach Lee today')).toMatchObject({ category: 'family', owner: 'parent', dueDate: null })

	// Another family's task id changes nothing.
	const theirs = await createTask(ctx, { accountId: stranger.accountId!, userId: stranger.user.id, input: { title: 'Their task', notes: null, category: 'family', owner: 'parent', dueDate: null, minutes: null, priority: 2 } })
	expect(await post({ intent: 'update', taskId: theirs.id, title: 'Taken over', category: 'family', owner: 'parent' })).toMatchObject({ status: 404, data: { ok: false, message: 'That task is no longer in this plan.' } })
	expect(await post({ intent: 'comment', taskId: theirs.id, body: 'Hello' })).toMatchObject({ status: 404 })
	expect((await ctx.db.select().from(tasks).where(eq(tasks.id, theirs.id)))[0]!.title).toBe('Their task')

	// A library task is not edited here, whatever ?edit= says.
	const [library] = await ctx.db.insert(tasks).values({ accountId: owner.accountId!, templateId: 'lib-visit', title: 'Visit a campus', category: 'family', owner: 'parent', dueDate: '2026-11-01' }).returning()
	expect(listOf(await page(`?edit=${library!.id}`)).editing).toBeNull()
})

test('steps and comments: errors at their fields for that task only, then added and shown', async () => {
	const task = await createTask(ctx, { accountId: owner.accountId!, userId: owner.user.id, input: { title: 'Weekly check-in', notes: null, category: 'family', owner: 'parent', dueDate: '2026-10-16', minutes: null, priority: 2, recurrence: 'weekly' } })

	const badStep = await post({ intent: 'add-step', taskId: task.id, title: 'x', minutes: '90' })
	expect(badStep).toMatchObject({ status: 400, data: { ok: false, intent: 'add-step', taskId: task.id } })
	expect(badStep.data.result!.error).toMatchObject({ title: ['Name the step in at least 3 characters.'], minutes: ['Keep a step to an hour at most; split it if it is longer.'] })
	// The step form is in the task's details, opened by `?open=` (the form posts to the page's own URL, so they stay open).
	const html = render(await page(`?open=${task.id}`), badStep.data)
	expect(html).toContain('Name the step in at least 3 characters.')
	expect(html).toContain(`<label for="step-${task.id}-title"`)
	// Only the opened task's details are on the page, its error with them.
	expect(html.match(/id="task-[^"]+-details"/g)).toEqual([`id="task-${task.id}-details"`])
	expect(html.match(/Name the step in at least 3 characters\./g)).toHaveLength(1)

	expect(await post({ intent: 'add-step', taskId: task.id, title: 'Look at deadlines together', minutes: '10' })).toMatchObject({ status: 200, data: { ok: true, message: 'Step added.', taskId: task.id } })
	const emptyComment = await post({ intent: 'comment', taskId: task.id, body: '  ' })
	expect(emptyComment).toMatchObject({ status: 400, data: { ok: false, intent: 'comment' } })
	expect(emptyComment.data.result!.error).toMatchObject({ body: ['Write a comment.'] })
	expect(await post({ intent: 'comment', taskId: task.id, body: 'Sunday evenings work best.' })).toMatchObject({ status: 200, data: { ok: true, message: 'Comment added.' } })

	const closed = listOf(await page()).groups.flatMap((group) => group.tasks).find((each) => each.id === task.id)!
	expect(closed).toMatchObject({ stepCount: 1, stepsDone: 0, details: null })
	expect(render(await page())).not.toContain('Comment on “Weekly check-in”')
	const row = listOf(await page(`?open=${task.id}`)).groups.flatMap((group) => group.tasks).find((each) => each.id === task.id)!
	expect(row.details!.steps).toMatchObject([{ title: 'Look at deadlines together', minutes: 10, status: 'open' }])
	expect(row.details!.comments).toMatchObject([{ body: 'Sunday evenings work best.', author: owner.user.name }])
	expect(render(await page(`?open=${task.id}`))).toContain('Comment on “Weekly check-in”')
})

test('status changes with undo, the intents the union does not know, and removing tasks', async () => {
	const task = await createTask(ctx, { accountId: owner.accountId!, userId: owner.user.id, input: { title: 'Order transcripts', notes: null, category: 'applications', owner: 'student', dueDate: '2026-10-30', minutes: null, priority: 2 } })
	expect(await post({ intent: 'done', taskId: task.id })).toMatchObject({ status: 200, data: { ok: true, intent: 'done', message: 'Done — nice work.' } })
	expect((await taskNamed('Order transcripts')).status).toBe('done')
	expect(await post({ intent: 'restore', taskId: task.id, status: 'open', snoozedUntil: '', skipCount: '0' })).toMatchObject({ status: 200, data: { message: 'Undone.' } })
	expect((await taskNamed('Order transcripts')).status).toBe('open')

	expect(await post({ intent: 'snooze', taskId: task.id })).toMatchObject({ status: 400, data: { ok: false, intent: 'snooze', message: 'That action was not understood.' } })
	expect(await post({ intent: 'done' })).toMatchObject({ status: 400, data: { ok: false, message: 'That action was not understood.' } })
	expect(await post({ intent: 'done', taskId: 'x'.repeat(41) })).toMatchObject({ status: 400 })
	expect(await post({ intent: 'archive', taskId: task.id })).toMatchObject({ status: 400, data: { code: 'unknown_intent' } })

	expect(await post({ intent: 'delete', taskId: task.id })).toMatchObject({ status: 200, data: { ok: true, message: 'Removed from the plan.' } })
	expect(await ctx.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([])
	expect(await post({ intent: 'delete', taskId: task.id })).toMatchObject({ status: 404 })
	// A library task removed stays in the database, out of the plan, listed under "Removed".
	const library = await taskNamed('Visit a campus')
	expect(await post({ intent: 'delete', taskId: library.id })).toMatchObject({ status: 200 })
	expect(listOf(await page('?status=removed')).groups.flatMap((group) => group.tasks.map((each) => each.title))).toEqual(['Visit a campus'])
})

test('a tick carrying what the member saw (queued offline) is refused, by name, when someone changed the task meanwhile; the server keeps their change', async () => {
	const task = await createTask(ctx, { accountId: owner.accountId!, userId: owner.user.id, input: { title: 'Ask Ms. Ortiz for a letter', notes: null, category: 'applications', owner: 'student', dueDate: '2026-10-28', minutes: 15, priority: 2 } })
	// Seen open, still open: applied.
	expect(await post({ intent: 'done', taskId: task.id, seenStatus: 'open' })).toMatchObject({ status: 200, data: { ok: true, message: 'Done — nice work.' } })
	// Seen done and already open again by someone else: nothing to overwrite, nothing changes.
	await ctx.db.update(tasks).set({ status: 'open' }).where(eq(tasks.id, task.id))
	expect(await post({ intent: 'reopen', taskId: task.id, seenStatus: 'done' })).toMatchObject({ status: 200, data: { ok: true } })
	// Seen open, skipped by someone else meanwhile: 409 with the task's name, and the skip stays.
	await ctx.db.update(tasks).set({ status: 'skipped' }).where(eq(tasks.id, task.id))
	const refused = await post({ intent: 'done', taskId: task.id, seenStatus: 'open' })
	expect(refused).toMatchObject({ status: 409, data: { ok: false, intent: 'done', taskId: task.id, message: 'Ask Ms. Ortiz for a letter was changed by someone else while you were offline; your tick was not applied — check it.' } })
	expect((await taskNamed('Ask Ms. Ortiz for a letter')).status).toBe('skipped')
	// A status the union does not know is a 400, not a crash.
	expect((await post({ intent: 'done', taskId: task.id, seenStatus: 'lost' })).status).toBe(400)
	// Without what was seen (a tick made online, or before this change), the tick applies as before.
	expect(await post({ intent: 'done', taskId: task.id })).toMatchObject({ status: 200, data: { ok: true } })
	expect((await taskNamed('Ask Ms. Ortiz for a letter')).status).toBe('done')
})

test('the list comes a page at a time (?page=), each task’s details opened by a link; the calendar shows ?month= without the list', async () => {
	for (let i = 1; i <= 25; i++) {
		await createTask(ctx, { accountId: owner.accountId!, userId: owner.user.id, input: { title: `Later task ${i}`, notes: null, category: 'testing', owner: 'student', dueDate: `2027-01-${String(i).padStart(2, '0')}`, minutes: null, priority: 2 } })
	}
	const first = listOf(await page('?category=testing'))
	expect(first).toMatchObject({ page: 1, pages: 3, total: 25, open: [] })
	expect(first.groups).toEqual([expect.objectContaining({ group: 'later', count: 25 })])
	expect(first.groups[0]!.tasks.map((task) => task.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Later task ${i + 1}`))
	const firstHtml = render(first)
	expect(firstHtml).toContain('Page 1 of 3 · 25 tasks')
	expect(firstHtml).toContain('aria-label="Pages of tasks"')
	expect(firstHtml).toMatch(/<a aria-current="page" aria-label="Page 1"/)
	expect(firstHtml).toContain('rel="next"')
	const second = listOf(await page('?category=testing&page=2'))
	expect(second).toMatchObject({ page: 2, pages: 3 })
	expect(second.groups[0]!.tasks.map((task) => task.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Later task ${i + 13}`))
	// A page past the end is the last one.
	expect(listOf(await page('?category=testing&page=7')).groups[0]!.tasks.map((task) => task.title)).toEqual(['Later task 25'])
	// Opening a task's details is a link to the same page with `open=` added; the opened one links back without it.
	const opened = second.groups[0]!.tasks[0]!
	expect(firstHtml).toContain('aria-expanded="false"')
	const withOpen = listOf(await page(`?category=testing&page=2&open=${opened.id}`))
	expect(withOpen.open).toEqual([opened.id])
	expect(withOpen.groups[0]!.tasks.filter((task) => task.details).map((task) => task.id)).toEqual([opened.id])
	const openHtml = render(withOpen)
	expect(openHtml).toContain('Hide details, steps and comments')
	expect(openHtml).toContain(`aria-controls="task-${opened.id}-details"`)

	const calendar = await page('?view=calendar&month=2027-01&category=testing')
	expect(calendar).toMatchObject({ view: 'calendar', month: '2027-01', today: '2026-10-15', filters: { view: 'calendar', category: 'testing' } })
	expect(calendar.view === 'calendar' && calendar.tasks).toHaveLength(25)
	expect(calendar).not.toHaveProperty('groups')
	const html = render(calendar)
	expect(html).toContain('January 2027')
	expect(html).toContain('month=2027-02')
	// A month the URL gets wrong falls back to this one.
	expect(await page('?view=calendar&month=2027-13')).toMatchObject({ view: 'calendar', month: '2026-10' })
	expect(listOf(await page('?owner=parent&category=testing')).total).toBe(0)
	expect(render(await page('?owner=parent&category=testing'))).toContain('No tasks match')
})
