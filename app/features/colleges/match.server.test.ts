import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { colleges } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { MatchAnswersSchema } from './match-answers'
import { findCollegeMatches } from './match.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
	await ctx.db.insert(colleges).values([
		{ id: '100001', name: 'Oregon State University', city: 'Corvallis', state: 'OR', control: 'Public', predominantDegree: "Bachelor's", admissionRate: 0.8, undergradSize: 26_000, avgNetPrice: 20_000 },
		{ id: '100002', name: 'Reed College', city: 'Portland', state: 'OR', control: 'Private nonprofit', predominantDegree: "Bachelor's", admissionRate: 0.35, undergradSize: 1_500, avgNetPrice: 30_000 },
		{ id: '100003', name: 'Portland Community College', city: 'Portland', state: 'OR', control: 'Public', predominantDegree: "Associate's", avgNetPrice: 8_000 },
		{ id: '100004', name: 'Boston University', city: 'Boston', state: 'MA', control: 'Private nonprofit', predominantDegree: "Bachelor's", admissionRate: 0.14, undergradSize: 18_000, avgNetPrice: 35_000 },
	])
})
afterAll(async () => {
	await ctx.cleanup()
})

test('only bachelor’s-degree colleges that fit the answers are listed, each with its place, fit and reasons', async () => {
	const answers = MatchAnswersSchema.parse({ gpa: '3.6', homeState: 'OR', distance: 'in-state' })
	const matches = await findCollegeMatches(ctx, answers)
	expect(matches.map((match) => match.name).sort()).toEqual(['Oregon State University', 'Reed College'])
	const reed = matches.find((match) => match.id === '100002')!
	expect(reed).toMatchObject({ place: 'Portland, OR', netPrice: 30_000 })
	expect(['reach', 'target', 'safety']).toContain(reed.fit)
	expect(Array.isArray(reed.reasons)).toBe(true)
})

test('a budget below every net price leaves no matches', async () => {
	expect(await findCollegeMatches(ctx, MatchAnswersSchema.parse({ budget: '1000' }))).toEqual([])
})

test('the catalog is read once per database: a second quiz reads nothing', async () => {
	await findCollegeMatches(ctx, MatchAnswersSchema.parse({}))
	const select = vi.spyOn(ctx.db, 'select')
	try {
		const matches = await findCollegeMatches(ctx, MatchAnswersSchema.parse({ homeState: 'MA', distance: 'in-state' }))
		expect(matches.map((match) => match.name)).toEqual(['Boston University'])
		expect(select).not.toHaveBeenCalled()
	} finally {
		select.mockRestore()
	}
})

test('an empty catalog is not kept: a database seeded later is read again', async () => {
	const empty = await createTestContext()
	try {
		expect(await findCollegeMatches(empty, MatchAnswersSchema.parse({}))).toEqual([])
		await empty.db.insert(colleges).values({ id: '200001', name: 'Reed College', city: 'Portland', state: 'OR', control: 'Private nonprofit', predominantDegree: "Bachelor's", admissionRate: 0.35, undergradSize: 1_500, avgNetPrice: 30_000 })
		expect((await findCollegeMatches(empty, MatchAnswersSchema.parse({}))).map((match) => match.name)).toEqual(['Reed College'])
	} finally {
		await empty.cleanup()
	}
})
