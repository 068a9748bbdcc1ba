import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { COLLEGES_PER_PAGE } from '#app/features/colleges/college-list-page.server'
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
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: ['colleges'] })
	counselorCookie = counselor.cookie
})
afterAll(async () => {
	await ctx.cleanup()
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

	expect((await post({ intent: 'add', collegeId: harvard.id })).data).toMatchObject({ intent: 'add', ok: true, message: 'Added to the list.' })
	expect((await post({ intent: 'add', collegeId: harvard.id })).data).toMatchObject({ intent: 'add', ok: true, message: 'That college is already on the list.' })
	await post({ intent: 'add', collegeId: duke.id })
	expect((await post({ intent: 'add', collegeId: 'nope' })).status).toBe(400)

	let page = await load()
	const [first, second] = page.entries
	expect(first).toMatchObject({ name: 'Harvard University', fit: 'reach', overridden: false })
	expect(page.advice[0]).toBe('You have 2 reaches, 0 targets and 0 safeties.')

	expect((await post({ intent: 'update', entryId: first!.id, status: 'applying', planType: 'ED', fitOverride: '', notes: 'Loved the visit' })).data).toMatchObject({ intent: 'update', ok: true, entryId: first!.id, message: 'Saved.' })
	const second_ed = await post({ intent: 'update', entryId: second!.id, status: 'applying', planType: 'ED', fitOverride: 'target', notes: '' })
	expect(second_ed.data).toMatchObject({ ok: true, warning: expect.stringContaining('Harvard University is already your Early Decision school') })
	const bad = await post({ intent: 'update', entryId: second!.id, status: 'maybe', planType: '', fitOverride: '', deadline: '2027-13-45' })
	expect(bad.status).toBe(400)
	// The errors come back at their fields (Conform), for the sheet to show.
	expect((bad.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ status: ['Choose a status.'], deadline: ['Use a date like 2027-01-01.'] })
	expect((await post({ intent: 'visit', entryId: first!.id, date: '2026-10-12', note: 'Sat in on a class' })).status).toBe(200)

	page = await load(`?compare=${first!.collegeId}&compare=${second!.collegeId}&income=48-75k`)
	expect(page.entries[1]).toMatchObject({ fit: 'target', overridden: true, ruleFit: 'reach' })
	expect(page.entries[0]!.visits).toEqual([{ date: '2026-10-12', note: 'Sat in on a class' }])
	expect(page.compared.map((college) => college.name).sort()).toEqual(['Duke University', 'Harvard University'])

	expect((await post({ intent: 'add', collegeId: harvard.id }, counselorCookie)).status).toBe(403)
	expect((await post({ intent: 'remove', entryId: first!.id })).status).toBe(200)
	expect((await load()).entries).toHaveLength(1)
})

