import { describe, expect, test } from 'vitest'
import { computeRoi, type CollegeFinancials, formatMoney, formatPercent } from './roi-calculator'
import { parseRoiSearch } from './roi-calculator-query'

const college: CollegeFinancials = {
	id: 'c1',
	name: 'Example College',
	state: 'OH',
	costOfAttendance: 30000,
	avgNetPrice: 15000,
	netPrice0To30k: 8000,
	netPrice30To48k: null,
	netPrice48To75k: 12000,
	netPrice75To110k: 18000,
	netPrice110kPlus: 24000,
	medianEarnings10yr: 55000,
	medianDebt: 20000,
	completionRate: 0.654,
}

describe('computeRoi', () => {
	test('uses the bracket net price × years and the payback illustration', () => {
		const result = computeRoi(college, '0-30k', 4)
		expect(result.totalNetCost).toBe(32000)
		expect(result.netPriceSource).toBe('bracket')
		expect(result.annualRepayment).toBe(2500)
		expect(result.paybackYears).toBe(12.8)
	})
	test('falls back to the average net price when the bracket is not reported', () => {
		const result = computeRoi(college, '30-48k', 5)
		expect(result.netPriceSource).toBe('average')
		expect(result.totalNetCost).toBe(75000)
	})
	test('no payback when earnings are at or below the floor or missing', () => {
		expect(computeRoi({ ...college, medianEarnings10yr: 28000 }, '', 4).paybackYears).toBeNull()
		expect(computeRoi({ ...college, medianEarnings10yr: null }, '', 4).annualRepayment).toBeNull()
	})
	test('missing prices give no total', () => {
		const none = { ...college, avgNetPrice: null, netPrice0To30k: null }
		expect(computeRoi(none, '0-30k', 4).totalNetCost).toBeNull()
	})
})

describe('parseRoiSearch', () => {
	test('strips LIKE wildcards and validates years and income', () => {
		const parsed = parseRoiSearch(new URLSearchParams('q=%25ohio_state%25&years=9&income=lots'))
		expect(parsed.q).toBe('ohio state')
		expect(parsed.years).toBe(4)
		expect(parsed.errors.years).toBeDefined()
		expect(parsed.errors.income).toBeDefined()
	})
	test('accepts valid values', () => {
		const parsed = parseRoiSearch(new URLSearchParams('college=abc&income=75-110k&years=5'))
		expect(parsed).toMatchObject({ college: 'abc', income: '75-110k', years: 5, errors: {} })
	})
})

test('formatting shows "not reported" for missing data', () => {
	expect(formatMoney(null)).toBe('not reported')
	expect(formatMoney(12345)).toBe('$12,345')
	expect(formatPercent(0.654)).toBe('65%')
	expect(formatPercent(null)).toBe('not reported')
})
