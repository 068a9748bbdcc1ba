import type { ChecklistGroup } from '#app/features/resources/checklists'
import type { TrackerConfig } from '#app/features/resources/trackers'

// Content for /resources/rec-letter-tracker. Edit freely; ids must stay unique and stable
// (they key the ticks saved in each visitor's browser).

export const meta = {
	title: 'Recommendation Letter Tracker',
	description:
		'Who to ask for college recommendation letters, when and how to ask, what to give your recommenders, and a free tracker for every letter from ask to thank-you.',
}

export const hero = {
	eyebrow: 'Recommendation letters',
	title: 'Recommendation letter tracker',
	description:
		'Ask the right people early, make their job easy, and keep track of every letter from the first ask to the thank-you note.',
}

export const whoToAsk = [
	{
		title: 'Two core-subject teachers',
		text: 'Many colleges ask for one or two teacher letters. Choose teachers of core academic subjects (English, math, science, social studies or a world language) who taught you recently — usually in junior year — and saw you participate, improve or lead.',
	},
	{
		title: 'Your school counselor',
		text: 'The counselor letter usually comes with your school report and transcript. Counselors often write for many students, so meet with yours and share your brag sheet so the letter sounds like you.',
	},
	{
		title: 'An optional extra voice',
		text: 'Some colleges accept an additional letter from a coach, employer or activity leader. Only add one if the college allows it and the person knows you in a way your teachers do not.',
	},
]

export const whenToAsk = [
	{
		title: 'Spring of junior year',
		text: 'Teachers often cap how many letters they write, and the earliest students get a yes. Asking in spring of junior year also lets teachers write over the summer.',
	},
	{
		title: 'At least 4 weeks before your first deadline',
		text: 'If you are asking in the fall of senior year, give each recommender at least four weeks before your earliest deadline — more if your first deadline is early action or early decision in November.',
	},
	{
		title: 'Before your applications open',
		text: 'Confirm which platform your school uses to send letters (for example the Common App, or a school system such as Naviance or Scoir) so you can invite recommenders as soon as you add colleges.',
	},
]

export const howToAsk = [
	{
		title: 'Ask in person first',
		text: 'Ask politely and privately, for example after class: “Would you feel comfortable writing a strong recommendation for my college applications?” The word “strong” gives a teacher an easy way to say no if they cannot.',
	},
	{
		title: 'Follow up in writing',
		text: 'Send a short email the same day with your list of colleges and deadlines, how letters are submitted, and your brag sheet attached.',
	},
	{
		title: 'Send the invitation and check in',
		text: 'Invite the recommender through your application platform, then send a friendly reminder about a week before each deadline if the letter has not been submitted yet.',
	},
]

export const bragSheet = [
	'Your colleges, plans (EA, ED, RD) and deadlines, sorted by date',
	'How letters are submitted (which platform, and whether you waived your right to see them)',
	'A few moments from their class you are proud of — a project, a question you kept chasing, a time you improved',
	'Your main activities, jobs and responsibilities at home, with hours per week',
	'What you might study and why, in two or three sentences',
	'Anything you want the letter to add context to (a tough semester, a family responsibility)',
]

export const checklist: ChecklistGroup[] = [
	{
		id: 'choose',
		title: 'Choose your recommenders',
		items: [
			{ id: 'check-requirements', text: 'Check how many teacher letters each college on your list requires or allows', due: 'Spring of junior year' },
			{ id: 'pick-teachers', text: 'Pick two core-subject teachers from junior year who know your work well', due: 'Spring of junior year' },
			{ id: 'meet-counselor', text: 'Meet your school counselor and ask what they need from you for their letter', due: 'Spring of junior year' },
		],
	},
	{
		id: 'ask',
		title: 'Ask and prepare',
		items: [
			{ id: 'ask-in-person', text: 'Ask each teacher in person whether they can write a strong letter', due: 'At least 4 weeks before your first deadline' },
			{ id: 'brag-sheet', text: 'Write your brag sheet and send it with your list of colleges and deadlines', due: 'Within a day of asking' },
			{ id: 'ferpa', text: 'Complete the FERPA release on your application (waiving your right to view letters is commonly recommended)', due: 'Before inviting recommenders' },
			{ id: 'invite', text: 'Invite each recommender through your application platform', due: 'As soon as you add colleges' },
		],
	},
	{
		id: 'follow-up',
		title: 'Follow up and say thank you',
		items: [
			{ id: 'reminder', text: 'Send a polite reminder if a letter is not submitted about a week before a deadline', due: '1 week before each deadline' },
			{ id: 'confirm', text: 'Confirm in each college’s portal that every letter arrived' },
			{ id: 'thank-you', text: 'Write a handwritten thank-you note to each recommender', due: 'Right after they submit' },
			{ id: 'share-news', text: 'Tell your recommenders where you were admitted and where you decide to go', due: 'Spring of senior year' },
		],
	},
]

export const tracker: TrackerConfig = {
	title: 'Recommendation letters',
	rowNoun: 'recommender',
	dateKey: 'deadline',
	columns: [
		{ key: 'teacher', label: 'Recommender', type: 'text', placeholder: 'Ms. Rivera' },
		{ key: 'subject', label: 'Subject or role', type: 'text', placeholder: 'AP English 11' },
		{ key: 'asked', label: 'Date asked', type: 'date' },
		{ key: 'deadline', label: 'Deadline', type: 'date' },
		{
			key: 'status',
			label: 'Status',
			type: 'select',
			options: ['Asked', 'Agreed', 'Brag sheet sent', 'Submitted', 'Thanked'],
		},
	],
}
