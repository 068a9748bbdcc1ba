import { afterEach, beforeEach, expect, test } from 'vitest'
import { createRecommendation, getRecommendation, setRecommendationRequest } from '#app/features/applications/recommendations.server'
import { addCollege } from '#app/features/colleges/college-list.server'
import { colleges } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import type { ContactForm } from './contacts'
import { createContact, deleteContact, getContact, listContactChoices, listContacts, markContacted, updateContact } from './contacts.server'

let ctx: TestContext
let accountId: string
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-10-15T16:00:00Z')
	accountId = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	await ctx.db.insert(colleges).values({ id: '166027', name: 'Harvard University' })
	await addCollege(ctx, accountId, '166027')
})
afterEach(async () => {
	await ctx.cleanup()
})

const input = (fields: Partial<ContactForm> = {}): ContactForm => ({
	name: 'Ms. Rivera',
	role: 'counselor',
	organization: 'Lincoln High School',
	collegeId: null,
	email: 'rivera@lincoln.example.org',
	phone: '(555) 010-2000',
	notes: null,
	lastContactedOn: null,
	...fields,
})

test('create, update, mark contacted, and list with the college and the letters the contact writes', async () => {
	const counselor = await createContact(ctx, accountId, input())
	const officer = await createContact(ctx, accountId, input({ name: 'Dean Ortiz', role: 'admissions', organization: null, collegeId: '166027', email: null }))
	const letter = await createRecommendation(ctx, accountId, {
		contactId: counselor.id, recommenderName: null, recommenderRole: null, subject: null, requestedOn: null, dueDate: null, ferpaWaived: true, notes: null, saveAsContact: false, collegeIds: ['166027'],
	})
	if (typeof letter === 'string') throw new Error(letter)
	await setRecommendationRequest(ctx, { accountId, recommendationId: letter.id, collegeId: '166027', status: 'submitted' })

	expect(await updateContact(ctx, accountId, officer.id, input({ name: 'Dean A. Ortiz', role: 'admissions', collegeId: '166027', notes: 'Met at the fall fair' }))).toMatchObject({ name: 'Dean A. Ortiz' })
	expect(await markContacted(ctx, accountId, counselor.id, '2026-10-15')).toBe(true)

	const list = await listContacts(ctx, accountId)
	const byName = Object.fromEntries(list.map((contact) => [contact.name, contact]))
	expect(byName['Dean A. Ortiz']).toMatchObject({ collegeName: 'Harvard University', notes: 'Met at the fall fair', recommendations: [] })
	expect(byName['Ms. Rivera']).toMatchObject({ lastContactedOn: '2026-10-15', collegeName: null })
	expect(byName['Ms. Rivera']!.recommendations).toEqual([
		{ id: letter.id, subject: null, dueDate: null, thankYouSentOn: null, requests: [{ collegeId: '166027', collegeName: 'Harvard University', status: 'submitted' }] },
	])
	expect((await listContactChoices(ctx, accountId)).map((contact) => contact.name)).toEqual(['Dean A. Ortiz', 'Ms. Rivera'])
})

test('deleting a contact keeps its recommendations, unlinked', async () => {
	const counselor = await createContact(ctx, accountId, input())
	const letter = await createRecommendation(ctx, accountId, {
		contactId: counselor.id, recommenderName: null, recommenderRole: null, subject: null, requestedOn: null, dueDate: null, ferpaWaived: true, notes: null, saveAsContact: false, collegeIds: ['166027'],
	})
	if (typeof letter === 'string') throw new Error(letter)
	expect(await deleteContact(ctx, accountId, counselor.id)).toBe(true)
	expect(await getContact(ctx, accountId, counselor.id)).toBeNull()
	expect(await getRecommendation(ctx, accountId, letter.id)).toMatchObject({ contactId: null, recommenderName: 'Ms. Rivera', recommenderRole: 'counselor' })
	expect((await getRecommendation(ctx, accountId, letter.id))!.requests).toHaveLength(1)
})

test('another family’s contact is not found and not changed', async () => {
	const other = (await createSignedInUser(ctx, { role: 'owner' })).accountId!
	const counselor = await createContact(ctx, accountId, input())
	expect(await getContact(ctx, other, counselor.id)).toBeNull()
	expect(await updateContact(ctx, other, counselor.id, input({ name: 'Hijacked' }))).toBeNull()
	expect(await markContacted(ctx, other, counselor.id, '2026-10-15')).toBe(false)
	expect(await deleteContact(ctx, other, counselor.id)).toBe(false)
	expect(await listContacts(ctx, other)).toEqual([])
	expect(await getContact(ctx, accountId, counselor.id)).toMatchObject({ name: 'Ms. Rivera', lastContactedOn: null })
})
