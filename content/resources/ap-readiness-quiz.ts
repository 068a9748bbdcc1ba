// Questions and copy for /resources/ap-readiness-quiz. Each option's `points`
// (0–3) feeds app/features/resources/ap-readiness-quiz.ts.

export type QuizOption = { value: string; label: string; points: number }
export type QuizQuestion = { id: string; question: string; options: QuizOption[] }

export const apReadinessQuestions: QuizQuestion[] = [
	{
		id: 'grade',
		question: 'What is your current grade in the prerequisite course (the class that leads into this AP)?',
		options: [
			{ value: 'a', label: 'A / A−', points: 3 },
			{ value: 'b', label: 'B+ / B', points: 2 },
			{ value: 'b-minus', label: 'B− / C+', points: 1 },
			{ value: 'c', label: 'C or below', points: 0 },
		],
	},
	{
		id: 'homework',
		question: 'How much time could you give this class outside school each week?',
		options: [
			{ value: '5plus', label: '5 hours or more', points: 3 },
			{ value: '3to5', label: '3–5 hours', points: 2 },
			{ value: '1to3', label: '1–3 hours', points: 1 },
			{ value: 'under1', label: 'Less than 1 hour', points: 0 },
		],
	},
	{
		id: 'interest',
		question: 'How interested are you in the subject?',
		options: [
			{ value: 'love', label: 'I love it and want to go deeper', points: 3 },
			{ value: 'like', label: 'I like it', points: 2 },
			{ value: 'neutral', label: 'It’s fine', points: 1 },
			{ value: 'dislike', label: 'I’m taking it mostly for my transcript', points: 0 },
		],
	},
	{
		id: 'reading',
		question: 'How comfortable are you with long or dense reading assignments?',
		options: [
			{ value: 'very', label: 'Very comfortable', points: 3 },
			{ value: 'mostly', label: 'Mostly comfortable', points: 2 },
			{ value: 'sometimes', label: 'I sometimes fall behind', points: 1 },
			{ value: 'struggle', label: 'I usually struggle to keep up', points: 0 },
		],
	},
	{
		id: 'prep',
		question: 'How do you usually prepare for big tests?',
		options: [
			{ value: 'plan', label: 'I start early with a plan and practice questions', points: 3 },
			{ value: 'week', label: 'I review during the week before', points: 2 },
			{ value: 'night', label: 'Mostly the night before', points: 1 },
			{ value: 'none', label: 'I don’t usually study much', points: 0 },
		],
	},
	{
		id: 'otherAps',
		question: 'How many other AP or college-level classes will you take the same year?',
		options: [
			{ value: '0to1', label: 'None or one', points: 3 },
			{ value: '2', label: 'Two', points: 2 },
			{ value: '3', label: 'Three', points: 1 },
			{ value: '4plus', label: 'Four or more', points: 0 },
		],
	},
	{
		id: 'commitments',
		question: 'How busy are your after-school hours (sports, job, family responsibilities, activities)?',
		options: [
			{ value: 'light', label: 'Light — plenty of free time', points: 3 },
			{ value: 'moderate', label: 'Moderate', points: 2 },
			{ value: 'heavy', label: 'Heavy on most days', points: 1 },
			{ value: 'packed', label: 'Packed every day, including weekends', points: 0 },
		],
	},
	{
		id: 'help',
		question: 'When you get stuck, what do you do?',
		options: [
			{ value: 'ask', label: 'Ask the teacher, a tutor or classmates soon', points: 3 },
			{ value: 'self', label: 'Look it up and work it out myself', points: 2 },
			{ value: 'wait', label: 'Wait and hope it makes sense later', points: 1 },
			{ value: 'give-up', label: 'Usually move on without understanding', points: 0 },
		],
	},
	{
		id: 'recommendation',
		question: 'What did your current teacher or counselor say about you taking this AP?',
		options: [
			{ value: 'recommended', label: 'They recommended it', points: 3 },
			{ value: 'not-asked', label: 'I haven’t asked yet', points: 2 },
			{ value: 'unsure', label: 'They were unsure', points: 1 },
			{ value: 'advised-against', label: 'They advised against it for now', points: 0 },
		],
	},
]

export const apReadinessContent = {
	meta: {
		title: 'AP Readiness Quiz: Are You Ready for an AP Class?',
		description:
			'A 9-question self-check for students deciding on an AP class. Get a recommendation — ready, ready with support, or consider honors first — with next steps.',
	},
	hero: {
		eyebrow: 'Free quiz · about 3 minutes',
		title: 'Are you ready for an AP class?',
		description: 'Answer nine quick questions about one AP class you’re considering. There are no wrong answers — be honest to get useful advice.',
	},
	form: { title: 'The quiz', submit: 'See my result', missing: 'Answer every question to see your result.' },
	results: {
		ready: {
			title: 'Ready',
			text: 'Your grades, time and habits suggest you’re set up to do well in this AP class.',
			steps: [
				'Ask your teacher for the summer assignment or reading list, if there is one.',
				'Block weekly study time in your calendar from the first week.',
				'Look at the official course description on the College Board’s AP Central so you know what the exam covers.',
			],
		},
		support: {
			title: 'Ready with support',
			text: 'You can likely succeed, especially if you plan for the areas your answers flagged.',
			steps: [
				'Talk to your counselor or the AP teacher about the workload before you sign up.',
				'Plan where you’ll get help: office hours, a study group or free online practice.',
				'Consider keeping your total number of APs that year manageable.',
			],
		},
		honors: {
			title: 'Consider honors first',
			text: 'An honors or regular class now may build the foundation that makes this AP much easier next year — a strong grade matters too.',
			steps: [
				'Ask your counselor whether an honors version of the course is offered.',
				'Strengthen the prerequisite skills this year and revisit the decision next spring.',
				'Remember colleges look at rigor in the context of your school and your whole schedule.',
			],
		},
		flags: {
			grade: 'Your prerequisite grade suggests reviewing the basics first.',
			homework: 'AP classes usually need regular time outside school.',
			otherAps: 'That’s a heavy AP load for one year.',
			commitments: 'Your schedule is already full — plan where AP study time will come from.',
			recommendation: 'Your teacher’s or counselor’s advice deserves a conversation.',
		} as Record<string, string>,
		guideLink: { href: '/resources/ap-guide', label: 'Read the full AP guide' },
		retake: 'Take the quiz again',
	},
	related: [
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'See how AP grades affect your weighted GPA.' },
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Plan course sign-ups and AP exam dates.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges that fit your course plan.' },
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'AP credit policies can affect cost; check each college.' },
	],
	cta: {
		title: 'Plan your classes year by year',
		text: 'Northstar helps you map courses, tests and deadlines from 9th grade to graduation.',
		label: 'Create a free account',
	},
} as const
