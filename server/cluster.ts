import cluster, { type Worker } from 'node:cluster'
import { createServer } from 'node:net'
import path from 'node:path'
import { ensureNodeBuild } from './build'
import { createDatabase, openDatabase, prepareDatabase } from './database'
import type { NodeHostSettings } from './node-env'

// The Node host on every core (decision 038): a primary process that prepares
// the database, forks WEB_CONCURRENCY workers running server/node.ts, and
// keeps them running; it serves nothing itself. Each worker is a whole host
// (its own Express app, LRU caches and libSQL connection) on the shared port:
// Node's cluster module accepts connections in the primary and hands them to
// the workers in turn. The database file is shared in WAL mode, each
// connection waiting up to 5 s for another's write (server/database.ts).

/** Set by the primary in a worker's environment: its place (0, 1, …); the scheduler runs in place 0. */
const SLOT_ENV = 'NORTHSTAR_WORKER_SLOT'

/** A worker that lived this long had not been crash-looping: its replacement starts at once. */
const STABLE_AFTER_MS = 30_000
/** Then 1 s, 2 s, 4 s… between replacements of a worker that keeps dying young, at most 30 s. */
const FIRST_BACKOFF_MS = 1_000
const MAX_BACKOFF_MS = 30_000
/** Workers cut requests off after 10 s (server/node.ts); one still there 5 s later is killed. */
const STOP_CUTOFF_MS = 15_000

const STOP_MESSAGE = 'northstar:stop'

interface Slot {
	index: number
	worker: Worker | null
	startedAt: number
	/** Deaths in a row of workers that did not live STABLE_AFTER_MS. */
	failures: number
	restart: NodeJS.Timeout | null
}

/**
 * How long to wait before replacing a worker, given how many in a row died
 * young: at once for the first, then 1 s, 2 s, 4 s… up to 30 s, so a worker
 * that cannot start (a broken disk, a bad deploy) does not spin a core.
 */
export function restartDelay(failuresInARow: number): number {
	return failuresInARow <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failuresInARow - 2))
}

/** The role the primary gave this worker process, or null outside a cluster worker. */
export function workerRole(): { slot: number; scheduler: boolean } | null {
	if (!cluster.isWorker) return null
	const slot = Number(process.env[SLOT_ENV] ?? 0)
	return { slot, scheduler: slot === 0 }
}

/** The address line every start prints (tests and tools wait for it), and the demo family's. */
export function announce(settings: NodeHostSettings, port: number, demoEmail: string | null, detail = '') {
	const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host
	console.log(`Northstar is serving at http://${shownHost}:${port}${detail}`)
	if (demoEmail) {
		console.log(
			`Demo sign-in: ${demoEmail} — enter it at /login; the code arrives in ${path.relative(process.cwd(), settings.outboxDir) || '.'}/`,
		)
	}
}

/**
 * Starts the primary: build if stale, migrate and seed (once, before any
 * worker exists, so no two processes ever migrate at once), then fork the
 * workers and resolve when every one is listening. A worker that dies
 * afterwards is replaced, later each time it keeps dying young. `stop()` asks
 * every worker to finish its open requests and waits for them to exit.
 */
export async function startNodeCluster(settings: NodeHostSettings) {
	const { env } = settings
	ensureNodeBuild()
	const client = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
	let demoEmail: string | null
	try {
		demoEmail = (await prepareDatabase(createDatabase(client), env)).email
	} finally {
		client.close()
	}
	// Every worker, and every replacement, listens on the same port.
	const port = settings.port === 0 ? await freePort(settings.host) : settings.port

	let ready = false
	let closing = false
	const slots: Slot[] = Array.from({ length: settings.webConcurrency }, (_, index) => ({ index, worker: null, startedAt: 0, failures: 0, restart: null }))

	function fork(slot: Slot): Worker {
		const worker = cluster.fork({ PORT: String(port), [SLOT_ENV]: String(slot.index) })
		slot.worker = worker
		slot.startedAt = Date.now()
		worker.once('exit', (code, signal) => {
			if (slot.worker === worker) slot.worker = null
			if (closing || !ready) return
			slot.failures = Date.now() - slot.startedAt >= STABLE_AFTER_MS ? 0 : slot.failures + 1
			const delay = restartDelay(slot.failures)
			const how = signal ? `was killed (${signal})` : `exited with code ${code}`
			console.error(
				`Worker ${slot.index + 1} (pid ${worker.process.pid}) ${how}; starting another${delay ? ` in ${delay / 1000} s` : ''}.`,
			)
			slot.restart = setTimeout(() => {
				slot.restart = null
				if (!closing) fork(slot)
			}, delay)
		})
		return worker
	}

	// Start-up: every worker listening, or none (a worker that exits first, say on a port in use, fails the start).
	const started = slots.map((slot) => {
		const worker = fork(slot)
		return new Promise<void>((resolve, reject) => {
			worker.once('listening', () => resolve())
			worker.once('exit', () => reject(new Error(`Worker ${slot.index + 1} stopped before it was serving; see its output above.`)))
		})
	})
	try {
		await Promise.all(started)
	} catch (error) {
		closing = true
		for (const slot of slots) slot.worker?.process.kill('SIGKILL')
		throw error
	}
	ready = true
	announce(settings, port, demoEmail, ` (${slots.length} worker processes)`)

	let stopping: Promise<void> | null = null
	function stop() {
		stopping ??= (async () => {
			closing = true
			for (const slot of slots) if (slot.restart) clearTimeout(slot.restart)
			const running = slots.flatMap((slot) => (slot.worker && !slot.worker.isDead() ? [slot.worker] : []))
			await Promise.all(
				running.map(
					(worker) =>
						new Promise<void>((resolve) => {
							const cutoff = setTimeout(() => worker.process.kill('SIGKILL'), STOP_CUTOFF_MS)
							worker.once('exit', () => {
								clearTimeout(cutoff)
								resolve()
							})
							// A worker whose channel is already gone is exiting on its own.
							worker.send(STOP_MESSAGE, () => undefined)
						}),
				),
			)
		})()
		return stopping
	}
	return { port, stop, workers: () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : [])) }
}

/**
 * Runs this process as one worker: `start` is the host (server/node.ts). The
 * primary alone decides when to stop: a SIGTERM or SIGINT sent to the whole
 * process group (Ctrl+C, a service manager) reaches the workers too, and is
 * left to the primary, which then sends each the stop message. A worker whose
 * primary is gone (killed) exits at once: Node's cluster module does that.
 */
export async function runClusterWorker(start: () => Promise<{ stop: () => Promise<void> }>) {
	for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined)
	let stopAsked = false
	let host: { stop: () => Promise<void> } | null = null
	const stopAndExit = (server: { stop: () => Promise<void> }) => void server.stop().then(() => process.exit(0))
	process.on('message', (message) => {
		if (message !== STOP_MESSAGE) return
		stopAsked = true
		if (host) stopAndExit(host)
	})
	host = await start()
	if (stopAsked) stopAndExit(host)
}

/** A port free on `host` now, for every worker to share (a worker's listen(0) would not give replacements the same one). */
function freePort(host: string): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, host, () => {
			const address = probe.address()
			probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
		})
	})
}
