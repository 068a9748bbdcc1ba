import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parseCatalog } from './catalog-csv'
import { type CatalogRow, matchColleges, netPriceFor } from './match'
import { MatchAnswersSchema } from './match-answers'

const rows = parseCatalog(readFileSync(new URL('../../../scripts/data/colleges.csv', import.meta.url), 'utf8')) as unknown as CatalogRow[]

test('the catalog parses: 2,444 colleges, quoted fields intact', () => {
	expect(rows).toHaveLength(2444)
	const harvard = rows.find((row) => row.name === 'Harvard University')!
	expect(harvard).toMatchObject({ state: 'MA', control: 'Private nonprofit' })
	expect(harvard.admissionRate).toBeCloseTo(0.0345)
})

test('answers are validated; blanks become nulls and defaults', () => {
	expect(MatchAnswersSchema.parse({})).toMatchObject({ gpa: null, sat: null, distance: 'anywhere', income: '48-75' })
	expect(MatchAnswersSchema.safeParse({ sat: '2000' }).success).toBe(false)
	expect(MatchAnswersSchema.safeParse({ homeState: 'Oregon' }).success).toBe(false)
})

test('in-state public colleges within budget, with fit labels and reasons', () => {
	const answers = MatchAnswersSchema.parse({ gpa: '3.6', homeState: 'OR', distance: 'in-state', control: 'public', budget: '25000', income: '48-75' })
	const matches = matchColleges(rows, answers)
	expect(matches.length).toBeGreaterThan(0)
	for (const match of matches) {
		expect(match.college.state).toBe('OR')
		expect(match.college.control).toBe('Public')
		expect(match.netPrice === null || match.netPrice <= 25000).toBe(true)
		expect(['reach', 'target', 'safety']).toContain(match.fit)
		expect(match.reasons.length).toBeGreaterThan(0)
	}
	expect(matches.map((match) => match.college.name)).toContain('Oregon State University')
})

test('net price follows the income bracket', () => {
	const college = rows.find((row) => row.name === 'Oregon State University')!
	expect(netPriceFor(college, '48-75')).toBe(college.netPrice48To75k)
	expect(netPriceFor(college, '110+')).toBe(college.netPrice110kPlus)
})
