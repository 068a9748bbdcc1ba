import { classifyFit, type CollegeScores, type Fit } from './fit'
import type { MatchAnswers } from './match-answers'
import { formatMoney } from '#app/lib/format'

// The college-match quiz: answers → ranked colleges from the catalog, each
// with its fit and the reasons it matched. Pure: the route loads the rows.
// The answers are read from the query by match-answers.ts, on the server.

export const regions: Record<string, string[]> = {
	northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
	southeast: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA'],
	midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
	southwest: ['AZ', 'NM', 'OK', 'TX'],
	west: ['CO', 'ID', 'MT', 'NV', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
}
export const regionLabels: Record<string, string> = {
	northeast: 'Northeast', southeast: 'Southeast', midwest: 'Midwest', southwest: 'Southwest', west: 'West',
}
export const incomeBrackets = {
	'0-30': 'Under $30,000',
	'30-48': '$30,000–48,000',
	'48-75': '$48,000–75,000',
	'75-110': '$75,000–110,000',
	'110+': 'Over $110,000',
} as const
export type IncomeBracket = keyof typeof incomeBrackets

export interface CatalogRow extends CollegeScores {
	id: string
	name: string
	city: string | null
	state: string | null
	control: string | null
	locale: string | null
	undergradSize: number | null
	netPrice0To30k: number | null
	netPrice30To48k: number | null
	netPrice48To75k: number | null
	netPrice75To110k: number | null
	netPrice110kPlus: number | null
	avgNetPrice: number | null
	predominantDegree: string | null
}

export interface Match {
	college: CatalogRow
	fit: Fit
	netPrice: number | null
	score: number
	reasons: string[]
}

export type NetPrices = Pick<
	CatalogRow,
	'netPrice0To30k' | 'netPrice30To48k' | 'netPrice48To75k' | 'netPrice75To110k' | 'netPrice110kPlus' | 'avgNetPrice'
>

/** What the college reports families in this income bracket pay, or null when it reports none. */
export function bracketNetPrice(college: NetPrices, income: IncomeBracket): number | null {
	return {
		'0-30': college.netPrice0To30k,
		'30-48': college.netPrice30To48k,
		'48-75': college.netPrice48To75k,
		'75-110': college.netPrice75To110k,
		'110+': college.netPrice110kPlus,
	}[income]
}

/** The bracket's net price, else the college's average. */
export function netPriceFor(college: NetPrices, income: IncomeBracket): number | null {
	return bracketNetPrice(college, income) ?? college.avgNetPrice
}

function sizeOf(undergrads: number | null): 'small' | 'medium' | 'large' | null {
	if (undergrads === null) return null
	return undergrads < 5000 ? 'small' : undergrads <= 15000 ? 'medium' : 'large'
}


export function matchColleges(rows: CatalogRow[], answers: MatchAnswers, limit = 15): Match[] {
	const allowedStates =
		answers.distance === 'in-state' && answers.homeState
			? [answers.homeState]
			: answers.distance === 'region' && answers.homeState
				? (Object.values(regions).find((states) => states.includes(answers.homeState!)) ?? [answers.homeState])
				: answers.region !== 'any'
					? regions[answers.region]!
					: null

	const matches: Match[] = []
	for (const college of rows) {
		if (college.predominantDegree !== "Bachelor's") continue
		if (allowedStates && !allowedStates.includes(college.state ?? '')) continue
		const reasons: string[] = []
		let score = 0
		const size = sizeOf(college.undergradSize)
		if (answers.size !== 'any') {
			if (size !== answers.size) continue
			score += 2
			reasons.push(`${size} school: ${college.undergradSize!.toLocaleString('en-US')} undergraduates`)
		}
		const setting = college.locale?.split(':')[0]?.toLowerCase() ?? null
		if (answers.setting !== 'any') {
			if (setting !== answers.setting) continue
			score += 2
			reasons.push(`Setting: ${college.locale}`)
		}
		const isPublic = college.control === 'Public'
		if (answers.control !== 'any') {
			if ((answers.control === 'public') !== isPublic) continue
			score += 1
			reasons.push(college.control ?? '')
		}
		const netPrice = netPriceFor(college, answers.income)
		if (answers.budget !== null && netPrice !== null) {
			if (netPrice > answers.budget) continue
			score += 3
			reasons.push(`Net price ${formatMoney(netPrice)} a year for families earning ${incomeBrackets[answers.income].toLowerCase()}, within your budget`)
		} else if (netPrice !== null) {
			reasons.push(`Net price ${formatMoney(netPrice)} a year for families earning ${incomeBrackets[answers.income].toLowerCase()}`)
		}
		if (allowedStates) reasons.push(`In ${college.state}`)
		const fit = classifyFit({ sat: answers.sat, act: answers.act, gpa: answers.gpa }, college)
		if (college.admissionRate !== null) reasons.push(`Admits ${Math.round(college.admissionRate * 100)}% of applicants`)
		if (fit.range) reasons.push(`${fit.basis.toUpperCase()} middle 50%: ${fit.range[0]}–${fit.range[1]}`)
		// Rank colleges the family can weigh: target first, then safety, then reach.
		score += fit.fit === 'target' ? 3 : fit.fit === 'safety' ? 2 : 1
		if (college.admissionRate !== null) score += 0.5
		matches.push({ college, fit: fit.fit, netPrice, score, reasons })
	}
	return matches
		.sort((a, b) => b.score - a.score || (a.netPrice ?? Infinity) - (b.netPrice ?? Infinity) || a.college.name.localeCompare(b.college.name))
		.slice(0, limit)
}
