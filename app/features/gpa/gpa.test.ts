import { describe, expect, test } from 'vitest'
import {
	buildExport,
	calculateGpa,
	canCalculateNeeded,
	CREDIT_LIMITS,
	countsTowardGpa,
	DEFAULT_COURSES,
	emptyCourse,
	exportFileName,
	GRADE_POINTS,
	gpaBand,
	MAX_COURSES,
	neededGpa,
	parseExport,
	parseNumber,
	parseSavedGpaState,
	readGpaForm,
	round2,
	WEIGHT_BONUS,
	type Course,
} from './gpa'

const none = { cumulativeGpa: null, previousCredits: null }
const course = (grade: Course['grade'], credits: number | null, weight: Course['weight'] = 'regular'): Course => ({
	id: `${grade}-${credits}-${weight}`,
	name: '',
	grade,
	credits,
	weight,
})

test('grade points and weights are the spec’s', () => {
	expect(GRADE_POINTS).toEqual({
		'A+': 4.0, A: 4.0, 'A-': 3.7, 'B+': 3.3, B: 3.0, 'B-': 2.7, 'C+': 2.3, C: 2.0, 'C-': 1.7, 'D+': 1.3, D: 1.0, 'D-': 0.7, F: 0,
	})
	expect(WEIGHT_BONUS).toEqual({ regular: 0, honors: 0.5, ap: 1.0 })
})

test('the default courses give 3.5 unweighted and 3.63 weighted', () => {
	expect(DEFAULT_COURSES.map((c) => [c.name, c.grade, c.credits, c.weight])).toEqual([
		['English', 'A', 1, 'regular'], ['Math', 'B+', 1, 'regular'], ['Science', 'A-', 1, 'honors'], ['History', 'B', 1, 'regular'],
	])
	// (4 + 3.3 + 3.7 + 3) / 4 = 3.5; weighted adds 0.5 for Science: 14.5 / 4 = 3.625 → 3.63
	expect(calculateGpa(DEFAULT_COURSES, none)).toMatchObject({ unweightedGPA: 3.5, weightedGPA: 3.63, termCredits: 4 })
})

test('weighting only in the weighted GPA; credits weigh the average', () => {
	const result = calculateGpa([course('A', 1, 'ap'), course('C', 3)], none)
	expect(result.unweightedGPA).toBe(2.5) // (4 + 6) / 4
	expect(result.weightedGPA).toBe(2.75) // (5 + 6) / 4
})

test('a course counts only with a grade and credits above 0', () => {
	expect(countsTowardGpa(course('', 1))).toBe(false)
	expect(countsTowardGpa(course('A', 0))).toBe(false)
	expect(countsTowardGpa(course('A', null))).toBe(false)
	expect(countsTowardGpa(course('F', 0.5))).toBe(true)
	expect(calculateGpa([course('A', 1), course('', 1), course('F', 0)], none).unweightedGPA).toBe(4)
	expect(calculateGpa([course('', 1)], none)).toMatchObject({ unweightedGPA: null, weightedGPA: null, termCredits: 0 })
})

test('previous GPA and credits count only when both are entered', () => {
	const term = [course('A', 4)]
	expect(calculateGpa(term, { cumulativeGpa: 3.0, previousCredits: null }).unweightedGPA).toBe(4)
	expect(calculateGpa(term, { cumulativeGpa: null, previousCredits: 12 }).unweightedGPA).toBe(4)
	const both = calculateGpa(term, { cumulativeGpa: 3.0, previousCredits: 12 })
	expect(both).toMatchObject({ includesPrevious: true, termUnweighted: 4, unweightedGPA: 3.25 }) // (36 + 16) / 16
	expect(both.weightedGPA).toBe(3.25)
})

test('rounding to 2 decimals', () => {
	expect(round2(3.625)).toBe(3.63)
	expect(round2(3.333333)).toBe(3.33)
	expect(round2(2.005)).toBe(2.01)
	expect(calculateGpa([course('A', 1), course('B', 1), course('B', 1)], none).unweightedGPA).toBe(3.33)
})

