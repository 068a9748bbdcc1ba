// /common-app's copy beyond the sections and prompts (those are
// platform-sections.ts and essay-prompts.ts): the activities list, the essay
// process, recommenders, fee waivers, the senior-year timeline, where
// Northstar helps, and the FAQ. Text may link with [label](/path).

export const activityTips = [
	'Start with a strong verb: led, built, coached, organized, taught, repaired.',
	'Say what you did and what changed because of it; skip what the club does in general.',
	'Use your own real numbers where you have them: people trained, money raised, hours worked.',
	'Drop filler words and full sentences. Semicolons and common abbreviations are fine.',
	'Use the position field (short) for your role and the organization field for the name, so the description is all action.',
]

export const activityExamples = [
	{
		label: 'Before',
		text: 'I was a member of the robotics club where we build robots and go to competitions and I helped out with lots of different things.',
	},
	{
		label: 'After',
		text: 'Wired and programmed drive system; taught 4 new members to solder; rebuilt arm overnight after it broke at regional competition.',
	},
]

export const essayProcess = [
	'List a few moments, objects or routines that say something true about you.',
	'Pick one and write a messy draft without worrying about the word count.',
	'Cut the summary, keep the scenes, and end on what you understand now.',
	'Ask one trusted reader what they learned about you; revise toward that.',
	'Paste it into the Common App, check the formatting and read it aloud once more.',
]

export const recommenders = [
	{
		title: 'Your counselor',
		text: 'Sends the school report, your transcript and usually a letter. Counselors write for many students, so give them a short note about yourself — your activities, goals and anything they should know.',
	},
	{
		title: 'Teachers',
		text: 'Many colleges ask for one or two teacher letters, often from junior-year teachers of core subjects. Ask in person, early, and follow up with a polite reminder about two weeks before your first deadline.',
	},
	{
		title: 'Other recommenders',
		text: 'Some colleges accept a letter from a coach, employer or mentor. Add one only if it shows something new about you, and only where the college allows it.',
	},
]

export const feeWaivers = [
	{
		title: 'The Common App fee waiver',
		text: 'In the Profile section you can say you qualify — for example, if you received an SAT or ACT fee waiver, take part in the free or reduced-price lunch program, your family receives public assistance, or you are in a program such as Upward Bound. Your counselor may be asked to confirm it.',
	},
	{
		title: 'College waivers',
		text: 'Many colleges also waive their fee on request or at certain times of year. Check each college’s admissions page, and ask your counselor if money is a concern — that is exactly what waivers are for.',
	},
]

export const seniorTimeline = [
	{ when: 'August 1', what: 'The new Common App opens. Accounts created earlier roll over; add colleges and start filling in sections.' },
	{ when: 'September', what: 'Ask teachers and your counselor for recommendations if you have not already, and invite them in the Common App.' },
	{ when: 'About October 1', what: 'The FAFSA and the CSS Profile open. File early: some colleges’ aid deadlines fall alongside early deadlines.' },
	{ when: 'November 1 or 15', what: 'Typical Early Action and Early Decision deadlines. Submit a few days early; sites get busy on deadline day.' },
	{ when: 'January 1–15', what: 'Typical Regular Decision deadlines. Your counselor sends a midyear report with first-semester grades.' },
	{ when: 'May 1', what: 'National College Decision Day: the usual deadline to accept one offer and pay the enrollment deposit.' },
]

export const northstarHelps = [
	{
		title: 'Every requirement, per college',
		text: 'Add a college to your list and its deadlines, essays, recommendations and fees become tasks in your plan.',
	},
	{
		title: 'Essays tracked to done',
		text: 'The personal essay and every supplement move from idea to draft to final, in steps small enough to finish in one sitting.',
	},
	{
		title: 'Reminders for the whole family',
		text: 'Students and parents get reminders before each deadline, so nobody finds out the night before.',
	},
	{
		title: 'Documents in one place',
		text: 'Keep transcripts, score reports, your activity notes and fee-waiver paperwork in the document vault.',
	},
	{
		title: 'A plan that stays current',
		text: 'The assistant keeps the plan up to date as you add colleges, finish tasks or change early plans.',
	},
	{
		title: 'Coalition too',
		text: 'If a college takes the Coalition Application instead, Northstar tracks that as well. See the [Coalition guide](/coalition).',
	},
]

export const faq: Array<{ question: string; answer: string }> = [
	{
		question: 'How many colleges can I apply to on the Common App?',
		answer: 'You can add up to 20 colleges to your Common App account. Most students apply to far fewer; a balanced list of reach, target and safety schools matters more than a long one.',
	},
	{
		question: 'Do I have to fill in Courses & Grades?',
		answer: 'Only if one of your colleges requires it. The Common App tells you when it is needed. If it is, enter your transcript exactly as it appears — the college checks it against the official one.',
	},
	{
		question: 'Can I change my essay after I submit?',
		answer: 'An application you have already submitted to a college cannot be changed. You can still revise your essay and most other sections before you submit to your next college.',
	},
	{
		question: 'Do I need to send test scores?',
		answer: 'It depends on the college. Many are test-optional, some require scores and a few do not consider them at all. Check each college’s current policy and decide per college.',
	},
	{
		question: 'Should I waive my right to see my recommendations?',
		answer: 'Colleges generally advise waiving it: letters you have waived the right to read are seen as more candid. You answer the FERPA question before you can invite recommenders.',
	},
	{
		question: 'Can a parent fill in the application?',
		answer: 'A parent can help gather family and financial details, but the application — and certainly the essay — must be the student’s own work. Parents can follow progress in Northstar’s family view.',
	},
	{
		question: 'What if a college on my list is not on the Common App?',
		answer: 'Some colleges use the Coalition Application or their own application. Northstar shows which one each college on your list takes, so you know where to apply.',
	},
	{
		question: 'Does Northstar submit my application?',
		answer: 'No. You submit on the Common App. Northstar keeps track of what each college needs, when it is due, and what to do next.',
	},
]
