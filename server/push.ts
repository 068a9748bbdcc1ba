import webpush from 'web-push'
import type { Env } from '#app/lib/env'
import { deliverPush, pushEndpointProblem, type PushSender, type PushSenderOptions, vapidFrom } from '#app/lib/push'

// The Node host's web push: the web-push library encrypts (RFC 8291,
// aes128gcm) and signs (RFC 8292 VAPID); deliverPush posts it, to a known push
// service only (decision 043).

export function createWebPushSender({ publicKey, privateKey, subject, allowLoopback = false, fetcher }: PushSenderOptions): PushSender {
	return {
		publicKey,
		async send(target, message, { ttlSeconds = 24 * 60 * 60, urgency = 'normal' } = {}) {
			const problem = pushEndpointProblem(target.endpoint, { allowLoopback })
			if (problem) return { status: 'failed', detail: problem }
			const details = webpush.generateRequestDetails(
				{ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
				JSON.stringify(message),
				{ vapidDetails: { subject, publicKey, privateKey }, TTL: ttlSeconds, urgency, contentEncoding: 'aes128gcm' },
			)
			const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]))
			return deliverPush({ endpoint: details.endpoint, headers, body: new Uint8Array(details.body) }, { allowLoopback, fetcher })
		},
	}
}

/** The host's sender from its settings, or null (push off) when VAPID is not configured. */
export function createNodePushSender(env: Env): PushSender | null {
	const vapid = vapidFrom(env)
	return vapid ? createWebPushSender({ ...vapid, allowLoopback: env.PUSH_ALLOW_LOOPBACK }) : null
}
