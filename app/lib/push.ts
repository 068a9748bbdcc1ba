import { isLoopbackHost } from './loopback'

// Web push as the app sees it (issue 26): a host makes a PushSender from its
// VAPID settings (web-push on Node, WebCrypto on Workers) or none when they are
// missing. Both hand the encrypted request to deliverPush, which posts it only
// to a known push service (decision 043), never to an address of ours.

/** What a notification says; the service worker shows it (the contract in the Reminders brief). */
export interface PushMessage {
	title: string
	body: string
	/** A same-origin path the click opens, such as /a/<accountId>/tasks. */
	url: string
	/** A newer push with the same tag replaces the older one on the device. */
	tag: string
}

/** A browser's subscription as stored: its push service URL and its keys (base64url). */
export interface PushTarget {
	endpoint: string
	p256dh: string
	auth: string
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410); failed: try again later. */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; detail: string }

export interface PushSender {
	/** The VAPID public key the browser subscribes with (applicationServerKey). */
	publicKey: string
	send: (target: PushTarget, message: PushMessage, options?: { ttlSeconds?: number; urgency?: 'low' | 'normal' | 'high' }) => Promise<PushOutcome>
}

/** What a host's sender is made from: the VAPID settings (vapidFrom), and for tests a loopback push service and its fetch. */
export interface PushSenderOptions {
	publicKey: string
	privateKey: string
	subject: string
	/** Tests only (PUSH_ALLOW_LOOPBACK, refused in deployments): post to a push service on 127.0.0.1. */
	allowLoopback?: boolean
	fetcher?: typeof fetch
}

/** An encrypted, signed push request, as the host's library builds it. */
export interface PushRequest {
	endpoint: string
	headers: Record<string, string>
	body: ArrayBuffer | Uint8Array
}

/**
 * The push services browsers subscribe with: Chrome and Edge (FCM), Firefox
 * (Mozilla autopush), Safari (Apple), legacy Edge (WNS). A host name must be
 * one of these or end with "." + one of them.
 */
export const pushServiceHosts = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const

/**
 * Why an endpoint is refused, or null when the server may post to it: https on
 * the default port to a known push service. With allowLoopback (tests only,
 * PUSH_ALLOW_LOOPBACK, refused in deployments) http://127.0.0.1:port is allowed too.
 */
export function pushEndpointProblem(endpoint: string, { allowLoopback = false }: { allowLoopback?: boolean } = {}): string | null {
	let url: URL
	try {
		url = new URL(endpoint)
	} catch {
		return 'The push endpoint is not a URL.'
	}
	if (url.username || url.password) return 'The push endpoint must not carry a user name or password.'
	if (allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)) return null
	if (url.protocol !== 'https:') return 'The push endpoint must be an https: URL.'
	if (url.port !== '') return 'The push endpoint must use the standard https port.'
	const host = url.hostname.toLowerCase()
	if (!pushServiceHosts.some((known) => host === known || host.endsWith(`.${known}`))) return 'The push endpoint is not a known browser push service.'
	return null
}

/** Posts a built request; the endpoint is checked again here, and a redirect is never followed. */
export async function deliverPush(request: PushRequest, { allowLoopback = false, fetcher = fetch }: { allowLoopback?: boolean; fetcher?: typeof fetch } = {}): Promise<PushOutcome> {
	const problem = pushEndpointProblem(request.endpoint, { allowLoopback })
	if (problem) return { status: 'failed', detail: problem }
	let response: Response
	try {
		response = await fetcher(request.endpoint, {
			method: 'POST',
			// The runtime sets Content-Length from the body itself.
			headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length')),
			body: request.body as BodyInit,
			redirect: 'manual',
			signal: AbortSignal.timeout(10_000),
		})
	} catch (error) {
		return { status: 'failed', detail: error instanceof Error ? error.name : 'network error' }
	}
	await response.body?.cancel()
	if (response.status === 404 || response.status === 410) return { status: 'gone' }
	if (response.status >= 200 && response.status < 300) return { status: 'sent' }
	return { status: 'failed', detail: `push service answered ${response.status}` }
}

/** VAPID settings from the environment, or null when push is off (any of the three missing). */
export function vapidFrom(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string }) {
	const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env
	return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null
}