test('the list reads as rows with their facts, sorts by ?sort=, keeps the deadline and the income bracket', async () => {
	const { results } = await load('?q=rice university')
	const rice = results.find((college) => college.name === 'Rice University')!
	const tufts = (await load('?q=tufts')).results[0]!
	await post({ intent: 'add', collegeId: rice.id })
	await post({ intent: 'add', collegeId: tufts.id })
	const riceEntry = (await load()).entries.find((entry) => entry.name === 'Rice University')!
	const tuftsEntry = (await load()).entries.find((entry) => entry.name === 'Tufts University')!

	// The deadline saved in the sheet is the application's: the tracker sees it too.
	expect((await post({ intent: 'update', entryId: tuftsEntry.id, status: 'applying', planType: 'EA', deadline: '2026-11-01' })).status).toBe(200)
	expect((await post({ intent: 'update', entryId: riceEntry.id, status: 'researching', planType: 'RD', deadline: '2027-01-04' })).status).toBe(200)
	let page = await load('?sort=deadline')
	expect(page.sort).toBe('deadline')
	const names = page.entries.map((entry) => entry.name)
	expect(names.indexOf('Tufts University')).toBeLessThan(names.indexOf('Rice University'))
	const tuftsRow = page.entries.find((entry) => entry.name === 'Tufts University')!
	expect(tuftsRow).toMatchObject({ planType: 'EA', deadline: '2026-11-01', status: 'applying', netPriceLabel: 'Average net price' })
	expect(tuftsRow.admissionRate).toBeGreaterThan(0)
	// No scores saved: the college's SAT range alone, said in words.
	expect(tuftsRow.scores[0]!.text).toMatch(/^Middle 50% of admitted SAT scores: \d+–\d+\. No SAT score of yours saved yet\.$/)

	// Clearing the deadline in the sheet clears it.
	await post({ intent: 'update', entryId: riceEntry.id, status: 'researching', planType: 'RD', deadline: '' })
	expect((await load()).entries.find((entry) => entry.name === 'Rice University')!.deadline).toBeNull()

	// With the bracket stored, the bracket's net price; the comparison starts at it.
	expect((await post({ intent: 'income', incomeBracket: '30-48' })).status).toBe(200)
	page = await load('?sort=net-price')
	expect(page.incomeBracket).toBe('30-48')
	expect(page.income).toBe('30-48')
	expect(page.entries.find((entry) => entry.name === 'Tufts University')!.netPriceLabel).toBe('Net price, income $30,000–48,000')
	const prices = page.entries.map((entry) => entry.netPrice ?? Infinity)
	expect(prices).toEqual([...prices].sort((a, b) => a - b))
	const rich = await post({ intent: 'income', incomeBracket: 'rich' })
	expect(rich.status).toBe(400)
	expect((rich.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ incomeBracket: ['Choose one of the income brackets.'] })
	expect((await post({ intent: 'update', entryId: riceEntry.id, status: 'applying', planType: 'XX' })).status).toBe(400)

	// A counselor shown only the colleges sees the average, never the family's bracket, and cannot set it.
	const counselorView = (await settle(() => collegesPage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/colleges`, { headers: { cookie: counselorCookie } }), { accountId: owner.accountId! }))))
		.data as Awaited<ReturnType<typeof collegesPage.loader>>
	expect(counselorView.incomeBracket).toBeNull()
	expect(counselorView.entries.every((entry) => entry.netPriceLabel === 'Average net price')).toBe(true)
	expect((await post({ intent: 'income', incomeBracket: '110+' }, counselorCookie)).status).toBe(403)
})

test('a long list is paged, eight a page, each page its own address; the search still knows every college on it', async () => {
	const family = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const loadFor = async (query = '') =>
		(await settle(() => collegesPage.loader(routeArgs(ctx, new Request(`${origin}/a/${family.accountId}/colleges${query}`, { headers: { cookie: family.cookie } }), { accountId: family.accountId! }))))
			.data as Awaited<ReturnType<typeof collegesPage.loader>>
	const picked = (await loadFor('?q=university')).results.slice(0, 12)
	expect(picked).toHaveLength(12)
	for (const college of picked) {
		await settle(() =>
			collegesPage.action(
				routeArgs(ctx, new Request(`${origin}/a/${family.accountId}/colleges`, { method: 'POST', body: new URLSearchParams({ intent: 'add', collegeId: college.id }), headers: { cookie: family.cookie, origin } }), { accountId: family.accountId! }),
			),
		)
	}
	const first = await loadFor()
	expect(first).toMatchObject({ page: 1, pages: 2, total: 12 })
	expect(first.entries).toHaveLength(COLLEGES_PER_PAGE)
	expect(first.listed).toHaveLength(12)
	const second = await loadFor('?page=2')
	expect(second.entries.map((entry) => entry.collegeId)).toEqual(picked.slice(COLLEGES_PER_PAGE).map((college) => college.id))
	// Past the end is the last page; junk is the first.
	expect((await loadFor('?page=7')).page).toBe(2)
	expect((await loadFor('?page=abc')).page).toBe(1)
	// The balance counts the whole list, not the page.
	expect(first.advice[0]).toMatch(/^You have \d+ reach/)
	expect(first.advice[0]!.match(/\d+/g)!.slice(0, 3).map(Number).reduce((sum, n) => sum + n, 0)).toBe(12)
})
