// College ROI arithmetic for /resources/roi-calculator. Pure: the route's
// loader reads the College Scorecard columns and hands them in, and the
// search from the query (roi-calculator-query.ts, so the page ships no zod).

export const INCOME_BRACKETS = [
	{ value: '0-30k', label: '$0–$30,000', column: 'netPrice0To30k' },
	{ value: '30-48k', label: '$30,001–$48,000', column: 'netPrice30To48k' },
	{ value: '48-75k', label: '$48,001–$75,000', column: 'netPrice48To75k' },
	{ value: '75-110k', label: '$75,001–$110,000', column: 'netPrice75To110k' },
	{ value: '110k-plus', label: 'Over $110,000', column: 'netPrice110kPlus' },
] as const

export type IncomeBracket = (typeof INCOME_BRACKETS)[number]['value']

export type CollegeFinancials = {
	id: string
	name: string
	state: string | null
	costOfAttendance: number | null
	avgNetPrice: number | null
	netPrice0To30k: number | null
	netPrice30To48k: number | null
	netPrice48To75k: number | null
	netPrice75To110k: number | null
	netPrice110kPlus: number | null
	medianEarnings10yr: number | null
	medianDebt: number | null
	completionRate: number | null
}

/** Earnings above this are treated as available for repayment in the payback illustration. */
export const PAYBACK_EARNINGS_FLOOR = 30_000
/** Share of earnings above the floor put toward repayment in the illustration. */
export const PAYBACK_SHARE = 0.1

export type RoiSearch = { q: string; college: string; income: IncomeBracket | ''; years: number; errors: Record<string, string[]> }

export type RoiResult = {
	/** Annual net price used, and where it came from. */
	netPricePerYear: number | null
	netPriceSource: 'bracket' | 'average' | null
	years: number
	totalNetCost: number | null
	medianDebt: number | null
	medianEarnings10yr: number | null
	/** Yearly amount in the payback illustration: 10% of earnings above $30,000. */
	annualRepayment: number | null
	/** Years to repay the total net cost at that rate; null when it cannot be computed. */
	paybackYears: number | null
	completionRate: number | null
}

/** Net price for the bracket, falling back to the average net price when the bracket is not reported or not chosen. */
export function netPriceFor(college: CollegeFinancials, income: IncomeBracket | ''): { value: number | null; source: 'bracket' | 'average' | null } {
	const bracket = INCOME_BRACKETS.find((b) => b.value === income)
	const bracketValue = bracket ? college[bracket.column] : null
	if (bracketValue !== null && bracketValue !== undefined) return { value: bracketValue, source: 'bracket' }
	if (college.avgNetPrice !== null) return { value: college.avgNetPrice, source: 'average' }
	return { value: null, source: null }
}

export function computeRoi(college: CollegeFinancials, income: IncomeBracket | '', years: number): RoiResult {
	const price = netPriceFor(college, income)
	// Scorecard net prices can be negative when grants exceed the cost; the total never goes below zero.
	const totalNetCost = price.value === null ? null : Math.max(0, price.value) * years
	const earnings = college.medianEarnings10yr
	const annualRepayment = earnings === null ? null : Math.max(0, earnings - PAYBACK_EARNINGS_FLOOR) * PAYBACK_SHARE
	let paybackYears: number | null = null
	if (totalNetCost !== null && annualRepayment !== null) {
		if (totalNetCost === 0) paybackYears = 0
		else if (annualRepayment > 0) paybackYears = Math.round((totalNetCost / annualRepayment) * 10) / 10
	}
	return {
		netPricePerYear: price.value,
		netPriceSource: price.source,
		years,
		totalNetCost,
		medianDebt: college.medianDebt,
		medianEarnings10yr: earnings,
		annualRepayment,
		paybackYears,
		completionRate: college.completionRate,
	}
}

// Shared with the other catalog pages.
export { formatMoney, formatPercent } from '#app/lib/format'
