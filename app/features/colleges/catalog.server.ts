import { count, eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import type { Database } from '#app/lib/db/client'
import { keptRead } from '#app/lib/db/kept-read'
import { colleges } from '#app/lib/db/schema'
import { parseCatalog } from './catalog-csv'
import { buildCollegeIndex, type CollegeIndex } from './search'

// The College Scorecard catalog: seeded once, and read once per database and
// kept (keptRead), since it changes only with a new seed. Two reads: the search
// index the college list and its server function search, and the
// bachelor's-degree colleges the match quiz ranks. Read for every quiz, they
// were 1,961 rows from Turso over HTTP on Workers (rows read are what Turso
// bills); on Node's file the read is cheap either way.

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

/** What a search shows of a college, and the match quiz's rows start from. */
const searchColumns = {
	id: colleges.id,
	name: colleges.name,
	city: colleges.city,
	state: colleges.state,
	control: colleges.control,
	locale: colleges.locale,
	undergradSize: colleges.undergradSize,
	admissionRate: colleges.admissionRate,
	avgNetPrice: colleges.avgNetPrice,
}

const collegeIndex = keptRead((db) => db.select(searchColumns).from(colleges).then(buildCollegeIndex), {
	isEmpty: (index) => index.entries.length === 0,
})

export function getCollegeIndex(ctx: Pick<AppContext, 'db'>): Promise<CollegeIndex> {
	return collegeIndex(ctx.db)
}

/** A college's middle-50% SAT and ACT scores, which its fit for a student is judged by (fit.ts). */
export const scoreBandColumns = {
	satRw25: colleges.satRw25,
	satRw75: colleges.satRw75,
	satMath25: colleges.satMath25,
	satMath75: colleges.satMath75,
	act25: colleges.act25,
	act75: colleges.act75,
}

/** The bachelor's-degree colleges, with the scores and net prices the match quiz weighs. */
export const bachelorsCatalog = keptRead(
	(db) =>
		db
			.select({
				...searchColumns,
				...scoreBandColumns,
				netPrice0To30k: colleges.netPrice0To30k,
				netPrice30To48k: colleges.netPrice30To48k,
				netPrice48To75k: colleges.netPrice48To75k,
				netPrice75To110k: colleges.netPrice75To110k,
				netPrice110kPlus: colleges.netPrice110kPlus,
				predominantDegree: colleges.predominantDegree,
			})
			.from(colleges)
			.where(eq(colleges.predominantDegree, "Bachelor's")),
	{ isEmpty: (rows) => rows.length === 0 },
)
