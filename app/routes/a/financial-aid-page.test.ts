import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEssay } from '#app/features/applications/essays.server'
import { activateSubscription } from '#app/features/billing/billing.server'
import { addCollege } from '#app/features/colleges/college-list.server'
import { linkedTaskKey } from '#app/features/plan/linked-tasks.server'
import { accounts, applications, checklists, colleges, memberships, tasks } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as page from './financial-aid'

type LoaderData = Awaited<ReturnType<typeof page.loader>>

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let accountId: string
let counselorCookie: string
let strangerCookie: string
const origin = 'http://localhost:3000'

beforeAll(async () => {
	ctx = await createTestContext()
	// A clock that moves a millisecond per reading, so rows keep the order they were added in.
	let tick = 0
	ctx.now = () => new Date(Date.parse('2026-11-23T17:00:00Z') + tick++)
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'starter-monthly' })
	accountId = owner.accountId!
	await ctx.db.update(accounts).set({ graduationYear: 2027, studentName: 'Avery' }).where(eq(accounts.id, accountId))
	await ctx.db.insert(colleges).values([
		{ id: '900001', name: 'Lakeside College', costOfAttendance: 68_000, avgNetPrice: 30_000, netPrice0To30k: 9_000, netPrice48To75k: 18_500, netPriceCalculatorUrl: 'www.lakeside.example.edu/npc' },
		{ id: '900002', name: 'Hillcrest University', costOfAttendance: 41_000, avgNetPrice: 21_000, netPrice48To75k: null, netPriceCalculatorUrl: null },
	])
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: counselor.user.id, role: 'counselor', sections: ['financial-aid'] })
	counselorCookie = counselor.cookie
	strangerCookie = (await createSignedInUser(ctx, { role: 'owner' })).cookie
})
afterAll(async () => {
	await ctx.cleanup()
})

