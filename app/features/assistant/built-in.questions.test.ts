import { describe, expect, test } from 'vitest'
import { composeBuiltInAnswer } from './built-in'
import type { AssistantFacts } from './facts.server'

// The built-in assistant's question set: what families ask, the facts each
// answer must carry and the facts it must not. Every case runs for a public
// visitor (guides only) and for a signed-in family with a full plan, whose
// facts may appear only where the question asks for them. A miss found in
// use becomes a row here before it is fixed.

const plan: AssistantFacts = {
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
	],
	balance: ['You have 1 reach, 1 target and 0 safeties.'],
	applications: [{ name: 'Tufts University', deadline: '2026-11-25', planType: 'ED', status: 'applying', missing: ['Transcript requested', 'Submit'] }],
	bindingWarning: null,
	tests: { upcoming: [{ label: 'SAT', date: '2026-12-05', registrationDeadline: '2026-11-20', status: 'registered' }], satSuperscore: 1420, actSuperscore: null },
	offers: [{ college: 'Ohio State University', netPriceCents: 2_100_000, loansCents: 550_000, flags: [] }],
	scholarships: [{ name: 'Rotary Club Scholarship', deadline: '2027-01-15', status: 'applying', amountCents: 200_000 }],
}

/** Plan facts that must never appear uninvited: each part's tell-tale line. */
const PLAN_LINES = {
	tasks: 'What’s due next',
	applications: 'Applications still to submit',
	noApplications: 'No applications yet',
	list: 'You have 1 reach',
	tests: 'Upcoming tests',
	scores: 'Best scores so far',
	offers: 'Your aid offers',
	scholarships: 'Scholarship deadlines ahead',
	noScholarships: 'No scholarship deadlines',
}
const allPlanLines = Object.values(PLAN_LINES)
const except = (...keep: string[]) => allPlanLines.filter((line) => !keep.includes(line))

interface Case {
	question: string
	/** Facts every answer must state, public or signed in (case-insensitive). */
	expect: string[]
	/** Facts no answer may state. */
	reject?: string[]
	/** With the family's plan: facts that must appear as well. */
	planExpect?: string[]
	/** With the family's plan: facts that must not appear (defaults to every plan part). */
	planReject?: string[]
}

