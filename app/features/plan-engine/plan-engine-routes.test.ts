import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { savePriorityDate } from '#app/features/aid/overview.server'
import { addCollege, listCollegeEntries } from '#app/features/colleges/college-list.server'
import { colleges, memberships, planEngineChanges, tasks } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as dashboard from '../../routes/a/dashboard'
import * as settings from '../../routes/a/settings'

// Settings → Student shows what the plan engine did with Undo; the dashboard's
// "what changed this week" shows it as Northstar's.

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let student: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
let accountId: string
const origin = 'http://localhost:3000'

beforeAll(async () => {
	ctx = await createTestContext()
	let tick = 0
	ctx.now = () => new Date(Date.now() + tick++)
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	accountId = owner.accountId!
	student = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: student.user.id, role: 'student' })
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: counselor.user.id, role: 'counselor', sections: null })
	counselorCookie = counselor.cookie
	stranger = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	await ctx.db.insert(colleges).values({ id: '930001', name: 'Rice University' })
	await addCollege(ctx, accountId, '930001')
	const [entry] = await listCollegeEntries(ctx, accountId)
	const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
	await savePriorityDate(ctx, accountId, { listEntryId: entry!.entry.id, aidPriorityDeadline: nextMonth, cssProfileRequired: true })
})
afterAll(async () => {
	await ctx.cleanup()
})

const loadSettings = (cookie = owner.cookie) =>
	settle(() => settings.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/settings?tab=student`, { headers: { cookie } }), { accountId })))
const post = (body: Record<string, string>, cookie = owner.cookie, account = accountId) =>
	settle(() =>
		settings.action(routeArgs(ctx, new Request(`${origin}/a/${account}/settings`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId: account })),
	)
type SettingsData = Extract<Awaited<ReturnType<typeof settings.loader>>, { tab: 'student' }>

test('the dashboard shows the engine’s additions as Northstar’s, with the reason', async () => {
	const result = await settle(() => dashboard.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/dashboard`, { headers: { cookie: owner.cookie } }), { accountId })))
	const { changes } = result.data as Awaited<ReturnType<typeof dashboard.loader>>
	expect(changes).toContainEqual(
		expect.objectContaining({ who: 'Northstar', kind: 'engine', text: expect.stringMatching(/^added “Submit the CSS Profile for Rice University” — Rice University needs the CSS Profile and its aid priority date is /) }),
	)
})

test('Settings → Student lists the engine’s changes with Undo; counselors do not get the log', async () => {
	const data = (await loadSettings()).data as SettingsData
	expect(data.planEngine).toEqual([expect.objectContaining({ kind: 'added', title: 'Submit the CSS Profile for Rice University', undo: 'undo' })])
	expect(((await loadSettings(counselorCookie)).data as SettingsData).planEngine).toBeNull()
})

test('undo-plan-change: 400 without an id, 404 for an unknown or another family’s entry, 403 for a counselor or a stranger, then the student undoes it', async () => {
	const [change] = await ctx.db.select({ id: planEngineChanges.id, taskId: planEngineChanges.taskId }).from(planEngineChanges).where(eq(planEngineChanges.accountId, accountId))
	expect(await post({ intent: 'undo-plan-change' })).toMatchObject({ status: 400, data: { ok: false, message: 'Choose a change to undo.' } })
	expect(await post({ intent: 'undo-plan-change', changeId: 'no-such-change' })).toMatchObject({ status: 404 })
	expect((await post({ intent: 'undo-plan-change', changeId: change!.id }, counselorCookie)).status).toBe(403)
	expect((await post({ intent: 'undo-plan-change', changeId: change!.id }, stranger.cookie)).status).toBe(403)
	expect((await post({ intent: 'undo-plan-change', changeId: change!.id }, stranger.cookie, stranger.accountId!)).status).toBe(404)
	expect(await ctx.db.select().from(tasks).where(eq(tasks.id, change!.taskId!))).toHaveLength(1)

	const undone = await post({ intent: 'undo-plan-change', changeId: change!.id }, student.cookie)
	expect(undone).toMatchObject({ status: 200, data: { ok: true, message: 'Removed “Submit the CSS Profile for Rice University”. Northstar will not add it again.' } })
	expect(await ctx.db.select().from(tasks).where(eq(tasks.id, change!.taskId!))).toEqual([])
	const data = (await loadSettings()).data as SettingsData
	expect(data.planEngine).toEqual([expect.objectContaining({ kind: 'added', undo: null, undoneAt: expect.any(Number) })])
})
