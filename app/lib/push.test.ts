import webpush from 'web-push'
import { describe, expect, test } from 'vitest'
import { createWebPushSender } from '../../server/push'
import { createSubscriber, verifyVapid } from '../../tests/support/push-stand-in'
import { createWebCryptoPushSender, vapidPrivateJwk } from '../../workers/push'
import { deliverPush, pushEndpointProblem, type PushMessage, vapidFrom } from './push'

// Both hosts' senders against the test's own RFC 8291 decryptor and RFC 8292
// check, and the endpoint guard that keeps the server from posting anywhere
// but a browser push service (decision 043).

const message: PushMessage = { title: 'Due tomorrow for Sam', body: 'Print the SAT admission ticket', url: '/a/acc_1/tasks', tag: 'due-soon:acc_1' }
const subject = 'mailto:reminders@northstar.test'

/** A fetch that keeps what it was asked to post and answers with a status. */
function capture(status = 201) {
	const requests: Array<{ url: string; init: RequestInit }> = []
	const fetcher = (async (url: string, init: RequestInit) => {
		requests.push({ url, init })
		return new Response(null, { status })
	}) as unknown as typeof fetch
	return { requests, fetcher }
}

const bodyOf = async (init: RequestInit) => Buffer.from(await new Response(init.body).arrayBuffer())

describe.each([
	['Node (web-push)', createWebPushSender],
	['Workers (WebCrypto, our own module)', createWebCryptoPushSender],
])('%s', (_name, createSender) => {
	test('its push decrypts per RFC 8291 and its VAPID JWT verifies (RFC 8292)', async () => {
		const vapid = webpush.generateVAPIDKeys()
		const subscriber = createSubscriber('https://fcm.googleapis.com/fcm/send/abc123')
		const { requests, fetcher } = capture()
		const sender = createSender({ ...vapid, subject, fetcher })
		expect(await sender.send({ endpoint: subscriber.endpoint, ...subscriber.keys }, message, { ttlSeconds: 3600 })).toEqual({ status: 'sent' })
		const [request] = requests
		expect(request!.url).toBe(subscriber.endpoint)
		expect(request!.init.redirect).toBe('manual')
		const headers = new Headers(request!.init.headers)
		expect(headers.get('content-encoding')).toBe('aes128gcm')
		expect(headers.get('ttl')).toBe('3600')
		expect(JSON.parse(subscriber.decrypt(await bodyOf(request!.init)))).toEqual(message)
		expect(verifyVapid(headers.get('authorization') ?? undefined, { audience: 'https://fcm.googleapis.com', publicKey: vapid.publicKey, subject })).toMatchObject({ aud: 'https://fcm.googleapis.com' })
	})

	test('404 and 410 mean the subscription is gone; other answers are failures', async () => {
		const vapid = webpush.generateVAPIDKeys()
		const subscriber = createSubscriber('https://updates.push.services.mozilla.com/wpush/v2/xyz')
		for (const [status, outcome] of [
			[410, 'gone'],
			[404, 'gone'],
			[429, 'failed'],
			[500, 'failed'],
		] as const) {
			const sender = createSender({ ...vapid, subject, fetcher: capture(status).fetcher })
			expect((await sender.send({ endpoint: subscriber.endpoint, ...subscriber.keys }, message)).status).toBe(outcome)
		}
	})

	test('an endpoint that is not a push service is never posted to', async () => {
		const vapid = webpush.generateVAPIDKeys()
		const { requests, fetcher } = capture()
		const sender = createSender({ ...vapid, subject, fetcher })
		const subscriber = createSubscriber('https://169.254.169.254/latest/meta-data')
		expect((await sender.send({ endpoint: subscriber.endpoint, ...subscriber.keys }, message)).status).toBe('failed')
		expect(requests).toEqual([])
	})
})

test('the Worker signs with the JWK made from the web-push key pair', () => {
	const vapid = webpush.generateVAPIDKeys()
	const jwk = vapidPrivateJwk(vapid.publicKey, vapid.privateKey)
	expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', d: vapid.privateKey })
	expect(() => vapidPrivateJwk(vapid.privateKey, vapid.privateKey)).toThrow('uncompressed P-256 point')
	expect(Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url')).toBe(vapid.publicKey)
})

describe('pushEndpointProblem (SSRF guard)', () => {
	test.each([
		'https://fcm.googleapis.com/fcm/send/abc',
		'https://updates.push.services.mozilla.com/wpush/v2/abc',
		'https://web.push.apple.com/QGx1',
		'https://wns2-by3p.notify.windows.com/w/?token=abc',
	])('a browser push service is allowed: %s', (endpoint) => {
		expect(pushEndpointProblem(endpoint)).toBeNull()
	})

	test.each([
		['http://fcm.googleapis.com/fcm/send/abc', 'https:'],
		['https://127.0.0.1/push', 'known browser push service'],
		['https://localhost/push', 'known browser push service'],
		['https://[::1]/push', 'known browser push service'],
		['https://10.0.0.5/push', 'known browser push service'],
		['https://192.168.1.1/push', 'known browser push service'],
		['https://169.254.169.254/latest/meta-data', 'known browser push service'],
		['https://metadata.google.internal/computeMetadata', 'known browser push service'],
		['https://fcm.googleapis.com.evil.example/push', 'known browser push service'],
		['https://evilfcm.googleapis.com.example/push', 'known browser push service'],
		['https://fcm.googleapis.com:8443/push', 'standard https port'],
		['https://user:pass@fcm.googleapis.com/push', 'user name'],
		['file:///etc/passwd', 'https:'],
		['not a url', 'not a URL'],
	])('refused: %s', (endpoint, reason) => {
		expect(pushEndpointProblem(endpoint)).toContain(reason)
	})

	test('loopback only under the test setting, and still nothing private', () => {
		expect(pushEndpointProblem('http://127.0.0.1:4000/push')).not.toBeNull()
		expect(pushEndpointProblem('http://127.0.0.1:4000/push', { allowLoopback: true })).toBeNull()
		expect(pushEndpointProblem('http://10.0.0.5:4000/push', { allowLoopback: true })).not.toBeNull()
	})
})

test('deliverPush checks the endpoint again and follows no redirect', async () => {
	const { requests, fetcher } = capture(307)
	expect(await deliverPush({ endpoint: 'https://10.0.0.1/x', headers: {}, body: new Uint8Array() }, { fetcher })).toMatchObject({ status: 'failed' })
	expect(requests).toEqual([])
	expect(await deliverPush({ endpoint: 'https://fcm.googleapis.com/fcm/send/a', headers: { 'Content-Length': '0' }, body: new Uint8Array() }, { fetcher })).toEqual({ status: 'failed', detail: 'push service answered 307' })
	expect(requests[0]!.init.redirect).toBe('manual')
	expect(new Headers(requests[0]!.init.headers).has('content-length')).toBe(false)
})

test('push is off unless all three VAPID settings are there', () => {
	expect(vapidFrom({ VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b' })).toBeNull()
	expect(vapidFrom({ VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b', VAPID_SUBJECT: 'mailto:x@y.z' })).toEqual({ publicKey: 'a', privateKey: 'b', subject: 'mailto:x@y.z' })
})
