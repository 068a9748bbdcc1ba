import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { memberships, pushSubscriptions } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { getNotificationPrefs } from '#app/features/notifications/notifications.server'
import { savePushSubscription } from '#app/features/notifications/push.server'
import { sha256Hex } from '#app/lib/crypto'
import { createUserSession } from '#app/lib/session.server'
import * as calendar from '../calendar.$file'
import * as settings from './settings'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
let counselorId: string
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner' })
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: [] })
	counselorCookie = counselor.cookie
	counselorId = counselor.user.id
})
afterAll(async () => {
	await ctx.cleanup()
})

const load = (query: string, cookie = owner.cookie) =>
	settle(() => settings.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/settings${query}`, { headers: { cookie } }), { accountId: owner.accountId! })))
const post = (body: Record<string, string | string[]>, cookie = owner.cookie) => {
	const form = new URLSearchParams()
	for (const [key, value] of Object.entries(body)) for (const entry of [value].flat()) form.append(key, entry)
	return settle(() =>
		settings.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/settings`, { method: 'POST', body: form, headers: { cookie, origin } }), { accountId: owner.accountId! })),
	)
}

test('the tab parameter: each tab by name; a missing or unknown one is the student tab (spec §5)', async () => {
	for (const tab of ['users', 'profile', 'student', 'billing', 'notifications']) {
		expect(((await load(`?tab=${tab}`)).data as { tab: string }).tab).toBe(tab)
	}
	expect(((await load('')).data as { tab: string }).tab).toBe('student')
	expect(((await load('?tab=nope')).data as { tab: string }).tab).toBe('student')
	expect(((await load('?tab=notifications')).data as { notifications: { prefs: { digestDay: number } } }).notifications.prefs.digestDay).toBe(0)
})

test('notification settings save, with clear 400s for bad combinations', async () => {
	const saved = await post({ intent: 'save-notifications', emailReminders: 'on', emailDigest: 'on', digestDay: '5', quietStart: '21', quietEnd: '7', categories: ['testing', 'essays'], pushKinds: ['overdue', 'weekly-digest'] })
	expect(saved.status).toBe(200)
	expect(await getNotificationPrefs(ctx, owner.accountId!, owner.user.id, 'owner')).toEqual({
		emailReminders: true,
		digestDay: 5,
		emailDigest: true,
		quietStart: 21,
		quietEnd: 7,
		categories: ['testing', 'essays'],
		pushKinds: ['overdue', 'weekly-digest'],
	})
	const halfQuiet = await post({ intent: 'save-notifications', emailReminders: 'on', digestDay: '', quietStart: '21', quietEnd: '', categories: ['testing'] })
	expect(halfQuiet).toMatchObject({ status: 400, data: { message: 'Choose both ends of the quiet hours, or neither.' } })
	const noCategory = await post({ intent: 'save-notifications', emailReminders: 'on', digestDay: '', quietStart: '', quietEnd: '' })
	expect(noCategory).toMatchObject({ status: 400, data: { message: 'Choose at least one category, or turn reminders off.' } })
	expect((await post({ intent: 'save-notifications', digestDay: '9', quietStart: '', quietEnd: '' })).status).toBe(400)
	// A digest by either channel needs its day.
	expect(await post({ intent: 'save-notifications', pushKinds: 'weekly-digest', digestDay: '', categories: 'testing' })).toMatchObject({ status: 400, data: { message: 'Choose a day for the weekly digest, or untick it.' } })
	expect(await post({ intent: 'save-notifications', emailDigest: 'on', digestDay: '', quietStart: '', quietEnd: '' })).toMatchObject({ status: 400, data: { message: 'Choose a day for the weekly digest, or untick it.' } })
	expect((await post({ intent: 'save-notifications', pushKinds: 'everything', categories: 'testing' })).status).toBe(400)
})

