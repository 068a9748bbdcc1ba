import { OFFLINE_TICKS_DB } from '#app/lib/offline'
import { createPageStore } from '#app/lib/page-store'
import { addTick, type QueuedTick } from './offline-ticks'

// The ticks made offline, kept in IndexedDB until the network is back (issue
// 26): one record holding the queue, changed in one transaction at a time, so
// two tabs never send a tick twice. The pages read it through a small store
// (useSyncExternalStore). The service worker deletes the database on sign-in
// and sign-out, with the kept pages: each connection here is closed at once.

const STORE = 'ticks'
const KEY = 'queue'

function openDatabase(): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open(OFFLINE_TICKS_DB, 1)
		request.onupgradeneeded = () => request.result.createObjectStore(STORE)
		request.onsuccess = () => resolve(request.result)
		request.onerror = () => reject(request.error)
	})
}

/** Reads the queue and writes what `change` makes of it, in one transaction; answers [before, after]. */
async function changeQueue(change: (queue: QueuedTick[]) => QueuedTick[]): Promise<[QueuedTick[], QueuedTick[]]> {
	const db = await openDatabase()
	try {
		return await new Promise((resolve, reject) => {
			const transaction = db.transaction(STORE, 'readwrite')
			const store = transaction.objectStore(STORE)
			const read = store.get(KEY)
			let result: [QueuedTick[], QueuedTick[]] = [[], []]
			read.onsuccess = () => {
				const before = Array.isArray(read.result) ? (read.result as QueuedTick[]) : []
				const after = change(before)
				store.put(after, KEY)
				result = [before, after]
			}
			transaction.oncomplete = () => resolve(result)
			transaction.onerror = transaction.onabort = () => reject(transaction.error)
		})
	} finally {
		db.close()
	}
}

/** The queue as last read, read afresh when the first reader subscribes. */
const queueStore = createPageStore<QueuedTick[]>([], {
	onFirstReader: () => void changeQueue((queue) => queue).then(([, queue]) => publish(queue), () => {}),
})
const publish = queueStore.set

/** For useSyncExternalStore. */
export const subscribeToTicks = queueStore.subscribe
export const getTicks = queueStore.get
const none: QueuedTick[] = []
export const getServerTicks = () => none

/** Keeps one more tick for when the network is back. */
export async function queueTick(tick: QueuedTick) {
	const [, after] = await changeQueue((queue) => addTick(queue, tick))
	publish(after)
}

/** Takes every waiting tick out of the queue (so no other tab sends them too). */
export async function takeTicks(): Promise<QueuedTick[]> {
	const [before] = await changeQueue(() => [])
	publish([])
	return before
}

/** Puts back ticks that could not be sent (the network went again), before any queued since. */
export async function putBackTicks(ticks: QueuedTick[]) {
	if (!ticks.length) return
	const [, after] = await changeQueue((queue) => queue.reduce(addTick, ticks))
	publish(after)
}
