import type { Guide } from './types'

export const guide: Guide = {
	slug: 'common-app',
	title: 'Common App Quick Guide: Sections, Activities, Essay and Fee Waivers',
	description:
		'Common App essentials: 900+ colleges, 7 sections, 10 activities in 150 characters, the 650-word essay and its 7 prompts, recommenders and fee waivers.',
	intro:
		'The Common Application lets you fill in your information once and send it to 900+ colleges. This quick guide covers the essentials; the [full Common App guide](/common-app) goes section by section.',
	sections: [
		{
			id: 'what-it-is',
			heading: 'What the Common App is',
			paragraphs: [
				'The Common App is a single online application used by 900+ colleges in the US and abroad, public and private. You complete the shared parts once, then add each college’s own questions and supplemental essays.',
				'The new application year opens on August 1. Students can create an account earlier, for example in junior year, and most information rolls over when the new season opens.',
			],
		},
		{
			id: 'sections',
			heading: 'The 7 sections of the Common App',
			table: {
				caption: 'Sections of the Common App tab',
				columns: ['Section', 'What goes in it'],
				rows: [
					['Profile', 'Personal details, contact information, demographics, citizenship and fee waiver eligibility'],
					['Family', 'Household, parents or guardians, and siblings'],
					['Education', 'High school, courses in progress, grades and GPA as reported, class rank if any, honors, and community-based organizations'],
					['Testing', 'Self-reported test scores, if you choose or are required to share them'],
					['Activities', 'Up to 10 activities, including jobs and family responsibilities'],
					['Writing', 'The personal essay, the optional Additional Information section and other optional questions'],
					['Courses & Grades', 'Your full transcript, entered course by course; required only by some colleges'],
				],
			},
		},
		{
			id: 'activities',
			heading: 'Activities: 10 slots, 150 characters each',
			paragraphs: [
				'You can list up to 10 activities. Each has a position or title, the organization name, and a description of up to 150 characters, including spaces, plus grade levels, hours per week and weeks per year. Jobs, caring for family and independent projects count as activities.',
				'List the most important activities first and use action verbs and honest numbers. The [leadership guide](/resources/leadership-guide) has examples of strong and weak descriptions.',
			],
		},
		{
			id: 'essay',
			heading: 'The personal essay',
			paragraphs: [
				'Every student writes one personal essay of up to 650 words (with a minimum of 250) that goes to every college. There are 7 prompts, including one that lets you write on any topic you choose, so almost any good story fits. The prompts have stayed largely the same from year to year; check the Common App site when the new season opens.',
				'See the [college essay guide](/resources/essays) for brainstorming, structure and a timeline.',
			],
		},
		{
			id: 'recommenders',
			heading: 'Recommenders and school forms',
			bullets: [
				'Your school counselor typically submits a school report, your transcript and a counselor letter.',
				'Many colleges ask for one or two teacher recommendations, usually from junior-year teachers of core subjects. Some colleges require none.',
				'Some colleges accept an optional recommendation from a coach, employer or mentor.',
				'You invite recommenders inside the Common App after completing the FERPA release; most counselors advise waiving your right to see the letters.',
				'Ask recommenders in person, ideally at the end of junior year or early in the fall, and give them several weeks before your first deadline.',
			],
		},
		{
			id: 'fee-waivers',
			heading: 'Fees and fee waivers',
			paragraphs: [
				'Application fees are set by each college, and some colleges charge no fee. Students who meet the Common App’s fee waiver criteria, such as qualifying for free or reduced-price lunch, receiving an SAT or ACT fee waiver, or meeting other listed financial criteria, can indicate this in the Profile section. Your counselor then confirms eligibility, and the waiver applies to every Common App college you apply to.',
			],
		},
		{
			id: 'next-steps',
			heading: 'Next steps',
			steps: [
				{ title: 'Before August 1', text: 'Create an account, draft your activities list and start your personal essay over the summer.' },
				{ title: 'August–September', text: 'Fill in the Common App sections, add colleges to your list and invite recommenders.' },
				{ title: 'October–November', text: 'Finish supplements for early deadlines, which are typically November 1 or November 15.' },
				{ title: 'November–January', text: 'Complete Regular Decision applications; many deadlines typically fall in early January.' },
			],
		},
	],
	related: [
		{ label: 'Full Common App guide', href: '/common-app' },
		{ label: 'College essay guide', href: '/resources/essays' },
		{ label: 'Application tracker', href: '/resources/application-tracker' },
		{ label: 'Recommendation letter tracker', href: '/resources/rec-letter-tracker' },
	],
	cta: {
		title: 'Finish the Common App one step at a time',
		text: 'Northstar breaks every section, essay and recommendation request into weekly steps with reminders before each deadline.',
	},
}
