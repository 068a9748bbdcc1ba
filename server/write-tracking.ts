import type { Client, Transaction, TransactionMode } from '@libsql/client'

// Counts the writes this process sends to its database, so a cache of
// rendered pages (private-page-cache.ts) can tell "nothing has changed since"
// without asking the database. It patches the client the host opened, before
// drizzle wraps it, so every statement from the app, the jobs and the seed is
// seen. Anything that is not plainly a read counts, before and after it runs:
// a render that overlaps a write in either direction sees the count move.

export interface WriteCounter {
	/** Writes started or finished since the counter was installed. */
	readonly count: number
}

const READ = /^\s*select\b/i

function isRead(statement: unknown): boolean {
	const sql = typeof statement === 'string' ? statement : (statement as { sql?: unknown } | null)?.sql
	return typeof sql === 'string' && READ.test(sql)
}

export function trackWrites(client: Client): WriteCounter {
	const counter = { count: 0 }
	const around = <Result>(run: () => Promise<Result>): Promise<Result> => {
		counter.count += 1
		return run().finally(() => {
			counter.count += 1
		})
	}
	// Reads pass straight through; everything else is counted around its run.
	const execute = client.execute.bind(client)
	client.execute = ((statement: Parameters<Client['execute']>[0], args?: Parameters<Client['execute']>[1]) =>
		isRead(statement) ? execute(statement as never, args) : around(() => execute(statement as never, args))) as Client['execute']
	const batch = client.batch.bind(client)
	client.batch = (statements, mode) =>
		mode === 'read' && statements.every(isRead) ? batch(statements, mode) : around(() => batch(statements, mode))
	const migrate = client.migrate.bind(client)
	client.migrate = (statements) => around(() => migrate(statements))
	const executeMultiple = client.executeMultiple.bind(client)
	client.executeMultiple = (sql) => around(() => executeMultiple(sql))
	const transaction = client.transaction.bind(client)
	client.transaction = (mode?: TransactionMode) =>
		around(async () => {
			const started: Transaction = await transaction(mode)
			// Its statements are not visible to others until it ends: count the end.
			for (const name of ['commit', 'rollback'] as const) {
				const end = started[name].bind(started)
				started[name] = () => around(end)
			}
			const close = started.close.bind(started)
			started.close = () => {
				counter.count += 1
				close()
			}
			return started
		})
	return counter
}
