import { describe, expect, test } from 'vitest'
import { apReadinessQuestions } from '../../../content/resources/ap-readiness-quiz'
import { scoreQuiz } from './ap-readiness-quiz'

function answersAt(index: number, overrides: Record<string, string> = {}) {
	const params = new URLSearchParams()
	for (const q of apReadinessQuestions) params.set(q.id, q.options[index]!.value)
	for (const [key, value] of Object.entries(overrides)) params.set(key, value)
	return params
}

describe('scoreQuiz', () => {
	test('has 8–10 questions, each with a 0–3 scale', () => {
		expect(apReadinessQuestions.length).toBeGreaterThanOrEqual(8)
		expect(apReadinessQuestions.length).toBeLessThanOrEqual(10)
		for (const q of apReadinessQuestions) expect(q.options.map((o) => o.points).sort()).toEqual([0, 1, 2, 3])
	})
	test('empty and incomplete submissions', () => {
		expect(scoreQuiz(apReadinessQuestions, new URLSearchParams()).status).toBe('empty')
		const partial = scoreQuiz(apReadinessQuestions, new URLSearchParams('grade=a'))
		expect(partial.status).toBe('incomplete')
		if (partial.status === 'incomplete') expect(partial.missing).toHaveLength(apReadinessQuestions.length - 1)
	})
	test('top answers → ready; middle → support; lowest → honors', () => {
		expect(scoreQuiz(apReadinessQuestions, answersAt(0))).toMatchObject({ status: 'scored', recommendation: 'ready', percent: 100 })
		expect(scoreQuiz(apReadinessQuestions, answersAt(1))).toMatchObject({ recommendation: 'support' })
		expect(scoreQuiz(apReadinessQuestions, answersAt(3))).toMatchObject({ recommendation: 'honors', percent: 0 })
	})
	test('a C or below in the prerequisite caps the result at "ready with support"', () => {
		const result = scoreQuiz(apReadinessQuestions, answersAt(0, { grade: 'c' }))
		expect(result).toMatchObject({ recommendation: 'support', flags: ['grade'] })
	})
	test('unknown values count as unanswered', () => {
		expect(scoreQuiz(apReadinessQuestions, answersAt(0, { grade: 'x' })).status).toBe('incomplete')
	})
})
