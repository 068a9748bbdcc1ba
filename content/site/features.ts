// The /features page's copy: the feature groups (each a section of the page,
// in order), who can do what, the free tools and the FAQ.

export interface FeatureGroup {
	id: string
	/** Its name in the "On this page" links. */
	short: string
	title: string
	intro: string
	items: string[]
	links?: Array<{ href: string; label: string }>
}

/**
 * spec §1: "The tracker covers 20+ colleges", said where the college list is
 * described, and true of a list that holds up to `collegeListLimit`.
 */
export function featureGroups({ collegeListLimit }: { collegeListLimit: number }): FeatureGroup[] {
	return [
		{
			id: 'plan',
			short: 'Plan & reminders',
			title: 'Plan, tasks and reminders',
			intro:
				'A plan of tasks and deadlines built from your student’s grade, goals and colleges, from 9th grade to move-in day.',
			items: [
				'Every task and deadline in one list, ordered by what is due next, so nobody has to keep the plan in their head.',
				'Daily micro-tasks: 1 to 3 items, each 15 minutes or less, so progress fits around homework, practice and work.',
				'Reminders for the student and for parents before each deadline.',
				'This admissions cycle’s key dates built in: the Common App opens August 1, the FAFSA about October 1, the CSS Profile October 1, Early Action and Early Decision deadlines typically November 1 or 15, Regular Decision typically January 1–15, and National College Decision Day on May 1.',
				'PSAT, SAT, ACT and AP dates, registrations and scores, with a study timeline for each test.',
			],
			links: [{ href: '/grades', label: 'What matters in each grade' }],
		},
		{
			id: 'colleges',
			short: 'College list',
			title: 'A college list sorted into reach, target and safety',
			intro:
				'Build a balanced list from the U.S. Department of Education’s College Scorecard catalog, and see each college’s costs and outcomes next to its deadlines.',
			items: [
				`The tracker covers 20+ colleges: one list holds up to ${collegeListLimit}, each with its fit, deadlines and application status.`,
				'Find colleges in the College Scorecard catalog and add them to the list.',
				'Each college sorted into reach, target or safety by comparing the student’s grades and scores with the college’s admitted students.',
				'Costs and outcomes from the Scorecard beside every college, so cost is part of the list from the start.',
				'Each college’s deadlines, application platform and aid forms on one row.',
				'GPA tools to keep the student’s grades current as each term ends.',
			],
			links: [
				{ href: '/tools/college-match', label: 'Try the college-match quiz' },
				{ href: '/tools/gpa-calculator', label: 'GPA calculator' },
			],
		},
		{
			id: 'applications',
			short: 'Applications & essays',
			title: 'Applications and essays, with Common App and Coalition help',
			intro: 'Every application, essay and recommendation tracked from first draft to submitted.',
			items: [
				'One tracker for every application: platform, plan (Early Action, Early Decision or Regular Decision), deadline and status.',
				'Essays: the personal essay (up to 650 words on the Common App) and each college’s supplements, with drafts and status. A student can keep an essay private from counselors.',
				'Recommendations: who is writing, when they were asked, and when they submitted.',
				'Common App help: the Common App is used by 900+ colleges and has 7 sections; we walk through each one, including the activities list and its 150-character descriptions.',
				'Coalition help: the Coalition on Scoir has 150+ member schools; we show which colleges on the list accept it and what it asks for.',
			],
			links: [
				{ href: '/common-app', label: 'Common App guide' },
				{ href: '/coalition', label: 'Coalition guide' },
			],
		},
		{
			id: 'documents',
			short: 'Documents',
			title: 'A document vault',
			intro: 'The papers college applications and aid forms ask for, kept in one place the family can reach.',
			items: [
				'Transcripts, test score reports, a résumé or activities record, essay drafts, award letters and the records aid forms ask for.',
				'Documents follow the family’s sharing settings, section by section.',
				'A student can mark a document private from counselors.',
			],
		},
		{
			id: 'money',
			short: 'Scholarships & aid',
			title: 'Scholarships, FAFSA and CSS Profile',
			intro: 'Guidance for paying for college, from the first cost estimate to comparing aid offers.',
			items: [
				'The FAFSA step by step: the StudentAid.gov accounts student and parent each need, what to gather, and the date it opens (about October 1).',
				'The CSS Profile: which colleges on the list ask for it, and its opening date (October 1).',
				'Each college’s priority aid deadline on the plan, since it can come before the application deadline.',
				'Scholarships tracked with their deadlines and requirements.',
				'Aid offers compared side by side: grants and scholarships, loans and work-study kept apart, so the real cost is clear.',
			],
			links: [{ href: '/tools/cost-calculator', label: 'Cost calculator' }],
		},
		{
			id: 'family',
			short: 'Family view',
			title: 'A family view, and you decide who sees what',
			intro:
				'Parents follow a student’s progress, and the account owner decides who sees each part of it. A parent with more than one student sees each one’s week at a glance.',
			items: [
				'The family view: this week’s tasks, the next deadlines and what changed since your last visit, for each student you follow.',
				'Invite a co-parent, the student or a counselor by email. Invitations expire after 7 days if unused.',
				'Sharing is set section by section: tasks, tests, colleges, applications, documents, financial aid, scholarships, contacts and the assistant.',
				'Every invitation, role change and sharing change is recorded, and the owner can review the log.',
			],
		},
		{
			id: 'assistant',
			short: 'Assistant',
			title: 'The Northstar assistant',
			intro: 'An AI assistant that keeps the plan current, so the plan is never out of date.',
			items: [
				'Keeps the plan current as tasks are done, dates change and colleges are added.',
				'Answers questions about the plan, deadlines, essays and aid in plain language.',
				'Sees only what the family’s sharing settings allow.',
				'Cannot be turned off: it is what keeps the plan up to date. Its suggestions are guidance, not admissions advice, and decisions stay with the family.',
			],
		},
	]
}