const cases: Case[] = [
	// FAFSA
	{ question: 'When does the FAFSA open and what do we need for it?', expect: ['FAFSA', 'October 1', 'StudentAid.gov account', 'FSA ID'], reject: ['CSS Profile', 'College Board'] },
	{ question: 'When does the FAFSA open?', expect: ['October 1'], reject: ['CSS Profile'] },
	{ question: 'What documents do we need to file the FAFSA?', expect: ['tax returns', 'FSA ID'], reject: ['CSS Profile'] },
	{ question: 'Who needs an FSA ID?', expect: ['StudentAid.gov account', 'contributor'], reject: ['CSS Profile'] },
	{ question: 'When is the FAFSA deadline?', expect: ['June 30', 'priority'], reject: ['College Board'] },
	{ question: 'Which parent fills out the FAFSA if we are divorced?', expect: ['more financial support'], reject: ['College Board'] },
	// CSS Profile
	{ question: 'What is the difference between the FAFSA and the CSS Profile?', expect: ['federal grants', 'College Board'] },
	{ question: 'How long should the Coalition essay be?', expect: ['500 to 650 words'] },
	{ question: 'Do colleges superscore the ACT?', expect: ['superscoring means'] },
	{ question: 'Can I apply Early Decision to two colleges?', expect: ['one college at a time'] },
	{ question: 'What happens if I get deferred?', expect: ['Regular Decision round'] },
	{ question: 'What is the CSS Profile?', expect: ['College Board', 'their own grants', 'fee'] },
	{ question: 'When is the CSS Profile due?', expect: ['set by each college'], planExpect: ['Finish the CSS Profile — Dec 1 (in 8 days)'], planReject: [...allPlanLines, 'Ms. Rivera', 'Tufts'] },
	// Common App and Coalition
	{ question: 'How does the Common App work?', expect: ['August 1', '20 colleges', 'seven sections'], reject: ['college list is empty'] },
	{ question: 'How many colleges can I apply to on the Common App?', expect: ['up to 20 colleges'] },
	{ question: 'What is the Coalition Application?', expect: ['Scoir', 'Coalition for College'] },
	{ question: 'Should I use the Common App or the Coalition Application?', expect: ['Scoir', 'one platform per college'] },
	// Essays
	{ question: 'How long should my Common App essay be?', expect: ['650 words'] },
	{ question: 'Can I use my Common App essay for the Coalition?', expect: ['adapted to a Coalition prompt'] },
	{ question: 'What is the word limit for the Common App personal essay?', expect: ['650'] },
	{ question: 'What are the Common App essay prompts?', expect: ['7 personal essay prompts', 'gratitude', 'topic of your choice'] },
	{ question: 'What are the Coalition essay prompts?', expect: ['Coalition Application on Scoir has 6', 'a positive impact on others', '500 to 650 words'] },
	{ question: 'How do I write a why us supplemental essay?', expect: ['specific programs'] },
	{ question: 'Can you write my college essay for me?', expect: ['I won’t write the essay for you', '650'] },
	// Deadlines and plans
	{ question: 'What is the difference between Early Decision and Early Action?', expect: ['binding', 'May 1'] },
	{ question: 'What is Early Decision?', expect: ['binding'] },
	{ question: 'Is ED binding?', expect: ['Early Decision (ED): binding'] },
	{ question: 'When are Regular Decision deadlines?', expect: ['January 1'] },
	{ question: 'When are Early Decision deadlines?', expect: ['November 1'], planExpect: ['Submit the Early Decision application to Tufts University — Nov 25 (in 2 days)'] },
	{ question: 'Should we apply early decision if we need financial aid?', expect: ['net price calculator'] },
	{ question: 'What is due this week?', expect: [], planExpect: ['1 task is past due', PLAN_LINES.tasks, PLAN_LINES.applications, 'still missing Transcript requested'], planReject: except(PLAN_LINES.tasks, PLAN_LINES.applications) },
	// Testing
	{ question: 'Should I submit my SAT scores to test-optional colleges?', expect: ['middle 50%'], planExpect: ['SAT superscore 1420'], planReject: except(PLAN_LINES.scores) },
	{ question: 'Should I take the SAT or the ACT?', expect: ['concordance'] },
	{ question: 'When is my SAT?', expect: [], planExpect: ['SAT on Dec 5'], planReject: except(PLAN_LINES.tests) },
	{ question: 'When is my next SAT?', expect: [], planExpect: [PLAN_LINES.tests, 'SAT on Dec 5'], planReject: except(PLAN_LINES.tests) },
	{ question: 'Does the PSAT count for National Merit?', expect: ['Selection Index'] },
	{ question: 'When do AP scores come out?', expect: ['early July'] },
	// Recommendations
	{ question: 'Who should I ask for recommendation letters?', expect: ['counselor', 'four weeks'] },
	{ question: 'Should I waive my FERPA rights?', expect: ['FERPA', 'waiv'] },
	// Scholarships and aid
	{ question: 'Where can we find scholarships?', expect: ['Start local'] },
	{ question: 'Is a scholarship that charges an application fee a scam?', expect: ['charges a fee'] },
	{ question: 'What scholarship deadlines do we have coming up?', expect: [], planExpect: [PLAN_LINES.scholarships, 'Rotary Club Scholarship'], planReject: except(PLAN_LINES.scholarships) },
	{ question: 'How do we compare financial aid offers?', expect: ['gift aid'], planExpect: [PLAN_LINES.offers, 'Ohio State University: net price'], planReject: except(PLAN_LINES.offers) },
	// The family's own plan
	{ question: 'Is my college list balanced?', expect: [], planExpect: [PLAN_LINES.list, '- Reach: Tufts University'], planReject: except(PLAN_LINES.list) },
	{ question: 'What is still missing from my applications?', expect: [], planExpect: [PLAN_LINES.applications, 'Transcript requested'], planReject: except(PLAN_LINES.applications) },
	// The panel's own starters.
	{ question: 'What’s due this week?', expect: [], planExpect: [PLAN_LINES.tasks], planReject: except(PLAN_LINES.tasks, PLAN_LINES.applications) },
	{ question: 'What’s still missing on my applications?', expect: [], planExpect: ['Transcript requested'], planReject: except(PLAN_LINES.applications) },
	{ question: 'When should we file the FAFSA?', expect: ['October 1'], reject: ['College Board'] },
	{ question: 'How many colleges should I apply to?', expect: ['8 to 12'] },
	{ question: 'How do I start the Common App essay?', expect: ['650'] },
	// Compound questions: each part is answered.
	{ question: 'What is the difference between early decision and early action, and how long is the Common App essay?', expect: ['binding', '650'] },
	{ question: 'When does the FAFSA open and do we need the CSS Profile?', expect: ['October 1', 'College Board'] },
	{ question: 'Where do we find scholarships and how do we spot a scam?', expect: ['Start local', 'charges a fee'] },
	{ question: 'Who should write my recommendations and should I waive FERPA?', expect: ['four weeks', 'FERPA'] },
	{ question: 'Should I take the SAT or ACT? Also, when is the FAFSA deadline?', expect: ['concordance', 'June 30'], reject: ['College Board'] },
]

const lower = (text: string) => text.toLowerCase()

describe.each([
	['a public visitor', null],
	['a signed-in family', plan],
] as const)('the built-in assistant answers the question asked — %s', (_who, facts) => {
	test.each(cases)('$question', ({ question, expect: facts_, reject = [], planExpect = [], planReject = allPlanLines }) => {
		const { text } = composeBuiltInAnswer(question, facts)
		for (const fact of facts_) expect(lower(text), `should say “${fact}”`).toContain(lower(fact))
		for (const fact of reject) expect(lower(text), `should not say “${fact}”`).not.toContain(lower(fact))
		if (!facts) return
		for (const fact of planExpect) expect(text, `should say “${fact}” from the plan`).toContain(fact)
		for (const fact of planReject) expect(text, `should not say “${fact}” unasked`).not.toContain(fact)
	})
})

test('the question set covers every subject it promises', () => {
	const all = lower(cases.map((item) => item.question).join(' '))
	for (const subject of ['fafsa', 'css profile', 'common app', 'coalition', 'essay', 'early decision', 'regular decision', 'sat', 'recommendation', 'scholarship']) expect(all).toContain(subject)
	expect(cases.length).toBeGreaterThanOrEqual(20)
})
