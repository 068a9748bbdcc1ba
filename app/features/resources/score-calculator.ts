import { z } from 'zod'

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

// ── Form parsing ────────────────────────────────────────────────────────────

export const MAX_SITTINGS = 4

const number = (message: string) => z.coerce.number({ error: message }).refine(Number.isFinite, message)

const SatSection = number('Enter an SAT section score as a number.')
	.pipe(z.number().int('SAT section scores are whole numbers.').min(200, 'SAT section scores run from 200 to 800.').max(800, 'SAT section scores run from 200 to 800.'))
	.refine((n) => n % 10 === 0, 'SAT section scores go up in steps of 10 (for example 650).')

const SatTotal = number('Enter an SAT total as a number.')
	.pipe(z.number().int('SAT totals are whole numbers.').min(400, 'SAT totals run from 400 to 1600.').max(1600, 'SAT totals run from 400 to 1600.'))
	.refine((n) => n % 10 === 0, 'SAT totals go up in steps of 10 (for example 1250).')

const ActScore = number('Enter an ACT score as a number.').pipe(
	z.number().int('ACT scores are whole numbers.').min(1, 'ACT scores run from 1 to 36.').max(36, 'ACT scores run from 1 to 36.'),
)

export type FieldErrors = Record<string, string[]>
type Parsed = { value?: number; error?: string }

function parseOptional(raw: FormDataEntryValue | string | null, schema: z.ZodType<number>): Parsed {
	const text = typeof raw === 'string' ? raw.trim() : ''
	if (!text) return {}
	const result = schema.safeParse(text)
	return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'Check this score.' }
}

export const SAT_FIELDS = ['rw', 'math'] as const
export const ACT_FIELDS = ['english', 'math', 'reading', 'science'] as const

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

/** Reads the page's GET parameters: which form was sent, its values, errors and result. */
export function parseScoreCalculator(params: URLSearchParams): ScoreCalculatorState {
	const tool = params.get('tool')
	if (tool === 'convert') {
		const values = { from: params.get('from') === 'act' ? 'act' : 'sat', score: (params.get('score') ?? '').trim() }
		const errors: FieldErrors = {}
		if (!values.score) {
			errors.score = ['Enter a score to convert.']
			return { tool, values, errors, result: null }
		}
		if (values.from === 'sat') {
			const parsed = parseOptional(values.score, SatTotal)
			if (parsed.error || parsed.value === undefined) return { tool, values, errors: { score: [parsed.error ?? 'Check this score.'] }, result: null }
			return { tool, values, errors, result: { from: 'sat', sat: parsed.value, ...satToAct(parsed.value) } }
		}
		const parsed = parseOptional(values.score, ActScore)
		if (parsed.error || parsed.value === undefined) return { tool, values, errors: { score: [parsed.error ?? 'Check this score.'] }, result: null }
		return { tool, values, errors, result: { from: 'act', act: parsed.value, sat: actToSat(parsed.value) } }
	}
	if (tool === 'sat-super' || tool === 'act-super') {
		const test = tool === 'sat-super' ? 'sat' : 'act'
		const fields = test === 'sat' ? SAT_FIELDS : ACT_FIELDS
		const schema = test === 'sat' ? SatSection : ActScore
		const values: Record<string, string> = {}
		const errors: FieldErrors = {}
		const sittings: Array<Record<string, number | undefined>> = []
		for (let sitting = 1; sitting <= MAX_SITTINGS; sitting++) {
			const scores: Record<string, number | undefined> = {}
			for (const section of fields) {
				const name = sittingField(test, sitting, section)
				values[name] = (params.get(name) ?? '').trim()
				const parsed = parseOptional(values[name], schema)
				if (parsed.error) errors[name] = [parsed.error]
				scores[section] = parsed.value
			}
			sittings.push(scores)
		}
		if (Object.keys(errors).length) return test === 'sat' ? { tool: 'sat-super', values, errors, result: null } : { tool: 'act-super', values, errors, result: null }
		if (test === 'sat') {
			const result = satSuperscore(sittings)
			if (!result) errors.form = ['Enter at least one Reading & Writing score and one Math score.']
			return { tool: 'sat-super', values, errors, result }
		}
		const result = actSuperscore(sittings)
		if (!result) errors.form = ['Enter at least one score for each of English, Math, Reading and Science.']
		return { tool: 'act-super', values, errors, result }
	}
	return { tool: 'none' }
}
