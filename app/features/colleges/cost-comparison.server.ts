import { inArray, like } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { colleges } from '#app/lib/db/schema'
import { compareCosts } from './cost-comparison'
import type { IncomeBracket } from './match'

// The cost calculator's reads: the picked colleges' Scorecard costs, and up to
// ten names for the search box (two characters at least; SQL wildcards dropped).

const costColumns = {
	id: colleges.id,
	name: colleges.name,
	city: colleges.city,
	state: colleges.state,
	costOfAttendance: colleges.costOfAttendance,
	tuitionInState: colleges.tuitionInState,
	tuitionOutOfState: colleges.tuitionOutOfState,
	avgNetPrice: colleges.avgNetPrice,
	netPrice0To30k: colleges.netPrice0To30k,
	netPrice30To48k: colleges.netPrice30To48k,
	netPrice48To75k: colleges.netPrice48To75k,
	netPrice75To110k: colleges.netPrice75To110k,
	netPrice110kPlus: colleges.netPrice110kPlus,
	medianDebt: colleges.medianDebt,
	medianEarnings10yr: colleges.medianEarnings10yr,
	netPriceCalculatorUrl: colleges.netPriceCalculatorUrl,
}

export async function loadCostComparison(
	{ db }: Pick<AppContext, 'db'>,
	{ ids, income, increase, query }: { ids: string[]; income: IncomeBracket; increase: number; query: string },
) {
	const picked = ids.length ? await db.select(costColumns).from(colleges).where(inArray(colleges.id, ids)) : []
	const results =
		query.length >= 2
			? await db
					.select({ id: colleges.id, name: colleges.name, state: colleges.state })
					.from(colleges)
					.where(like(colleges.name, `%${query.replace(/[%_]/g, '')}%`))
					.limit(10)
			: []
	return { results, compared: compareCosts(picked, ids, income, increase) }
}
