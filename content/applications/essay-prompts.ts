// The application platforms' main-essay prompts for the 2026–27 cycle (students
// applying now for fall 2027), word for word as each platform publishes them —
// facts, kept in one place for the essays panel, the public guides and the
// assistant.
// Common App: commonapp.org announced in February 2026 that its seven prompts
// are unchanged from 2025–26; 250 to 650 words. Coalition Application on Scoir:
// the six prompts Coalition for College has published unchanged since 2021–22,
// which it recommends answering in 500 to 650 words (no hard limit in the
// application; a college may set its own). Check both sites each August when
// a new cycle opens.

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

export const commonAppEssay: PlatformEssay = {
	platform: 'common-app',
	essayTitle: 'Common App personal essay',
	wordLimit: 650,
	lengthNote: '250 to 650 words',
	prompts: [
		{ key: 'common-app-1', theme: 'Background, identity, interest or talent', text: 'Some students have a background, identity, interest, or talent that is so meaningful they believe their application would be incomplete without it. If this sounds like you, then please share your story.' },
		{ key: 'common-app-2', theme: 'An obstacle or setback', text: 'The lessons we take from obstacles we encounter can be fundamental to later success. Recount a time when you faced a challenge, setback, or failure. How did it affect you, and what did you learn from the experience?' },
		{ key: 'common-app-3', theme: 'Questioning a belief', text: 'Reflect on a time when you questioned or challenged a belief or idea. What prompted your thinking? What was the outcome?' },
		{ key: 'common-app-4', theme: 'Gratitude', text: 'Reflect on something that someone has done for you that has made you happy or thankful in a surprising way. How has this gratitude affected or motivated you?' },
		{ key: 'common-app-5', theme: 'Personal growth', text: 'Discuss an accomplishment, event, or realization that sparked a period of personal growth and a new understanding of yourself or others.' },
		{ key: 'common-app-6', theme: 'Losing track of time', text: 'Describe a topic, idea, or concept you find so engaging that it makes you lose all track of time. Why does it captivate you? What or who do you turn to when you want to learn more?' },
		{ key: 'common-app-7', theme: 'Topic of your choice', text: 'Share an essay on any topic of your choice. It can be one you’ve already written, one that responds to a different prompt, or one of your own design.' },
	],
}

export const coalitionEssay: PlatformEssay = {
	platform: 'coalition',
	essayTitle: 'Coalition main essay',
	wordLimit: 650,
	lengthNote: 'recommended 500 to 650 words',
	prompts: [
		{ key: 'coalition-1', theme: 'A story about your character', text: 'Tell a story from your life, describing an experience that either demonstrates your character or helped to shape it.' },
		{ key: 'coalition-2', theme: 'What excites you', text: 'What interests or excites you? How does it shape who you are now or who you might become in the future?' },
		{ key: 'coalition-3', theme: 'A positive impact on others', text: 'Describe a time when you had a positive impact on others. What were the challenges? What were the rewards?' },
		{ key: 'coalition-4', theme: 'A belief questioned', text: 'Has there been a time when an idea or belief of yours was questioned? How did you respond? What did you learn?' },
		{ key: 'coalition-5', theme: 'Success or an obstacle', text: 'What success have you achieved or obstacle have you faced? What advice would you give a sibling or friend going through a similar experience?' },
		{ key: 'coalition-6', theme: 'Topic of your choice', text: 'Submit an essay on a topic of your choice.' },
	],
}

export const platformEssays = [commonAppEssay, coalitionEssay] as const

export function findEssayPrompt(key: string): { essay: PlatformEssay; prompt: EssayPrompt } | null {
	for (const essay of platformEssays) {
		const prompt = essay.prompts.find((item) => item.key === key)
		if (prompt) return { essay, prompt }
	}
	return null
}
