import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRecommendation, getRecommendation } from '#app/features/applications/recommendations.server'
import { addCollege } from '#app/features/colleges/college-list.server'
import { createContact } from '#app/features/contacts/contacts.server'
import { colleges, memberships } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as contactsPage from './contacts'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
let unsharedCounselorCookie: string
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-10-15T16:00:00Z')
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	stranger = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	await ctx.db.insert(colleges).values([
		{ id: '166027', name: 'Harvard University' },
		{ id: '198419', name: 'Duke University' },
	])
	await addCollege(ctx, owner.accountId!, '166027')
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: ['contacts'] })
	counselorCookie = counselor.cookie
	const unshared = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: unshared.user.id, role: 'counselor', sections: ['colleges'] })
	unsharedCounselorCookie = unshared.cookie
})
afterAll(async () => {
	await ctx.cleanup()
})

type Page = Awaited<ReturnType<typeof contactsPage.loader>>
const load = async (query = '', cookie = owner.cookie) =>
	settle(() => contactsPage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/contacts${query}`, { headers: { cookie } }), { accountId: owner.accountId! })))
const page = async (query = '') => (await load(query)).data as Page
// The page as the server renders it (no JavaScript): forms, links and labels.
const render = (loaderData: Page) => {
	const props = { loaderData, actionData: undefined, params: { accountId: owner.accountId! }, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(contactsPage.default, props) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] }))
}
const post = (body: Record<string, string>, cookie = owner.cookie) =>
	settle(() => contactsPage.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/contacts`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId: owner.accountId! })))

test('empty at first; add with inline errors, edit, contacted today, filter by role, letters shown, delete keeps letters', async () => {
	const empty = await page()
	expect(empty).toMatchObject({ total: 0, groups: [], listed: [{ id: '166027', name: 'Harvard University' }], readOnly: false, today: '2026-10-15' })
	expect(render(empty)).toContain('Add your school counselor first — they send the transcript and school report.')

	const invalid = await post({ intent: 'create', name: '', role: 'teacher', email: 'not-an-email', phone: 'ring the office', collegeId: '198419', lastContactedOn: '2026-10-16' })
	expect(invalid.status).toBe(400)
	const errors = (invalid.data as { result: { error: Record<string, string[]> } }).result.error
	expect(Object.keys(errors).sort()).toEqual(['collegeId', 'email', 'lastContactedOn', 'name', 'phone'])
	expect(errors.collegeId).toEqual(['Choose a college from your list.'])

	const added = await post({ intent: 'create', name: 'Ms. Rivera', role: 'counselor', organization: 'Lincoln High School', email: 'rivera@lincoln.example.org', phone: '(555) 010-2000', lastContactedOn: '2026-10-01' })
	expect(added).toMatchObject({ status: 200, data: { ok: true, message: 'Ms. Rivera added.' } })
	await post({ intent: 'create', name: 'Dean Ortiz', role: 'admissions', collegeId: '166027' })
	await post({ intent: 'create', name: 'Mr. Okafor', role: 'teacher' })

	let loaded = await page()
	expect(loaded.groups.map((group) => [group.role, group.contacts.map((contact) => contact.name)])).toEqual([
		['counselor', ['Ms. Rivera']],
		['teacher', ['Mr. Okafor']],
		['admissions', ['Dean Ortiz']],
	])
	const rivera = loaded.groups[0]!.contacts[0]!
	expect(rivera).toMatchObject({ email: 'rivera@lincoln.example.org', phone: '(555) 010-2000', lastContactedOn: '2026-10-01' })
	expect(loaded.groups[2]!.contacts[0]).toMatchObject({ collegeName: 'Harvard University' })
	expect(loaded.counts).toMatchObject({ counselor: 1, teacher: 1, admissions: 1, coach: 0 })

	expect((await post({ intent: 'contacted-today', contactId: rivera.id })).data).toMatchObject({ ok: true })
	const edited = await post({ intent: 'update', contactId: rivera.id, name: 'Ms. A. Rivera', role: 'counselor', organization: 'Lincoln High School', email: 'rivera@lincoln.example.org', phone: '(555) 010-2000', notes: 'Sends the school report', lastContactedOn: '2026-10-15' })
	expect(edited).toMatchObject({ status: 200, data: { ok: true, message: 'Contact saved.' } })
	const badEdit = await post({ intent: 'update', contactId: rivera.id, name: 'Ms. A. Rivera', role: 'counselor', email: 'rivera@' })
	expect(badEdit.status).toBe(400)
	// The reply names the contact it was posted for, so only that contact's form takes it.
	expect(badEdit.data).toMatchObject({ ok: false, intent: 'update', result: { initialValue: { contactId: rivera.id }, error: { email: ['Enter an email address like name@school.org.'] } } })

	const letter = await createRecommendation(ctx, owner.accountId!, {
		contactId: rivera.id, recommenderName: null, recommenderRole: null, subject: null, requestedOn: null, dueDate: null, ferpaWaived: true, notes: null, saveAsContact: false, collegeIds: ['166027'],
	})
	loaded = await page('?role=counselor')
	expect(loaded.role).toBe('counselor')
	expect(loaded.groups).toHaveLength(1)
	expect(loaded.groups[0]!.contacts[0]).toMatchObject({ name: 'Ms. A. Rivera', notes: 'Sends the school report', lastContactedOn: '2026-10-15' })
	expect(loaded.groups[0]!.contacts[0]!.recommendations).toMatchObject([{ requests: [{ collegeName: 'Harvard University', status: 'requested' }] }])
	expect((await page('?role=nonsense')).role).toBeNull()
	const html = render(loaded)
	expect(html).toContain('href="mailto:rivera@lincoln.example.org"')
	expect(html).toContain('href="tel:5550102000"')
	expect(html).toContain('Last contacted <!-- -->today (Oct 15, 2026)')
	expect(html).toContain('Harvard University (requested)')
	expect(html).toContain('<label for="new-contact-email"')

	expect((await post({ intent: 'delete', contactId: rivera.id })).data).toMatchObject({ ok: true })
	expect((await page('?role=counselor')).groups).toEqual([])
	if (typeof letter === 'string') throw new Error(letter)
	expect(await getRecommendation(ctx, owner.accountId!, letter.id)).toMatchObject({ contactId: null, recommenderName: 'Ms. A. Rivera' })
})

