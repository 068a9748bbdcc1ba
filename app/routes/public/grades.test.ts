import type { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getGradePlan } from '#app/features/grades/grade-plans'
import { htmlSentOnceFor } from '#app/lib/html-sent-once'
import { requestDetails } from '#app/lib/request-details'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as gradePage from './grades.$grade'

// A year's plan is text and links: its loader renders it, and a whole document carries
// it once, as HTML; a client navigation gets it as data (decision 057).

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx.cleanup()
})

async function load(grade: string, documentRequest: boolean) {
	const args = routeArgs(ctx, new Request(`http://localhost:3000/grades/${grade}`), { grade }) as { context: RouterContextProvider }
	args.context.set(requestDetails, { documentRequest })
	const { status, data } = await settle(() => gradePage.loader(args as never))
	return { status, data: data as Awaited<ReturnType<typeof gradePage.loader>>, kept: htmlSentOnceFor(args.context) }
}

test('a client navigation gets the year’s plan as HTML, its links plain anchors, and the plan’s name, not its text', async () => {
	const plan = getGradePlan('11th')!
	const { status, data } = await load('11th', false)
	expect(status).toBe(200)
	expect(data.plan).toEqual({ slug: '11th', name: '11th Grade', tagline: plan.tagline })
	expect(data.body).toContain(plan.months[0]!.month)
	expect(data.body).toContain('Month by month, August to July')
	const link = plan.resources[0]!
	expect(data.body).toContain(`<a href="${link.href}"`)
	expect(data.body).not.toContain('data-discover')
})

test('a whole document keeps the plan for the server render and sends none of it as data', async () => {
	const plan = getGradePlan('9th')!
	const { data, kept } = await load('9th', true)
	expect(data.body).toBeNull()
	expect(JSON.stringify(data)).not.toContain(plan.overview)
	expect(kept?.get('grade-plan')).toContain(plan.overview.replaceAll("'", '&#x27;'))
})

test('an unknown year is a 404', async () => {
	expect((await load('13th', false)).status).toBe(404)
})
