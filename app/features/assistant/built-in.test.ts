import { expect, test } from 'vitest'
import { composeBuiltInAnswer, questionClauses, questionTopics } from './built-in'
import type { AssistantFacts } from './facts.server'

const facts: AssistantFacts = {
	accountId: 'acc1',
	studentName: 'Maya',
	today: '2026-11-23',
	sections: ['tasks', 'colleges', 'applications', 'tests', 'financial-aid', 'scholarships', 'assistant'],
	tasks: [
		{ title: 'Ask Ms. Rivera for a recommendation', dueDate: '2026-11-20', category: 'applications' },
		{ title: 'Submit the Early Decision application to Tufts University', dueDate: '2026-11-25', category: 'applications' },
		{ title: 'Finish the CSS Profile', dueDate: '2026-12-01', category: 'financial-aid' },
	],
	colleges: [
		{ name: 'Tufts University', fit: 'reach', status: 'applying', planType: 'ED' },
		{ name: 'Ohio State University', fit: 'target', status: 'researching', planType: null },
		{ name: 'Rice University', fit: 'reach', status: 'researching', planType: null },
	],
	balance: ['You have 2 reaches, 1 target and 0 safeties.', 'Add at least two safeties you would be happy at and can afford.'],
	applications: [{ name: 'Tufts University', deadline: '2026-11-25', planType: 'ED', status: 'applying', missing: ['Transcript requested', 'Submit'] }],
	bindingWarning: null,
	tests: { upcoming: [{ label: 'SAT', date: '2026-12-05', registrationDeadline: '2026-11-20', status: 'registered' }], satSuperscore: 1420, actSuperscore: null },
	offers: [],
	scholarships: [{ name: 'Rotary Club Scholarship', deadline: '2027-01-15', status: 'applying', amountCents: 200000 }],
}

test('topics are read from the question', () => {
	expect(questionTopics('What is due this week?')).toEqual(['deadlines'])
	expect(questionTopics('Is my list balanced? How many safeties?')).toEqual(['college-list'])
	expect(questionTopics('Can you write my essay for me?')).toContain('essay-writing')
	expect(questionTopics('When do I file the FAFSA?')).toContain('aid')
})

test('a deadline question is answered from the plan, overdue first, with a link to the tasks', () => {
	const answer = composeBuiltInAnswer('What is due this week?', facts)
	expect(answer.text).toContain('1 task is past due.')
	expect(answer.text).toContain('- Ask Ms. Rivera for a recommendation — Nov 20, 3 days ago')
	expect(answer.text).toContain('- Submit the Early Decision application to Tufts University — Nov 25 (in 2 days)')
	expect(answer.text).toContain('Tufts University (Early Decision (binding)), due Nov 25 (in 2 days): still missing Transcript requested')
	expect(answer.sources).toContainEqual({ title: 'Tasks and deadlines', href: '/a/acc1/tasks' })
})

test('a list question gets the balance and the colleges by fit, with a link to the list', () => {
	const answer = composeBuiltInAnswer('Is my college list balanced?', facts)
	expect(answer.text).toContain('You have 2 reaches, 1 target and 0 safeties.')
	expect(answer.text).toContain('- Reach: Tufts University, Rice University')
	expect(answer.text).toContain('- Target: Ohio State University')
	expect(answer.sources).toContainEqual({ title: 'College list', href: '/a/acc1/colleges' })
})

test('what a member may not see is never answered from, and is said plainly', () => {
	const counselor: AssistantFacts = { ...facts, sections: ['assistant', 'tasks'], colleges: undefined, balance: undefined, applications: undefined }
	const answer = composeBuiltInAnswer('Is my college list balanced?', counselor)
	expect(answer.text).toContain('I can’t see the college list for this student')
	expect(answer.text).not.toContain('Tufts')
	expect(answer.text).not.toContain('Rice')
})

test('it coaches an essay and never writes one', () => {
	const answer = composeBuiltInAnswer('Write my Common App essay for me about soccer', facts)
	expect(answer.text).toContain('I won’t write the essay for you')
	expect(answer.text).toContain('650 for the Common App')
})

test('public visitors get our guides only, with links that exist outside the workspace', () => {
	const answer = composeBuiltInAnswer('When does the FAFSA open and what do I need?', null)
	expect(answer.text.toLowerCase()).toContain('fafsa')
	expect(answer.sources.length).toBeGreaterThan(0)
	expect(answer.sources.every((source) => !source.href.includes('{account}') && !source.href.startsWith('/a/'))).toBe(true)
})

test('a crisis is met with care and the 988 line', () => {
	expect(composeBuiltInAnswer('I am so stressed I can’t cope with all of this', facts).text).toContain('988')
})

test('a compound question is split into its questions, and a part that names nothing takes the subject before it', () => {
	expect(questionClauses('When does the FAFSA open and what do we need for it?')).toEqual([
		{ text: 'When does the FAFSA open', subjects: ['fafsa'] },
		{ text: 'what do we need for it FAFSA', subjects: ['fafsa'] },
	])
	// "and" between two names is not a new question.
	expect(questionClauses('What is the difference between the FAFSA and the CSS Profile?')).toEqual([{ text: 'What is the difference between the FAFSA and the CSS Profile', subjects: ['fafsa', 'css-profile'] }])
})

test('a compound question gets one answer per part, each about its own subject', () => {
	const answer = composeBuiltInAnswer('When does the FAFSA open and what do we need for it?', null)
	expect(answer.text).toContain('October 1')
	expect(answer.text).toContain('StudentAid.gov account (FSA ID)')
	expect(answer.text).not.toContain('CSS Profile')
})
