import type { Guide } from './types'

export const guide: Guide = {
	slug: 'essays',
	title: 'College Essay Guide: Personal Statement and Supplements',
	description:
		'Write the 650-word personal essay and supplements: brainstorming, structure, revision, feedback that keeps your voice, mistakes to avoid and a timeline.',
	intro:
		'College essays are your chance to be a person, not a list of numbers. This guide walks from a blank page to a finished personal essay and supplements, starting the summer before senior year.',
	sections: [
		{
			id: 'personal-essay',
			heading: 'The personal essay',
			paragraphs: [
				'The Common App personal essay has a 650-word maximum and goes to every college you apply to through the Common App. Other application systems use similar essays. Its job is to show who you are, how you think and what you care about, in your own voice.',
				'The best topics are usually small and specific: a habit, a job, a family routine, a problem you keep trying to solve. A narrow story told with real detail and reflection beats a grand topic told in general terms.',
			],
		},
		{
			id: 'supplements',
			heading: 'Supplemental essays',
			paragraphs: [
				'Many colleges ask extra questions. They are often shorter (sometimes 50–300 words) and fall into a few familiar types, so one strong draft can often be adapted for several colleges.',
			],
			table: {
				caption: 'Common supplemental essay types',
				columns: ['Type', 'What they want', 'Tip'],
				rows: [
					['Why us', 'Why this college fits you and what you would do there', 'Name specific programs, classes, professors or traditions and connect each one to your own interests. If you could swap in another college’s name, it is too general.'],
					['Community', 'A community you belong to and your role in it', 'Define community broadly: family, team, job, neighborhood, online group. Show what you give, not only what you get.'],
					['Activity', 'More about one activity from your list', 'Pick one that is not already the subject of your personal essay, and show a moment, not a summary.'],
					['Why this major', 'Where your academic interest comes from', 'Describe how the interest started and what you have done to explore it.'],
				],
			},
		},
		{
			id: 'brainstorming',
			heading: 'Brainstorming',
			bullets: [
				'List places you spend time, people who shaped you, things you do without being asked, problems you noticed, and times you changed your mind.',
				'Ask family and friends what they think you are like; their answers can surprise you.',
				'For each idea, ask: Can I tell a specific moment? Does it show something about me that the rest of my application does not?',
				'Free-write for ten minutes on your top three ideas. The one you keep writing about is often the one.',
			],
		},
		{
			id: 'structure',
			heading: 'A structure that works',
			steps: [
				{ title: 'Open in a moment', text: 'Start with a specific scene, image or line of dialogue rather than a quote or a dictionary definition.' },
				{ title: 'Give the context', text: 'Briefly explain what was going on and why it mattered to you.' },
				{ title: 'Show the turn', text: 'What changed, what you decided, or what you figured out.' },
				{ title: 'Reflect', text: 'Spend real space on what it says about who you are now and how you think. This is the part admissions readers most want.' },
				{ title: 'Land it', text: 'End by connecting back to your opening or looking forward, without summarizing the whole essay.' },
			],
		},
		{
			id: 'revision',
			heading: 'Revising',
			bullets: [
				'Write a messy first draft fast; do not edit while drafting.',
				'On the second draft, check the big picture: is the story clear, and is there enough reflection?',
				'Cut anything that does not reveal something about you, even if it is well written.',
				'Replace general statements with specific details (“I spent Saturdays restocking my grandmother’s store,” not “I am hard-working”).',
				'Read it aloud to catch awkward sentences, then proofread for spelling and grammar last.',
				'Plan on several drafts over a few weeks; letting a draft rest for a few days helps you see it clearly.',
			],
		},
		{
			id: 'feedback',
			heading: 'Getting feedback without losing your voice',
			paragraphs: [
				'Choose one or two trusted readers, such as an English teacher, a counselor or a family member, rather than everyone you know. Too many readers pull the essay in different directions.',
			],
			bullets: [
				'Ask specific questions: “What do you learn about me?” “Where did you get bored?” “What is confusing?”',
				'Take notes on reactions, then make the changes yourself in your own words.',
				'If a suggestion makes it sound less like you, it is fine to say no.',
				'Parents: ask questions and point out confusing parts, but let the student write every sentence. Colleges want a teenager’s voice.',
				'Check each college’s rules on using AI tools. Using them to write your essay for you misrepresents your work; your own words are what colleges want to read.',
			],
		},
		{
			id: 'avoid',
			heading: 'What not to do',
			bullets: [
				'Do not repeat your activities list or résumé in paragraph form.',
				'Do not try to sound impressive with big words; clear and genuine reads better.',
				'Avoid making someone else the hero of the essay; it should show you.',
				'Be careful with topics that are very raw or unresolved; write about them only if you can reflect on them with some distance.',
				'Do not leave the wrong college’s name in a reused supplement.',
				'Do not go over the word limit; the application will not allow it anyway.',
			],
		},
		{
			id: 'timeline',
			heading: 'Essay timeline',
			steps: [
				{ title: 'June–July before senior year', text: 'Brainstorm, choose a topic and write a first draft of the personal essay.' },
				{ title: 'August', text: 'Revise the personal essay. When the Common App opens on August 1, list each college’s supplement prompts and group similar ones.' },
				{ title: 'September', text: 'Get feedback from one or two readers. Draft supplements for early colleges first.' },
				{ title: 'October', text: 'Finalize the personal essay and early supplements before early deadlines, which typically fall on November 1 or November 15.' },
				{ title: 'November–December', text: 'Write and revise remaining supplements for Regular Decision deadlines, many of which typically fall in early January.' },
			],
		},
	],
	related: [
		{ label: 'Common App quick guide', href: '/resources/common-app' },
		{ label: 'How to write about leadership', href: '/resources/leadership-guide' },
		{ label: 'Application tracker', href: '/resources/application-tracker' },
		{ label: 'College application deadlines calendar', href: '/resources/deadlines-calendar' },
	],
	cta: {
		title: 'Write your essays in small steps',
		text: 'Northstar tracks every essay and supplement, breaks them into brainstorm, draft and revise steps, and reminds you before each deadline.',
	},
}
