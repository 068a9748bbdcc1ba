import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTrial } from '#app/features/billing/billing.server'
import { addCollege, listCollegeEntries, removeCollegeEntry } from '#app/features/colleges/college-list.server'
import { seedColleges } from '#app/features/colleges/catalog.server'
import { createEssay } from '#app/features/applications/essays.server'
import { listTasks } from '#app/features/plan/plan.server'
import { memberships } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as applications from './applications'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselor: Awaited<ReturnType<typeof createSignedInUser>>
let accountId: string
const origin = 'http://localhost:3000'

beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	await seedColleges(ctx.db, readFileSync(new URL('../../../scripts/data/colleges.csv', import.meta.url), 'utf8'))
	owner = await createSignedInUser(ctx, { role: 'owner' })
	accountId = owner.accountId!
	await startTrial(ctx, accountId, 'founder-monthly', null)
	counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: counselor.user.id, role: 'counselor', sections: ['applications'] })
})
afterAll(async () => {
	await ctx.cleanup()
})

type LoaderData = Awaited<ReturnType<typeof applications.loader>>
const load = async (query = '', cookie = owner.cookie) => {
	const result = await settle(() => applications.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/applications${query}`, { headers: { cookie } }), { accountId })))
	return { status: result.status, data: result.data as LoaderData }
}
const post = (body: Record<string, string | string[]>, cookie = owner.cookie) => {
	const form = new URLSearchParams()
	for (const [key, value] of Object.entries(body)) for (const item of [value].flat()) form.append(key, item)
	return settle(() => applications.action(routeArgs(ctx, new Request(`${origin}/a/${accountId}/applications`, { method: 'POST', body: form, headers: { cookie, origin } }), { accountId })))
}

async function collegeId(name: string) {
	const { getCollegeIndex } = await import('#app/features/colleges/catalog.server')
	const { searchCollegeIndex } = await import('#app/features/colleges/search')
	return searchCollegeIndex(await getCollegeIndex(ctx), name, {}, 1)[0]!.id
}

test('unknown tab and subtab values fall back to the overview; a subtab opens the applications tab', async () => {
	expect((await load('?tab=nope&subtab=nope')).data).toMatchObject({ tab: 'overview', subtab: null })
	expect((await load('?tab=overview&subtab=essays')).data).toMatchObject({ tab: 'applications', subtab: 'essays' })
	expect((await load('?tab=documents&subtab=essays')).data).toMatchObject({ tab: 'documents', subtab: null })
})

test('the tracker: deadline, platform, fee waiver and checklist saved; missing items; the deadline becomes a task done on submit; a second ED warns', async () => {
	await addCollege(ctx, accountId, await collegeId('Tufts University'))
	await addCollege(ctx, accountId, await collegeId('Rice University'))
	const [tufts, rice] = await listCollegeEntries(ctx, accountId)
	await createEssay(ctx, accountId, { title: 'Why Tufts', prompt: '', wordLimit: 250, collegeId: tufts!.college.id })

	let page = (await load('?tab=applications')).data.view
	if (page?.kind !== 'tracker') throw new Error('expected the tracker')
	const tracked = page.applications.find((application) => application.name === 'Tufts University')!
	expect(tracked.missing).toEqual(expect.arrayContaining(['Deadline', '1 of 1 essay not final', 'Recommendation letters requested', 'Submit']))

	const saved = await post({ intent: 'save-application', entryId: tufts!.entry.id, status: 'applying', planType: 'ED', deadline: '2026-11-01', platform: 'common-app', fee: '', feeWaiver: 'on', done: ['portal', 'transcript', 'scores'] })
	expect(saved).toMatchObject({ status: 200, data: { ok: true, message: 'Application saved.' } })
	let tasks = (await listTasks(ctx, accountId)).filter((task) => task.templateId === `linked:application:${tufts!.entry.id}`)
	expect(tasks).toEqual([expect.objectContaining({ title: 'Submit the Early Decision application to Tufts University', dueDate: '2026-11-01', status: 'open', category: 'applications' })])

	const second = await post({ intent: 'save-application', entryId: rice!.entry.id, status: 'applying', planType: 'ED2', deadline: '2027-01-04', platform: 'coalition', fee: '75' })
	expect((second.data as { message: string }).message).toContain('Tufts University is already your Early Decision school')
	page = (await load('?tab=applications')).data.view
	if (page?.kind !== 'tracker') throw new Error('expected the tracker')
	expect(page.bindingWarning).toMatch(/binding/)
	expect(page.applications.map((application) => application.name)).toEqual(['Tufts University', 'Rice University'])
	expect(page.applications[0]).toMatchObject({ deadline: '2026-11-01', platform: 'common-app', feeWaiver: true, done: ['portal', 'transcript', 'scores'] })
	expect(page.applications[1]).toMatchObject({ feeCents: 7500, platform: 'coalition' })

	// Marking it applied ticks the plan task off.
	await post({ intent: 'save-application', entryId: tufts!.entry.id, status: 'applied', planType: 'ED', deadline: '2026-11-01', platform: 'common-app', feeWaiver: 'on' })
	tasks = (await listTasks(ctx, accountId)).filter((task) => task.templateId === `linked:application:${tufts!.entry.id}`)
	expect(tasks[0]!.status).toBe('done')

	// Bad input is a 400 with the reason; a foreign entry is a 404; a counselor cannot change it.
	expect(await post({ intent: 'save-application', entryId: rice!.entry.id, status: 'applying', planType: '', deadline: 'soon' })).toMatchObject({ status: 400, data: { message: 'Use a date like 2027-01-01.' } })
	expect(await post({ intent: 'save-application', entryId: rice!.entry.id, status: 'pending', planType: '' })).toMatchObject({ status: 400 })
	expect(await post({ intent: 'save-application', entryId: 'someone-else', status: 'applying', planType: '' })).toMatchObject({ status: 404 })
	expect((await post({ intent: 'save-application', entryId: rice!.entry.id, status: 'applied', planType: '' }, counselor.cookie)).status).toBe(403)

	// Removing the college takes its deadline task out of the plan.
	await removeCollegeEntry(ctx, accountId, rice!.entry.id)
	expect((await listTasks(ctx, accountId)).some((task) => task.templateId === `linked:application:${rice!.entry.id}`)).toBe(false)
})

test('the overview: Common App and Coalition section checklists saved per account', async () => {
	expect((await post({ intent: 'save-checklist', list: 'common-app', done: ['profile', 'family', 'activities'] })).status).toBe(200)
	expect((await post({ intent: 'save-checklist', list: 'fafsa', done: ['x'] })).status).toBe(400)
	const view = (await load()).data.view
	if (view?.kind !== 'overview') throw new Error('expected the overview')
	expect(view.checklists['common-app']).toEqual(['profile', 'family', 'activities'])
	expect(view.checklists.coalition).toEqual([])
	expect((await post({ intent: 'save-checklist', list: 'coalition', done: ['testing'] }, counselor.cookie)).status).toBe(403)
})

test('essay comments: family and a counselor who can read the essay comment; never on a private essay; authors delete their own', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Personal essay', prompt: '', wordLimit: 650, collegeId: null })
	expect(await post({ intent: 'comment-essay', essayId: essay.id, body: 'Strong opening — keep the kitchen scene.' })).toMatchObject({ status: 200, data: { ok: true } })
	expect(await post({ intent: 'comment-essay', essayId: essay.id, body: 'Trim the second paragraph.' }, counselor.cookie)).toMatchObject({ status: 200 })
	expect(await post({ intent: 'comment-essay', essayId: essay.id, body: '   ' })).toMatchObject({ status: 400, data: { message: 'Write a comment first.' } })

	const open = async (cookie: string) => {
		const view = (await load(`?tab=applications&subtab=essays&essay=${essay.id}`, cookie)).data.view
		if (view?.kind !== 'essays') throw new Error('expected essays')
		return view
	}
	const seen = await open(owner.cookie)
	expect(seen.comments.map((comment) => comment.body)).toEqual(['Strong opening — keep the kitchen scene.', 'Trim the second paragraph.'])
	const counselorComment = seen.comments[1]!
	expect((await post({ intent: 'delete-comment', commentId: counselorComment.id })).status).toBe(404)
	expect((await post({ intent: 'delete-comment', commentId: counselorComment.id }, counselor.cookie)).status).toBe(200)

	// Counselors cannot write anything else.
	expect((await post({ intent: 'create-essay', title: 'Sneaky', wordLimit: '250' }, counselor.cookie)).status).toBe(403)

	// The student's private flag hides the essay and its comments from the counselor.
	const { essays } = await import('#app/lib/db/schema')
	const { eq } = await import('drizzle-orm')
	await ctx.db.update(essays).set({ privateFromCounselors: true }).where(eq(essays.id, essay.id))
	expect((await open(counselor.cookie)).openEssay).toBeNull()
	expect((await open(counselor.cookie)).comments).toEqual([])
	expect((await post({ intent: 'comment-essay', essayId: essay.id, body: 'Can I see it?' }, counselor.cookie)).status).toBe(404)
})

test('which platforms a college takes: the catalog’s where known, else the family’s, checked by the same schema; a chosen platform it does not take is pointed out', async () => {
	await addCollege(ctx, accountId, '166683') // MIT: its own application only, in the catalog
	await addCollege(ctx, accountId, await collegeId('Vanderbilt University'))
	const entries = await listCollegeEntries(ctx, accountId)
	const mit = entries.find(({ college }) => college.id === '166683')!
	const vanderbilt = entries.find(({ college }) => college.name === 'Vanderbilt University')!
	const tracker = async () => {
		const view = (await load('?tab=applications')).data.view
		if (view?.kind !== 'tracker') throw new Error('expected the tracker')
		return view.applications
	}
	let rows = await tracker()
	expect(rows.find((row) => row.collegeId === '166683')!.accepted).toMatchObject({ platforms: ['school'], source: 'catalog', sourceUrl: 'https://mitadmissions.org/apply/' })
	expect(rows.find((row) => row.name === 'Vanderbilt University')!.accepted).toMatchObject({ platforms: [], source: null })

	expect(await post({ intent: 'save-platforms', entryId: vanderbilt.entry.id, acceptedPlatforms: ['coalition', 'common-app'] })).toMatchObject({ status: 200, data: { ok: true, message: 'Platforms saved.' } })
	expect(await post({ intent: 'save-platforms', entryId: vanderbilt.entry.id, acceptedPlatforms: ['naviance'] })).toMatchObject({ status: 400 })
	expect(await post({ intent: 'save-platforms', entryId: 'someone-elses', acceptedPlatforms: ['common-app'] })).toMatchObject({ status: 404 })
	expect((await post({ intent: 'save-platforms', entryId: mit.entry.id, acceptedPlatforms: 'common-app' }, counselor.cookie)).status).toBe(403)

	await post({ intent: 'save-application', entryId: mit.entry.id, status: 'researching', planType: '', deadline: '', platform: 'common-app', fee: '' })
	rows = await tracker()
	expect(rows.find((row) => row.name === 'Vanderbilt University')!.accepted).toMatchObject({ platforms: ['common-app', 'coalition'], source: 'family' })
	expect(rows.find((row) => row.collegeId === '166683')!.platformWarning).toBe('Massachusetts Institute of Technology does not take the Common App; it takes its own application.')

	// Unticking every platform clears the family's entry; the catalog's shows again where known.
	await post({ intent: 'save-platforms', entryId: mit.entry.id, acceptedPlatforms: ['common-app', 'school'] })
	expect((await tracker()).find((row) => row.collegeId === '166683')!).toMatchObject({ accepted: { source: 'family', platforms: ['common-app', 'school'] }, platformWarning: null })
	expect(await post({ intent: 'save-platforms', entryId: mit.entry.id })).toMatchObject({ data: { message: 'Platforms cleared.' } })
	expect((await tracker()).find((row) => row.collegeId === '166683')!.accepted.source).toBe('catalog')
})

test('the essays panel starts either platform’s main essay from its prompt, word for word; the Common App one stays the personal essay', async () => {
	expect(await post({ intent: 'start-essay', promptKey: 'coalition-3' })).toMatchObject({ status: 200, data: { ok: true, message: 'Coalition main essay added, with its prompt.' } })
	expect(await post({ intent: 'start-essay', promptKey: 'coalition-99' })).toMatchObject({ status: 400 })
	const view = (await load('?tab=applications&subtab=essays')).data.view
	if (view?.kind !== 'essays') throw new Error('expected the essays')
	const coalition = view.essays.find((essay) => essay.platform === 'coalition')!
	expect(coalition).toMatchObject({ title: 'Coalition main essay', collegeId: null, wordLimit: 650, prompt: 'Describe a time when you had a positive impact on others. What were the challenges? What were the rewards?' })

	await post({ intent: 'start-essay', promptKey: 'common-app-7' })
	const overview = (await load('?tab=overview')).data.view
	if (overview?.kind !== 'overview') throw new Error('expected the overview')
	const essays = (await load('?tab=applications&subtab=essays')).data.view
	if (essays?.kind !== 'essays') throw new Error('expected the essays')
	const personal = essays.essays.find((essay) => essay.platform === 'common-app')!
	expect(personal.prompt).toMatch(/^Share an essay on any topic of your choice\./)
	// The overview's personal essay is a Common App main essay (older ones carry no platform), never the Coalition's.
	const mainCommonApp = essays.essays.filter((essay) => essay.collegeId === null && essay.platform !== 'coalition').map((essay) => essay.id)
	expect(mainCommonApp).toContain(personal.id)
	expect(mainCommonApp).toContain(overview.personalEssay?.id)
	expect(overview.personalEssay?.id).not.toBe(coalition.id)
})

test('what only the server can tell comes back at its field; ids are parsed by the schema', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Why Rice, short', prompt: '', wordLimit: 25, collegeId: null })
	expect((await post({ intent: 'save-body', essayId: essay.id, body: 'word '.repeat(30) })).status).toBe(200)
	const final = await post({ intent: 'set-status', essayId: essay.id, status: 'final' })
	expect(final).toMatchObject({ status: 400, data: { ok: false, intent: 'set-status', message: 'The essay is over its word limit, so it cannot be final yet.' } })
	expect((final.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ status: ['The essay is over its word limit, so it cannot be final yet.'] })

	// A post that names no essay, or no version, is refused by the schema before any query.
	expect(await post({ intent: 'set-status', status: 'draft' })).toMatchObject({ status: 400, data: { message: 'That essay is no longer here.' } })
	expect(await post({ intent: 'restore', essayId: essay.id })).toMatchObject({ status: 400, data: { message: 'That version is no longer here.' } })
	expect(await post({ intent: 'save-checklist', list: 'common-app', done: ['profile', 'fafsa'] })).toMatchObject({ status: 400, data: { message: 'Tick sections from the list.' } })
})
