import path from 'node:path'
import { createClient } from '@libsql/client'
import webpush from 'web-push'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, sendBig, startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { bootstrapFamily } from '../../../tests/support/node-host'
import { createSubscriber, startPushStandIn, type PushStandIn } from '../../../tests/support/push-stand-in'

// Attacks on POST /a/:accountId/push-subscription against the real Node host
// with push configured: a signed-out caller, another family's member, a
// cross-site page, endpoints that would have the server post inside its own
// network (a listener on loopback stands for it: it must hear nothing), and a
// body far past its limit. Whatever is tried, nothing is stored.

let server: AttackHost
let internal: PushStandIn
const vapid = webpush.generateVAPIDKeys()

beforeAll(async () => {
	internal = await startPushStandIn()
	// No PUSH_ALLOW_LOOPBACK: the host is configured as a deployment would be, for push.
	server = await startAttackHost({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:reminders@northstar.test' })
}, 240_000)
afterAll(async () => {
	await server?.stop()
	await internal?.close()
})

async function storedSubscriptions() {
	const client = createClient({ url: `file:${path.join(server.dataDir, 'northstar.db')}` })
	try {
		await client.execute('PRAGMA busy_timeout = 5000')
		return (await client.execute('SELECT account_id, user_id, endpoint FROM push_subscriptions')).rows
	} finally {
		client.close()
	}
}

const subscribeBody = (endpoint: string) => {
	const { keys } = createSubscriber(endpoint)
	return JSON.stringify({ intent: 'subscribe', subscription: { endpoint, expirationTime: null, keys } })
}

async function browserOf(family: { cookie: string }) {
	const browser = new Browser(server.origin)
	browser.cookies.set(...(family.cookie.split('=') as [string, string]))
	return browser
}

const post = (browser: Browser, accountId: string, body: string, from?: string) =>
	browser.request(`/a/${accountId}/push-subscription`, { method: 'POST', body, headers: { 'content-type': 'application/json', accept: 'application/json' }, from })

test('the member’s own device is stored; the same post signed out, from another family or from another site is refused', async () => {
	const family = await bootstrapFamily(server.origin, 'push-own')
	const other = await bootstrapFamily(server.origin, 'push-other')
	const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`

	const signedOut = await post(new Browser(server.origin), family.accountId, subscribeBody(endpoint))
	expect(signedOut.status).toBe(302)
	expect(signedOut.headers.get('location')).toMatch(/^\/login/)
	expect((await post(await browserOf(other), family.accountId, subscribeBody(endpoint))).status).toBe(403)
	expect((await post(await browserOf(family), family.accountId, subscribeBody(endpoint), 'https://evil.example')).status).toBe(403)
	expect(await storedSubscriptions()).toEqual([])

	const own = await post(await browserOf(family), family.accountId, subscribeBody(endpoint))
	expect(own.status).toBe(201)
	expect(await own.json()).toEqual({ ok: true, message: 'Push is on for this device.' })
	// The other family cannot take it off: in their own account it is not theirs.
	const takeOff = await post(await browserOf(other), other.accountId, JSON.stringify({ intent: 'unsubscribe', endpoint }))
	expect(takeOff.status).toBe(404)
	expect((await storedSubscriptions()).map((row) => row.endpoint)).toEqual([endpoint])
}, 60_000)

test('endpoints inside the server’s own network are refused (SSRF), and nothing ever reaches them', async () => {
	const family = await bootstrapFamily(server.origin, 'push-ssrf')
	const browser = await browserOf(family)
	for (const endpoint of [
		`${internal.origin}/admin`,
		internal.origin.replace('http:', 'https:') + '/admin',
		'http://fcm.googleapis.com/fcm/send/plain-http',
		'https://10.0.0.1/push',
		'https://169.254.169.254/latest/meta-data/',
		'https://[::1]/push',
		'https://fcm.googleapis.com.attacker.example/push',
	]) {
		const response = await post(browser, family.accountId, subscribeBody(endpoint))
		expect(response.status, endpoint).toBe(400)
		expect(((await response.json()) as { ok: boolean }).ok).toBe(false)
	}
	expect(await storedSubscriptions()).toEqual(expect.not.arrayContaining([expect.objectContaining({ account_id: family.accountId })]))
	expect(internal.received()).toEqual([])
}, 60_000)

test('a body far past its 4 KB limit is refused with 413, declared or chunked', async () => {
	const family = await bootstrapFamily(server.origin, 'push-big')
	const path = `/a/${family.accountId}/push-subscription`
	for (const declare of [true, false]) {
		const answer = await sendBig(server.origin, path, { totalBytes: 2 * 1024 * 1024, declare, contentType: 'application/json' })
		expect(answer.status).toBe(413)
	}
	// Just past it, with a session: still 413, nothing stored.
	const padded = JSON.stringify({ ...JSON.parse(subscribeBody(`https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`)), padding: 'x'.repeat(4096) })
	expect((await post(await browserOf(family), family.accountId, padded)).status).toBe(413)
	expect(await storedSubscriptions()).toEqual(expect.not.arrayContaining([expect.objectContaining({ account_id: family.accountId })]))
}, 60_000)