test('bands', () => {
	expect(gpaBand(3.7)).toBe('Excellent')
	expect(gpaBand(3.69)).toBe('Good')
	expect(gpaBand(3.0)).toBe('Good')
	expect(gpaBand(2.99)).toBe('Average')
	expect(gpaBand(2.0)).toBe('Average')
	expect(gpaBand(1.99)).toBe('Needs Improvement')
})

test('needed GPA: the formula, not achievable above 4, hidden with nothing remaining', () => {
	// total = 12 + 4 = 16: (3.5 × 16 − 3.2 × 12) ÷ 4 = (56 − 38.4) / 4 = 4.4
	expect(neededGpa({ target: 3.5, cumulativeGpa: 3.2, previousCredits: 12, termCredits: 4 })).toEqual({
		needed: 4.4, remainingCredits: 4, achievable: false,
	})
	expect(neededGpa({ target: 3.3, cumulativeGpa: 3.2, previousCredits: 12, termCredits: 4 })).toEqual({
		needed: 3.6, remainingCredits: 4, achievable: true,
	})
	expect(neededGpa({ target: 4, cumulativeGpa: 4, previousCredits: 12, termCredits: 4 })!.achievable).toBe(true)
	expect(neededGpa({ target: 3.5, cumulativeGpa: 3.2, previousCredits: 12, termCredits: 0 })).toBeNull()
})

test('Calculate Needed GPA needs target, cumulative GPA and previous credits', () => {
	expect(canCalculateNeeded({ target: '3.5', cumulativeGpa: '3.2', previousCredits: '12' })).toBe(true)
	expect(canCalculateNeeded({ target: '', cumulativeGpa: '3.2', previousCredits: '12' })).toBe(false)
	expect(canCalculateNeeded({ target: '3.5', cumulativeGpa: 'abc', previousCredits: '12' })).toBe(false)
	expect(canCalculateNeeded({ target: '3.5', cumulativeGpa: '3.2', previousCredits: ' ' })).toBe(false)
	expect(parseNumber('0')).toBe(0)
	expect(parseNumber('1e400')).toBeNull()
})

test('reset course, export and file name, import', () => {
	expect(emptyCourse('x')).toEqual({ id: 'x', name: '', credits: 1, grade: 'A', weight: 'regular' })
	const now = new Date('2026-11-23T15:04:05.000Z')
	expect(exportFileName(now)).toBe('gpa-calculation-2026-11-23.json')
	const data = buildExport(DEFAULT_COURSES, { cumulativeGpa: 3.2, previousCredits: 12 }, now)
	expect(data).toMatchObject({
		unweightedGPA: 3.28, weightedGPA: 3.31, totalCredits: 4, cumulativeGPA: 3.2, previousCredits: 12,
		calculatedOn: '2026-11-23T15:04:05.000Z',
	})
	expect(Object.keys(data).sort()).toEqual(['calculatedOn', 'courses', 'cumulativeGPA', 'previousCredits', 'totalCredits', 'unweightedGPA', 'weightedGPA'])
	const back = parseExport(JSON.stringify(data))!
	expect(back.courses.map((c) => c.grade)).toEqual(['A', 'B+', 'A-', 'B'])
	expect(back).toMatchObject({ cumulativeGpa: 3.2, previousCredits: 12 })
	expect(parseExport('not json')).toBeNull()
	expect(parseExport('{"courses": []}')).toBeNull()
	expect(parseExport('{"courses":[{"grade":"Z","credits":99,"weight":"x"}]}')!.courses[0]).toMatchObject({ grade: '', credits: 10, weight: 'regular' })
	expect(parseExport('{"courses":[{"grade":"A","credits":{},"weight":"toString"}]}')!.courses[0]).toMatchObject({ grade: 'A', credits: null, weight: 'regular' })
	expect(parseExport('{"courses":[null]}')).toBeNull()
	expect(parseExport('{"courses":[1, 2]}')).toBeNull()
	expect(parseExport('null')).toBeNull()
})

