import type { Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { coalesceReads } from './coalesce-reads'
import * as schema from './schema'

export type Database = LibSQLDatabase<typeof schema>

/**
 * Wraps a libSQL client made by the host: the native file client on Node,
 * the HTTP client (`@libsql/client/web`) against Turso on Workers. Reads
 * asked for together travel together (coalesce-reads.ts).
 */
export function createDatabase(client: Client): Database {
	return drizzle(coalesceReads(client), { schema })
}

export { schema }
