import type { Guide } from './types'

export const guide: Guide = {
	slug: 'leadership-opportunities',
	title: 'Leadership Opportunities in High School: Where to Find Them',
	description:
		'Kinds of high school leadership, from club officer and team captain to jobs and family responsibilities, and how to find and grow into a role.',
	intro:
		'Leadership is not only a title. Colleges look for students who take responsibility, make something better and help others do their best. Here are the many forms that can take, and how to find one that fits.',
	sections: [
		{
			id: 'what-counts',
			heading: 'What counts as leadership',
			paragraphs: [
				'Leadership means taking responsibility for people, a project or an outcome. Elected positions are one kind; so is training new team members, running a fundraiser, organizing a study group or keeping a household running. Admissions readers generally care more about what you did and what changed than about the title itself.',
			],
		},
		{
			id: 'kinds',
			heading: 'Kinds of leadership in high school',
			table: {
				caption: 'Common leadership roles and what they show',
				columns: ['Role', 'Examples', 'What it can show'],
				rows: [
					['Club officer', 'President, treasurer, secretary, event chair of a school club', 'Organizing people, running meetings, managing a budget'],
					['Team captain or section leader', 'Sports captain, band section leader, debate team lead', 'Setting an example, motivating others, coaching younger members'],
					['Student government', 'Class officer, student council representative, school board student member', 'Representing others, working with adults, following through on promises'],
					['Founding something', 'Starting a club, tutoring program, small business, app or community event', 'Initiative, planning, building from nothing'],
					['Jobs', 'Shift lead, trainer of new hires, or any job held for a long time', 'Reliability, responsibility, trust from an employer'],
					['Family responsibilities', 'Caring for siblings or relatives, translating for family, contributing income', 'Maturity, time management, commitment; colleges count these as real responsibilities'],
					['Community service leadership', 'Organizing a drive, leading volunteers, coordinating a project with a nonprofit', 'Seeing a need and mobilizing others to meet it'],
				],
			},
		},
		{
			id: 'finding',
			heading: 'How to find opportunities',
			bullets: [
				'Start with what you already do. Most leadership roles go to people who have been involved and reliable for a while.',
				'Ask a coach, club adviser, teacher, manager or counselor what help they need. Many roles are informal and never get posted.',
				'Look beyond school: religious communities, libraries, youth councils, local nonprofits, scouting, 4-H and summer programs often need student leaders.',
				'If something you care about does not exist, consider starting it, even at a small scale.',
				'Use the [activity finder](/resources/activity-finder) to find activities that match your interests.',
			],
		},
		{
			id: 'growing',
			heading: 'Growing into a leadership role',
			steps: [
				{ title: 'Grades 9–10: show up and commit', text: 'Join a few activities you enjoy and stay with them. Be the person who arrives on time and helps out.' },
				{ title: 'Take on a small job', text: 'Volunteer to run one event, manage the group chat, track the budget or welcome new members. Small responsibilities lead to bigger ones.' },
				{ title: 'Grades 10–11: step up', text: 'Run for an officer position, apply to be captain, or take charge of a project. If you are not elected, ask to lead a committee instead.' },
				{ title: 'Grades 11–12: leave it better', text: 'Set a goal for your group, work toward it, and train the students who will take over after you.' },
			],
		},
		{
			id: 'keep-track',
			heading: 'Keep track as you go',
			paragraphs: [
				'Write down what you did and what changed while it is fresh: numbers of people involved, money raised, events held, hours worked, problems solved. These notes make it far easier to write the activities section and essays later.',
				'For a printable list of ideas, [download the leadership opportunities checklist (PDF)](/downloads/leadership-opportunities-pdf).',
			],
		},
	],
	related: [
		{ label: 'Download the leadership opportunities checklist (PDF)', href: '/downloads/leadership-opportunities-pdf' },
		{ label: 'How to lead well and show it on applications', href: '/resources/leadership-guide' },
		{ label: 'Activity finder', href: '/resources/activity-finder' },
		{ label: 'Common App guide', href: '/resources/common-app' },
	],
	cta: {
		title: 'Plan your activities year by year',
		text: 'Northstar helps students choose activities, set leadership goals and keep a running record for applications.',
	},
}
