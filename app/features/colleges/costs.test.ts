import { expect, test } from 'vitest'
import { fourYearTotal, parseIds, parseIncome, parseIncrease } from './costs'

test('four years at a yearly increase', () => {
	expect(fourYearTotal(10_000, 0)).toBe(40_000)
	expect(fourYearTotal(10_000, 3)).toBe(Math.round(10_000 * (1 + 1.03 + 1.0609 + 1.092727)))
	expect(fourYearTotal(10_000, 3, 5)).toBeGreaterThan(fourYearTotal(10_000, 3))
})

test('inputs are cleaned: at most four distinct Scorecard ids, a bounded increase, a known bracket', () => {
	expect(parseIds(['110635,110635', '166027', 'x', '123456', '234567', '345678'])).toEqual(['110635', '166027', '123456', '234567'])
	expect(parseIncrease(null)).toBe(3)
	expect(parseIncrease('40')).toBe(15)
	expect(parseIncrease('-2')).toBe(0)
	expect(parseIncrease('abc')).toBe(3)
	expect(parseIncome('110+')).toBe('110+')
	expect(parseIncome('lots')).toBe('48-75')
})
