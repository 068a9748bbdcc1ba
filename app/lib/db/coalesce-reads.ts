import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client'

// A page's loaders ask for their data side by side (Promise.all, and React
// Router runs a page's loaders at once). Against Turso every query is a
// network round-trip, so the reads asked for in the same turn of the event
// loop go out together as one read-only batch: one round-trip instead of
// one per query, with no change to the code that asks. Writes are never
// held back; reads already waiting are sent first, so they still run in
// the order they were asked for.

/** A libSQL client that batches concurrent reads, and the client it wraps. */
export interface CoalescingClient extends Client {
	readonly unwrapped: Client
}

interface PendingRead {
	statement: InStatement
	resolve: (result: ResultSet) => void
	reject: (error: unknown) => void
}

const nextTurn: (run: () => void) => void =
	typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0)

function isRead(statement: InStatement) {
	return /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)
}

export function coalesceReads(client: Client): CoalescingClient {
	let pending: PendingRead[] = []

	function flush() {
		if (pending.length === 0) return
		const reads = pending
		pending = []
		if (reads.length === 1) {
			const [read] = reads as [PendingRead]
			client.execute(read.statement).then(read.resolve, read.reject)
			return
		}
		client.batch(reads.map((read) => read.statement), 'read').then(
			(results) => reads.forEach((read, index) => read.resolve(results[index]!)),
			// One bad statement fails the whole batch: ask again one by one, so
			// each caller gets its own answer or its own error.
			() => {
				for (const read of reads) client.execute(read.statement).then(read.resolve, read.reject)
			},
		)
	}

	/** Runs a write after the reads asked for before it. */
	function inOrder<Result>(run: () => Promise<Result>): Promise<Result> {
		flush()
		return run()
	}

	const coalescing: CoalescingClient = {
		unwrapped: client,
		execute(statementOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
			const statement: InStatement = typeof statementOrSql === 'string' && args !== undefined ? { sql: statementOrSql, args } : statementOrSql
			if (!isRead(statement)) return inOrder(() => client.execute(statement))
			return new Promise<ResultSet>((resolve, reject) => {
				if (pending.length === 0) nextTurn(flush)
				pending.push({ statement, resolve, reject })
			})
		},
		batch: (statements: Parameters<Client['batch']>[0], mode?: TransactionMode) => inOrder(() => client.batch(statements, mode)),
		migrate: (statements) => inOrder(() => client.migrate(statements)),
		transaction: (mode?: TransactionMode) => inOrder(() => client.transaction(mode)),
		executeMultiple: (sql) => inOrder(() => client.executeMultiple(sql)),
		sync: () => client.sync(),
		close: () => {
			flush()
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
