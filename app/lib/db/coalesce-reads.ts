import { AsyncLocalStorage } from 'node:async_hooks'
import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client'

// A page's loaders ask for their data side by side (Promise.all, and React
// Router runs a page's loaders at once). Against Turso every query is a
// network round-trip, so the reads one request asks for in the same turn of
// the event loop go out together as one read-only batch: one round-trip
// instead of one per query, with no change to the code that asks.
//
// On Workers a batch never mixes requests: the Worker runs each request in
// withReadScope, since there a timer and a fetch belong to the request that
// started them, and an aborted request takes them with it: another family's
// reads must never wait on them. The Node host shares one queue per process
// (decision 052): its timers belong to no request, its file client answers
// within the turn, and Node 20's AsyncLocalStorage cost 1-2 ms of CPU per
// signed-in render, measured side by side.
//
// Within a scope, what was asked first is answered first: a write waits for
// the reads asked before it to have their answers (even a failed batch's,
// asked again one by one), and reads asked after a write wait for it. Over
// HTTP two requests to Turso in flight at once may run in either order. The
// process-wide queue keeps only the first half, for the reads of the write's
// own turn: there the waits would make every family wait on every other's
// statements (the Node host may talk to Turso too).

/** A libSQL client that batches concurrent reads, and the client it wraps. */
export interface CoalescingClient extends Client {
	readonly unwrapped: Client
}

interface PendingRead {
	statement: InStatement
	resolve: (result: ResultSet) => void
	reject: (error: unknown) => void
}

/** A scope's reads waiting for the next turn, and what it has sent that has not settled yet. */
interface RequestQueue {
	/** A scope's queue keeps its reads and writes in order; the process-wide one does not wait on other families' statements. */
	ordered: boolean
	pending: PendingRead[]
	readsInFlight: Set<Promise<void>>
	writeInFlight: Promise<unknown> | null
}

/** Marks one request's asynchronous work; each client keeps that request's queue against it. */
const requestScope = new AsyncLocalStorage<object>()

/** Runs `handle` (one request on Workers) with its reads batched among its own only. */
export function withReadScope<Result>(handle: () => Result): Result {
	return requestScope.run({}, handle)
}

const nextTurn: (run: () => void) => void =
	typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0)

function isRead(statement: InStatement) {
	return /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)
}

const noop = () => undefined
const settled = (promise: Promise<unknown>): Promise<void> => promise.then(noop, noop)
/** A client call whose synchronous throw becomes its promise's rejection. */
const call = <Result>(run: () => Promise<Result>) => new Promise<Result>((resolve) => resolve(run()))

export function coalesceReads(client: Client): CoalescingClient {
	const queues = new WeakMap<object, RequestQueue>()
	// Outside a scope (the Node host, scheduled jobs, scripts, tests) the reads share this one.
	const unscoped: RequestQueue = { ordered: false, pending: [], readsInFlight: new Set(), writeInFlight: null }
	function currentQueue(): RequestQueue {
		const scope = requestScope.getStore()
		if (scope === undefined) return unscoped
		let queue = queues.get(scope)
		if (queue === undefined) {
			queue = { ordered: true, pending: [], readsInFlight: new Set(), writeInFlight: null }
			queues.set(scope, queue)
		}
		return queue
	}

	/** Sends reads; the promise settles when each has its answer or its error. */
	function send(reads: PendingRead[]): Promise<void> {
		const answer = (read: PendingRead) => call(() => client.execute(read.statement)).then(read.resolve, read.reject)
		if (reads.length === 1) return answer(reads[0]!)
		return call(() => client.batch(reads.map((read) => read.statement), 'read')).then(
			(results) => reads.forEach((read, index) => read.resolve(results[index]!)),
			// One bad statement fails the whole batch: ask again one by one, so
			// each caller gets its own answer or its own error.
			() => Promise.all(reads.map(answer)).then(() => undefined),
		)
	}

	/** Sends the queue's waiting reads (in a scope, after the write sent before them); the promise settles when each has its answer. */
	function flush(queue: RequestQueue): Promise<void> | undefined {
		if (queue.pending.length === 0) return undefined
		const reads = queue.pending
		queue.pending = []
		const sent = queue.writeInFlight ? settled(queue.writeInFlight).then(() => send(reads)) : send(reads)
		if (!queue.ordered) return sent
		queue.readsInFlight.add(sent)
		void sent.finally(() => queue.readsInFlight.delete(sent))
		return sent
	}

	/** Runs a write once the reads asked before it have their answers: in a scope, once everything it sent before has settled. */
	function inOrder<Result>(run: () => Promise<Result>): Promise<Result> {
		const queue = currentQueue()
		const flushed = flush(queue)
		if (!queue.ordered) return flushed ? flushed.then(run) : run()
		const before = [...queue.readsInFlight, ...(queue.writeInFlight ? [queue.writeInFlight] : [])]
		const written = before.length === 0 ? run() : Promise.all(before.map(settled)).then(run)
		queue.writeInFlight = written
		void settled(written).then(() => {
			if (queue.writeInFlight === written) queue.writeInFlight = null
		})
		return written
	}

	const coalescing: CoalescingClient = {
		unwrapped: client,
		execute(statementOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
			const statement: InStatement = typeof statementOrSql === 'string' && args !== undefined ? { sql: statementOrSql, args } : statementOrSql
			if (!isRead(statement)) return inOrder(() => client.execute(statement))
			const queue = currentQueue()
			return new Promise<ResultSet>((resolve, reject) => {
				if (queue.pending.length === 0) nextTurn(() => flush(queue))
				queue.pending.push({ statement, resolve, reject })
			})
		},
		batch: (statements: Parameters<Client['batch']>[0], mode?: TransactionMode) => inOrder(() => client.batch(statements, mode)),
		migrate: (statements) => inOrder(() => client.migrate(statements)),
		transaction: (mode?: TransactionMode) => inOrder(() => client.transaction(mode)),
		executeMultiple: (sql) => inOrder(() => client.executeMultiple(sql)),
		sync: () => client.sync(),
		close: () => {
			flush(currentQueue())
			client.close()
		},
		reconnect: () => client.reconnect(),
		get closed() {
			return client.closed
		},
		get protocol() {
			return client.protocol
		},
	}
	return coalescing
}