test('a counselor with contacts shared reads but cannot change; without it, or a stranger, is refused', async () => {
	await createContact(ctx, owner.accountId!, { name: 'Coach Diaz', role: 'coach', organization: null, collegeId: null, email: null, phone: null, notes: null, lastContactedOn: null })
	const asCounselor = await load('', counselorCookie)
	expect(asCounselor.status).toBe(200)
	expect(asCounselor.data).toMatchObject({ readOnly: true })
	const html = render(asCounselor.data as Page)
	expect(html).toContain('Coach Diaz')
	expect(html).not.toContain('<form')
	// Letters belong to the applications section, which this counselor was not given.
	expect((asCounselor.data as Page).groups.flatMap((group) => group.contacts).every((contact) => contact.recommendations.length === 0)).toBe(true)
	expect((await post({ intent: 'create', name: 'Sneaky', role: 'other' }, counselorCookie)).status).toBe(403)
	expect((await load('', unsharedCounselorCookie)).status).toBe(403)
	expect((await load('', stranger.cookie)).status).toBe(403)
	expect((await post({ intent: 'create', name: 'Sneaky', role: 'other' }, stranger.cookie)).status).toBe(403)
})

test('another family’s contact id is not found', async () => {
	const theirs = await createContact(ctx, stranger.accountId!, { name: 'Their counselor', role: 'counselor', organization: null, collegeId: null, email: null, phone: null, notes: null, lastContactedOn: null })
	expect((await post({ intent: 'update', contactId: theirs.id, name: 'Mine now', role: 'counselor' })).status).toBe(404)
	expect((await post({ intent: 'contacted-today', contactId: theirs.id })).status).toBe(404)
	expect((await post({ intent: 'delete', contactId: theirs.id })).status).toBe(404)
	expect((await post({ intent: 'launch' })).status).toBe(400)
})

test('a college that left the list stays choosable for the contact linked to it, and for no other', async () => {
	const linked = await createContact(ctx, owner.accountId!, { name: 'Dean Park', role: 'admissions', organization: null, collegeId: '198419', email: null, phone: null, notes: null, lastContactedOn: null })
	const other = await createContact(ctx, owner.accountId!, { name: 'Mr. Lee', role: 'teacher', organization: null, collegeId: null, email: null, phone: null, notes: null, lastContactedOn: null })
	expect(await post({ intent: 'update', contactId: linked.id, name: 'Dean J. Park', role: 'admissions', collegeId: '198419' })).toMatchObject({ status: 200, data: { ok: true } })
	const taken = await post({ intent: 'update', contactId: other.id, name: 'Mr. Lee', role: 'teacher', collegeId: '198419' })
	expect(taken).toMatchObject({ status: 400, data: { result: { error: { collegeId: ['Choose a college from your list.'] } } } })
	// A college on no list and linked to no one: refused once.
	const nowhere = await post({ intent: 'update', contactId: linked.id, name: 'Dean J. Park', role: 'admissions', collegeId: '999999' })
	expect((nowhere.data as { result: { error: Record<string, string[]> } }).result.error.collegeId).toEqual(['Choose a college from your list.'])

	// Without JavaScript, the error shows in that contact's form only, opened, at its field.
	expect(render(await page('?role=teacher'))).not.toContain('aria-invalid="true"')
	const props = { loaderData: await page('?role=teacher'), actionData: taken.data, params: { accountId: owner.accountId! }, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(contactsPage.default, props) }])
	const withError = renderToString(createElement(Stub, { initialEntries: ['/'] }))
	expect(withError.match(/aria-invalid="true"/g)).toHaveLength(1)
	expect(withError).toMatch(new RegExp(`<select[^>]*id="contact-${other.id}-collegeId"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-${other.id}-collegeId-error"`))
	expect(withError).toMatch(/<details class="mt-3 text-sm" open="">\s*<summary[^>]*>Edit or delete (<!-- -->)?Mr\. Lee/)
	expect(withError.match(/Choose a college from your list\./g)).toHaveLength(1)
})
