// The Common App's main-essay prompts for the 2026–27 cycle, word for word: commonapp.org
// announced in February 2026 that its seven prompts are unchanged from 2025–26; 250 to 650
// words. A file of its own so the public Common App guide does not ship the Coalition's too.

import type { PlatformEssay } from './essay-cycle'

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
