import { expect, test } from 'vitest'
import { canMarkFinal, countWords, limitState, PERSONAL_ESSAY_LIMIT } from './essays'

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

test('words are counted as portals count them, and 650 is fine where 651 is not', () => {
	expect(countWords('')).toBe(0)
	expect(countWords('  One,  two\nthree—four   five.  ')).toBe(4)
	expect(countWords(words(650))).toBe(650)
	expect(limitState(countWords(words(650)), PERSONAL_ESSAY_LIMIT)).toBe('at')
	expect(limitState(countWords(words(651)), PERSONAL_ESSAY_LIMIT)).toBe('over')
	expect(limitState(600, PERSONAL_ESSAY_LIMIT)).toBe('near')
	expect(limitState(100, PERSONAL_ESSAY_LIMIT)).toBe('ok')
	expect(canMarkFinal(650, PERSONAL_ESSAY_LIMIT)).toBe(true)
	expect(canMarkFinal(651, PERSONAL_ESSAY_LIMIT)).toBe(false)
	expect(canMarkFinal(9000, null)).toBe(true)
})
