import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type Client, type TransactionMode } from '@libsql/client'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { seedDatabase } from '#app/features/seed/seed.server'
import { createDatabase, type Database } from '#app/lib/db/client'
import { isDeployment, type Env } from '#app/lib/env'

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))
export const collegesCsvPath = fileURLToPath(new URL('../scripts/data/colleges.csv', import.meta.url))

/** The College Scorecard extract the seed loads into `colleges`. */
export function readCollegesCsv(): string {
	return readFileSync(collegesCsvPath, 'utf8')
}

/**
 * What every connection to a local file is set to. The busy timeout comes
 * first: the host's workers (server/cluster.ts) share the file, and a
 * connection made while another holds the write lock waits up to 5 s for it
 * instead of failing with SQLITE_BUSY. WAL lets readers and the one writer
 * run side by side (the mode is kept in the file; asking again is a no-op).
 */
const LOCAL_FILE_PRAGMAS = ['PRAGMA busy_timeout = 5000', 'PRAGMA journal_mode = WAL', 'PRAGMA synchronous = NORMAL', 'PRAGMA foreign_keys = ON']

/** Opens the libSQL database; a local file gets a busy timeout, WAL and foreign keys on every connection. */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
	const client = createClient({ url, authToken })
	if (!url.startsWith('file:')) {
		await client.execute('PRAGMA foreign_keys = ON')
		return client
	}
	// Only the connection a PRAGMA runs on is set, and the file client opens
	// another after handing its own to a transaction (or on reconnect): the
	// new one is set at once. The client's calls run synchronously up to their
	// first await, so nothing reaches the new connection before these do.
	// The client's own execute: a wrapper installed later (a round-trip counter) does not see these.
	const execute = client.execute.bind(client)
	const configure = () => Promise.all(LOCAL_FILE_PRAGMAS.map((pragma) => execute(pragma)))
	const transaction = client.transaction.bind(client)
	client.transaction = (mode?: TransactionMode) => {
		const started = transaction(mode)
		configure().catch(() => undefined)
		return started
	}
	const reconnect = client.reconnect.bind(client)
	client.reconnect = async () => {
		await reconnect()
		await configure()
	}
	await configure()
	return client
}

/** Applies pending migrations; running it again is a no-op. */
export async function migrateDatabase(db: Database) {
	await migrate(db, { migrationsFolder })
}

/**
 * What a host does to its database before serving: pending migrations, then
 * the seed (the catalog and plans; the demo family only off a deployment).
 * Done once per start, by one process: the cluster's primary before it forks.
 */
export async function prepareDatabase(db: Database, env: Env) {
	await migrateDatabase(db)
	return seedDatabase(db, { collegesCsv: readCollegesCsv(), demoFamily: !isDeployment(env) })
}

export function databasePath(url: string): string | null {
	return url.startsWith('file:') ? path.resolve(url.slice('file:'.length)) : null
}

export { createDatabase }
