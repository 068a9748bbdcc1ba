// The application platforms' main-essay prompts, kept in one place for the essays panel and
// the assistant. Each platform's prompts are in a file of their own (common-app-essay.ts,
// coalition-essay.ts, with where they come from), so each public guide ships only its own;
// the cycle and the shapes are in essay-cycle.ts.

import { coalitionEssay } from './coalition-essay'
import { commonAppEssay } from './common-app-essay'
import type { EssayPrompt, PlatformEssay } from './essay-cycle'

export { ESSAY_PROMPTS_CYCLE, type EssayPrompt, type PlatformEssay } from './essay-cycle'
export { coalitionEssay, commonAppEssay }

export const platformEssays = [commonAppEssay, coalitionEssay] as const

export function findEssayPrompt(key: string): { essay: PlatformEssay; prompt: EssayPrompt } | null {
	for (const essay of platformEssays) {
		const prompt = essay.prompts.find((item) => item.key === key)
		if (prompt) return { essay, prompt }
	}
	return null
}
