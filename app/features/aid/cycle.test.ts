import { describe, expect, test } from 'vitest'
import { aidCycle, aidYearLabel, cycleDates, fillCycle } from './cycle'

describe('aid cycle dates', () => {
	test('a junior of the class of 2028 in spring 2027: the 2028–29 forms open on or about Oct 1, 2027', () => {
		const cycle = aidCycle('2027-03-15', 2028)
		expect(cycle).toMatchObject({ startYear: 2028, label: '2028–29', opensOn: '2027-10-01', federalDeadline: '2029-06-30', taxYear: 2026, phase: 'upcoming' })
		expect(cycle.daysUntilOpen).toBe(200)
		expect(cycle.context).toContain('class of 2028')
	})

	test('a senior in November: the forms are open, the income year is prior-prior', () => {
		const cycle = aidCycle('2026-11-23', 2027)
		expect(cycle).toMatchObject({ startYear: 2027, label: '2027–28', opensOn: '2026-10-01', federalDeadline: '2028-06-30', taxYear: 2025, phase: 'open', daysUntilOpen: null })
		expect(cycle.context).toContain('Senior year')
	})

	test('the opening day itself is open; the day before is upcoming', () => {
		expect(aidCycle('2026-10-01', 2027).phase).toBe('open')
		expect(aidCycle('2026-09-30', 2027)).toMatchObject({ phase: 'upcoming', daysUntilOpen: 1 })
	})

	test('without a class year, the cycle current seniors file in (the school year turns on August 1)', () => {
		expect(aidCycle('2026-07-31', null).startYear).toBe(2026)
		expect(aidCycle('2026-08-01', null).startYear).toBe(2027)
		expect(aidCycle('2026-08-01', null).context).toContain('Add the class year')
	})

	test('a graduate gets the next yearly renewal, never a closed cycle', () => {
		const cycle = aidCycle('2028-02-01', 2027)
		expect(cycle).toMatchObject({ startYear: 2028, phase: 'open' })
		expect(cycle.context).toContain('every year')
	})

	test('the dates are worded "on or about" where only the target is known', () => {
		const dates = cycleDates(aidCycle('2026-11-23', 2027))
		expect(dates[0]).toMatchObject({ when: 'On or about October 1, 2026', what: 'The 2027–28 FAFSA opens' })
		expect(dates[1]!.what).toBe('The 2027–28 CSS Profile opens')
		expect(dates.at(-1)).toMatchObject({ when: 'June 30, 2028', what: 'Last day to submit the 2027–28 FAFSA' })
	})

	test('checklist text takes the cycle years', () => {
		expect(fillCycle('Start the {aidYear} FAFSA with {taxYear} taxes', { label: '2027–28', taxYear: 2025 })).toBe('Start the 2027–28 FAFSA with 2025 taxes')
		expect(aidYearLabel(2099)).toBe('2099–00')
	})
})