test('push in the tab: off and said so without VAPID settings; the member’s devices by fingerprint; only their own removed', async () => {
	const tab = async () => ((await load('?tab=notifications')).data as { notifications: { push: { publicKey: string | null; devices: Array<{ id: string; label: string; fingerprint: string }> } } }).notifications.push
	expect(await tab()).toEqual({ publicKey: null, devices: [] })
	const endpoint = 'https://fcm.googleapis.com/fcm/send/settings-test'
	const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }
	const session = async (userId: string) => (await createUserSession(ctx, userId)).sessionId
	await savePushSubscription(ctx, { accountId: owner.accountId!, userId: owner.user.id, sessionId: await session(owner.user.id), role: 'owner', input: { endpoint, keys }, label: 'Firefox on Windows' })
	await savePushSubscription(ctx, { accountId: owner.accountId!, userId: counselorId, sessionId: await session(counselorId), role: 'counselor', input: { endpoint: `${endpoint}-counselor`, keys }, label: 'Safari on iOS' })
	const [device] = (await tab()).devices
	expect((await tab()).devices).toEqual([{ id: device!.id, label: 'Firefox on Windows', createdAt: expect.any(Number), lastSuccessAt: null, fingerprint: await sha256Hex(endpoint) }])
	// The counselor's device is theirs alone: the owner cannot remove it by its id.
	const [counselorDevice] = await ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, counselorId))
	expect(await post({ intent: 'remove-push-device', deviceId: counselorDevice!.id })).toMatchObject({ status: 404, data: { message: 'That device is not one of yours, or it was already removed.' } })
	expect(await post({ intent: 'remove-push-device', deviceId: device!.id })).toMatchObject({ status: 200, data: { message: 'That device will get no more notifications.' } })
	expect((await tab()).devices).toEqual([])
	expect((await post({ intent: 'remove-push-device', deviceId: counselorDevice!.id }, counselorCookie)).status).toBe(200)
	expect((await post({ intent: 'remove-push-device', deviceId: '' })).status).toBe(400)
})

test('a counselor sets their own notifications but cannot change the family’s settings, nor subscribe to an unshared plan', async () => {
	expect((await post({ intent: 'save-notifications', digestDay: '', quietStart: '', quietEnd: '' }, counselorCookie)).status).toBe(200)
	expect((await getNotificationPrefs(ctx, owner.accountId!, counselorId, 'counselor')).emailReminders).toBe(false)
	expect((await post({ intent: 'update-student', studentName: 'Changed' }, counselorCookie)).status).toBe(403)
	expect((await post({ intent: 'create-feed' }, counselorCookie)).status).toBe(403)
})

test('the calendar link: created once, served as text/calendar, a 404 once stopped', async () => {
	const created = await post({ intent: 'create-feed' })
	const url = (created.data as { feedUrl: string }).feedUrl
	const fetchFeed = async (path: string) => {
		const file = path.split('/').pop()!
		return (await calendar.loader(routeArgs(ctx, new Request(`${origin}${path}`), { file }))) as Response
	}
	const path = new URL(url).pathname
	const response = await fetchFeed(path)
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
	await post({ intent: 'revoke-feed' })
	expect((await fetchFeed(path)).status).toBe(404)
	expect((await fetchFeed('/calendar/not-a-feed')).status).toBe(404)
})

test('the family time zone: one of the listed zones, or a 400', async () => {
	expect((await post({ intent: 'update-timezone', timeZone: 'America/Denver' })).status).toBe(200)
	expect(((await load('?tab=student')).data as { account: { timeZone: string } }).account.timeZone).toBe('America/Denver')
	expect(await post({ intent: 'update-timezone', timeZone: 'Mars/Olympus' })).toMatchObject({ status: 400, data: { message: 'Choose a time zone from the list.' } })
	expect((await post({ intent: 'update-timezone', timeZone: 'America/Denver' }, counselorCookie)).status).toBe(403)
})
