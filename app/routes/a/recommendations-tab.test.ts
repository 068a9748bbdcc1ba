import { and, eq, like } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RecommendationsPanel } from '#app/components/applications/recommendations-panel'
import { startTrial } from '#app/features/billing/billing.server'
import type { loadRecommendationsTab } from '#app/features/applications/recommendations-tab.server'
import { addCollege } from '#app/features/colleges/college-list.server'
import { createContact } from '#app/features/contacts/contacts.server'
import { colleges, contacts, memberships, tasks } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as applications from './applications'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
let clock = new Date('2026-11-02T17:00:00Z').getTime()
const origin = 'http://localhost:3000'
const tab = '?tab=applications&subtab=recommendations'
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date(clock)
	owner = await createSignedInUser(ctx, { role: 'owner' })
	stranger = await createSignedInUser(ctx, { role: 'owner' })
	for (const accountId of [owner.accountId!, stranger.accountId!]) await startTrial(ctx, accountId, 'founder-monthly', null)
	await ctx.db.insert(colleges).values([
		{ id: '166027', name: 'Harvard University' },
		{ id: '198419', name: 'Duke University' },
	])
	await addCollege(ctx, owner.accountId!, '166027')
	await addCollege(ctx, owner.accountId!, '198419')
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: ['applications'] })
	counselorCookie = counselor.cookie
})
afterAll(async () => {
	await ctx.cleanup()
})

type Tab = Awaited<ReturnType<typeof loadRecommendationsTab>>
const load = (cookie = owner.cookie) =>
	settle(() => applications.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/applications${tab}`, { headers: { cookie } }), { accountId: owner.accountId! })))
const recs = async () => ((await load()).data as { view: { recommendations: Tab } }).view.recommendations
const render = (data: Tab, readOnly = false) => {
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(RecommendationsPanel, { accountId: owner.accountId!, data, readOnly, actionData: undefined }) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] }))
}
const post = (body: Array<[string, string]> | Record<string, string>, cookie = owner.cookie) =>
	settle(() =>
		applications.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/applications${tab}`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId: owner.accountId! })),
	)
const planTask = async (key: string) => (await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, owner.accountId!), eq(tasks.templateId, `linked:${key}`))))[0] ?? null

