// /ad-preview's five paid-social concepts, the ad specs and the audience
// notes (internal review). Each concept's copy stays within `limits`; the page
// counts the characters and flags any that run over.

export const limits = { headline: 40, primaryText: 125, description: 30 } as const

export interface Concept {
	id: string
	name: string
	audience: string
	angle: string
	headline: string
	primaryText: string
	description: string
	cta: string
	visual: string
	source: string
}

export const concepts: Concept[] = [
	{
		id: 'whole-plan',
		name: 'The whole plan in one place',
		audience: 'Parents and students in grades 9 to 12 who are just starting to plan.',
		angle: 'Calm and organised: one plan replaces the scattered lists, tabs and emails.',
		headline: 'The whole college plan in one place',
		primaryText:
			'Tasks, deadlines, your college list, essays and financial aid, all in one plan that keeps itself current.',
		description: 'College prep for grades 9–12',
		cta: 'Start free trial',
		visual: 'One plan. Every deadline.',
		source: 'ad-whole-plan',
	},
	{
		id: 'senior-deadlines',
		name: 'Senior-year deadlines',
		audience: 'Seniors and their parents from late summer through the fall.',
		angle: 'Urgent but reassuring: the dates are close, and there is still time to get organised.',
		headline: 'Senior year deadlines, handled',
		primaryText:
			'Early deadlines are typically Nov 1 or 15. Northstar turns every application and aid date into steps with reminders.',
		description: 'Common App, FAFSA, deadlines',
		cta: 'Get my deadline plan',
		visual: 'Nov 1. Nov 15. Jan 1.',
		source: 'ad-senior-deadlines',
	},
	{
		id: 'micro-tasks',
		name: 'ADHD-friendly micro-tasks',
		audience: 'Families of students who find big, vague projects hard to start, including students with ADHD.',
		angle: 'Small and doable: one to three tasks a day, 15 minutes or less each.',
		headline: 'College prep in 15 minutes a day',
		primaryText:
			'Big projects, tiny steps. Northstar gives your teen one to three micro-tasks a day, each 15 minutes or less.',
		description: 'ADHD-friendly daily steps',
		cta: 'Try it free',
		visual: 'Today: 3 tasks. 15 minutes.',
		source: 'ad-micro-tasks',
	},
	{
		id: 'parents',
		name: 'Parents: see progress without nagging',
		audience: 'Parents of high-school students, especially juniors and seniors.',
		angle: 'Relief for the parent: visibility without the nightly “did you do it yet?”.',
		headline: 'See progress without nagging',
		primaryText:
			'The family view shows what is done and what is due, so you can stop asking and start helping.',
		description: 'Family view for parents',
		cta: 'See the family view',
		visual: 'Done. Due soon. On track.',
		source: 'ad-parents',
	},
	{
		id: 'financial-aid',
		name: 'Financial aid made clear',
		audience: 'Parents of juniors and seniors, from late summer into the fall aid season.',
		angle: 'Clarity about money: what to file, when, and what it means.',
		headline: 'FAFSA and CSS Profile, made clear',
		primaryText:
			'The FAFSA opens about Oct 1 and the CSS Profile on Oct 1. Northstar shows what to file, when, and what to gather.',
		description: 'Financial aid, step by step',
		cta: 'Plan our aid',
		visual: 'FAFSA • CSS Profile • Scholarships',
		source: 'ad-financial-aid',
	},
]

export const specs = [
	{ format: 'Feed (square)', size: '1080 × 1080 px', ratio: '1:1', notes: 'Headline and price line must read at phone size.' },
	{ format: 'Story', size: '1080 × 1920 px', ratio: '9:16', notes: 'Keep text away from the top and bottom edges, where the app overlays controls.' },
	{ format: 'Link ad', size: '1200 × 628 px', ratio: '1.91:1', notes: 'Headline and description show under the image; the image carries one short line.' },
]

export const audienceNotes = [
	'Parents are the main buyers: lead with parent audiences and use the student-facing concepts for parents too.',
	'Platforms restrict ad targeting for users under 18 (Meta currently allows only age and location for teens), so do not rely on interest targeting to reach students.',
	'Time the senior-deadline and financial-aid concepts for late summer through the fall; the whole-plan and micro-task concepts can run year-round.',
	'Interest ideas for adults: college admissions, financial aid, scholarships, SAT and ACT prep, parenting teenagers.',
	'Never imply guaranteed admission or aid, and say “typically” for dates that vary by college.',
	'Every ad links to signup with its own source (shown under each concept) so results can be compared.',
]
