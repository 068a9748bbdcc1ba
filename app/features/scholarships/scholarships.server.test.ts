import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createEssay, setEssayPrivate } from '#app/features/applications/essays.server'
import { linkedTaskKey } from '#app/features/plan/linked-tasks.server'
import { tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { type ScholarshipInput, scholarshipTotals, sortScholarships } from './scholarships'
import { createScholarship, deleteScholarship, loadScholarshipsTab, scholarshipTaskKey, setScholarshipStatus, updateScholarship } from './scholarships.server'

let ctx: TestContext
let accountId: string
let otherAccountId: string
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	otherAccountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
})
afterEach(async () => {
	await ctx.cleanup()
})

const input = (changes: Partial<ScholarshipInput> = {}): ScholarshipInput => ({
	name: 'Community Foundation Award',
	provider: 'County community foundation',
	amount: 250_000,
	deadline: '2027-02-15',
	requirements: 'Essay of 500 words, one recommendation',
	url: 'https://example.org/award',
	essayId: null,
	status: 'researching',
	renewable: true,
	renewalTerms: 'GPA of 3.0 or higher each year',
	notes: null,
	...changes,
})

const taskFor = async (id: string) =>
	(await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, accountId), eq(tasks.templateId, linkedTaskKey(scholarshipTaskKey(id))))))[0] ?? null

test('create, update and delete a scholarship; its deadline is a student task in the plan until it is deleted', async () => {
	const created = await createScholarship(ctx, accountId, input())
	if (created.status !== 'saved') throw new Error(created.status)
	const id = created.scholarship.id
	expect(created.scholarship).toMatchObject({ name: 'Community Foundation Award', amountCents: 250_000, renewable: true })
	expect(await taskFor(id)).toMatchObject({ title: 'Scholarship deadline: Community Foundation Award', dueDate: '2027-02-15', category: 'scholarships', owner: 'student', status: 'open', link: `/a/${accountId}/financial-aid?tab=scholarships` })

	const updated = await updateScholarship(ctx, accountId, id, input({ name: 'Community Award', deadline: '2027-03-01', amount: null }))
	expect(updated.status).toBe('saved')
	expect(await taskFor(id)).toMatchObject({ title: 'Scholarship deadline: Community Award', dueDate: '2027-03-01', status: 'open' })

	// Submitting finishes the task; going back to applying reopens it.
	expect(await setScholarshipStatus(ctx, accountId, id, 'submitted')).toMatchObject({ status: 'submitted' })
	expect((await taskFor(id))!.status).toBe('done')
	await setScholarshipStatus(ctx, accountId, id, 'applying')
	expect((await taskFor(id))!.status).toBe('open')

	// No deadline: nothing to remind about.
	await updateScholarship(ctx, accountId, id, input({ deadline: null }))
	expect(await taskFor(id)).toBeNull()
	await updateScholarship(ctx, accountId, id, input({ deadline: '2027-04-01' }))
	expect(await taskFor(id)).not.toBeNull()

	expect(await deleteScholarship(ctx, accountId, id)).toBe(true)
	expect(await taskFor(id)).toBeNull()
	expect((await loadScholarshipsTab(ctx, accountId, 'owner')).scholarships).toEqual([])
})

test('another family’s scholarship or essay is never found', async () => {
	const mine = await createScholarship(ctx, accountId, input())
	if (mine.status !== 'saved') throw new Error(mine.status)
	expect(await updateScholarship(ctx, otherAccountId, mine.scholarship.id, input({ name: 'Hijacked' }))).toEqual({ status: 'not-found' })
	expect(await setScholarshipStatus(ctx, otherAccountId, mine.scholarship.id, 'awarded')).toBeNull()
	expect(await deleteScholarship(ctx, otherAccountId, mine.scholarship.id)).toBe(false)
	const foreignEssay = await createEssay(ctx, otherAccountId, { title: 'Theirs', prompt: '', wordLimit: null, collegeId: null })
	expect(await createScholarship(ctx, accountId, input({ essayId: foreignEssay.id }))).toEqual({ status: 'unknown-essay' })
	expect((await loadScholarshipsTab(ctx, otherAccountId, 'owner')).scholarships).toEqual([])
})

test('the tab lists soonest deadline first with totals, and links an essay only for those who may see it', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Scholarship essay: service', prompt: '', wordLimit: 500, collegeId: null })
	await createScholarship(ctx, accountId, input({ name: 'Later', deadline: '2027-03-01', amount: 100_000, status: 'awarded', renewable: false }))
	await createScholarship(ctx, accountId, input({ name: 'Sooner', deadline: '2026-12-01', amount: 300_000, status: 'awarded', essayId: essay.id }))
	await createScholarship(ctx, accountId, input({ name: 'Open-ended', deadline: null, amount: 50_000, status: 'submitted' }))
	await createScholarship(ctx, accountId, input({ name: 'Missed', deadline: '2026-11-01', amount: null, status: 'applying' }))
	const tab = await loadScholarshipsTab(ctx, accountId, 'owner')
	expect(tab.scholarships.map((item) => item.name)).toEqual(['Missed', 'Sooner', 'Later', 'Open-ended'])
	expect(tab.totals).toEqual({ count: 4, appliedForCents: 450_000, awardedCents: 400_000, renewablePerYearCents: 300_000, overdue: 1 })
	expect(tab.scholarships[1]!.essay).toEqual({ id: essay.id, title: 'Scholarship essay: service' })
	expect(tab.essays).toEqual([{ id: essay.id, title: 'Scholarship essay: service' }])

	await setEssayPrivate(ctx, { accountId, essayId: essay.id, role: 'student', value: true })
	const counselorView = await loadScholarshipsTab(ctx, accountId, 'counselor')
	expect(counselorView.scholarships[1]!.essay).toBeNull()
	expect(counselorView.essays).toEqual([])
})

test('sorting and totals are plain rules', () => {
	const base = { amountCents: 1000, renewable: false, status: 'researching' as const }
	expect(sortScholarships([{ ...base, name: 'B', deadline: null }, { ...base, name: 'A', deadline: null }, { ...base, name: 'C', deadline: '2027-01-01' }]).map((item) => item.name)).toEqual(['C', 'A', 'B'])
	expect(scholarshipTotals([], '2026-11-23')).toEqual({ count: 0, appliedForCents: 0, awardedCents: 0, renewablePerYearCents: 0, overdue: 0 })
})
