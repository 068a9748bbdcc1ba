import { describe, expect, test } from 'vitest'
import { estimateSai, graduatedParentContribution, incomeProtectionAllowance, MINIMUM_SAI } from './financial-aid-calculator'
import { parseSaiForm } from './financial-aid-calculator-query'

const base = { parentAgi: 0, householdSize: 4, numberInCollege: 1, parentAssets: 0, studentIncome: 0, studentAssets: 0 }

describe('estimateSai', () => {
	test('income protection allowance grows with household size', () => {
		expect(incomeProtectionAllowance(2)).toBe(23_000)
		expect(incomeProtectionAllowance(4)).toBe(36_000)
		expect(incomeProtectionAllowance(8)).toBe(50_000 + 2 * 5_600)
		expect(incomeProtectionAllowance(1)).toBe(23_000)
	})
	test('graduated rates: 22% up to 19,000 then higher bands', () => {
		expect(graduatedParentContribution(10_000)).toBeCloseTo(2_200)
		expect(graduatedParentContribution(24_000)).toBeCloseTo(19_000 * 0.22 + 5_000 * 0.25)
		expect(graduatedParentContribution(50_000)).toBeCloseTo(4_180 + 1_250 + 1_450 + 1_700 + 2_000 + 11_000 * 0.47)
		expect(graduatedParentContribution(-5_000)).toBeCloseTo(-1_100)
	})
	test('no income gives the minimum SAI and a likely Pell note', () => {
		const estimate = estimateSai(base)
		expect(estimate.sai).toBe(MINIMUM_SAI)
		expect(estimate.pell).toBe('likely')
		expect(estimate.range.low).toBe(MINIMUM_SAI)
	})
	test('worked example, step by step', () => {
		// AGI 100,000, household 4: available = 100,000 − 36,000 − 15,000 = 49,000.
		// Assets 30,000 → 12% of 20,000 = 2,400. AAI = 51,400.
		// Student: 50% of (15,510 − 11,510) = 2,000 + 20% of 1,000 = 200.
		const estimate = estimateSai({ ...base, parentAgi: 100_000, parentAssets: 30_000, studentIncome: 15_510, studentAssets: 1_000 })
		expect(estimate.availableIncome).toBe(49_000)
		expect(estimate.assetContribution).toBe(2_400)
		expect(estimate.adjustedAvailableIncome).toBe(51_400)
		expect(estimate.studentContribution).toBe(2_200)
		const parent = 4_180 + 1_250 + 1_450 + 1_700 + 2_000 + 12_400 * 0.47
		expect(estimate.sai).toBe(Math.round(parent + 2_200))
		expect(estimate.pell).toBe('unlikely')
		expect(estimate.range.high).toBeGreaterThan(estimate.sai)
	})
	test('a modest income can point to a partial Pell Grant', () => {
		expect(estimateSai({ ...base, parentAgi: 55_000 }).pell).toBe('possible')
	})
})

describe('parseSaiForm', () => {
	test('not submitted without parameters', () => {
		expect(parseSaiForm(new URLSearchParams()).submitted).toBe(false)
	})
	test('validates fields inline', () => {
		const state = parseSaiForm(new URLSearchParams('parentAgi=abc&householdSize=1&numberInCollege=1&parentAssets=-5'))
		if (!state.submitted) throw new Error('expected submitted')
		expect(state.errors.parentAgi).toBeDefined()
		expect(state.errors.householdSize).toBeDefined()
		expect(state.errors.parentAssets).toBeDefined()
		expect(state.estimate).toBeNull()
	})
	test('number in college cannot exceed household size', () => {
		const state = parseSaiForm(new URLSearchParams('parentAgi=50000&householdSize=3&numberInCollege=4'))
		if (!state.submitted) throw new Error('expected submitted')
		expect(state.errors.numberInCollege?.[0]).toMatch(/household/)
	})
	test('accepts dollar formatting and blank optional amounts', () => {
		const state = parseSaiForm(new URLSearchParams('parentAgi=%2475%2C000&householdSize=4&numberInCollege=1&parentAssets=&studentIncome=&studentAssets='))
		if (!state.submitted) throw new Error('expected submitted')
		expect(state.errors).toEqual({})
		expect(state.estimate?.availableIncome).toBe(75_000 - 36_000 - 11_250)
	})
})