const load = (query = '', cookie = owner.cookie) =>
	settle(() => page.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/financial-aid${query}`, { headers: { cookie } }), { accountId })))
const loadData = async (query = '') => {
	const result = await load(query)
	expect(result.status).toBe(200)
	return result.data as LoaderData
}
const post = (body: Record<string, string>, cookie = owner.cookie, query = '') =>
	settle(() =>
		page.action(routeArgs(ctx, new Request(`${origin}/a/${accountId}/financial-aid${query}`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId })),
	)
const taskByKey = async (key: string) => (await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, accountId), eq(tasks.templateId, linkedTaskKey(key)))))[0] ?? null

describe('overview', () => {
	test('a long list’s colleges come eight a page, and one college’s dates open for editing by link', async () => {
		const family = await createSignedInUser(ctx, { role: 'owner', plan: 'starter-monthly' })
		const ids = Array.from({ length: 12 }, (_, index) => String(910_000 + index))
		await ctx.db.insert(colleges).values(ids.map((id, index) => ({ id, name: `Paging College ${index + 1}` })))
		for (const id of ids) await addCollege(ctx, family.accountId!, id)
		const loadFamily = async (query: string) => {
			const result = await settle(() => page.loader(routeArgs(ctx, new Request(`${origin}/a/${family.accountId}/financial-aid${query}`, { headers: { cookie: family.cookie } }), { accountId: family.accountId! })))
			return result.data as LoaderData
		}
		const first = await loadFamily('')
		expect(first.overview!.colleges).toHaveLength(8)
		expect(first.overview!.collegePage).toEqual({ page: 1, pages: 2, total: 12 })
		const second = await loadFamily('?tab=overview&page=2')
		expect(second.overview!.colleges.map((college) => college.name)).toEqual(['Paging College 9', 'Paging College 10', 'Paging College 11', 'Paging College 12'])
		expect((await loadFamily('?page=zz')).overview!.collegePage.page).toBe(1)
		const entryId = second.overview!.colleges[0]!.listEntryId
		expect((await loadFamily(`?tab=overview&page=2&priority=${entryId}`)).editingPriority).toBe(entryId)
	})

	test('this cycle’s dates, the empty state before any college, then priority dates and net prices per listed college', async () => {
		let data = await loadData('?tab=nonsense')
		expect(data.tab).toBe('overview')
		expect(data.overview!.cycle).toMatchObject({ label: '2027–28', opensOn: '2026-10-01', federalDeadline: '2028-06-30', taxYear: 2025, phase: 'open' })
		expect(data.overview!.colleges).toEqual([])

		await addCollege(ctx, accountId, '900001')
		await addCollege(ctx, accountId, '900002')
		data = await loadData('?income=0-30')
		expect(data.income).toBe('0-30')
		expect(data.overview!.colleges.map((college) => [college.name, college.netPrice, college.calculatorUrl])).toEqual([
			['Lakeside College', 9_000, 'https://www.lakeside.example.edu/npc'],
			['Hillcrest University', 21_000, null],
		])
		expect(data.readOnly).toBe(false)
	})

	test('checklist ticks are kept; an unknown item is a 400', async () => {
		expect((await post({ intent: 'check', list: 'fafsa', key: 'student-account', done: 'true' })).status).toBe(200)
		await post({ intent: 'check', list: 'css-profile', key: 'which-colleges', done: 'true' })
		await post({ intent: 'check', list: 'css-profile', key: 'which-colleges', done: 'false' })
		const data = await loadData()
		expect(data.overview!.checklists).toEqual({ fafsa: ['student-account'], 'css-profile': [] })
		expect((await post({ intent: 'check', list: 'fafsa', key: 'made-up', done: 'true' })).status).toBe(400)
		expect((await post({ intent: 'check', list: 'common-app', key: 'profile', done: 'true' })).status).toBe(400)
		expect(await ctx.db.select().from(checklists).where(eq(checklists.list, 'common-app'))).toEqual([])
	})

	test('a priority date saves on the application row and becomes a parent task; clearing it takes the task away', async () => {
		const lakeside = (await loadData()).overview!.colleges[0]!
		expect((await post({ intent: 'priority-date', listEntryId: lakeside.listEntryId, aidPriorityDeadline: '2027-02-01', cssProfileRequired: 'on' })).status).toBe(200)
		const [row] = await ctx.db.select().from(applications).where(eq(applications.listEntryId, lakeside.listEntryId))
		expect(row).toMatchObject({ accountId, aidPriorityDeadline: '2027-02-01', cssProfileRequired: true, deadline: null })
		expect(await taskByKey(`aid-priority:${lakeside.listEntryId}`)).toMatchObject({ title: 'Aid priority date for Lakeside College: FAFSA and CSS Profile', dueDate: '2027-02-01', category: 'financial-aid', owner: 'parent' })
		expect((await loadData()).overview!.colleges[0]).toMatchObject({ aidPriorityDeadline: '2027-02-01', cssProfileRequired: true })

		expect((await post({ intent: 'priority-date', listEntryId: lakeside.listEntryId, aidPriorityDeadline: 'next spring' })).status).toBe(400)
		expect((await post({ intent: 'priority-date', listEntryId: 'not-mine', aidPriorityDeadline: '2027-02-01' })).status).toBe(404)

		await post({ intent: 'priority-date', listEntryId: lakeside.listEntryId, aidPriorityDeadline: '' })
		expect(await taskByKey(`aid-priority:${lakeside.listEntryId}`)).toBeNull()
		expect((await loadData()).overview!.colleges[0]).toMatchObject({ aidPriorityDeadline: null, cssProfileRequired: false })
	})
})

describe('aid offers', () => {
	test('a bad offer is a 400 with field errors; good ones are compared, edited, appealed and deleted', async () => {
		const bad = await post({ intent: 'create-offer', collegeId: '', collegeName: '', costOfAttendance: 'a lot', 'grants[0].amount': '5000' }, owner.cookie, '?tab=offers')
		expect(bad.status).toBe(400)
		expect((bad.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
			collegeName: ['Choose a college from the list or type its name.'],
			costOfAttendance: ['Enter the cost of attendance in dollars, like 62,000.'],
			'grants[0].name': ['Name the grant or scholarship.'],
		})

		const first = await post(
			{
				intent: 'create-offer',
				collegeId: '900001',
				costOfAttendance: '68,000',
				'grants[0].name': 'Lakeside grant',
				'grants[0].amount': '30000',
				'grants[0].renewable': 'on',
				'loans[0].kind': 'parent-plus',
				'loans[0].amount': '10000',
				workStudy: '2000',
			},
			owner.cookie,
			'?tab=offers',
		)
		expect(first).toMatchObject({ status: 200, data: { ok: true, message: 'Offer added.' } })
		await post({ intent: 'create-offer', collegeName: 'Hillcrest University', costOfAttendance: '41000', 'grants[0].name': 'Hillcrest award', 'grants[0].amount': '15000' }, owner.cookie, '?tab=offers')

		let data = await loadData('?tab=offers')
		const [lakeside, hillcrest] = data.offers!.summaries
		expect(lakeside).toMatchObject({ collegeName: 'Lakeside College', netPriceCents: 3_800_000, loansCents: 1_000_000, cashToPayCents: 2_600_000 })
		expect(lakeside!.flags.map((flag) => flag.kind)).toEqual(['loans-as-aid', 'parent-plus', 'work-study'])
		expect(hillcrest).toMatchObject({ collegeName: 'Hillcrest University', netPriceCents: 2_600_000 })
		expect(data.offers!.comparedIds).toEqual([lakeside!.id, hillcrest!.id])
		expect((await loadData(`?tab=offers&compare=${hillcrest!.id}&increase=0`)).offers!.comparedIds).toEqual([hillcrest!.id])

		const appeal = await post({ intent: 'appeal', appealOfferId: lakeside!.id, competingOfferId: hillcrest!.id, circumstances: '' }, owner.cookie, '?tab=offers')
		expect(appeal.status).toBe(200)
		expect((appeal.data as { outline: { text: string } }).outline.text).toContain('That is $12,000 a year more')
		expect((appeal.data as { outline: { subject: string } }).outline.subject).toBe('Request for a financial aid review: Avery, Lakeside College')
		expect((await post({ intent: 'appeal', appealOfferId: hillcrest!.id, competingOfferId: lakeside!.id }, owner.cookie, '?tab=offers')).status).toBe(400)

		data = await loadData(`?tab=offers&edit=${hillcrest!.id}`)
		expect(data.editingOffer).toMatchObject({ id: hillcrest!.id, collegeId: null })
		expect((await post({ intent: 'update-offer', offerId: hillcrest!.id, collegeId: '900002', costOfAttendance: '41000', 'grants[0].name': 'Hillcrest award', 'grants[0].amount': '16000' }, owner.cookie, '?tab=offers')).status).toBe(200)
		expect((await loadData('?tab=offers')).offers!.summaries[1]).toMatchObject({ collegeName: 'Hillcrest University', giftAidCents: 1_600_000 })

		expect((await post({ intent: 'delete-offer', offerId: hillcrest!.id }, owner.cookie, '?tab=offers')).status).toBe(200)
		expect((await loadData('?tab=offers')).offers!.offers).toHaveLength(1)
	})

	test('another family’s offer id is a 404, whether edited, updated, deleted or appealed', async () => {
		const other = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
		await settle(() =>
			page.action(
				routeArgs(ctx, new Request(`${origin}/a/${other.accountId}/financial-aid?tab=offers`, { method: 'POST', body: new URLSearchParams({ intent: 'create-offer', collegeName: 'Their College', costOfAttendance: '50000' }), headers: { cookie: other.cookie, origin } }), {
					accountId: other.accountId!,
				}),
			),
		)
		const theirs = (
			(await settle(() => page.loader(routeArgs(ctx, new Request(`${origin}/a/${other.accountId}/financial-aid?tab=offers`, { headers: { cookie: other.cookie } }), { accountId: other.accountId! })))).data as LoaderData
		).offers!.offers[0]!
		expect((await load(`?tab=offers&edit=${theirs.id}`)).status).toBe(404)
		expect((await post({ intent: 'update-offer', offerId: theirs.id, collegeName: 'Mine now', costOfAttendance: '1000' }, owner.cookie, '?tab=offers')).status).toBe(404)
		expect((await post({ intent: 'delete-offer', offerId: theirs.id }, owner.cookie, '?tab=offers')).status).toBe(404)
		const mine = (await loadData('?tab=offers')).offers!.offers[0]!
		expect((await post({ intent: 'appeal', appealOfferId: mine.id, competingOfferId: theirs.id }, owner.cookie, '?tab=offers')).status).toBe(404)
	})
})

describe('scholarships', () => {
	test('locked without the billing feature; then tracked with inline errors, deadline tasks, statuses and delete', async () => {
		expect((await loadData('?tab=scholarships')).scholarshipsUnlocked).toBe(false)
		expect((await post({ intent: 'scholarship-create', name: 'Early', status: 'researching' }, owner.cookie, '?tab=scholarships')).status).toBe(403)

		await activateSubscription(ctx, { accountId, planSlug: 'founder-monthly', provider: 'local', actorUserId: null })
		let data = await loadData('?tab=scholarships')
		expect(data.scholarshipsUnlocked).toBe(true)
		expect(data.scholarships!.scholarships).toEqual([])

		const bad = await post({ intent: 'scholarship-create', name: '', amount: 'plenty', deadline: 'soon', url: 'javascript:alert(1)', status: 'researching' }, owner.cookie, '?tab=scholarships')
		expect(bad.status).toBe(400)
		expect(Object.keys((bad.data as { result: { error: Record<string, string[]> } }).result.error).sort()).toEqual(['amount', 'deadline', 'name', 'url'])

		const essay = await createEssay(ctx, accountId, { title: 'Community service essay', prompt: '', wordLimit: 500, collegeId: null })
		const created = await post(
			{ intent: 'scholarship-create', name: 'Rotary Club Award', amount: '1,500', deadline: '2027-01-15', url: 'https://example.org/rotary', essayId: essay.id, status: 'applying', renewable: 'on', renewalTerms: 'Reapply each year' },
			owner.cookie,
			'?tab=scholarships',
		)
		expect(created).toMatchObject({ status: 200, data: { ok: true, message: 'Scholarship added.' } })
		data = await loadData('?tab=scholarships')
		const rotary = data.scholarships!.scholarships[0]!
		expect(rotary).toMatchObject({ name: 'Rotary Club Award', amountCents: 150_000, deadline: '2027-01-15', renewable: true, essay: { id: essay.id, title: 'Community service essay' } })
		expect(await taskByKey(`scholarship:${rotary.id}`)).toMatchObject({ dueDate: '2027-01-15', category: 'scholarships', owner: 'student', status: 'open' })

		expect((await post({ intent: 'scholarship-status', scholarshipId: rotary.id, status: 'awarded' }, owner.cookie, '?tab=scholarships')).status).toBe(200)
		expect((await taskByKey(`scholarship:${rotary.id}`))!.status).toBe('done')
		expect((await loadData('?tab=scholarships')).scholarships!.totals).toMatchObject({ awardedCents: 150_000, renewablePerYearCents: 150_000 })
		expect((await post({ intent: 'scholarship-status', scholarshipId: rotary.id, status: 'won' }, owner.cookie, '?tab=scholarships')).status).toBe(400)
		expect((await load('?tab=scholarships&edit=not-a-real-id')).status).toBe(404)
		expect((await post({ intent: 'scholarship-update', scholarshipId: 'not-a-real-id', name: 'X award', status: 'researching' }, owner.cookie, '?tab=scholarships')).status).toBe(404)

		expect((await post({ intent: 'scholarship-delete', scholarshipId: rotary.id }, owner.cookie, '?tab=scholarships')).status).toBe(200)
		expect(await taskByKey(`scholarship:${rotary.id}`)).toBeNull()
	})
})

describe('access', () => {
	test('a counselor shared financial aid reads the overview and offers, cannot write, and cannot open scholarships', async () => {
		const overview = await load('', counselorCookie)
		expect(overview.status).toBe(200)
		expect(overview.data).toMatchObject({ tab: 'overview', readOnly: true, visibleTabs: ['overview', 'offers'] })
		expect((await load('?tab=offers', counselorCookie)).status).toBe(200)
		expect((await post({ intent: 'check', list: 'fafsa', key: 'submitted', done: 'true' }, counselorCookie)).status).toBe(403)
		expect((await post({ intent: 'create-offer', collegeName: 'Counselor College', costOfAttendance: '1000' }, counselorCookie)).status).toBe(403)
		expect((await load('?tab=scholarships', counselorCookie)).status).toBe(403)
		expect((await post({ intent: 'scholarship-create', name: 'Counselor award', status: 'researching' }, counselorCookie)).status).toBe(403)
	})

	test('a stranger gets 403 and none of the family’s data', async () => {
		for (const query of ['', '?tab=offers', '?tab=scholarships']) {
			const result = await load(query, strangerCookie)
			expect(result.status).toBe(403)
			expect(JSON.stringify(result.data ?? '')).not.toContain('Lakeside')
		}
		expect((await post({ intent: 'check', list: 'fafsa', key: 'submitted', done: 'true' }, strangerCookie)).status).toBe(403)
	})
})
