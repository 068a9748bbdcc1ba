import { fourYearTotal } from './costs'
import { type IncomeBracket, type NetPrices, netPriceFor } from './match'

// /tools/cost-calculator's rows: the picked colleges in the order the family
// picked them, priced for their income, four years at their yearly increase.

export interface CostRow extends NetPrices {
	id: string
	name: string
	city: string | null
	state: string | null
	costOfAttendance: number | null
	tuitionInState: number | null
	tuitionOutOfState: number | null
	medianDebt: number | null
	medianEarnings10yr: number | null
	netPriceCalculatorUrl: string | null
}

/** One row per id that has a college (an unknown id is left out), in the order of `ids`. */
export function compareCosts(rows: readonly CostRow[], ids: readonly string[], income: IncomeBracket, increase: number) {
	return ids
		.map((id) => rows.find((row) => row.id === id))
		.filter((row): row is CostRow => Boolean(row))
		.map((row) => {
			const netPrice = netPriceFor(row, income)
			return {
				id: row.id,
				name: row.name,
				place: [row.city, row.state].filter(Boolean).join(', '),
				costOfAttendance: row.costOfAttendance,
				tuitionInState: row.tuitionInState,
				tuitionOutOfState: row.tuitionOutOfState,
				netPrice,
				fourYearNet: netPrice === null ? null : fourYearTotal(netPrice, increase),
				medianDebt: row.medianDebt,
				medianEarnings10yr: row.medianEarnings10yr,
				netPriceCalculatorUrl: row.netPriceCalculatorUrl,
			}
		})
}

export type ComparedCollege = ReturnType<typeof compareCosts>[number]
