import { describe, expect, test } from 'vitest'
import {
	addCollege,
	addCriterion,
	createMatrix,
	MAX_COLLEGES,
	maxTotal,
	parseStoredMatrix,
	rankColleges,
	removeCriterion,
	setScore,
	setWeight,
	totalFor,
} from './decision-matrix'

describe('decision matrix', () => {
	test('total is Σ weight × score, unscored cells count as 3', () => {
		let m = createMatrix(['Cost', 'Location'], 2)
		m = setWeight(m, 'c1', 5)
		m = setScore(m, 'k1', 'c1', 4)
		// 5×4 + 3×3 = 29
		expect(totalFor(m, m.colleges[0]!)).toBe(29)
		expect(maxTotal(m)).toBe(40)
	})
	test('ranks highest first with shared ranks for ties', () => {
		let m = createMatrix(['Cost'], 3)
		m = setScore(m, 'k1', 'c1', 2)
		m = setScore(m, 'k2', 'c1', 5)
		const ranked = rankColleges(m)
		expect(ranked.map((r) => r.college.id)).toEqual(['k2', 'k3', 'k1'])
		m = setScore(m, 'k3', 'c1', 5)
		expect(rankColleges(m).map((r) => r.rank)).toEqual([1, 1, 3])
	})
	test('ratings are clamped to 1–5', () => {
		const m = setScore(setWeight(createMatrix(['A'], 1), 'c1', 9), 'k1', 'c1', 0)
		expect(m.criteria[0]!.weight).toBe(5)
		expect(m.colleges[0]!.scores.c1).toBe(1)
	})
	test('at most 5 colleges', () => {
		let m = createMatrix(['A'], 5)
		m = addCollege(m)
		expect(m.colleges).toHaveLength(MAX_COLLEGES)
	})
	test('removing a criterion drops its scores', () => {
		let m = addCriterion(createMatrix(['A'], 1), 'B')
		m = setScore(m, 'k1', 'c2', 5)
		m = removeCriterion(m, 'c2')
		expect(m.criteria).toHaveLength(1)
		expect(m.colleges[0]!.scores).toEqual({})
	})
	test('stored data is validated', () => {
		const m = createMatrix(['A'], 2)
		expect(parseStoredMatrix(JSON.stringify(m))).toEqual(m)
		expect(parseStoredMatrix('{not json')).toBeNull()
		expect(parseStoredMatrix(JSON.stringify({ criteria: [], colleges: [] }))).toBeNull()
		expect(parseStoredMatrix(null)).toBeNull()
	})
	test('stored data with a value out of its range or of the wrong kind starts fresh', () => {
		const m = setScore(createMatrix(['A', 'B'], 2), 'k1', 'c1', 5)
		const stored = (change: (copy: any) => void) => {
			const copy = structuredClone(m) as any
			change(copy)
			return parseStoredMatrix(JSON.stringify(copy))
		}
		expect(stored(() => {})).toEqual(m)
		expect(stored((copy) => (copy.colleges[0].scores.c1 = 6))).toBeNull()
		expect(stored((copy) => (copy.criteria[1].weight = 2.5))).toBeNull()
		expect(stored((copy) => (copy.criteria[0].weight = '3'))).toBeNull()
		expect(stored((copy) => (copy.criteria[0].id = ''))).toBeNull()
		expect(stored((copy) => (copy.colleges[1].name = 'x'.repeat(81)))).toBeNull()
		expect(stored((copy) => (copy.colleges[1].scores = []))).toBeNull()
		expect(stored((copy) => copy.colleges.push(...Array.from({ length: MAX_COLLEGES }, (_, i) => ({ id: `x${i}`, name: '', scores: {} }))))).toBeNull()
		expect(stored((copy) => (copy.criteria = null))).toBeNull()
		expect(parseStoredMatrix('[]')).toBeNull()
	})
	test('only the fields the page keeps are read back', () => {
		const m = createMatrix(['A'], 1)
		const withExtras = { ...m, version: 9, criteria: [{ ...m.criteria[0], colour: 'red' }], colleges: [{ ...m.colleges[0], note: 'x' }] }
		expect(parseStoredMatrix(JSON.stringify(withExtras))).toEqual(m)
	})
})
