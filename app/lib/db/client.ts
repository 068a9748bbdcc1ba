import type { Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import * as schema from './schema'

export type Database = LibSQLDatabase<typeof schema>

/**
 * Wraps a libSQL client made by the host: the native file client on Node,
 * the HTTP client (`@libsql/client/web`) against Turso on Workers.
 */
export function createDatabase(client: Client): Database {
	return drizzle(client, { schema })
}

export { schema }
