import { z } from 'zod'
import { findEssayPrompt } from '../../../content/applications/essay-prompts'

// Essay rules, pure: words counted the way application portals count them
// (runs of characters between spaces), the Common App personal essay's 650
// words, and the statuses an essay moves through.

export const PERSONAL_ESSAY_LIMIT = 650
export const essayStatuses = ['brainstorm', 'draft', 'revise', 'final'] as const
export type EssayStatus = (typeof essayStatuses)[number]
export const essayStatusLabels: Record<EssayStatus, string> = { brainstorm: 'Brainstorm', draft: 'Draft', revise: 'Revise', final: 'Final' }
export const MAX_ESSAY_CHARS = 20_000
export const ESSAY_COMMENT_MAX = 1000

export const EssayCommentSchema = z.object({
	essayId: z.string().min(1).max(40),
	body: z.string({ error: 'Write a comment first.' }).trim().min(1, 'Write a comment first.').max(ESSAY_COMMENT_MAX, `Keep comments under ${ESSAY_COMMENT_MAX.toLocaleString('en-US')} characters.`),
})

export function countWords(text: string): number {
	const trimmed = text.trim()
	return trimmed ? trimmed.split(/\s+/).length : 0
}

export type LimitState = 'ok' | 'near' | 'at' | 'over'

/** Where a draft stands against its limit: near from 90%, at exactly the limit, over past it. */
export function limitState(words: number, limit: number | null): LimitState {
	if (limit === null) return 'ok'
	if (words > limit) return 'over'
	if (words === limit) return 'at'
	return words >= limit * 0.9 ? 'near' : 'ok'
}

/** An essay over its word limit cannot be marked final. */
export function canMarkFinal(words: number, limit: number | null): boolean {
	return limit === null || words <= limit
}

export const EssayFormSchema = z.object({
	title: z.string({ error: 'Name the essay.' }).trim().min(2, 'Name the essay.').max(120, 'Keep the title under 120 characters.'),
	prompt: z.string().trim().max(2000, 'Keep the prompt under 2,000 characters.').optional().transform((value) => value ?? ''),
	wordLimit: z
		.union([z.literal(''), z.coerce.number({ error: 'The word limit is a number.' }).int('Use a whole number of words.').min(25, 'A word limit of at least 25.').max(5000, 'A word limit of at most 5,000.')])
		.optional()
		.transform((value) => (value === '' || value === undefined ? null : value)),
	collegeId: z.string().max(20).optional().transform((value) => value || null),
})

/** Starting a main essay from one of the platforms' prompts (content/applications/essay-prompts.ts). */
export const StartEssaySchema = z.object({ promptKey: z.string({ error: 'Choose a prompt.' }).max(40) }).transform((value, ctx) => {
	const found = findEssayPrompt(value.promptKey)
	if (!found) {
		ctx.addIssue({ code: 'custom', message: 'Choose one of the prompts listed.', path: ['promptKey'] })
		return z.NEVER
	}
	return found
})

/** Where an essay goes: its college, else the platform whose main essay it is (older main essays have none: the Common App's). */
export function essayDestination(essay: { collegeName: string | null; platform: 'common-app' | 'coalition' | null }): string {
	return essay.collegeName ?? (essay.platform === 'coalition' ? 'Coalition main essay' : 'Common App personal essay')
}

export const EssayBodyInput = z.object({
	accountId: z.string().min(1).max(40),
	essayId: z.string().min(1).max(40),
	body: z.string().max(MAX_ESSAY_CHARS, `Essays here are limited to ${MAX_ESSAY_CHARS.toLocaleString('en-US')} characters.`),
})
