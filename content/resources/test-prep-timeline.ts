import type { Guide } from './types'

export const guide: Guide = {
	slug: 'test-prep-timeline',
	title: 'SAT, ACT and PSAT Test Prep Timeline by Grade',
	description:
		'When to take the PSAT 10, PSAT/NMSQT, SAT and ACT in grades 9–12, how many times to test, superscoring, test-optional policies and when to send scores.',
	intro:
		'A calm, grade-by-grade plan for standardized testing: which tests matter when, how many sittings make sense, and how to decide whether to send scores at all.',
	sections: [
		{
			id: 'the-tests',
			heading: 'The tests at a glance',
			paragraphs: [
				'Every US college that asks for a test score accepts the SAT and the ACT equally, so students can pick the one that suits them. The PSATs are practice versions of the SAT; colleges do not see PSAT scores, but the October PSAT/NMSQT of junior year is the entry point to the National Merit Scholarship Program.',
				'Formats and dates change from year to year, so confirm details on the College Board and ACT websites before registering.',
			],
			table: {
				caption: 'Main tests for college admission',
				columns: ['Test', 'Typically taken', 'Format', 'Scoring'],
				rows: [
					['PSAT 8/9', 'Grade 8 or 9, in school', 'Digital, in the Bluebook app', 'Practice only; not sent to colleges'],
					['PSAT 10', 'Spring of grade 10, in school', 'Digital, same structure as the PSAT/NMSQT', 'Practice only; does not count for National Merit'],
					['PSAT/NMSQT', 'October of grade 10 (practice) and grade 11 (counts)', 'Digital, about 2 hours 14 minutes', '320–1520; junior-year scores decide National Merit eligibility'],
					['SAT', 'Spring of grade 11 and fall of grade 12', 'Digital, about 2 hours 14 minutes, adaptive by module', '400–1600'],
					['ACT', 'Spring of grade 11 and fall of grade 12', 'Online or paper; core sections English, Math and Reading, with Science optional in the current format', 'Composite 1–36'],
				],
			},
		},
		{
			id: 'digital-sat',
			heading: 'How the digital SAT works',
			paragraphs: [
				'The SAT is taken on a laptop or tablet in the College Board’s Bluebook app and lasts about 2 hours 14 minutes, plus a short break. It has two sections, Reading and Writing and Math, and each section is split into two modules.',
				'The test is adaptive by module: how a student does on the first module of a section decides whether the second module is easier or harder. Questions inside a module are not adaptive, so students can skip around and come back within that module. A graphing calculator (Desmos) is built into the app and allowed on the whole Math section.',
				'Because the timing and the interface matter, the single best preparation step is to take full-length practice tests in Bluebook, which use the same format as test day.',
			],
		},
		{
			id: 'by-grade',
			heading: 'Timeline by grade',
			steps: [
				{
					title: 'Grade 9: build skills, not scores',
					text: 'Focus on strong reading habits and math classes. If your school offers the PSAT 8/9, treat it as a low-stakes look at the format. No test prep is needed yet.',
				},
				{
					title: 'Grade 10: take a first real look',
					text: 'Take the PSAT/NMSQT in October or the PSAT 10 in spring if your school offers it. Use the score report to spot weak skills. In the summer after grade 10, try one official SAT and one official ACT practice test to see which fits better.',
				},
				{
					title: 'Fall of grade 11: the PSAT/NMSQT counts',
					text: 'The October PSAT/NMSQT of junior year is the test that decides National Merit eligibility. A few weeks of short, regular practice beforehand is worth it, especially for strong testers.',
				},
				{
					title: 'Winter–spring of grade 11: first SAT or ACT',
					text: 'Plan a first official sitting between roughly December and March, after 8–12 weeks of steady prep. Schedule a second sitting in late spring (typically May or June) so there is time to improve.',
				},
				{
					title: 'Summer before grade 12: optional third try',
					text: 'If you want another attempt, prep over the summer and test in August or September. This keeps the fall free for applications.',
				},
				{
					title: 'Fall of grade 12: last chances and sending scores',
					text: 'October and November test dates are typically the last that reach early-deadline colleges in time; some colleges accept December scores for Regular Decision. Check each college’s policy before you count on a late date.',
				},
			],
		},
		{
			id: 'how-many-sittings',
			heading: 'How many times should you test?',
			paragraphs: [
				'Most students do well with two or three sittings. Many students improve on a second try once test-day nerves are gone; after a third sitting, more attempts rarely pay off as much as time spent on grades, activities and essays.',
			],
			bullets: [
				'Pick one test (SAT or ACT) and stick with it unless practice scores are clearly better on the other.',
				'Leave at least 6–8 weeks between sittings so there is time to practice the skills your last score report flagged.',
				'Stop testing when your score is in or above the middle range of admitted students at the colleges on your list.',
			],
		},
		{
			id: 'superscoring',
			heading: 'Superscoring and score choice',
			paragraphs: [
				'Superscoring means a college combines your best section scores from different test dates into one new total. Many colleges superscore the SAT, and a growing number superscore the ACT, but policies differ, so check each college’s admissions website.',
				'With SAT Score Choice, you can usually choose which test dates to send; the ACT also lets you choose which test dates to report. A few colleges ask applicants to send all scores, so read the rules before you hide a sitting.',
			],
		},
		{
			id: 'test-optional',
			heading: 'Test-optional, test-required and test-free',
			paragraphs: [
				'Colleges fall into three broad groups. Test-required colleges expect an SAT or ACT score from every applicant; several selective colleges have returned to requiring scores in recent years. Test-optional colleges let you decide whether to send a score. Test-free (or test-blind) colleges do not consider scores at all in admission decisions.',
				'At a test-optional college, a good rule of thumb is to send a score if it is at or above the middle of the college’s range for admitted students (often published in its Common Data Set or on its admissions site) and to leave it off if it is well below. Scores can still matter for merit scholarships, honors programs and course placement at some colleges, even when admission is test-optional.',
				'Policies change from one admissions cycle to the next. Check each college’s current policy in the spring of junior year and again before you apply.',
			],
		},
		{
			id: 'sending-scores',
			heading: 'When and how to send scores',
			bullets: [
				'When you register for the SAT, you can typically pick a few colleges to receive scores for free; choosing them later usually costs a fee per report. The ACT works in a similar way.',
				'Many colleges now accept self-reported scores on the application and ask for official score reports only if you enroll. Read each college’s testing page.',
				'Send official scores early enough to arrive before the deadline; delivery can take a week or more.',
				'Students who qualify for an SAT or ACT fee waiver typically also receive free score reports, and may qualify for college application fee waivers too.',
				'If you need testing accommodations, request them through your school well before registration deadlines; approval can take several weeks.',
			],
		},
	],
	related: [
		{ label: 'PSAT prep and National Merit guide', href: '/resources/psat-prep' },
		{ label: 'SAT and ACT score calculator', href: '/resources/score-calculator' },
		{ label: 'Study skills that actually work', href: '/resources/study-skills' },
		{ label: 'College application deadlines calendar', href: '/resources/deadlines-calendar' },
	],
	cta: {
		title: 'Put test dates in your plan',
		text: 'Northstar turns your test dates into weekly prep steps and reminds students and parents before each registration deadline.',
	},
}
