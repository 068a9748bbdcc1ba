import { describe, expect, test } from 'vitest'
import { actSuperscore, actToSat, roundHalfUp, satSuperscore, satToAct } from './score-calculator'
import { parseScoreCalculator } from './score-calculator-query'

describe('concordance', () => {
	test('ACT → SAT uses the 2018 table', () => {
		expect(actToSat(36)).toBe(1590)
		expect(actToSat(24)).toBe(1180)
		expect(actToSat(9)).toBe(590)
		expect(actToSat(8)).toBeNull()
	})
	test('SAT → ACT picks the closest concordant SAT', () => {
		expect(satToAct(1600)).toEqual({ act: 36, belowTable: false })
		expect(satToAct(1180)).toEqual({ act: 24, belowTable: false })
		expect(satToAct(1200)).toEqual({ act: 25, belowTable: false })
		expect(satToAct(400)).toEqual({ act: 9, belowTable: true })
	})
	test('ties go to the higher ACT', () => {
		// 1560 is 20 from 1540 (35) and 30 from 1590 (36); 1520 is exactly between 1500 (34) and 1540 (35).
		expect(satToAct(1560).act).toBe(35)
		expect(satToAct(1520).act).toBe(35)
		expect(satToAct(1060).act).toBe(21) // between 1040 (20) and 1080 (21)
	})
})

describe('superscores', () => {
	test('SAT superscore is best RW + best Math', () => {
		expect(satSuperscore([{ rw: 600, math: 650 }, { rw: 640, math: 620 }, {}])).toEqual({ rw: 640, math: 650, total: 1290 })
		expect(satSuperscore([{ rw: 600 }])).toBeNull()
	})
	test('ACT superscore averages best sections, rounding half up', () => {
		expect(roundHalfUp(27.5)).toBe(28)
		expect(roundHalfUp(27.25)).toBe(27)
		expect(actSuperscore([{ english: 28, math: 25, reading: 30, science: 24 }, { english: 30, math: 27, reading: 29, science: 25 }])).toEqual({
			english: 30,
			math: 27,
			reading: 30,
			science: 25,
			composite: 28,
		})
		expect(actSuperscore([{ english: 30, math: 30, reading: 30 }])).toBeNull()
	})
})

describe('form parsing', () => {
	test('validates SAT sections: range and steps of 10', () => {
		const state = parseScoreCalculator(new URLSearchParams('tool=sat-super&sat1-rw=805&sat1-math=655&sat2-rw=abc'))
		expect(state.tool).toBe('sat-super')
		if (state.tool !== 'sat-super') return
		expect(state.errors['sat1-rw']?.[0]).toMatch(/200 to 800/)
		expect(state.errors['sat1-math']?.[0]).toMatch(/steps of 10/)
		expect(state.errors['sat2-rw']?.[0]).toMatch(/number/)
		expect(state.result).toBeNull()
	})
	test('validates ACT sections 1–36', () => {
		const state = parseScoreCalculator(new URLSearchParams('tool=act-super&act1-english=37&act1-math=0'))
		if (state.tool !== 'act-super') throw new Error('wrong tool')
		expect(state.errors['act1-english']).toBeDefined()
		expect(state.errors['act1-math']).toBeDefined()
	})
	test('converts a valid SAT total', () => {
		const state = parseScoreCalculator(new URLSearchParams('tool=convert&from=sat&score=1340'))
		if (state.tool !== 'convert') throw new Error('wrong tool')
		expect(state.result).toEqual({ from: 'sat', sat: 1340, act: 29, belowTable: false })
	})
	test('asks for missing sections', () => {
		const state = parseScoreCalculator(new URLSearchParams('tool=sat-super&sat1-rw=600'))
		if (state.tool !== 'sat-super') throw new Error('wrong tool')
		expect(state.errors.form?.[0]).toMatch(/Math/)
	})
	test('no form sent', () => {
		expect(parseScoreCalculator(new URLSearchParams('')).tool).toBe('none')
	})
})
