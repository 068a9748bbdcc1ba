import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { memberships } from '#app/lib/db/schema'

/**
 * A where-clause term: the row's account is one `userId` belongs to. Reads that
 * travel in the same round-trip as the access check use it, so an account's
 * rows never leave the database for someone who is not its member — even
 * before the check's answer is in. `userId` may be a placeholder, for a prepared query.
 */
export function accountHasMember(accountId: SQLiteColumn, userId: string | Placeholder): SQL {
	return sql`exists (select 1 from ${memberships} where ${memberships.accountId} = ${accountId} and ${memberships.userId} = ${userId})`
}
