import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { Button } from '#app/components/ui/button'

// "Push on this device": the browser's half of web push (the Reminders
// contract). Feature-detected; waits for the app's service worker (with a
// limit, and says so when there is none); asks permission only on the click;
// subscribes with the server's VAPID key and posts the subscription to
// /a/:accountId/push-subscription. Each state says plainly where it stands.

type PushState =
	| 'checking'
	| 'not-configured'
	| 'unsupported'
	| 'denied'
	| 'off'
	| 'on'
	| 'working'
	| { error: string }

/** How long to wait for the service worker before saying it is not there. */
const READY_TIMEOUT_MS = 10_000

function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
	const raw = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'))
	const bytes = new Uint8Array(new ArrayBuffer(raw.length))
	for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index)
	return bytes
}

async function fingerprint(endpoint: string) {
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)))
	return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error('no-worker')), READY_TIMEOUT_MS)
	})
	try {
		return await Promise.race([navigator.serviceWorker.ready, timeout])
	} finally {
		clearTimeout(timer)
	}
}

async function postSubscription(accountId: string, body: unknown): Promise<{ ok: boolean; message: string }> {
	const response = await fetch(`/a/${accountId}/push-subscription`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', accept: 'application/json' },
		body: JSON.stringify(body),
	})
	const answer = (await response.json().catch(() => null)) as { ok?: boolean; message?: string } | null
	return { ok: response.ok && answer?.ok === true, message: answer?.message ?? 'The server could not save this device. Try again.' }
}

export function PushDevice({ accountId, publicKey, fingerprints }: { accountId: string; publicKey: string | null; fingerprints: string[] }) {
	const [state, setState] = useState<PushState>(publicKey ? 'checking' : 'not-configured')
	const revalidator = useRevalidator()
	const known = fingerprints.join(',')

	useEffect(() => {
		let cancelled = false
		const settle = (next: PushState) => {
			if (!cancelled) setState(next)
		}
		if (!publicKey) return settle('not-configured')
		if (!supported()) return settle('unsupported')
		if (Notification.permission === 'denied') return settle('denied')
		void navigator.serviceWorker
			.getRegistration()
			.then(async (registration) => {
				const subscription = await registration?.pushManager.getSubscription()
				settle(subscription && known.split(',').includes(await fingerprint(subscription.endpoint)) ? 'on' : 'off')
			})
			.catch(() => settle('off'))
		return () => {
			cancelled = true
		}
	}, [publicKey, known])

	async function turnOn() {
		if (!publicKey) return
		setState('working')
		try {
			const permission = await Notification.requestPermission()
			if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : { error: 'Notifications were not allowed. Choose “Allow” when the browser asks.' })
			const registration = await serviceWorkerReady()
			const subscription =
				(await registration.pushManager.getSubscription()) ??
				(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }))
			const answer = await postSubscription(accountId, { intent: 'subscribe', subscription: subscription.toJSON() })
			if (!answer.ok) return setState({ error: answer.message })
			setState('on')
			void revalidator.revalidate()
		} catch (error) {
			setState({
				error:
					error instanceof Error && error.message === 'no-worker'
						? 'Northstar’s background helper (its service worker) is not running in this browser yet. Reload the page and try again.'
						: 'This browser could not turn push on. Try again, or use e-mail reminders.',
			})
		}
	}

	async function turnOff() {
		setState('working')
		try {
			const registration = await navigator.serviceWorker.getRegistration()
			const subscription = await registration?.pushManager.getSubscription()
			if (subscription) {
				const answer = await postSubscription(accountId, { intent: 'unsubscribe', endpoint: subscription.endpoint })
				// Already gone on the server (removed from the list) is fine: the browser's side goes too.
				if (!answer.ok && !/no push subscription/.test(answer.message)) return setState({ error: answer.message })
				await subscription.unsubscribe()
			}
			setState('off')
			void revalidator.revalidate()
		} catch {
			setState({ error: 'This browser could not turn push off. Try again.' })
		}
	}

	return (
		<div className="flex flex-col gap-3" data-testid="push-device">
			<p role="status" className="text-sm">
				{stateMessage(state)}
			</p>
			{publicKey ? (
				<noscript>
					<p className="text-sm">Turning push on needs JavaScript, which is off in this browser. E-mail reminders work without it.</p>
				</noscript>
			) : null}
			{state === 'off' || (typeof state === 'object' && publicKey) ? (
				<div>
					<Button type="button" variant="brand" onClick={turnOn}>
						Turn on push on this device
					</Button>
				</div>
			) : null}
			{state === 'on' ? (
				<div>
					<Button type="button" variant="outline" onClick={turnOff}>
						Turn off push on this device
					</Button>
				</div>
			) : null}
		</div>
	)
}

function stateMessage(state: PushState): string {
	if (typeof state === 'object') return state.error
	switch (state) {
		case 'checking':
			return 'Checking whether this browser can show notifications…'
		case 'not-configured':
			return 'Push notifications are not set up on this server yet, so they are off for everyone. E-mail reminders still work.'
		case 'unsupported':
			return 'This browser cannot receive push notifications. On an iPhone or iPad, add Northstar to the Home Screen first, then open it from there.'
		case 'denied':
			return 'Notifications are blocked for Northstar in this browser. Allow them in the browser’s site settings, then reload this page.'
		case 'off':
			return 'Push is off on this device.'
		case 'on':
			return 'Push is on for this device.'
		case 'working':
			return 'Working…'
	}
}
