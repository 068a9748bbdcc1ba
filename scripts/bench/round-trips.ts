import type { Client, Transaction } from '@libsql/client'

// Counts database round-trips by wrapping the libSQL client the host opened:
// drizzle keeps a reference to this very object, so patching its methods sees
// every query without touching app code. One call = one round-trip: an
// execute, a batch (one trip however many statements), and in a transaction
// its begin, each statement, and its commit or rollback.

export interface RoundTripCounter {
	/** Round-trips since the counter was installed. */
	readonly count: number
}

export function countRoundTrips(client: Client): RoundTripCounter {
	const counter = { count: 0 }
	const counted = <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
		(...args: Args) => {
			counter.count += 1
			return run(...args)
		}
	const original = {
		execute: client.execute.bind(client),
		batch: client.batch.bind(client),
		migrate: client.migrate.bind(client),
		executeMultiple: client.executeMultiple.bind(client),
		transaction: client.transaction.bind(client),
	}
	client.execute = counted(original.execute) as Client['execute']
	client.batch = counted(original.batch)
	client.migrate = counted(original.migrate)
	client.executeMultiple = counted(original.executeMultiple)
	client.transaction = counted(async (...args: Parameters<Client['transaction']>) => {
		const transaction: Transaction = await original.transaction(...args)
		transaction.execute = counted(transaction.execute.bind(transaction)) as Transaction['execute']
		transaction.batch = counted(transaction.batch.bind(transaction))
		transaction.executeMultiple = counted(transaction.executeMultiple.bind(transaction))
		transaction.commit = counted(transaction.commit.bind(transaction))
		transaction.rollback = counted(transaction.rollback.bind(transaction))
		return transaction
	})
	return counter
}
