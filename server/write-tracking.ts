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
	const original = {
		execute: client.execute.bind(client),
		batch: client.batch.bind(client),
		migrate: client.migrate.bind(client),
		executeMultiple: client.executeMultiple.bind(client),
		transaction: client.transaction.bind(client),
	}
	client.execute = ((statement: Parameters<Client['execute']>[0], args?: Parameters<Client['execute']>[1]) =>
		isRead(statement) ? original.execute(statement as never, args) : around(() => original.execute(statement as never, args))) as Client['execute']
	client.batch = (statements, mode) =>
		mode === 'read' && statements.every(isRead) ? original.batch(statements, mode) : around(() => original.batch(statements, mode))
	client.migrate = (statements) => around(() => original.migrate(statements))
	client.executeMultiple = (sql) => around(() => original.executeMultiple(sql))
	client.transaction = (mode?: TransactionMode) =>
		around(async () => {
			const transaction: Transaction = await original.transaction(mode)
			// Its statements are not visible to others until it ends: count the end.
			for (const name of ['commit', 'rollback'] as const) {
				const end = transaction[name].bind(transaction)
				transaction[name] = () => around(end)
			}
			const close = transaction.close.bind(transaction)
			transaction.close = () => {
				counter.count += 1
				close()
			}
			return transaction
		})
	return counter
}
