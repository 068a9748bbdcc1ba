// The Coalition Application's main-essay prompts (on Scoir), word for word: the six prompts
// Coalition for College has published unchanged since 2021–22, which it recommends answering
// in 500 to 650 words (no hard limit in the application; a college may set its own). A file of
// its own so the public Coalition guide does not ship the Common App's too.

import type { PlatformEssay } from './essay-cycle'

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
