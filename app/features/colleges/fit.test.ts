import { expect, test } from 'vitest'
import { classifyFit, type CollegeScores } from './fit'

const college = (overrides: Partial<CollegeScores> = {}): CollegeScores => ({
	satRw25: 600, satRw75: 700, satMath25: 600, satMath75: 700, act25: 26, act75: 31, admissionRate: 0.6, ...overrides,
})

test('SAT against the 25th/75th percentiles (1200 / 1400) at each boundary', () => {
	expect(classifyFit({ sat: 1190 }, college()).fit).toBe('reach')
	expect(classifyFit({ sat: 1200 }, college()).fit).toBe('target')
	expect(classifyFit({ sat: 1400 }, college()).fit).toBe('target')
	expect(classifyFit({ sat: 1410 }, college()).fit).toBe('safety')
	expect(classifyFit({ sat: 1410 }, college()).range).toEqual([1200, 1400])
})

test('admission rate: under 15% is always a reach; safety needs more than 50%', () => {
	expect(classifyFit({ sat: 1600 }, college({ admissionRate: 0.1499 })).fit).toBe('reach')
	expect(classifyFit({ sat: 1600 }, college({ admissionRate: 0.15 })).fit).toBe('target')
	expect(classifyFit({ sat: 1600 }, college({ admissionRate: 0.5 })).fit).toBe('target')
	expect(classifyFit({ sat: 1600 }, college({ admissionRate: 0.5001 })).fit).toBe('safety')
	expect(classifyFit({ sat: 1600 }, college({ admissionRate: null })).fit).toBe('target')
})

test('ACT when there is no SAT to compare', () => {
	expect(classifyFit({ act: 25 }, college())).toMatchObject({ fit: 'reach', basis: 'act' })
	expect(classifyFit({ act: 32 }, college())).toMatchObject({ fit: 'safety', basis: 'act' })
	expect(classifyFit({ sat: 1300, act: 32 }, college({ satRw25: null }))).toMatchObject({ fit: 'safety', basis: 'act' })
})

test('unknown scores fall back to GPA and admission rate', () => {
	const noScores = college({ satRw25: null, act25: null })
	expect(classifyFit({ gpa: 3.9 }, noScores)).toMatchObject({ fit: 'safety', basis: 'gpa' })
	expect(classifyFit({ gpa: 3.4 }, noScores).fit).toBe('target')
	expect(classifyFit({ gpa: 2.9 }, college({ satRw25: null, act25: null, admissionRate: 0.4 })).fit).toBe('reach')
	expect(classifyFit({ gpa: 2.9 }, noScores).fit).toBe('target')
	expect(classifyFit({ gpa: 4.0 }, college({ satRw25: null, act25: null, admissionRate: 0.1 })).fit).toBe('reach')
	expect(classifyFit({}, college({ satRw25: null, act25: null, admissionRate: null })).fit).toBe('target')
	expect(classifyFit({ sat: 1500 }, college({ satRw25: null, act25: null, admissionRate: 0.7 }))).toMatchObject({ basis: 'gpa' })
})
