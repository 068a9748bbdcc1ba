import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type Client } from '@libsql/client'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { createDatabase, type Database } from '#app/lib/db/client'

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))
export const collegesCsvPath = fileURLToPath(new URL('../scripts/data/colleges.csv', import.meta.url))

/** The College Scorecard extract the seed loads into `colleges`. */
export function readCollegesCsv(): string {
	return readFileSync(collegesCsvPath, 'utf8')
}

/** Opens the libSQL database; a local file gets WAL, foreign keys and a busy timeout. */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
	const client = createClient({ url, authToken })
	if (url.startsWith('file:')) {
		await client.execute('PRAGMA journal_mode = WAL')
		await client.execute('PRAGMA busy_timeout = 5000')
		await client.execute('PRAGMA synchronous = NORMAL')
	}
	await client.execute('PRAGMA foreign_keys = ON')
	return client
}

/** Applies pending migrations; running it again is a no-op. */
export async function migrateDatabase(db: Database) {
	await migrate(db, { migrationsFolder })
}

export function databasePath(url: string): string | null {
	return url.startsWith('file:') ? path.resolve(url.slice('file:'.length)) : null
}

export { createDatabase }
