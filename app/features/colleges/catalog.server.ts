import { count } from 'drizzle-orm'
import type { Database } from '#app/lib/db/client'
import { colleges } from '#app/lib/db/schema'
import { parseCatalog } from './catalog-csv'

/** Loads the catalog once (an empty table only); returns how many rows it added. */
export async function seedColleges(db: Database, csvText: string): Promise<number> {
	const [existing] = await db.select({ n: count() }).from(colleges)
	if ((existing?.n ?? 0) > 0) return 0
	const rows = parseCatalog(csvText) as Array<typeof colleges.$inferInsert>
	for (let start = 0; start < rows.length; start += 100) {
		await db.insert(colleges).values(rows.slice(start, start + 100)).onConflictDoNothing()
	}
	return rows.length
}
