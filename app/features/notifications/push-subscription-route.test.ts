import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { accountMiddleware } from '#app/features/accounts/account-route.server'
import { boundRequestBody } from '#app/lib/body-limit'
import { notificationPrefs, pushSubscriptions } from '#app/lib/db/schema'
import { action } from '#app/routes/a/push-subscription'
import { createWebPushSender } from '../../../server/push'
import { createSubscriber } from '../../../tests/support/push-stand-in'
import { routeArgs, settle, throughMiddleware } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'

// /a/:accountId/push-subscription, attacked through the layout's middleware and
// the route's action as React Router runs them: a signed-out caller, another
// family's member, a cross-site page, endpoints that would make the server
// post inside its own network (SSRF), malformed keys, an oversized body.

let ctx: TestContext
let family: { accountId: string; cookie: string; userId: string }
let stranger: { accountId: string; cookie: string; userId: string }
const vapid = webpush.generateVAPIDKeys()
const good = () => createSubscriber(`https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`)

beforeAll(async () => {
	ctx = await createTestContext()
	ctx.push = createWebPushSender({ ...vapid, subject: 'mailto:reminders@northstar.test' })
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	family = { accountId: owner.accountId!, cookie: owner.cookie, userId: owner.user.id }
	const other = await createSignedInUser(ctx, { role: 'owner' })
	stranger = { accountId: other.accountId!, cookie: other.cookie, userId: other.user.id }
})
beforeEach(async () => {
	await ctx.db.delete(pushSubscriptions)
})
afterAll(() => ctx.cleanup())

async function post(accountId: string, body: unknown, { cookie, origin = ctx.env.BASE_URL, raw }: { cookie?: string; origin?: string; raw?: string } = {}) {
	let request: Request | Response = new Request(`${ctx.env.BASE_URL}/a/${accountId}/push-subscription`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
		body: raw ?? JSON.stringify(body),
	})
	// As both hosts do before React Router: the body bounded by its path's limit.
	request = await boundRequestBody(request)
	if (request instanceof Response) return { status: request.status, headers: request.headers, data: await request.json() }
	const args = routeArgs(ctx, request, { accountId })
	let value: unknown
	try {
		value = await throughMiddleware(args, [accountMiddleware as never], () => action(args))
	} catch (thrown) {
		value = thrown
	}
	// A Response (the action's JSON, a redirect): its status and JSON; a thrown data() refusal: as settle reads it.
	if (value instanceof Response) return { status: value.status, headers: value.headers, data: /json/.test(value.headers.get('content-type') ?? '') ? await value.json() : null }
	return settle(() => Promise.reject(value))
}

const subscribe = (subscriber: ReturnType<typeof createSubscriber>) => ({ intent: 'subscribe', subscription: { endpoint: subscriber.endpoint, expirationTime: null, keys: subscriber.keys } })
const rows = () => ctx.db.select().from(pushSubscriptions)

test('a member adds this device, and push turns on with the default kinds', async () => {
	const response = await settleJson(post(family.accountId, subscribe(good()), { cookie: family.cookie }))
	expect(response).toMatchObject({ status: 201, body: { ok: true, message: 'Push is on for this device.' } })
	const [row] = await rows()
	expect(row).toMatchObject({ accountId: family.accountId, userId: family.userId, label: 'Chrome on Android' })
	const [prefs] = await ctx.db.select({ pushKinds: notificationPrefs.pushKinds }).from(notificationPrefs).where(eq(notificationPrefs.userId, family.userId))
	expect(prefs!.pushKinds).toEqual(['due-soon', 'overdue', 'plan-changes'])
})

test('a signed-out caller is sent to sign in, and nothing is stored', async () => {
	const { status, headers } = await post(family.accountId, subscribe(good()))
	expect(status).toBe(302)
	expect(headers.get('location')).toMatch(/^\/login/)
	expect(await rows()).toEqual([])
})

