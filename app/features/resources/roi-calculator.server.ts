import { asc, eq, like } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { colleges } from '#app/lib/db/schema'
import type { CollegeFinancials, RoiSearch } from './roi-calculator'

// The ROI calculator's reads: up to ten colleges whose name holds the search
// (two characters at least; parseRoiSearch has already dropped SQL wildcards),
// and the chosen college's Scorecard figures, or null for an unknown id.

const financialColumns = {
	id: colleges.id,
	name: colleges.name,
	state: colleges.state,
	costOfAttendance: colleges.costOfAttendance,
	avgNetPrice: colleges.avgNetPrice,
	netPrice0To30k: colleges.netPrice0To30k,
	netPrice30To48k: colleges.netPrice30To48k,
	netPrice48To75k: colleges.netPrice48To75k,
	netPrice75To110k: colleges.netPrice75To110k,
	netPrice110kPlus: colleges.netPrice110kPlus,
	medianEarnings10yr: colleges.medianEarnings10yr,
	medianDebt: colleges.medianDebt,
	completionRate: colleges.completionRate,
}

export async function findRoiColleges({ db }: Pick<AppContext, 'db'>, search: Pick<RoiSearch, 'q' | 'college'>) {
	const matches: Array<Pick<CollegeFinancials, 'id' | 'name' | 'state'>> =
		search.q.length >= 2
			? await db
					.select({ id: colleges.id, name: colleges.name, state: colleges.state })
					.from(colleges)
					.where(like(colleges.name, `%${search.q}%`))
					.orderBy(asc(colleges.name))
					.limit(10)
			: []
	let college: CollegeFinancials | null = null
	if (search.college) {
		const rows = await db.select(financialColumns).from(colleges).where(eq(colleges.id, search.college)).limit(1)
		college = rows[0] ?? null
	}
	return { matches, college }
}
