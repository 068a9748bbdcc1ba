import { expect, test } from 'vitest'
import { coalitionEssay, commonAppEssay } from '../../../content/applications/essay-prompts'
import { canMarkFinal, countWords, essayDestination, limitState, PERSONAL_ESSAY_LIMIT, StartEssaySchema } from './essays'

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

test('the platforms’ main essays: seven Common App prompts, six Coalition prompts, 650 words; an essay is started only from one of them', () => {
	expect(commonAppEssay.prompts).toHaveLength(7)
	expect(coalitionEssay.prompts).toHaveLength(6)
	expect(commonAppEssay.wordLimit).toBe(PERSONAL_ESSAY_LIMIT)
	expect(new Set([...commonAppEssay.prompts, ...coalitionEssay.prompts].map((prompt) => prompt.key)).size).toBe(13)
	expect(StartEssaySchema.parse({ promptKey: 'common-app-4' }).prompt.text).toMatch(/^Reflect on something that someone has done for you/)
	expect(StartEssaySchema.safeParse({ promptKey: 'common-app-8' }).success).toBe(false)
})

test('a main essay is named by its platform; one with no platform is the Common App’s', () => {
	expect(essayDestination({ collegeName: 'Rice University', platform: null })).toBe('Rice University')
	expect(essayDestination({ collegeName: null, platform: 'coalition' })).toBe('Coalition main essay')
	expect(essayDestination({ collegeName: null, platform: null })).toBe('Common App personal essay')
})
