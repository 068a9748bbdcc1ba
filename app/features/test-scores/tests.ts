import { z } from 'zod'
import { daysBetween, type IsoDay } from '#app/features/plan/dates'
import { roundHalfUp } from '#app/features/resources/score-calculator'

// The tests page's rules, pure: which sections each test has and their
// ranges, a record's total, superscores across sittings, and what is coming up.

export const testTypes = ['PSAT', 'SAT', 'ACT', 'AP', 'IB'] as const
export type TestType = (typeof testTypes)[number]

export const testSections: Record<TestType, Array<{ key: string; label: string; min: number; max: number; optional?: boolean }>> = {
	PSAT: [
		{ key: 'rw', label: 'Reading and Writing', min: 160, max: 760 },
		{ key: 'math', label: 'Math', min: 160, max: 760 },
	],
	SAT: [
		{ key: 'rw', label: 'Reading and Writing', min: 200, max: 800 },
		{ key: 'math', label: 'Math', min: 200, max: 800 },
	],
	ACT: [
		{ key: 'english', label: 'English', min: 1, max: 36 },
		{ key: 'math', label: 'Math', min: 1, max: 36 },
		{ key: 'reading', label: 'Reading', min: 1, max: 36 },
		{ key: 'science', label: 'Science (optional)', min: 1, max: 36, optional: true },
	],
	AP: [{ key: 'score', label: 'Score', min: 1, max: 5 }],
	IB: [{ key: 'score', label: 'Score', min: 1, max: 7 }],
}

export interface TestRecordLike {
	test: TestType
	status: 'planned' | 'registered' | 'taken'
	date: string
	scores: Record<string, number> | null
}

/** The headline number of one sitting: SAT/PSAT total, ACT composite (English, Math, Reading), AP/IB score. */
export function testTotal(test: TestType, scores: Record<string, number> | null): number | null {
	if (!scores) return null
	if (test === 'SAT' || test === 'PSAT') return scores.rw !== undefined && scores.math !== undefined ? scores.rw + scores.math : null
	if (test === 'ACT') {
		// The ACT composite is the average of English, Math and Reading; Science is reported on its own.
		const { english, math, reading } = scores
		return english !== undefined && math !== undefined && reading !== undefined ? roundHalfUp((english + math + reading) / 3) : null
	}
	return scores.score ?? null
}

/** The best of each section across sittings; null until every required section has a score. */
export function superscore(test: 'SAT' | 'ACT', records: TestRecordLike[]): { sections: Record<string, number>; total: number } | null {
	const taken = records.filter((record) => record.test === test && record.status === 'taken' && record.scores)
	if (taken.length === 0) return null
	const sections: Record<string, number> = {}
	for (const { key, optional } of testSections[test]) {
		const values = taken.map((record) => record.scores![key]).filter((value): value is number => value !== undefined)
		if (values.length) sections[key] = Math.max(...values)
		else if (!optional) return null
	}
	const total = testTotal(test, sections)
	return total === null ? null : { sections, total }
}

/** "SAT", or "AP Biology" for a subject test: how a test is named in lists, mails and calendars. */
export function testLabel(record: { test: TestType; subject: string }): string {
	return record.subject ? `${record.test} ${record.subject}` : record.test
}

/** Planned and registered tests from today on, soonest first, with how many days to register. */
export function upcomingTests<T extends TestRecordLike & { registrationDeadline: string | null }>(records: T[], today: IsoDay) {
	return records
		.filter((record) => record.status !== 'taken' && record.date >= today)
		.sort((a, b) => a.date.localeCompare(b.date))
		.map((record) => ({
			...record,
			daysToRegister: record.status === 'planned' && record.registrationDeadline ? daysBetween(today, record.registrationDeadline) : null,
		}))
}

const isoDate = z.iso.date({ error: 'Use a date like 2027-03-13.' })

const testFields = {
	test: z.enum(testTypes, { error: 'Choose a test.' }),
	subject: z.string().trim().max(80, 'Keep the subject under 80 characters.').optional().transform((value) => value ?? ''),
	date: isoDate,
	registrationDeadline: z.union([z.literal('').transform(() => null), isoDate]).optional().transform((value) => value ?? null),
	status: z.enum(['planned', 'registered', 'taken'], { error: 'Choose where this test stands.' }),
	notes: z.string().trim().max(1000, 'Keep the notes under 1,000 characters.').optional().transform((value) => value || null),
	// A score left empty reaches the action (Conform) as no value.
	scores: z.record(z.string(), z.string().optional()).optional(),
}

type TestFields = z.output<z.ZodObject<typeof testFields>>

/** The test's own rules: an AP or IB subject, the deadline before the date, and a taken test's scores within the test's ranges. */
function checkTest(value: TestFields, context: z.RefinementCtx) {
	if ((value.test === 'AP' || value.test === 'IB') && !value.subject) {
		context.addIssue({ code: 'custom', path: ['subject'], message: `Name the ${value.test} subject.` })
	}
	if (value.registrationDeadline && value.registrationDeadline > value.date) {
		context.addIssue({ code: 'custom', path: ['registrationDeadline'], message: 'The registration deadline comes before the test date.' })
	}
	let scores: Record<string, number> | null = null
	if (value.status === 'taken') {
		scores = {}
		for (const section of testSections[value.test]) {
			const name = section.key === 'score' ? value.test : section.label
			const raw = value.scores?.[section.key]?.trim() ?? ''
			if (raw === '') {
				if (!section.optional) context.addIssue({ code: 'custom', path: ['scores', section.key], message: `Enter the ${name} score.` })
				continue
			}
			const score = Number(raw)
			if (!Number.isInteger(score) || score < section.min || score > section.max) {
				context.addIssue({ code: 'custom', path: ['scores', section.key], message: `${name} scores run from ${section.min} to ${section.max}.` })
				continue
			}
			scores[section.key] = score
		}
	}
	return { test: value.test, subject: value.test === 'AP' || value.test === 'IB' ? value.subject : '', date: value.date, registrationDeadline: value.registrationDeadline, status: value.status, notes: value.notes, scores }
}

/** The add/edit form: the test, its date and status, and scores for a taken test (checked against the test's ranges). */
export const TestFormSchema = z.object(testFields).transform(checkTest)
export type TestForm = z.output<typeof TestFormSchema>

/** The tests page's forms, by `intent`: a test saved (the add form), a taken test removed. */
export const SaveTestFormSchema = z.object({ intent: z.literal('save'), ...testFields }).transform((value, context) => ({ intent: value.intent, ...checkTest(value, context) }))
export const DeleteTestFormSchema = z.object({ intent: z.literal('delete'), id: z.string({ error: 'That test is no longer here.' }).trim().min(1, 'That test is no longer here.').max(40, 'That test is no longer here.') })
export const TestsFormSchema = z.discriminatedUnion('intent', [SaveTestFormSchema, DeleteTestFormSchema])
export type TestsForm = z.output<typeof TestsFormSchema>
