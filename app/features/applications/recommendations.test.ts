import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { allSubmitted, letterSummary, RecommendationFormSchema, summaryLine, thankYouDueDate, thankYouState } from './recommendations'

const formData = (fields: Array<[string, string]>) => {
	const data = new FormData()
	for (const [key, value] of fields) data.append(key, value)
	return data
}

test('a recommender needs a name and role unless picked from contacts; checkboxes become booleans and lists', () => {
	const missing = parseWithZod(formData([['subject', 'AP Chemistry']]), { schema: RecommendationFormSchema })
	expect(missing.status).toBe('error')
	expect(Object.keys(missing.status === 'error' ? (missing.error ?? {}) : {}).sort()).toEqual(['recommenderName', 'recommenderRole'])

	const fromContact = parseWithZod(formData([['contactId', 'c1']]), { schema: RecommendationFormSchema })
	expect(fromContact.status === 'success' && fromContact.value).toMatchObject({ contactId: 'c1', recommenderName: null, ferpaWaived: false, collegeIds: [] })

	const typed = parseWithZod(
		formData([['recommenderName', 'Mr. Okafor'], ['recommenderRole', 'teacher'], ['ferpaWaived', 'on'], ['collegeIds', 'a'], ['collegeIds', 'b'], ['dueDate', '2026-11-01']]),
		{ schema: RecommendationFormSchema },
	)
	expect(typed.status === 'success' && typed.value).toMatchObject({ recommenderName: 'Mr. Okafor', recommenderRole: 'teacher', ferpaWaived: true, collegeIds: ['a', 'b'], dueDate: '2026-11-01' })
	const one = parseWithZod(formData([['recommenderName', 'Ms. Lee'], ['recommenderRole', 'counselor'], ['collegeIds', 'a']]), { schema: RecommendationFormSchema })
	expect(one.status === 'success' && one.value.collegeIds).toEqual(['a'])
	expect(parseWithZod(formData([['recommenderName', 'X'], ['recommenderRole', 'teacher'], ['dueDate', 'soon']]), { schema: RecommendationFormSchema }).status).toBe('error')
})

test('the thank-you is due once every request is submitted, three days after the last one, until it is sent', () => {
	const at = (iso: string) => new Date(iso).getTime()
	const requested = { status: 'requested' as const, updatedAt: at('2026-11-01T15:00:00Z') }
	const submitted = { status: 'submitted' as const, updatedAt: at('2026-11-02T15:00:00Z') }
	// 02:00 UTC on Nov 5 is still Nov 4 in New York.
	const lateSubmitted = { status: 'submitted' as const, updatedAt: at('2026-11-05T02:00:00Z') }
	expect(thankYouState([], null)).toBe('not-yet')
	expect(thankYouState([requested, submitted], null)).toBe('not-yet')
	expect(thankYouState([submitted, lateSubmitted], null)).toBe('due')
	expect(thankYouState([submitted], '2026-11-03')).toBe('sent')
	expect(allSubmitted([])).toBe(false)
	expect(thankYouDueDate([requested, submitted], 'America/New_York')).toBeNull()
	expect(thankYouDueDate([submitted, lateSubmitted], 'America/New_York')).toBe('2026-11-07')
	expect(thankYouDueDate([submitted, lateSubmitted], 'UTC')).toBe('2026-11-08')
})

test('the summary counts recommenders and letters', () => {
	const summary = letterSummary([{ requests: [{ status: 'submitted' }, { status: 'requested' }] }, { requests: [{ status: 'submitted' }] }, { requests: [] }])
	expect(summary).toEqual({ recommenders: 3, letters: 3, submitted: 2 })
	expect(summaryLine(summary)).toBe('3 recommenders; 2 of 3 letters submitted.')
	expect(summaryLine(letterSummary([{ requests: [] }]))).toBe('1 recommender; no letters requested from your colleges yet.')
})
