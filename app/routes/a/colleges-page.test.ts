import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resetCollegeIndex } from '#app/features/colleges/college-list.server'
import { seedColleges } from '#app/features/colleges/catalog.server'
import { memberships } from '#app/lib/db/schema'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as collegesPage from './colleges'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	await seedColleges(ctx.db, readFileSync(new URL('../../../scripts/data/colleges.csv', import.meta.url), 'utf8'))
	resetCollegeIndex()
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: ['colleges'] })
	counselorCookie = counselor.cookie
})
afterAll(async () => {
	await ctx.cleanup()
	resetCollegeIndex()
})

const load = async (query = '') =>
	(await settle(() => collegesPage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/colleges${query}`, { headers: { cookie: owner.cookie } }), { accountId: owner.accountId! }))))
		.data as Awaited<ReturnType<typeof collegesPage.loader>>
const post = (body: Record<string, string>, cookie = owner.cookie) =>
	settle(() =>
		collegesPage.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/colleges`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId: owner.accountId! })),
	)

test('search (no JS and the server function), add, fit with its reason, override, status, ED warning, compare, remove', async () => {
	const { results } = await load('?q=harvard')
	const harvard = results[0]!
	expect(harvard.name).toBe('Harvard University')
	const fn = await handleServerFnRequest({ request: new Request(`${origin}/_serverFn/searchColleges?createServerFn&payload=${encodeURIComponent(JSON.stringify({ q: 'duke' }))}`), id: 'searchColleges', app: ctx, registry: serverFnRegistry })
	const duke = ((await fn.json()) as Array<{ id: string; name: string }>)[0]!
	expect(duke.name).toBe('Duke University')
	expect(fn.headers.get('cache-control')).toBe('public, max-age=3600')

	expect((await post({ intent: 'add', collegeId: harvard.id })).data).toEqual({ ok: true, message: 'Added to the list.' })
	expect((await post({ intent: 'add', collegeId: harvard.id })).data).toEqual({ ok: true, message: 'That college is already on the list.' })
	await post({ intent: 'add', collegeId: duke.id })
	expect((await post({ intent: 'add', collegeId: 'nope' })).status).toBe(400)

	let page = await load()
	const [first, second] = page.entries
	expect(first).toMatchObject({ name: 'Harvard University', fit: 'reach', overridden: false })
	expect(page.advice[0]).toBe('You have 2 reaches, 0 targets and 0 safeties.')

	expect((await post({ intent: 'update', entryId: first!.id, status: 'applying', planType: 'ED', fitOverride: '', notes: 'Loved the visit' })).data).toEqual({ ok: true, message: 'Saved.' })
	const second_ed = await post({ intent: 'update', entryId: second!.id, status: 'applying', planType: 'ED', fitOverride: 'target', notes: '' })
	expect(second_ed.data).toMatchObject({ ok: true, warning: expect.stringContaining('Harvard University is already your Early Decision school') })
	expect((await post({ intent: 'update', entryId: second!.id, status: 'maybe', planType: '', fitOverride: '' })).status).toBe(400)
	expect((await post({ intent: 'visit', entryId: first!.id, date: '2026-10-12', note: 'Sat in on a class' })).status).toBe(200)

	page = await load(`?compare=${first!.collegeId}&compare=${second!.collegeId}&income=48-75k`)
	expect(page.entries[1]).toMatchObject({ fit: 'target', overridden: true, ruleFit: 'reach' })
	expect(page.entries[0]!.visits).toEqual([{ date: '2026-10-12', note: 'Sat in on a class' }])
	expect(page.compared.map((college) => college.name).sort()).toEqual(['Duke University', 'Harvard University'])

	expect((await post({ intent: 'add', collegeId: harvard.id }, counselorCookie)).status).toBe(403)
	expect((await post({ intent: 'remove', entryId: first!.id })).status).toBe(200)
	expect((await load()).entries).toHaveLength(1)
})
