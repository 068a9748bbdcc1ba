import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { addCollege } from '#app/features/colleges/college-list.server'
import { linkedTaskKey } from '#app/features/plan/linked-tasks.server'
import { colleges, contacts, tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import type { RecommendationForm } from './recommendations'
import {
	createRecommendation,
	deleteRecommendation,
	getRecommendation,
	listRecommendations,
	recommendationStatusByCollege,
	setRecommendationRequest,
	setThankYouSent,
	updateRecommendation,
} from './recommendations.server'

let ctx: TestContext
let accountId: string
let clock = new Date('2026-11-02T17:00:00Z').getTime()
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date(clock)
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	await ctx.db.insert(colleges).values([
		{ id: '166027', name: 'Harvard University' },
		{ id: '198419', name: 'Duke University' },
		{ id: '110635', name: 'University of California-Berkeley' },
	])
	await addCollege(ctx, accountId, '166027')
	await addCollege(ctx, accountId, '198419')
})
afterEach(async () => {
	await ctx.cleanup()
})

const teacher = (fields: Partial<RecommendationForm> = {}): RecommendationForm => ({
	contactId: null,
	recommenderName: 'Mr. Okafor',
	recommenderRole: 'teacher',
	subject: 'AP Chemistry',
	requestedOn: '2026-09-15',
	dueDate: '2026-10-25',
	ferpaWaived: true,
	notes: null,
	saveAsContact: false,
	collegeIds: [],
	...fields,
})

const linkedTask = async (key: string) => {
	const [task] = await ctx.db.select().from(tasks).where(and(eq(tasks.accountId, accountId), eq(tasks.templateId, linkedTaskKey(key))))
	return task ?? null
}

test('create with colleges, update, per-college status, and delete with its tasks', async () => {
	const created = await createRecommendation(ctx, accountId, teacher({ collegeIds: ['166027', '198419'] }))
	if (typeof created === 'string') throw new Error(created)
	let [listed] = await listRecommendations(ctx, accountId)
	expect(listed).toMatchObject({ recommenderName: 'Mr. Okafor', ferpaWaived: true })
	expect(listed!.requests.map((request) => [request.collegeName, request.status])).toEqual([
		['Duke University', 'requested'],
		['Harvard University', 'requested'],
	])
	const due = await linkedTask(`rec-due:${created.id}`)
	expect(due).toMatchObject({ title: 'Check that Mr. Okafor has submitted', dueDate: '2026-10-25', status: 'open', category: 'applications', owner: 'student' })

	expect(await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '166027', status: 'submitted' })).toBe('saved')
	expect(await recommendationStatusByCollege(ctx, accountId)).toEqual(
		new Map([
			['166027', { requested: 1, submitted: 1 }],
			['198419', { requested: 1, submitted: 0 }],
		]),
	)
	// Not on the list: no new request; a request can be taken away.
	expect(await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '110635', status: 'requested' })).toBe('college-not-listed')
	expect(await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '198419', status: 'remove' })).toBe('removed')
	expect(await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '198419', status: 'remove' })).toBe('not-found')

	expect(await updateRecommendation(ctx, accountId, created.id, { ...teacher(), recommenderName: 'Dr. Okafor', dueDate: null, ferpaWaived: false })).toBe('saved')
	expect(await getRecommendation(ctx, accountId, created.id)).toMatchObject({ recommenderName: 'Dr. Okafor', ferpaWaived: false, dueDate: null })
	// Without a due date the check-in leaves the plan (it was already done: every letter in).
	expect(await linkedTask(`rec-due:${created.id}`)).toMatchObject({ status: 'done' })

	expect(await deleteRecommendation(ctx, accountId, created.id)).toBe(true)
	expect(await listRecommendations(ctx, accountId)).toEqual([])
	expect(await recommendationStatusByCollege(ctx, accountId)).toEqual(new Map())
	expect(await linkedTask(`rec-due:${created.id}`)).toBeNull()
	expect(await linkedTask(`rec-thanks:${created.id}`)).toBeNull()
})