/** Who can do what on a student account (the family section's table). */
export const roles = [
	{ role: 'Owner', who: 'The parent or guardian who created the account', can: 'Everything, including billing, members and sharing' },
	{ role: 'Parent', who: 'A co-parent or guardian the owner invites', can: 'Everything except billing and managing members' },
	{ role: 'Student', who: 'The student, 13 or older', can: 'Their own plan, list, applications and documents' },
	{ role: 'Counselor', who: 'A school or independent counselor', can: 'Read-only, and only the sections the family shares' },
]

/** Open to everyone, with no account. */
export const freeTools = [
	{
		title: 'GPA calculator',
		text: 'Weighted and unweighted GPA, and the GPA needed to reach a goal.',
		link: { href: '/tools/gpa-calculator', label: 'Open the GPA calculator' },
	},
	{
		title: 'College-match quiz',
		text: 'Turn what the student wants into a first set of colleges.',
		link: { href: '/tools/college-match', label: 'Take the college-match quiz' },
	},
	{
		title: 'Timeline builder',
		text: 'A dated timeline from today to the student’s deadlines.',
		link: { href: '/tools/timeline-builder', label: 'Build a timeline' },
	},
	{
		title: 'Cost calculator',
		text: 'Compare what colleges would likely cost after grants.',
		link: { href: '/tools/cost-calculator', label: 'Compare costs' },
	},
	{
		title: 'Resource guides',
		text: 'Guides on essays, financial aid, testing, leadership and more.',
		link: { href: '/resources', label: 'Browse the guides' },
	},
	{
		title: 'The blog',
		text: 'Deadlines, money, applications and parent guides.',
		link: { href: '/blog', label: 'Read the blog' },
	},
]

export const faq: Array<{ question: string; answer: string }> = [
	{
		question: 'Can the assistant be turned off?',
		answer:
			'No. The assistant is what keeps the plan current as tasks are done and dates change. It only sees what your family’s sharing settings allow, and nothing it sees is shared beyond them.',
	},
	{
		question: 'Does a counselor see everything?',
		answer:
			'No. A counselor is read-only and sees only the sections the account owner shares. A student can also keep a particular essay or document private from counselors.',
	},
	{
		question: 'Do we need a subscription for each student?',
		answer:
			'Yes. Each student has their own plan, list and documents, so each student account needs its own subscription. A parent can follow several students from one login.',
	},
	{
		question: 'Can a student younger than 13 have a login?',
		answer:
			'No. Students must be 13 or older to hold their own login. A parent can create the account and manage the plan for a younger student.',
	},
]
