import { afterAll, beforeAll, expect, test } from 'vitest'
import { colleges } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { loadCostComparison } from './cost-comparison.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
	await ctx.db.insert(colleges).values([
		{ id: '100001', name: 'Oregon State University', state: 'OR', avgNetPrice: 20_000, netPrice48To75k: 15_000 },
		{ id: '100002', name: 'Portland State University', state: 'OR', avgNetPrice: 17_000 },
		{ id: '100003', name: 'Reed College', state: 'OR', avgNetPrice: 30_000 },
	])
})
afterAll(async () => {
	await ctx.cleanup()
})

test('the picked colleges come back priced, in the order picked; an unknown id is left out', async () => {
	const { compared, results } = await loadCostComparison(ctx, { ids: ['100002', '100009', '100001'], income: '48-75', increase: 0, query: '' })
	expect(compared.map((college) => [college.name, college.netPrice, college.fourYearNet])).toEqual([
		['Portland State University', 17_000, 68_000],
		['Oregon State University', 15_000, 60_000],
	])
	expect(results).toEqual([])
})

test('the search needs two characters and treats % and _ as nothing', async () => {
	const search = (query: string) => loadCostComparison(ctx, { ids: [], income: '48-75', increase: 3, query }).then(({ results }) => results.map((row) => row.name))
	expect(await search('S')).toEqual([])
	expect((await search('state')).sort()).toEqual(['Oregon State University', 'Portland State University'])
	expect(await search('%re_ed%')).toEqual(['Reed College'])
	expect(await search('%_')).toHaveLength(3)
})
