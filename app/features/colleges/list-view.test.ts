import { describe, expect, test } from 'vitest'
import { isIncomeBracket, parseListSort, rowScores, scorePosition, shownNetPrice, sortEntries } from './list-view'

const entries = [
	{ name: 'A', fit: 'safety', deadline: null, netPrice: 20_000 },
	{ name: 'B', fit: 'reach', deadline: '2027-01-01', netPrice: null },
	{ name: 'C', fit: 'target', deadline: '2026-11-01', netPrice: 12_000 },
	{ name: 'D', fit: 'reach', deadline: '2026-11-01', netPrice: 30_000 },
] as const

const names = (list: ReadonlyArray<{ name: string }>) => list.map((entry) => entry.name).join('')

describe('sorting the list', () => {
	test('?sort= is read strictly, and anything else keeps the order added', () => {
		expect(parseListSort('deadline')).toBe('deadline')
		expect(parseListSort('net-price')).toBe('net-price')
		expect(parseListSort('fit')).toBe('fit')
		expect(parseListSort('price')).toBe('added')
		expect(parseListSort(null)).toBe('added')
	})

	test('fit runs reach, target, safety; ties keep the order added', () => {
		expect(names(sortEntries(entries, 'fit'))).toBe('BDCA')
	})

	test('deadline soonest first, none last; ties keep the order added', () => {
		expect(names(sortEntries(entries, 'deadline'))).toBe('CDBA')
	})

	test('net price lowest first, none last', () => {
		expect(names(sortEntries(entries, 'net-price'))).toBe('CADB')
	})

	test('added returns the input order and never sorts in place', () => {
		const input = [...entries]
		expect(names(sortEntries(input, 'added'))).toBe('ABCD')
		sortEntries(input, 'fit')
		expect(names(input)).toBe('ABCD')
	})
})

describe('the score against the middle 50%', () => {
	test('within, below and above, with the text alternative', () => {
		expect(scorePosition('SAT', [1290, 1480], 1380)).toMatchObject({ place: 'within', text: 'Your SAT 1380 — within the middle 50% (1290–1480)' })
		expect(scorePosition('SAT', [1290, 1480], 1290)!.place).toBe('within')
		expect(scorePosition('SAT', [1290, 1480], 1480)!.place).toBe('within')
		expect(scorePosition('SAT', [1290, 1480], 1280)).toMatchObject({ place: 'below', text: 'Your SAT 1280 — below the middle 50% (1290–1480)' })
		expect(scorePosition('ACT', [30, 34], 35)).toMatchObject({ place: 'above', text: 'Your ACT 35 — above the middle 50% (30–34)' })
	})

	test('the band and the mark sit on the test’s whole scale', () => {
		// SAT 400–1600: 1000 is halfway, 1300 is 75%.
		expect(scorePosition('SAT', [1000, 1300], 1600)).toMatchObject({ band: { left: 50, width: 25 }, mark: 100 })
		// ACT 1–36: 18.5 is halfway.
		expect(scorePosition('ACT', [18.5, 36], 1)).toMatchObject({ band: { left: 50, width: 50 }, mark: 0 })
	})

	test('no range reported: nothing to chart; no score saved: the band alone, said in words', () => {
		expect(scorePosition('SAT', null, 1400)).toBeNull()
		expect(scorePosition('ACT', [24, 30], null)).toMatchObject({ mark: null, place: null, text: 'Middle 50% of admitted ACT scores: 24–30. No ACT score of yours saved yet.' })
	})
})

test('a row charts the tests the student took that the college reports, else its range alone', () => {
	const both = { sat: [1290, 1480] as [number, number], act: [29, 33] as [number, number] }
	expect(rowScores({ sat: 1380, act: 31 }, both).map((chart) => chart.text)).toEqual(['Your SAT 1380 — within the middle 50% (1290–1480)', 'Your ACT 31 — within the middle 50% (29–33)'])
	expect(rowScores({ act: 27 }, both).map((chart) => [chart.test, chart.place])).toEqual([['ACT', 'below']])
	expect(rowScores({ act: 27 }, { sat: both.sat, act: null }).map((chart) => [chart.test, chart.mark])).toEqual([['SAT', null]])
	expect(rowScores({}, { sat: null, act: both.act }).map((chart) => chart.test)).toEqual(['ACT'])
	expect(rowScores({ sat: 1400 }, { sat: null, act: null })).toEqual([])
})

describe('which net price a row shows', () => {
	const prices = { netPrice0To30k: 5_000, netPrice30To48k: 8_000, netPrice48To75k: null, netPrice75To110k: 18_000, netPrice110kPlus: 30_000, avgNetPrice: 16_000 }

	test('the family’s bracket when stored and reported', () => {
		expect(shownNetPrice(prices, '30-48')).toEqual({ amount: 8_000, basis: 'bracket', label: 'Net price, income $30,000–48,000' })
	})

	test('no bracket stored, or none reported for it: the average, labelled as such', () => {
		expect(shownNetPrice(prices, null)).toEqual({ amount: 16_000, basis: 'average', label: 'Average net price' })
		expect(shownNetPrice(prices, '48-75')).toEqual({ amount: 16_000, basis: 'average', label: 'Average net price' })
		expect(shownNetPrice({ ...prices, avgNetPrice: null }, null).amount).toBeNull()
	})

	test('a bracket is one of the five', () => {
		expect(isIncomeBracket('110+')).toBe(true)
		expect(isIncomeBracket('48-75k')).toBe(false)
		expect(isIncomeBracket('toString')).toBe(false)
	})
})
