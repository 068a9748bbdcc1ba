import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_LIST } from '#app/features/colleges/college-list'
import { searchIndexFor } from '#app/features/search/search'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import * as features from './public/features'

// spec §1: "The tracker covers 20+ colleges", placed where the college list is
// described, and never more than the list holds (MAX_LIST).

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx.cleanup()
})

test('/features says the tracker covers 20+ colleges, with the list’s real limit beside it', async () => {
	expect(MAX_LIST).toBeGreaterThanOrEqual(20)
	const { data: loaderData } = await settle(() => features.loader(routeArgs(ctx, new Request('http://localhost:3000/features'))))
	const props = { loaderData, actionData: undefined, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(features.default, props) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/features'] }))
	const colleges = html.slice(html.indexOf('id="colleges"'), html.indexOf('id="applications"'))
	expect(colleges).toContain(`The tracker covers 20+ colleges: one list holds up to ${MAX_LIST}`)
	expect(searchIndexFor('founder').find((item) => item.id === 'feature-college-list')!.description).toContain('20+ colleges')
})
