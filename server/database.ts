import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type Client } from '@libsql/client'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { seedDatabase } from '#app/features/seed/seed.server'
import { createDatabase, type Database } from '#app/lib/db/client'
import { isDeployment, type Env } from '#app/lib/env'
import { createFileClient } from './libsql-file-client'

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

/**
 * Opens the libSQL database. A local file gets our file client (prepared
 * statements kept per connection, decision 047) with a busy timeout, WAL and
 * foreign keys on every connection it opens; anything else (Turso from Node)
 * gets `@libsql/client`.
 */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
	if (url.startsWith('file:')) {
		return createFileClient(url, { onConnect: (execute) => LOCAL_FILE_PRAGMAS.forEach(execute) })
	}
	const client = createClient({ url, authToken })
	await client.execute('PRAGMA foreign_keys = ON')
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
