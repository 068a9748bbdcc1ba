import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { tickConflictMessage, type QueuedTick } from '#app/features/plan/offline-ticks'
import { getServerTicks, getTicks, putBackTicks, queueTick, subscribeToTicks, takeTicks } from '#app/features/plan/offline-queue'
import { dismissTickConflicts, forgetOtherMembers, getServerTickConflicts, getTickConflicts, keepTickConflicts, subscribeToTickConflicts, tickConflictsFor, type TickConflict } from '#app/features/plan/tick-conflicts'
import { ACCOUNT_PAGES_CACHE, newestKeptCopy, offlineBannerText } from '#app/lib/offline'
import { showToast } from '#app/lib/toast'
import { callServerFn, errorMessage, errorStatus } from '#app/server-functions/client'

// The signed-in shell's word on the network (issue 26): offline, a banner
// says how old the page is and how many ticks wait; back online, the waiting
// ticks are sent once, and a tick refused because someone else changed the
// task meanwhile is said at the top of the page until dismissed.

function subscribeToNetwork(listener: () => void) {
	window.addEventListener('online', listener)
	window.addEventListener('offline', listener)
	return () => {
		window.removeEventListener('online', listener)
		window.removeEventListener('offline', listener)
	}
}

/** navigator.onLine, after hydration; the server and the first render say online. */
export function useOnline() {
	return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true)
}

/** The ticks waiting for the network, on every page of this tab. */
export function useQueuedTicks(): QueuedTick[] {
	return useSyncExternalStore(subscribeToTicks, getTicks, getServerTicks)
}

/**
 * Keeps a tick made offline for when the network is back, and says so.
 * `onFailed` undoes what the page already showed when the device could not keep it.
 */
export function queueOfflineTick(tick: QueuedTick, { toastId, onFailed }: { toastId?: string; onFailed?: () => void } = {}) {
	void queueTick(tick).then(
		() => showToast.success('Saved on this device; it will be sent when you are back online.', { id: toastId }),
		() => {
			onFailed?.()
			showToast.error('That did not save. Please try again when you are back online.')
		},
	)
}

/** When the service worker kept this page (its document or its `.data`): the newest of the two copies. */
async function savedAt(pathname: string): Promise<number | null> {
	if (!('caches' in window)) return null
	const newest = await newestKeptCopy(await caches.open(ACCOUNT_PAGES_CACHE), (path) => path === pathname || path === `${pathname}.data`)
	return newest?.cachedAt ?? null
}

/**
 * Offline, a link opens its page as a document: the service worker keeps the
 * kept pages' documents, not necessarily their `.data`, and answers any other
 * page with its offline page. Stopped in the capture phase at the window,
 * the click never reaches React Router's handler (on the document), and the
 * browser follows the link itself.
 */
function useDocumentLinksWhileOffline(online: boolean) {
	useEffect(() => {
		if (online) return
		const onClick = (event: MouseEvent) => {
			const link = event.target instanceof Element ? event.target.closest('a[href]') : null
			if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
			// A jump within this page (the skip link) stays one.
			if (link.hash && link.pathname === location.pathname && link.search === location.search) return
			event.stopPropagation()
		}
		window.addEventListener('click', onClick, true)
		return () => window.removeEventListener('click', onClick, true)
	}, [online])
}

/** `userId` and `accountId`: who is signed in, in which account; the refused ticks' messages shown are theirs, there. */
export function OfflineStatus({ userId, accountId }: { userId: string; accountId: string }) {
	const online = useOnline()
	useDocumentLinksWhileOffline(online)
	const queued = useQueuedTicks()
	const { pathname } = useLocation()
	const revalidator = useRevalidator()
	const [cachedAt, setCachedAt] = useState<number | null>(null)
	// Kept outside the layout, which they outlive (app/features/plan/tick-conflicts.ts).
	const conflicts = tickConflictsFor(useSyncExternalStore(subscribeToTickConflicts, getTickConflicts, getServerTickConflicts), userId, accountId)
	useEffect(() => forgetOtherMembers(userId), [userId])

	useEffect(() => {
		if (online) return
		let current = true
		void savedAt(pathname).then((at) => current && setCachedAt(at), () => {})
		return () => {
			current = false
		}
	}, [online, pathname])

	useEffect(() => {
		if (!online) return
		let current = true
		void sendQueuedTicks(userId).then(({ sent, refused }) => {
			// Said even if the layout has gone meanwhile: the ticks have left the queue.
			keepTickConflicts(refused)
			if (!current) return
			if (sent) showToast.success(sent === 1 ? 'Your tick made offline is saved.' : `Your ${sent} ticks made offline are saved.`)
			// The page as the server has it now: a refused tick's task shows what the other member made of it.
			if (sent || refused.length) void revalidator.revalidate()
		})
		return () => {
			current = false
		}
		// Once per return of the network (and once on the page's first load).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [online])

	return (
		<>
			{online ? null : (
				<p role="status" className="bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground" data-testid="offline-banner">
					{offlineBannerText(cachedAt, new Date())}
					{queued.length ? ` · ${queued.length === 1 ? '1 tick' : `${queued.length} ticks`} waiting to be sent` : ''}
				</p>
			)}
			{conflicts.length ? (
				<div role="alert" className="border-b border-destructive/30 bg-destructive/10 px-4 py-2 text-sm" data-testid="tick-conflicts">
					<ul className="mx-auto flex max-w-6xl flex-col gap-1">
						{conflicts.map((message) => (
							<li key={message}>{message}</li>
						))}
					</ul>
					<div className="mx-auto max-w-6xl">
						<button type="button" className="text-sm font-medium underline underline-offset-2" onClick={() => dismissTickConflicts(userId, accountId)}>
							Dismiss
						</button>
					</div>
				</div>
			) : null}
		</>
	)
}

/** Sends each waiting tick once: the refused ones' messages, and any the network dropped put back for next time. */
async function sendQueuedTicks(userId: string): Promise<{ sent: number; refused: TickConflict[] }> {
	const ticks = await takeTicks().catch(() => [])
	let sent = 0
	const refused: TickConflict[] = []
	for (const [index, tick] of ticks.entries()) {
		try {
			await callServerFn('updateTaskStatus', { accountId: tick.accountId, taskId: tick.taskId, intent: tick.intent, seenStatus: tick.seenStatus }, { method: 'POST' })
			sent++
		} catch (error) {
			const status = errorStatus(error)
			if (status === undefined) {
				// No answer: the network went again. This one and the rest wait for its return.
				await putBackTicks(ticks.slice(index)).catch(() => {})
				break
			}
			const message = status === 409 ? (errorMessage(error) ?? tickConflictMessage(tick.title)) : `${tick.title}: ${errorMessage(error) ?? 'your tick made offline could not be saved.'}`
			// Said in the account of the task: the queue holds the member's ticks in all their accounts.
			refused.push({ userId, accountId: tick.accountId, message })
		}
	}
	if (refused.length) showToast.error(refused.length === 1 ? refused[0]!.message : `${refused.length} ticks made offline were not applied; see the top of the page.`)
	return { sent, refused }
}