describe('parseSavedGpaState (what the browser keeps between visits)', () => {
	const saved = (value: unknown) => parseSavedGpaState(JSON.stringify(value))

	test('reads back what the calculator kept, the boxes as typed', () => {
		const courses = [course('A', 1, 'ap'), course('B+', 0.5)]
		expect(saved({ courses, cumulativeGpa: '3.5', previousCredits: '12', target: '3.8' })).toEqual({
			courses: courses.map((kept, index) => ({ ...kept, id: `saved-${index}` })),
			cumulativeGpa: '3.5',
			previousCredits: '12',
			target: '3.8',
		})
	})

	test('a damaged entry gives null, so the page keeps its defaults instead of breaking', () => {
		expect(parseSavedGpaState(null)).toBeNull()
		expect(parseSavedGpaState('{not json')).toBeNull()
		expect(saved(null)).toBeNull()
		expect(saved({ courses: [null] })).toBeNull()
		expect(saved({ courses: ['English'] })).toBeNull()
		expect(saved({ courses: [] })).toBeNull()
		expect(saved({ courses: [[]] })).toBeNull()
	})

	test('a long list is kept whole: Add course has no limit, and a refused list would be lost', () => {
		expect(saved({ courses: Array.from({ length: MAX_COURSES + 1 }, () => course('A', 1)) })!.courses).toHaveLength(MAX_COURSES + 1)
		expect(parseExport(JSON.stringify({ courses: Array.from({ length: MAX_COURSES + 1 }, () => course('A', 1)) }))).toBeNull()
	})

	test('junk in a field reads as empty, as in the boxes', () => {
		expect(saved({ courses: [{ name: 7, grade: 'Q', credits: 'x', weight: 'max' }, { name: 'Chemistry', credits: 40 }], cumulativeGpa: 3.5, target: null })).toEqual({
			courses: [
				{ id: 'saved-0', name: '', grade: '', credits: null, weight: 'regular' },
				{ id: 'saved-1', name: 'Chemistry', grade: '', credits: 10, weight: 'regular' },
			],
			cumulativeGpa: '',
			previousCredits: '',
			target: '',
		})
	})
})

describe('readGpaForm (the calculator as a GET form)', () => {
	const form = (query: string) => readGpaForm(new URLSearchParams(query))
	const rows = 'name=English&credits=1&grade=A&weight=regular&name=Math&credits=1&grade=B%2B&weight=ap'

	test('no calculator fields: null, so the page shows its defaults', () => {
		expect(form('')).toBeNull()
		expect(form('utm_source=x')).toBeNull()
	})

	test('reads the rows and fields, and the same maths gives the same figures', () => {
		const state = form(`${rows}&cumulative=3.2&previous=12&target=3.5&do=needed`)!
		expect(state.courses.map(({ name, grade, weight }) => [name, grade, weight])).toEqual([
			['English', 'A', 'regular'],
			['Math', 'B+', 'ap'],
		])
		expect(state).toMatchObject({ cumulativeGpa: '3.2', previousCredits: '12', target: '3.5', neededShown: true })
		expect(calculateGpa(state.courses, { cumulativeGpa: null, previousCredits: null })).toMatchObject({ unweightedGPA: 3.65, weightedGPA: 4.15 })
	})

	test('applies the button that sent it: add, remove, reset', () => {
		expect(form(`${rows}&do=add`)!.courses).toHaveLength(3)
		expect(form(`${rows}&do=remove-0`)!.courses.map((course) => course.name)).toEqual(['Math'])
		expect(form('name=Only&credits=1&grade=A&weight=regular&do=remove-0')!.courses).toHaveLength(1)
		expect(form(`${rows}&target=3&do=reset`)).toMatchObject({ courses: [{ name: '', grade: 'A', credits: 1 }], target: '' })
	})

	test('junk never breaks it: unknown grades and levels, credits out of range, too many rows', () => {
		const state = form('name=X&credits=99&grade=Z&weight=toString&credits=abc')!
		expect(state.courses[0]).toMatchObject({ credits: CREDIT_LIMITS.max, grade: '', weight: 'regular' })
		expect(state.courses[1]).toMatchObject({ credits: null })
		expect(form('name=a&'.repeat(80))!.courses).toHaveLength(MAX_COURSES)
	})
})
