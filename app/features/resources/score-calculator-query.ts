import { z } from 'zod'
import {
	ACT_FIELDS,
	actSuperscore,
	actToSat,
	type FieldErrors,
	MAX_SITTINGS,
	SAT_FIELDS,
	satSuperscore,
	satToAct,
	type ScoreCalculatorState,
	sittingField,
} from './score-calculator'

// The score calculator's three GET forms, read from the query in the route's
// loader: each score checked with the message a student sees at its field.

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

type Parsed = { value?: number; error?: string }

function parseOptional(raw: FormDataEntryValue | string | null, schema: z.ZodType<number>): Parsed {
	const text = typeof raw === 'string' ? raw.trim() : ''
	if (!text) return {}
	const result = schema.safeParse(text)
	return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'Check this score.' }
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
