// SAT ↔ ACT conversion from the 2018 ACT/SAT concordance tables, plus
// SAT and ACT superscore estimates. Pure: no I/O, testable in isolation.

/** ACT composite → concordant SAT total (2018 ACT/SAT concordance). */
export const ACT_TO_SAT: ReadonlyArray<{ act: number; sat: number }> = [
	{ act: 36, sat: 1590 },
	{ act: 35, sat: 1540 },
	{ act: 34, sat: 1500 },
	{ act: 33, sat: 1460 },
	{ act: 32, sat: 1430 },
	{ act: 31, sat: 1400 },
	{ act: 30, sat: 1370 },
	{ act: 29, sat: 1340 },
	{ act: 28, sat: 1310 },
	{ act: 27, sat: 1280 },
	{ act: 26, sat: 1240 },
	{ act: 25, sat: 1210 },
	{ act: 24, sat: 1180 },
	{ act: 23, sat: 1140 },
	{ act: 22, sat: 1110 },
	{ act: 21, sat: 1080 },
	{ act: 20, sat: 1040 },
	{ act: 19, sat: 1010 },
	{ act: 18, sat: 970 },
	{ act: 17, sat: 930 },
	{ act: 16, sat: 890 },
	{ act: 15, sat: 850 },
	{ act: 14, sat: 800 },
	{ act: 13, sat: 760 },
	{ act: 12, sat: 710 },
	{ act: 11, sat: 670 },
	{ act: 10, sat: 630 },
	{ act: 9, sat: 590 },
]

export const LOWEST_TABLE_ACT = 9
export const LOWEST_TABLE_SAT = 590

/** The concordant SAT total for an ACT composite, or null below the table (ACT 1–8). */
export function actToSat(act: number): number | null {
	return ACT_TO_SAT.find((row) => row.act === act)?.sat ?? null
}

/**
 * Estimated ACT composite for an SAT total: the ACT whose concordant SAT is
 * closest, ties going to the higher ACT. `belowTable` is set for SAT totals
 * under the lowest concordant value (590), where the estimate is "9 or lower".
 */
export function satToAct(sat: number): { act: number; belowTable: boolean } {
	let best = ACT_TO_SAT[0]!
	for (const row of ACT_TO_SAT) {
		// The table runs from high to low ACT, so a strict `<` keeps the higher ACT on ties.
		if (Math.abs(row.sat - sat) < Math.abs(best.sat - sat)) best = row
	}
	return { act: best.act, belowTable: sat < LOWEST_TABLE_SAT }
}

/** ACT rounding: averages ending in .5 or more round up. */
export function roundHalfUp(value: number): number {
	return Math.floor(value + 0.5)
}

export type SatSitting = { rw?: number; math?: number }
export type ActSitting = { english?: number; math?: number; reading?: number; science?: number }

function best(values: Array<number | undefined>): number | undefined {
	const present = values.filter((value): value is number => value !== undefined)
	return present.length ? Math.max(...present) : undefined
}

/** SAT superscore: best Reading & Writing plus best Math across sittings, or null if either is missing. */
export function satSuperscore(sittings: SatSitting[]): { rw: number; math: number; total: number } | null {
	const rw = best(sittings.map((s) => s.rw))
	const math = best(sittings.map((s) => s.math))
	if (rw === undefined || math === undefined) return null
	return { rw, math, total: rw + math }
}

/** ACT superscore: best of each section, averaged and rounded half up; null unless all four sections have a score. */
export function actSuperscore(
	sittings: ActSitting[],
): { english: number; math: number; reading: number; science: number; composite: number } | null {
	const english = best(sittings.map((s) => s.english))
	const math = best(sittings.map((s) => s.math))
	const reading = best(sittings.map((s) => s.reading))
	const science = best(sittings.map((s) => s.science))
	if (english === undefined || math === undefined || reading === undefined || science === undefined) return null
	return { english, math, reading, science, composite: roundHalfUp((english + math + reading + science) / 4) }
}

// ── The forms ───────────────────────────────────────────────────────────────
// Their fields and results; the query is read by score-calculator-query.ts, in
// the loader, so the page's script does without zod.

export const MAX_SITTINGS = 4
export const SAT_FIELDS = ['rw', 'math'] as const
export const ACT_FIELDS = ['english', 'math', 'reading', 'science'] as const

export type FieldErrors = Record<string, string[]>

export type ScoreCalculatorState =
	| { tool: 'none' }
	| {
			tool: 'convert'
			values: Record<string, string>
			errors: FieldErrors
			result: null | { from: 'sat'; sat: number; act: number; belowTable: boolean } | { from: 'act'; act: number; sat: number | null }
	  }
	| { tool: 'sat-super'; values: Record<string, string>; errors: FieldErrors; result: ReturnType<typeof satSuperscore> }
	| { tool: 'act-super'; values: Record<string, string>; errors: FieldErrors; result: ReturnType<typeof actSuperscore> }

/** Field name of a sitting's section in the superscore forms, e.g. `sat2-math`. */
export function sittingField(test: 'sat' | 'act', sitting: number, section: string): string {
	return `${test}${sitting}-${section}`
}