test('the thank-you task appears when the last letter is in, due three days later, and is done when the thank-you is sent', async () => {
	const created = await createRecommendation(ctx, accountId, teacher({ collegeIds: ['166027', '198419'] }))
	if (typeof created === 'string') throw new Error(created)
	const thanksKey = `rec-thanks:${created.id}`
	await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '166027', status: 'submitted' })
	expect(await linkedTask(thanksKey)).toBeNull()

	clock = new Date('2026-11-06T03:00:00Z').getTime() // still Nov 5 in New York
	await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '198419', status: 'submitted' })
	expect(await linkedTask(thanksKey)).toMatchObject({ title: 'Send Mr. Okafor a thank-you note', dueDate: '2026-11-08', status: 'open', category: 'applications', owner: 'student' })
	expect(await linkedTask(`rec-due:${created.id}`)).toMatchObject({ status: 'done' })

	// A letter back to "requested" takes the open thank-you out of the plan again.
	await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '198419', status: 'requested' })
	expect(await linkedTask(thanksKey)).toBeNull()
	expect(await linkedTask(`rec-due:${created.id}`)).toMatchObject({ status: 'open' })
	await setRecommendationRequest(ctx, { accountId, recommendationId: created.id, collegeId: '198419', status: 'submitted' })

	expect(await setThankYouSent(ctx, { accountId, recommendationId: created.id, sent: true })).toBe(true)
	expect(await getRecommendation(ctx, accountId, created.id)).toMatchObject({ thankYouSentOn: '2026-11-05' })
	expect(await linkedTask(thanksKey)).toMatchObject({ status: 'done' })
	expect(await setThankYouSent(ctx, { accountId, recommendationId: created.id, sent: false })).toBe(true)
	expect(await linkedTask(thanksKey)).toMatchObject({ status: 'open' })
})

test('picking a contact fills the name and role; a new recommender can be saved as a contact', async () => {
	const [counselor] = await ctx.db.insert(contacts).values({ accountId, name: 'Ms. Rivera', role: 'counselor' }).returning()
	const picked = await createRecommendation(ctx, accountId, teacher({ contactId: counselor!.id, recommenderName: null, recommenderRole: null, subject: null }))
	if (typeof picked === 'string') throw new Error(picked)
	expect(await getRecommendation(ctx, accountId, picked.id)).toMatchObject({ contactId: counselor!.id, recommenderName: 'Ms. Rivera', recommenderRole: 'counselor' })

	const saved = await createRecommendation(ctx, accountId, teacher({ recommenderName: 'Coach Diaz', recommenderRole: 'coach', saveAsContact: true }))
	if (typeof saved === 'string') throw new Error(saved)
	const recommendation = await getRecommendation(ctx, accountId, saved.id)
	const [contact] = await ctx.db.select().from(contacts).where(eq(contacts.id, recommendation!.contactId!))
	expect(contact).toMatchObject({ name: 'Coach Diaz', role: 'coach', accountId })
})

test('another family’s recommender, contact or college is not found', async () => {
	const other = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	const created = await createRecommendation(ctx, accountId, teacher({ collegeIds: ['166027'] }))
	if (typeof created === 'string') throw new Error(created)
	const [theirContact] = await ctx.db.insert(contacts).values({ accountId: other, name: 'Their counselor', role: 'counselor' }).returning()

	expect(await getRecommendation(ctx, other, created.id)).toBeNull()
	expect(await updateRecommendation(ctx, other, created.id, teacher())).toBe('not-found')
	expect(await setRecommendationRequest(ctx, { accountId: other, recommendationId: created.id, collegeId: '166027', status: 'submitted' })).toBe('not-found')
	expect(await setThankYouSent(ctx, { accountId: other, recommendationId: created.id, sent: true })).toBe(false)
	expect(await deleteRecommendation(ctx, other, created.id)).toBe(false)
	expect(await createRecommendation(ctx, accountId, teacher({ contactId: theirContact!.id }))).toBe('contact-not-found')
	expect(await createRecommendation(ctx, other, teacher({ collegeIds: ['166027'] }))).toBe('college-not-listed')
	expect(await recommendationStatusByCollege(ctx, other)).toEqual(new Map())
	expect((await getRecommendation(ctx, accountId, created.id))!.requests[0]!.status).toBe('requested')
})
