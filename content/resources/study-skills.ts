import type { Guide } from './types'

export const guide: Guide = {
	slug: 'study-skills',
	title: 'Study Skills for High School: Plan, Practice and Focus',
	description:
		'Study skills that work in high school: time blocking, spaced and retrieval practice, note-taking, planners, focus tips including for ADHD, test prep and sleep.',
	intro:
		'Good grades come less from studying longer and more from studying in ways that stick. These habits are simple to start, work in any class, and carry straight into college.',
	sections: [
		{
			id: 'time-blocking',
			heading: 'Time blocking: give every task a slot',
			paragraphs: [
				'A to-do list says what to do; a time block says when. Once a week, put fixed commitments (school, practice, work, family time) on a calendar, then place study blocks in the gaps. A block is a specific task in a specific window, such as “Tuesday 4:30–5:15, chemistry problem set,” not just “study.”',
			],
			bullets: [
				'Keep blocks short, typically 25–50 minutes, with a real break between them.',
				'Put the hardest work in the time of day you focus best.',
				'Leave some empty blocks each week as buffer; something always runs long.',
				'When a block gets missed, move it to a new time instead of deleting it.',
			],
		},
		{
			id: 'spaced-and-retrieval',
			heading: 'Spaced practice and retrieval practice',
			paragraphs: [
				'Two of the best-supported findings in learning research are that spreading study out over time (spaced practice) and pulling information out of memory (retrieval practice) lead to better long-term learning than rereading or cramming, even though cramming often feels more productive in the moment.',
			],
			steps: [
				{
					title: 'Space it out',
					text: 'Study a topic briefly on several days instead of once for a long time: for example, the day you learn it, a few days later, then a week later.',
				},
				{
					title: 'Test yourself instead of rereading',
					text: 'Close the book and write down or say what you remember, answer practice questions, or use flashcards. Check your answers afterwards.',
				},
				{
					title: 'Mix problem types',
					text: 'In math and science, mix different kinds of problems in one session (interleaving) so you practice choosing the right method, not just repeating one.',
				},
				{
					title: 'Explain it simply',
					text: 'Teach the idea to a friend, parent or an empty chair. The places where you get stuck show what to review.',
				},
			],
		},
		{
			id: 'note-taking',
			heading: 'Note-taking that helps later',
			paragraphs: [
				'Notes are useful when they are easy to quiz yourself from. Whatever format you use, paper or digital, write main ideas in your own words instead of copying slides word for word.',
			],
			bullets: [
				'Cornell notes: split the page into a notes column, a narrow cue column for questions, and a summary at the bottom. Later, cover the notes and answer the cue questions.',
				'Outline notes work well for lectures that follow a clear structure; concept maps work well for ideas that connect.',
				'Within a day, spend five minutes reviewing and filling gaps while the class is still fresh.',
				'Turn notes into questions or flashcards for retrieval practice.',
			],
		},
		{
			id: 'planner',
			heading: 'Managing a planner',
			paragraphs: [
				'A planner only works if everything goes into one place. Choose one system (a paper planner, a calendar app or Northstar) and use it for every class, test, activity and deadline.',
			],
			steps: [
				{ title: 'Capture everything the same day', text: 'Write down assignments and dates before leaving each class or right after school.' },
				{ title: 'Break big work into steps', text: 'For a project or paper, list the steps and give each one its own due date working back from the real deadline.' },
				{ title: 'Do a weekly review', text: 'On Sunday or another fixed day, spend 15 minutes checking the week ahead, scheduling study blocks and clearing out old items.' },
				{ title: 'Check it daily', text: 'A two-minute look each evening at tomorrow’s plan prevents most surprises.' },
			],
		},
		{
			id: 'focus',
			heading: 'Focus strategies, including for ADHD',
			paragraphs: [
				'Focus is easier to protect than to force. Set up the environment so distractions take effort: phone in another room or in a focus mode, only the tabs you need open, and materials ready before you start.',
				'Students with ADHD often do best when the structure lives outside their head. These strategies help many students, with or without a diagnosis:',
			],
			bullets: [
				'Make the first step tiny and concrete (“open the document and write one sentence”) to get past starting friction.',
				'Use a visible timer for short sprints, such as 15–25 minutes, followed by a movement break.',
				'Try body doubling: study alongside a parent, sibling or friend, in person or on a video call.',
				'Keep a “parking lot” note for stray thoughts so you can return to them later instead of acting on them now.',
				'Use reminders and alarms for transitions and deadlines rather than relying on memory.',
				'If a student has a 504 plan or IEP, use the accommodations it provides, such as extended time or a quieter testing room, and ask the school about them for standardized tests too.',
			],
		},
		{
			id: 'test-routine',
			heading: 'A test prep routine',
			steps: [
				{ title: 'About a week out', text: 'List the topics covered, gather old quizzes and homework, and plan short daily sessions on your calendar.' },
				{ title: 'Most of the week', text: 'Practice with questions and self-testing, spending the most time on topics you miss. Ask your teacher about anything still unclear.' },
				{ title: 'The day before', text: 'Do a light review of your mistakes list, pack what you need, and stop studying early enough to sleep well.' },
				{ title: 'After the test', text: 'When it is returned, sort missed questions into “didn’t know,” “careless” and “ran out of time,” and adjust your routine for next time.' },
			],
		},
		{
			id: 'sleep',
			heading: 'Sleep is a study skill',
			paragraphs: [
				'Sleep helps the brain store what you learned during the day. The American Academy of Sleep Medicine recommends 8 to 10 hours of sleep per night for teenagers aged 13 to 18. Staying up late to cram usually costs more than it gains.',
			],
			bullets: [
				'Keep a similar bedtime and wake time on school nights and weekends.',
				'Put screens away and keep the phone out of reach for the last 30–60 minutes before bed.',
				'Schedule study blocks earlier in the evening so work does not push into sleep time.',
			],
		},
	],
	related: [
		{ label: 'Goal setting for students', href: '/resources/goal-setting' },
		{ label: 'SAT, ACT and PSAT test prep timeline', href: '/resources/test-prep-timeline' },
		{ label: '9th grade checklist', href: '/resources/9th-grade-checklist' },
		{ label: 'GPA calculator', href: '/tools/gpa-calculator' },
	],
	cta: {
		title: 'Make study time automatic',
		text: 'Northstar turns assignments and tests into small scheduled steps, with gentle reminders for students and optional updates for parents.',
	},
}
