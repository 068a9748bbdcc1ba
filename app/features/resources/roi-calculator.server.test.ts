import { afterAll, beforeAll, expect, test } from 'vitest'
import { colleges } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { parseRoiSearch } from './roi-calculator-query'
import { findRoiColleges } from './roi-calculator.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
	await ctx.db.insert(colleges).values([
		{ id: '100002', name: 'Portland State University', state: 'OR', costOfAttendance: 28_000, medianEarnings10yr: 50_000, completionRate: 0.5 },
		{ id: '100001', name: 'Oregon State University', state: 'OR', costOfAttendance: 30_000, netPrice48To75k: 15_000 },
		{ id: '100003', name: 'Reed College', state: 'OR' },
	])
})
afterAll(async () => {
	await ctx.cleanup()
})

const find = (query: string) => findRoiColleges(ctx, parseRoiSearch(new URLSearchParams(query)))

test('names holding the search come back in name order; one character searches nothing', async () => {
	expect((await find('q=state')).matches).toEqual([
		{ id: '100001', name: 'Oregon State University', state: 'OR' },
		{ id: '100002', name: 'Portland State University', state: 'OR' },
	])
	expect((await find('q=s')).matches).toEqual([])
	expect((await find('q=%25')).matches).toEqual([])
})

test('the chosen college comes with its Scorecard figures; an unknown id is null', async () => {
	const { college } = await find('college=100002')
	expect(college).toMatchObject({ id: '100002', name: 'Portland State University', costOfAttendance: 28_000, medianEarnings10yr: 50_000, completionRate: 0.5, netPrice48To75k: null })
	expect((await find('college=999999')).college).toBeNull()
	expect((await find('')).college).toBeNull()
})