test('another family’s member cannot add to, or remove from, this family', async () => {
	expect((await post(family.accountId, subscribe(good()), { cookie: stranger.cookie })).status).toBe(403)
	expect(await rows()).toEqual([])
	const mine = good()
	await post(family.accountId, subscribe(mine), { cookie: family.cookie })
	expect((await post(family.accountId, { intent: 'unsubscribe', endpoint: mine.endpoint }, { cookie: stranger.cookie })).status).toBe(403)
	// In their own account, the endpoint is not theirs: nothing to remove.
	expect((await settleJson(post(stranger.accountId, { intent: 'unsubscribe', endpoint: mine.endpoint }, { cookie: stranger.cookie }))).status).toBe(404)
	expect(await rows()).toHaveLength(1)
	expect((await settleJson(post(family.accountId, { intent: 'unsubscribe', endpoint: mine.endpoint }, { cookie: family.cookie }))).status).toBe(200)
	expect(await rows()).toEqual([])
})

test('a post from another site is refused (CSRF)', async () => {
	expect((await post(family.accountId, subscribe(good()), { cookie: family.cookie, origin: 'https://evil.example' })).status).toBe(403)
	expect(await rows()).toEqual([])
})

test.each([
	['http: endpoint', 'http://fcm.googleapis.com/fcm/send/abc', 'https:'],
	['loopback', 'https://127.0.0.1/push', 'known browser push service'],
	['loopback over http, without the test setting', 'http://127.0.0.1:8080/push', 'https:'],
	['a private address', 'https://10.1.2.3/push', 'known browser push service'],
	['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/', 'known browser push service'],
	['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x', 'known browser push service'],
	['another port', 'https://fcm.googleapis.com:444/x', 'standard https port'],
])('a forged endpoint (%s) is refused with 400 and never stored', async (_name, endpoint, reason) => {
	const subscriber = createSubscriber(endpoint)
	const { status, body } = await settleJson(post(family.accountId, subscribe(subscriber), { cookie: family.cookie }))
	expect(status).toBe(400)
	expect(body.message).toContain(reason)
	expect(await rows()).toEqual([])
})

test('keys of the wrong length, missing fields, or no JSON at all: 400 with what is wrong', async () => {
	const subscriber = good()
	const cases: Array<[unknown, string]> = [
		[{ ...subscribe(subscriber), subscription: { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.keys.p256dh.slice(0, 40), auth: subscriber.keys.auth } } }, 'p256dh key must be 65 bytes'],
		[{ ...subscribe(subscriber), subscription: { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.keys.p256dh, auth: `${subscriber.keys.auth}AAAA` } } }, 'auth key must be 16 bytes'],
		[{ ...subscribe(subscriber), subscription: { endpoint: subscriber.endpoint, keys: { p256dh: 'not base64!', auth: subscriber.keys.auth } } }, 'not base64url'],
		[{ intent: 'subscribe', subscription: { endpoint: subscriber.endpoint } }, 'keys are missing'],
		[{ intent: 'delete-everything' }, 'subscribe or unsubscribe'],
	]
	for (const [body, message] of cases) {
		const answer = await settleJson(post(family.accountId, body, { cookie: family.cookie }))
		expect(answer).toMatchObject({ status: 400, body: { ok: false } })
		expect(answer.body.message).toContain(message)
	}
	expect(await settleJson(post(family.accountId, null, { cookie: family.cookie, raw: '{"intent":' }))).toMatchObject({ status: 400, body: { message: 'Send the subscription as JSON.' } })
	expect(await rows()).toEqual([])
})

test('an oversized body is refused with 413 before it is read', async () => {
	const subscriber = good()
	const padded = { ...subscribe(subscriber), padding: 'x'.repeat(5000) }
	const { status } = await post(family.accountId, padded, { cookie: family.cookie })
	expect(status).toBe(413)
	expect(await rows()).toEqual([])
})

test('with push not configured, subscribing says so (409) instead of storing a device that gets nothing', async () => {
	const push = ctx.push
	ctx.push = null
	try {
		const { status, body } = await settleJson(post(family.accountId, subscribe(good()), { cookie: family.cookie }))
		expect(status).toBe(409)
		expect(body.message).toBe('Push notifications are not set up on this server.')
	} finally {
		ctx.push = push
	}
})

/** The action answers with a Response; its JSON body. */
async function settleJson(answer: Promise<{ status: number; headers?: Headers; data: unknown }>) {
	const result = await answer
	return { status: result.status, body: result.data as { ok: boolean; message: string } }
}
