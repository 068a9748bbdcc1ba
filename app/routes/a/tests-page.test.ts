import { afterAll, beforeAll, expect, test } from 'vitest'
import { accounts } from '#app/lib/db/schema'
import { eq } from 'drizzle-orm'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as testsPage from './tests'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	await ctx.db.update(accounts).set({ testPlans: [{ test: 'SAT', date: '2027-03-13' }] }).where(eq(accounts.id, owner.accountId!))
})
afterAll(async () => {
	await ctx.cleanup()
})

const load = async () =>
	(await settle(() => testsPage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/tests`, { headers: { cookie: owner.cookie } }), { accountId: owner.accountId! }))))
		.data as Awaited<ReturnType<typeof testsPage.loader>>
const post = (fields: Record<string, string>, body = { intent: 'save', ...fields }) =>
	settle(() =>
		testsPage.action(
			routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/tests`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie: owner.cookie, origin } }), {
				accountId: owner.accountId!,
			}),
		),
	)

test('onboarding’s test dates appear as planned tests; scores build the superscore', async () => {
	expect((await load()).upcoming.map((record) => [record.test, record.date])).toEqual([['SAT', '2027-03-13']])
	expect((await post({ test: 'SAT', date: '2026-08-23', status: 'taken', 'scores.rw': '610', 'scores.math': '700' })).status).toBe(200)
	expect((await post({ test: 'SAT', date: '2026-10-04', status: 'taken', 'scores.rw': '650', 'scores.math': '680' })).status).toBe(200)
	const page = await load()
	expect(page.superscores.SAT).toEqual({ sections: { rw: 650, math: 700 }, total: 1350 })
	expect(page.taken.map((record) => record.total)).toEqual([1330, 1310])
})

test('bad input: 400 with a message per field; the same test and date twice is a 409', async () => {
	const bad = await post({ test: 'ACT', date: '2026-10-04', status: 'taken', 'scores.english': '40', 'scores.math': '', 'scores.reading': '30' })
	expect(bad.status).toBe(400)
	expect((bad.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({
		'scores.english': ['English scores run from 1 to 36.'],
		'scores.math': ['Enter the Math score.'],
	})
	expect((await post({ test: 'Quiz', date: 'soon', status: 'planned' })).status).toBe(400)
	const twice = await post({ test: 'SAT', date: '2027-03-13', status: 'planned' })
	expect(twice.status).toBe(409)
	expect((twice.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ date: ['That test is already on the list for that date.'] })
	// Every form names its intent; a post without one is not understood.
	expect(await post({}, { test: 'SAT', date: '2027-05-01', status: 'planned' } as never)).toMatchObject({ status: 400, data: { message: 'Unknown action.' } })
})
