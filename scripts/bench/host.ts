import cluster from 'node:cluster'
import { performance } from 'node:perf_hooks'
import type { CoalescingClient } from '#app/lib/db/coalesce-reads'
import { runClusterWorker, startNodeCluster, workerRole } from '../../server/cluster'
import { startNodeServer } from '../../server/node'
import { loadNodeSettings } from '../../server/node-env'
import { countRoundTrips } from './round-trips'

// The production Node host as `npm start` runs it — one worker process per
// core (WEB_CONCURRENCY, decision 038), or one process when that is 1 — in a
// child the benches fork, so load generator and server never share an event
// loop. The parent asks over IPC for what the workers measured, summed over
// all of them: database round-trips, and CPU time (user + system), so a
// render's cost is read from the processes that rendered it.

interface WorkerFigures {
	roundTrips: number
	/** CPU time this process has used, in microseconds. */
	cpuMicros: number
	/** How busy the event loop was over the next 300 ms (0–1). */
	utilization: number
}

const ASK = 'bench:figures'

/** This process as a host (the only one, or one cluster worker): starts serving and answers ASK. */
async function serve(start: () => ReturnType<typeof startNodeServer>) {
	const server = await start()
	// drizzle() keeps the client it wraps as `$client` (the app's Database type
	// leaves it out): the read-coalescing one, whose `unwrapped` client makes the trips.
	const { services } = server
	const roundTrips = countRoundTrips((services.db as typeof services.db & { $client: CoalescingClient }).$client.unwrapped)
	const figures = () =>
		new Promise<WorkerFigures>((resolve) => {
			const start = performance.eventLoopUtilization()
			setTimeout(() => {
				const cpu = process.cpuUsage()
				resolve({ roundTrips: roundTrips.count, cpuMicros: cpu.user + cpu.system, utilization: performance.eventLoopUtilization(start).utilization })
			}, 300)
		})
	return { server, figures }
}

if (cluster.isWorker) {
	const role = workerRole()!
	let figures: (() => Promise<WorkerFigures>) | null = null
	process.on('message', (message: unknown) => {
		if (message === ASK && figures) void figures().then((answer) => process.send!({ [ASK]: answer }))
	})
	await runClusterWorker(async () => {
		const host = await serve(() => startNodeServer(process.env, { worker: role }))
		figures = host.figures
		return host.server
	})
} else {
	const settings = loadNodeSettings(process.env)
	let port: number
	let stop: () => Promise<void>
	let figures: () => Promise<WorkerFigures>
	if (settings.webConcurrency === 1) {
		const host = await serve(() => startNodeServer(process.env))
		;({ port, stop } = host.server)
		figures = host.figures
	} else {
		// Forks this file again for each worker (cluster runs the primary's script), which takes the branch above.
		const primary = await startNodeCluster(settings)
		;({ port, stop } = primary)
		figures = async () => {
			const answers = await Promise.all(
				primary.workers().map(
					(worker) =>
						new Promise<WorkerFigures>((resolve) => {
							const listen = (message: Record<string, WorkerFigures>) => {
								if (!message?.[ASK]) return
								worker.off('message', listen)
								resolve(message[ASK])
							}
							worker.on('message', listen)
							worker.send(ASK)
						}),
				),
			)
			return {
				roundTrips: answers.reduce((sum, answer) => sum + answer.roundTrips, 0),
				cpuMicros: answers.reduce((sum, answer) => sum + answer.cpuMicros, 0),
				// The busiest worker decides whether the host is idle.
				utilization: Math.max(...answers.map((answer) => answer.utilization)),
			}
		}
	}
	process.on('message', (message: unknown) => {
		if (message === 'figures') void figures().then((answer) => process.send!(answer))
		if (message === 'stop') void stop().then(() => process.exit(0))
	})
	process.on('disconnect', () => void stop().then(() => process.exit(0)))
	process.send!({ ready: true, port, workers: settings.webConcurrency })
}
