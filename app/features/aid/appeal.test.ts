import { expect, test } from 'vitest'
import { appealOutline } from './appeal'
import { summarizeOffer } from './offers'

const firstChoice = summarizeOffer({
	id: 'first',
	collegeName: 'Lakeside College',
	costOfAttendanceCents: 6_000_000,
	grants: [{ name: 'Lakeside grant', amountCents: 2_500_000, renewable: true }],
	workStudyCents: 0,
	loans: [{ kind: 'parent-plus', amountCents: 1_000_000 }],
})
const competing = summarizeOffer({
	id: 'other',
	collegeName: 'Hillcrest University',
	costOfAttendanceCents: 6_200_000,
	grants: [{ name: 'Presidential scholarship', amountCents: 3_400_000, renewable: true }],
	workStudyCents: 0,
	loans: [],
})

test('the outline carries the figures: net prices, the yearly difference and the gift aid gap', () => {
	const result = appealOutline({ appealed: firstChoice, competing, studentName: 'Jordan', circumstances: null })
	expect(result.ok).toBe(true)
	if (!result.ok) return
	const { outline } = result
	expect(outline.subject).toBe('Request for a financial aid review: Jordan, Lakeside College')
	expect(outline.sections.map((section) => section.heading)).toEqual(['Thank them', 'Say it is the first choice', 'The competing offer, in numbers', 'What has changed', 'A specific ask', 'Attach', 'Before sending'])
	const numbers = outline.sections[2]!.text
	// Lakeside: 60,000 − 25,000 = 35,000; Hillcrest: 62,000 − 34,000 = 28,000; 7,000 apart, 9,000 less gift aid.
	expect(numbers).toContain('Hillcrest University has offered $34,000 in grants and scholarships against a cost of attendance of $62,000: a net price of $28,000 a year.')
	expect(numbers).toContain('Your offer leaves a net price of $35,000')
	expect(numbers).toContain('That is $7,000 a year more, with $9,000 less in gift aid.')
	expect(numbers).toContain('$10,000 is loans, which we have not counted as aid.')
	expect(outline.sections[4]!.text).toContain('increasing grant aid by $7,000 a year')
	expect(outline.sections[5]!.text).toBe('A copy of Hillcrest University’s aid offer letter.')
	expect(outline.sections[3]!.text).toMatch(/^\(If anything has changed/)
	expect(outline.text.startsWith('Subject: Request for a financial aid review')).toBe(true)
	expect(outline.text).toContain('3. The competing offer, in numbers\nHillcrest University has offered')
})

test('changed circumstances go in as written, and their documents are attached', () => {
	const result = appealOutline({ appealed: firstChoice, competing, studentName: 'Jordan', circumstances: '  My hours were cut in half in March.  ' })
	if (!result.ok) throw new Error(result.message)
	expect(result.outline.sections[3]!.text).toBe('My hours were cut in half in March.')
	expect(result.outline.sections[5]!.text).toContain('and documents for the changes above')
})

test('the competing offer must have a lower net price, and be another offer', () => {
	expect(appealOutline({ appealed: competing, competing: firstChoice, studentName: 'Jordan' })).toEqual({
		ok: false,
		message: 'Lakeside College’s net price ($35,000) isn’t lower than Hillcrest University’s ($28,000), so it doesn’t make the case. Choose an offer with a lower net price.',
	})
	expect(appealOutline({ appealed: firstChoice, competing: firstChoice, studentName: 'Jordan' })).toEqual({ ok: false, message: 'Choose two different offers.' })
	const result = appealOutline({ appealed: firstChoice, competing, studentName: ' ' })
	expect(result.ok && result.outline.sections[0]!.text).toContain('for admitting our student')
})
