import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestAccount } from '#app/features/auth/test-bootstrap.server'
import * as layout from '#app/routes/a/layout'
import * as dashboard from '#app/routes/a/dashboard'
import { routeArgs, settle, throughMiddleware } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import { countRoundTrips, type RoundTripCounter } from './round-trips'

// The counter `bench:http` reads, and the budget of at most 3
// database round-trips for a signed-in page (issue «Quality gates»), checked
// on the dashboard's loaders as a document request runs them.

let ctx: TestContext
let counter: RoundTripCounter
beforeAll(async () => {
	ctx = await createTestContext()
	counter = countRoundTrips(ctx.client)
})
afterAll(async () => {
	await ctx.cleanup()
})

test('every statement, batch and transaction step is one round-trip', async () => {
	const before = counter.count
	await ctx.db.run(sql`select 1`)
	await ctx.db.batch([ctx.db.run(sql`select 1`), ctx.db.run(sql`select 2`)])
	await ctx.db.transaction(async (tx) => {
		await tx.run(sql`select 1`)
	})
	// 1 select, 1 batch, then begin + select + commit.
	expect(counter.count - before).toBe(5)
})

let dashboardTrips = Number.NaN

test('the dashboard page loads for a signed-in family, and its round-trips are counted', async () => {
	const { accountId, setCookie } = await createTestAccount(ctx, { studentName: 'Bench' })
	// A document request runs the layout's middleware, then the layout's and the page's loaders side by side, with one context.
	const visit = async () => {
		const request = new Request(`${ctx.env.BASE_URL}/a/${accountId}/dashboard`, { headers: { cookie: setCookie.split(';')[0]! } })
		const args = routeArgs(ctx, request, { accountId })
		const loaders = () => Promise.all([settle(() => layout.loader(args)), settle(() => dashboard.loader(args))])
		return (await throughMiddleware(args, layout.middleware, loaders)) as Awaited<ReturnType<typeof loaders>>
	}
	// The first visit seeds the plan and makes the account current: writes, once.
	await visit()
	const before = counter.count
	const answers = await visit()
	expect(answers.map((answer) => answer.status)).toEqual([200, 200])
	dashboardTrips = counter.count - before
	expect(dashboardTrips).toBeGreaterThan(0)
})

// The session, then the membership with the account (the middleware), then the
// shell's and the page's own data: each a batch of reads asked for together.
test('a signed-in page takes at most 3 database round-trips (the dashboard)', () => {
	expect(dashboardTrips).toBeLessThanOrEqual(3)
})
