import { performance } from 'node:perf_hooks'
import type { CoalescingClient } from '#app/lib/db/coalesce-reads'
import { startNodeServer } from '../../server/node'
import { countRoundTrips } from './round-trips'

// The production Node host as `npm start` runs it, in a child process the
// benches fork (so load generator and server do not share an event loop),
// plus a database round-trip counter the parent reads over IPC.

const { port, stop, services } = await startNodeServer(process.env)
// drizzle() keeps the client it wraps as `$client` (the app's Database type
// leaves it out): the read-coalescing one, whose `unwrapped` client makes the trips.
const roundTrips = countRoundTrips((services.db as typeof services.db & { $client: CoalescingClient }).$client.unwrapped)

process.on('message', (message: unknown) => {
	if (message === 'count') process.send!({ roundTrips: roundTrips.count })
	// How busy the event loop was over the next 300 ms: near 0 once no request is being served.
	if (message === 'utilization') {
		const start = performance.eventLoopUtilization()
		setTimeout(() => process.send!({ utilization: performance.eventLoopUtilization(start).utilization }), 300)
	}
	if (message === 'stop') void stop().then(() => process.exit(0))
})
process.on('disconnect', () => void stop().then(() => process.exit(0)))
process.send!({ ready: true, port })