test('add recommenders, request per college, mark submitted, and the thank-you reminder through the applications page', async () => {
	expect(render(await recs())).toContain('Ask two teachers from junior year and your counselor')
	expect(await recs()).toMatchObject({ recommenders: [], summary: { recommenders: 0, letters: 0, submitted: 0 }, listed: [{ name: 'Harvard University' }, { name: 'Duke University' }] })

	const missing = await post({ intent: 'rec-create', subject: 'AP Chemistry' })
	expect(missing).toMatchObject({ status: 400, data: { ok: false, message: 'Enter the recommender’s name, or pick one of your contacts.' } })
	expect((await post({ intent: 'rec-create', recommenderName: 'Mr. Okafor', recommenderRole: 'teacher', dueDate: 'next week' })).status).toBe(400)

	const created = await post([
		['intent', 'rec-create'],
		['recommenderName', 'Mr. Okafor'],
		['recommenderRole', 'teacher'],
		['subject', 'AP Chemistry'],
		['dueDate', '2026-11-20'],
		['ferpaWaived', 'on'],
		['saveAsContact', 'on'],
		['collegeIds', '166027'],
		['collegeIds', '198419'],
	])
	expect(created).toMatchObject({ status: 200, data: { ok: true, message: 'Recommender added, with 2 colleges requested.' } })
	const [okaforContact] = await ctx.db.select().from(contacts).where(eq(contacts.accountId, owner.accountId!))
	expect(okaforContact).toMatchObject({ name: 'Mr. Okafor', role: 'teacher' })

	const rivera = await createContact(ctx, owner.accountId!, { name: 'Ms. Rivera', role: 'counselor', organization: null, collegeId: null, email: null, phone: null, notes: null, lastContactedOn: null })
	expect((await post({ intent: 'rec-create', contactId: rivera.id })).data).toMatchObject({ ok: true, message: 'Recommender added.' })

	let data = await recs()
	expect(data.contacts.map((contact) => [contact.name, contact.recommenderRole])).toEqual([
		['Mr. Okafor', 'teacher'],
		['Ms. Rivera', 'counselor'],
	])
	const [okafor, counselor] = data.recommenders
	expect(okafor).toMatchObject({ recommenderName: 'Mr. Okafor', contactId: okaforContact!.id, ferpaWaived: true, thankYou: 'not-yet', overdue: false })
	expect(counselor).toMatchObject({ recommenderName: 'Ms. Rivera', recommenderRole: 'counselor', contactId: rivera.id, ferpaWaived: false })
	expect(data.summary).toEqual({ recommenders: 2, letters: 2, submitted: 0 })
	expect(await planTask(`rec-due:${okafor!.id}`)).toMatchObject({ title: 'Check that Mr. Okafor has submitted', dueDate: '2026-11-20', status: 'open' })

	expect((await post({ intent: 'rec-set-request', recommendationId: counselor!.id, collegeId: '166027', status: 'requested' })).data).toMatchObject({ ok: true, message: 'Marked requested.' })
	expect((await post({ intent: 'rec-set-request', recommendationId: okafor!.id, collegeId: '166027', status: 'submitted' })).data).toMatchObject({ ok: true, message: 'Marked submitted.' })
	expect((await post({ intent: 'rec-set-request', recommendationId: okafor!.id, collegeId: '166027', status: 'lost' })).status).toBe(400)
	expect((await post({ intent: 'rec-set-request', recommendationId: okafor!.id, collegeId: '000000', status: 'requested' })).status).toBe(400)
	clock = new Date('2026-11-05T15:00:00Z').getTime() // within the trial
	await post({ intent: 'rec-set-request', recommendationId: okafor!.id, collegeId: '198419', status: 'submitted' })

	data = await recs()
	expect(data.summary).toEqual({ recommenders: 2, letters: 3, submitted: 2 })
	expect(data.recommenders[0]).toMatchObject({ thankYou: 'due', thankYouDue: '2026-11-08' })
	expect(await planTask(`rec-thanks:${okafor!.id}`)).toMatchObject({ title: 'Send Mr. Okafor a thank-you note', dueDate: '2026-11-08', status: 'open', category: 'applications', owner: 'student' })
	expect(await planTask(`rec-due:${okafor!.id}`)).toMatchObject({ status: 'done' })
	const html = render(data)
	expect(html).toContain('2 recommenders; 2 of 3 letters submitted.')
	expect(html).toContain('Send a thank-you note')
	expect(html).toContain('aria-label="Thank-you sent to Mr. Okafor"')
	expect(html).toContain('<caption data-slot="table-caption" class="sr-only">Letters from <!-- -->Mr. Okafor<!-- -->, by college</caption>')
	expect(render(data, true)).not.toContain('<form')

	expect((await post({ intent: 'rec-thanked', recommendationId: okafor!.id })).data).toMatchObject({ ok: true })
	data = await recs()
	expect(data.recommenders[0]).toMatchObject({ thankYou: 'sent', thankYouSentOn: '2026-11-05' })
	expect(await planTask(`rec-thanks:${okafor!.id}`)).toMatchObject({ status: 'done' })

	expect((await post({ intent: 'rec-update', recommendationId: counselor!.id, contactId: rivera.id, recommenderName: 'Ms. A. Rivera', recommenderRole: 'counselor', dueDate: '2026-11-01' })).data).toMatchObject({ ok: true })
	expect((await recs()).recommenders[1]).toMatchObject({ recommenderName: 'Ms. A. Rivera', overdue: true })
	expect((await post({ intent: 'rec-delete', recommendationId: counselor!.id })).data).toMatchObject({ ok: true, message: 'Recommender removed.' })
	expect((await recs()).recommenders).toHaveLength(1)
	expect(await ctx.db.select().from(tasks).where(like(tasks.templateId, `linked:rec-%:${counselor!.id}`))).toEqual([])
	expect((await post({ intent: 'rec-bogus' })).status).toBe(400)
})

test('a counselor with applications shared reads the tab but cannot change it; a stranger is refused; foreign ids are not found', async () => {
	const asCounselor = await load(counselorCookie)
	expect(asCounselor.status).toBe(200)
	const tabData = asCounselor.data as { view: { recommendations: Tab }; readOnly: boolean }
	expect(tabData.readOnly).toBe(true)
	// Not shared the contacts section: no contact picker.
	expect(tabData.view.recommendations).toMatchObject({ contacts: [], canSeeContacts: false })
	expect((await post({ intent: 'rec-create', recommenderName: 'X', recommenderRole: 'other' }, counselorCookie)).status).toBe(403)
	expect((await load(stranger.cookie)).status).toBe(403)
	expect((await post({ intent: 'rec-create', recommenderName: 'X', recommenderRole: 'other' }, stranger.cookie)).status).toBe(403)

	const [mine] = (await recs()).recommenders
	const asStranger = (body: Record<string, string>) =>
		settle(() =>
			applications.action(routeArgs(ctx, new Request(`${origin}/a/${stranger.accountId}/applications${tab}`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie: stranger.cookie, origin } }), { accountId: stranger.accountId! })),
		)
	expect((await asStranger({ intent: 'rec-thanked', recommendationId: mine!.id })).status).toBe(404)
	expect((await asStranger({ intent: 'rec-delete', recommendationId: mine!.id })).status).toBe(404)
	expect((await asStranger({ intent: 'rec-set-request', recommendationId: mine!.id, collegeId: '166027', status: 'remove' })).status).toBe(404)
	expect((await asStranger({ intent: 'rec-update', recommendationId: mine!.id, recommenderName: 'Mine', recommenderRole: 'other' })).status).toBe(404)
	const theirContact = await createContact(ctx, stranger.accountId!, { name: 'Their counselor', role: 'counselor', organization: null, collegeId: null, email: null, phone: null, notes: null, lastContactedOn: null })
	expect((await post({ intent: 'rec-create', contactId: theirContact.id })).status).toBe(404)
	expect((await recs()).recommenders).toHaveLength(1)
})
