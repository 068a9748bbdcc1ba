// The cycle the platforms' main-essay prompts are for (2026–27: students applying now for fall
// 2027) and the shape of a platform's prompts, taken word for word from its site. Check both
// sites each August when a new cycle opens. The prompts: common-app-essay.ts and
// coalition-essay.ts; both together, for the essays panel and the assistant: essay-prompts.ts.

export const ESSAY_PROMPTS_CYCLE = '2026–27'

export interface EssayPrompt {
	/** Stable key: platform and number. */
	key: string
	/** A short theme, for lists. */
	theme: string
	text: string
}

export interface PlatformEssay {
	platform: 'common-app' | 'coalition'
	/** The name the essays panel gives the essay a family starts from it. */
	essayTitle: string
	/** The word limit the essays panel holds the essay to: the Common App's hard limit, the top of the Coalition's recommended range. */
	wordLimit: number
	/** How the platform words its length rule. */
	lengthNote: string
	prompts: EssayPrompt[]
}
