import { expect, test } from 'vitest'
import { compareCosts, type CostRow } from './cost-comparison'
import { fourYearTotal } from './costs'

const row = (id: string, fields: Partial<CostRow> = {}): CostRow => ({
	id,
	name: `College ${id}`,
	city: 'Springfield',
	state: 'IL',
	costOfAttendance: 30_000,
	tuitionInState: 12_000,
	tuitionOutOfState: 28_000,
	avgNetPrice: 18_000,
	netPrice0To30k: 8_000,
	netPrice30To48k: null,
	netPrice48To75k: 14_000,
	netPrice75To110k: 20_000,
	netPrice110kPlus: 26_000,
	medianDebt: 19_000,
	medianEarnings10yr: 52_000,
	netPriceCalculatorUrl: null,
	...fields,
})

test('colleges come back in the order they were picked, unknown ids left out', () => {
	const rows = [row('100001'), row('100002'), row('100003')]
	expect(compareCosts(rows, ['100003', '999999', '100001'], '48-75', 3).map((college) => college.id)).toEqual(['100003', '100001'])
})

test('the net price is the family’s bracket, else the average, over four years at the increase', () => {
	const [bracket, average] = compareCosts([row('100001'), row('100002')], ['100001', '100002'], '30-48', 4)
	expect(bracket!.netPrice).toBe(18_000)
	expect(average!.fourYearNet).toBe(fourYearTotal(18_000, 4))
	const [low] = compareCosts([row('100001')], ['100001'], '0-30', 0)
	expect(low).toMatchObject({ netPrice: 8_000, fourYearNet: 32_000, place: 'Springfield, IL', name: 'College 100001' })
})

test('a college with no reported price has no four-year figure, and a missing city leaves just the state', () => {
	const [college] = compareCosts([row('100001', { netPrice48To75k: null, avgNetPrice: null, city: null })], ['100001'], '48-75', 3)
	expect(college).toMatchObject({ netPrice: null, fourYearNet: null, place: 'IL' })
})
