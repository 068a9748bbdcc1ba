import type { Guide } from './types'

export const guide: Guide = {
	slug: 'psat-prep',
	title: 'PSAT/NMSQT Prep Guide: Scores, National Merit and Practice',
	description:
		'PSAT/NMSQT scoring, the National Merit Selection Index, short-session prep with free Bluebook and Khan Academy practice, and testing accommodations.',
	intro:
		'The PSAT/NMSQT is a practice SAT with one real prize attached: in October of junior year, it is the qualifying test for the National Merit Scholarship Program. Here is what it measures and how to prepare without overdoing it.',
	sections: [
		{
			id: 'what-it-is',
			heading: 'What the PSAT/NMSQT is',
			paragraphs: [
				'The PSAT/NMSQT (Preliminary SAT/National Merit Scholarship Qualifying Test) is given by high schools, typically in October. It is digital, taken in the College Board’s Bluebook app, and has the same structure as the SAT: a Reading and Writing section and a Math section, each split into two modules, for about 2 hours 14 minutes of testing. How a student does on the first module decides whether the second module is easier or harder.',
				'Colleges do not see PSAT scores, and they are not part of college applications. The score report is still useful: it shows which skills to work on before the SAT, and juniors’ scores are used to enter the National Merit Scholarship Program.',
				'Sophomores often take the PSAT/NMSQT in October or the PSAT 10 in spring as practice. Only the junior-year PSAT/NMSQT counts for National Merit. Students sign up through their high school, not directly with the College Board; homeschooled students typically arrange to test at a local school.',
			],
		},
		{
			id: 'scoring',
			heading: 'How the PSAT is scored',
			table: {
				caption: 'PSAT/NMSQT score ranges',
				columns: ['Score', 'Range', 'What it covers'],
				rows: [
					['Total score', '320–1520', 'Sum of the two section scores'],
					['Reading and Writing section', '160–760', 'Reading comprehension, words in context, grammar and editing'],
					['Math section', '160–760', 'Algebra, advanced math, problem solving and data analysis, geometry and trigonometry'],
					['National Merit Selection Index', '48–228', 'Used only by National Merit; calculated from the two section scores'],
				],
			},
			paragraphs: [
				'The PSAT tops out at 1520 rather than the SAT’s 1600 because it is designed for students a little earlier in high school. The score report also shows benchmarks that suggest whether a student is on track for college-level work, and percentiles that compare them with other test takers.',
			],
		},
		{
			id: 'national-merit',
			heading: 'National Merit and the Selection Index',
			paragraphs: [
				'The National Merit Scholarship Corporation (NMSC) does not use the total score. It uses a Selection Index, calculated from the two section scores with Reading and Writing counted twice: Selection Index = (2 × Reading and Writing score + Math score) ÷ 10.',
				'Example: a student with 700 in Reading and Writing and 680 in Math has a Selection Index of (2 × 700 + 680) ÷ 10 = 208. Because Reading and Writing is doubled, a 10-point gain there raises the index by 2 points, while a 10-point gain in Math raises it by 1.',
				'Qualifying cutoffs vary by state and by year. Semifinalist cutoffs are set state by state, and NMSC announces recognition in the fall of senior year, so there is no fixed score to aim for. Treat past cutoffs you find online as rough history, not a promise.',
			],
			bullets: [
				'To be considered, students must take the PSAT/NMSQT in the right year (typically grade 11) and meet NMSC’s other entry requirements listed in the PSAT/NMSQT student guide.',
				'A student who misses the junior-year test because of illness or another serious reason may be able to enter through NMSC’s alternate entry process; ask the school counselor and contact NMSC promptly.',
			],
		},
		{
			id: 'prep-plan',
			heading: 'A short-session prep plan',
			paragraphs: [
				'For most students, steady short practice beats long cram sessions. The free official tools are enough for most students: full-length practice tests in the Bluebook app and skill practice on Khan Academy’s official digital SAT prep, which covers the same skills as the PSAT.',
			],
			steps: [
				{
					title: 'Take a full practice test in Bluebook',
					text: 'Do it in one sitting, timed, on the device you will use on test day. This sets a baseline and gets you used to the app, the built-in Desmos calculator and the two-module format.',
				},
				{
					title: 'Pick two or three skills to fix',
					text: 'Use the practice test report to find the question types you miss most. Ignore the rest for now.',
				},
				{
					title: 'Practice 20–30 minutes, four or five days a week',
					text: 'Work on one skill per session on Khan Academy or with official practice questions. Review every mistake and write down why you missed it.',
				},
				{
					title: 'Take a second practice test two weeks before',
					text: 'Compare it with the first. Spend the final days on your weakest skills and on pacing.',
				},
				{
					title: 'Keep the last two days light',
					text: 'Do a little review, charge your device, check what to bring, and get a full night’s sleep before test day.',
				},
			],
		},
		{
			id: 'accommodations',
			heading: 'Testing accommodations',
			paragraphs: [
				'Students with a documented disability, such as ADHD, a learning disability or a medical condition, can request accommodations such as extended time or extra breaks through College Board Services for Students with Disabilities (SSD). Most requests go through the school’s SSD coordinator, often a counselor or 504/IEP coordinator.',
				'Start early. College Board review can take several weeks, so ask the school to submit the request well before the test date. Once approved, accommodations generally apply to the PSAT/NMSQT, SAT and AP Exams, so one approval covers all three.',
			],
		},
		{
			id: 'after-the-test',
			heading: 'After the test',
			bullets: [
				'Scores typically arrive in late fall through the school or the student’s College Board account.',
				'Use the score report to plan SAT prep; the skills are the same.',
				'If the student is a strong tester, the PSAT score is a good sign that the SAT may be worth taking seriously. If not, a test-optional strategy may fit better; see the [test prep timeline](/resources/test-prep-timeline).',
			],
		},
	],
	related: [
		{ label: 'SAT, ACT and PSAT test prep timeline', href: '/resources/test-prep-timeline' },
		{ label: 'SAT and ACT score calculator', href: '/resources/score-calculator' },
		{ label: 'Study skills that actually work', href: '/resources/study-skills' },
	],
	cta: {
		title: 'Prep in small, steady steps',
		text: 'Northstar schedules short PSAT and SAT practice sessions around the rest of your week and reminds you before test day.',
	},
}
