import type { Guide } from './types'

export const guide: Guide = {
	slug: 'leadership-guide',
	title: 'How to Lead Well and Show It on College Applications',
	description:
		'How to lead with real impact and describe it in 150-character Common App activity descriptions and essays, with strong and weak examples.',
	intro:
		'A leadership title opens the door; what you do with it is what colleges want to read about. This guide covers how to lead with real impact and how to show it clearly in a few words.',
	sections: [
		{
			id: 'lead-well',
			heading: 'What good leadership looks like',
			bullets: [
				'You set a clear goal the group agrees on, such as more members, a better event or money for a cause.',
				'You share the work: give others real jobs and credit them for their part.',
				'You listen, especially to people who disagree or rarely speak up.',
				'You follow through on the unglamorous tasks, such as emails, schedules and cleanup.',
				'You leave the group stronger than you found it, including by training whoever comes next.',
			],
		},
		{
			id: 'projects',
			heading: 'Pick a project with visible impact',
			paragraphs: [
				'The easiest leadership to describe is a project with a beginning, a goal and a result. It does not have to be big; it has to be real.',
			],
			steps: [
				{ title: 'Spot a problem or need', text: 'Low club attendance, a gap in tutoring, a neighbor without internet access, a team with no fundraising plan.' },
				{ title: 'Set a measurable goal', text: 'For example, “recruit 10 new members,” “run a weekly homework help session” or “raise enough to cover tournament fees.”' },
				{ title: 'Recruit and organize people', text: 'Ask specific people for specific help. Keep a simple plan with who does what, by when.' },
				{ title: 'Measure and reflect', text: 'Count what changed and note what you would do differently. Both make strong material for applications.' },
			],
		},
		{
			id: 'activity-descriptions',
			heading: 'Writing Common App activity descriptions',
			paragraphs: [
				'The Common App activities section has room for up to 10 activities. For each, there is a short field for your position or leadership title, a field for the organization name, and a description of up to 150 characters, including spaces. That is about one long sentence, so every word must work.',
			],
			bullets: [
				'Lead with action verbs: organized, trained, founded, managed, recruited, coordinated.',
				'Include numbers where honest: people, hours, dollars, events, years.',
				'Show results, not only duties.',
				'Skip filler such as “I was responsible for” and “helped to”; fragments and semicolons are fine.',
				'Do not repeat the title or organization name; they already appear in their own fields.',
			],
		},
		{
			id: 'examples',
			heading: 'Strong and weak descriptions',
			table: {
				caption: 'Example activity descriptions (150 characters or fewer)',
				columns: ['Activity', 'Weak', 'Stronger'],
				rows: [
					['Robotics club president', 'I was the president of the robotics club and I ran meetings and helped with the robot.', 'Ran weekly meetings for 18 members; created build-team roles; recruited 6 freshmen; led team to first regional qualifier.'],
					['Grocery store cashier', 'Worked as a cashier at a grocery store.', 'Work 15 hrs/week during school year; trusted to open store on weekends; train new cashiers on register and customer service.'],
					['Caring for siblings', 'Watched my younger brothers.', 'Care for two brothers (ages 7, 10) daily after school: homework help, dinner, bedtime while parents work evening shifts.'],
					['Food drive organizer', 'Helped with a food drive.', 'Founded annual school food drive; coordinated 30 volunteers with local pantry; collected over 2,000 lbs in first year.'],
				],
			},
			paragraphs: [
				'The examples above are illustrations; use your own real details and numbers. Never exaggerate: counselors and recommenders may describe the same activities.',
			],
		},
		{
			id: 'essays',
			heading: 'Writing about leadership in essays',
			paragraphs: [
				'In an essay, leadership works best as a story about a moment, not a résumé. Pick one specific situation, such as a conflict on the team or a plan that failed, and show what you did, what you learned and how you changed.',
			],
			bullets: [
				'Start in the middle of a scene rather than with “I have always been a leader.”',
				'Show other people as real characters; good leaders notice others.',
				'Spend as much space on reflection (what it taught you) as on events.',
				'Quiet leadership, such as caring for family or mentoring one student, can make a stronger essay than a big title.',
				'See the [essay guide](/resources/essays) for brainstorming, structure and revision.',
			],
		},
		{
			id: 'recommendations',
			heading: 'Let others confirm it',
			paragraphs: [
				'Recommenders can back up your leadership with specifics you cannot say yourself. When you ask a teacher, coach or counselor for a letter, give them a short note listing your roles, projects and results. The [recommendation letter tracker](/resources/rec-letter-tracker) helps you keep those requests organized.',
			],
		},
	],
	related: [
		{ label: 'Leadership opportunities in high school', href: '/resources/leadership-opportunities' },
		{ label: 'College essay guide', href: '/resources/essays' },
		{ label: 'Common App guide', href: '/resources/common-app' },
		{ label: 'Recommendation letter tracker', href: '/resources/rec-letter-tracker' },
	],
	cta: {
		title: 'Keep a record of what you lead',
		text: 'Northstar keeps your activities, roles and results in one place, ready for the Common App activities section.',
	},
}
