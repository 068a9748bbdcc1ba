import { describe, expect, test } from 'vitest'
import {
	answerLabel,
	parseQuizAnswers,
	type QuizAnswers,
	quizQuestions,
	recommendStartingPoint,
} from './starting-point'

const base: QuizAnswers = {
	grade: '11th',
	list: 'balanced',
	testing: 'taken',
	essay: 'not-started',
	aid: 'learning',
	worry: 'applying',
}

const answer = (overrides: Partial<QuizAnswers>) => recommendStartingPoint({ ...base, ...overrides })

describe('parseQuizAnswers', () => {
	test('no answers at all is an empty quiz', () => {
		expect(parseQuizAnswers(new URLSearchParams())).toEqual({ status: 'empty' })
		expect(parseQuizAnswers(new URLSearchParams({ utm_source: 'x' }))).toEqual({ status: 'empty' })
	})

	test('every question answered with a known value is complete', () => {
		expect(parseQuizAnswers(new URLSearchParams(base))).toEqual({ status: 'complete', answers: base })
	})

	test('a missing or unknown answer names the questions to answer again and keeps the rest', () => {
		const params = new URLSearchParams({ ...base, grade: '8th' })
		params.delete('aid')
		const parsed = parseQuizAnswers(params)
		expect(parsed.status).toBe('incomplete')
		if (parsed.status !== 'incomplete') return
		expect(parsed.missing).toEqual(['grade', 'aid'])
		expect(parsed.answers).toEqual({ list: 'balanced', testing: 'taken', essay: 'not-started', worry: 'applying' })
	})

	test('an empty value counts as missing', () => {
		const parsed = parseQuizAnswers(new URLSearchParams({ ...base, essay: '' }))
		expect(parsed).toMatchObject({ status: 'incomplete', missing: ['essay'] })
	})
})

describe('recommendStartingPoint', () => {
	test('9th and 10th graders start with foundations, linking their grade guide', () => {
		const ninth = answer({ grade: '9th', list: 'none', essay: 'not-started', aid: 'not-started' })
		expect(ninth.id).toBe('foundations')
		expect(ninth.title).toBe('Start with your 9th-grade foundations')
		expect(ninth.steps.some((step) => step.link?.href === '/grades/9th')).toBe(true)

		const tenth = answer({ grade: '10th' })
		expect(tenth.id).toBe('foundations')
		expect(tenth.steps.some((step) => step.link?.href === '/grades/10th')).toBe(true)
	})

	test('a family worried about money in 9th grade also gets the cost calculator', () => {
		const result = answer({ grade: '9th', worry: 'paying' })
		expect(result.id).toBe('foundations')
		expect(result.steps.some((step) => step.link?.href === '/tools/cost-calculator')).toBe(true)
	})

	test('juniors without a written list build one first, with the college-match quiz', () => {
		for (const list of ['none', 'ideas'] as const) {
			const result = answer({ list, testing: 'not-started' })
			expect(result.id).toBe('college-list')
			expect(result.steps.some((step) => step.link?.href === '/tools/college-match')).toBe(true)
		}
	})

	test('juniors with a list but no testing plan set one', () => {
		expect(answer({ list: 'draft', testing: 'not-started' }).id).toBe('testing')
		expect(answer({ list: 'balanced', testing: 'not-started' }).id).toBe('testing')
	})

	test('juniors with an unsorted list sort it once testing is under way', () => {
		expect(answer({ list: 'draft', testing: 'planning' }).id).toBe('college-list')
	})

	test('juniors with a balanced list look at cost when aid is untouched or money is the worry', () => {
		expect(answer({ aid: 'not-started' }).id).toBe('financial-aid')
		expect(answer({ aid: 'learning', worry: 'paying' }).id).toBe('financial-aid')
		expect(answer({ aid: 'learning', worry: 'applying' }).id).toBe('applications')
	})

	test('seniors: list first, then essays, then aid, then the decision', () => {
		const senior = { grade: '12th' } as const
		expect(answer({ ...senior, list: 'none', essay: 'final', aid: 'submitted' }).id).toBe('college-list')
		expect(answer({ ...senior, essay: 'brainstorming', aid: 'not-started' }).id).toBe('applications')
		expect(answer({ ...senior, essay: 'final', aid: 'in-progress' }).id).toBe('financial-aid')
		expect(answer({ ...senior, essay: 'final', aid: 'submitted', list: 'draft' }).id).toBe('decisions')
		expect(answer({ ...senior, essay: 'final', aid: 'submitted' }).id).toBe('decisions')
	})

	test('a senior nearly done with the essay who has not begun aid and worries about money tackles aid', () => {
		expect(answer({ grade: '12th', essay: 'drafting', aid: 'not-started', worry: 'paying' }).id).toBe('financial-aid')
		expect(answer({ grade: '12th', essay: 'drafting', aid: 'not-started', worry: 'choosing' }).id).toBe('applications')
		expect(answer({ grade: '12th', essay: 'not-started', aid: 'not-started', worry: 'paying' }).id).toBe('applications')
	})

	test('seniors still planning tests get a testing step with their applications', () => {
		const result = answer({ grade: '12th', testing: 'planning' })
		expect(result.id).toBe('applications')
		expect(result.steps.some((step) => step.text.includes('SAT or ACT'))).toBe(true)
		expect(answer({ grade: '12th', testing: 'done' }).steps.some((step) => step.text.includes('SAT or ACT'))).toBe(false)
	})

	test('every combination of answers gets a recommendation with reasons and 3 to 5 steps', () => {
		const combos = quizQuestions.reduce<Array<Record<string, string>>>(
			(all, question) => all.flatMap((partial) => question.options.map((option) => ({ ...partial, [question.id]: option.value }))),
			[{}],
		)
		expect(combos).toHaveLength(4 ** 6)
		for (const combo of combos) {
			const result = recommendStartingPoint(combo as QuizAnswers)
			expect(result.title).not.toBe('')
			expect(result.reasons.length).toBeGreaterThan(0)
			expect(result.steps.length).toBeGreaterThanOrEqual(3)
			expect(result.steps.length).toBeLessThanOrEqual(5)
		}
	})
})

test('answerLabel shows the option text, or the raw value when unknown', () => {
	expect(answerLabel('grade', '11th')).toBe('11th grade')
	expect(answerLabel('grade', 'nope')).toBe('nope')
})
