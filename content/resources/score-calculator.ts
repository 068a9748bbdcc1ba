// Copy for /resources/score-calculator. Editors: change text here; the
// concordance numbers live in app/features/resources/score-calculator.ts.

export const scoreCalculatorContent = {
	meta: {
		title: 'SAT to ACT Score Converter & Superscore Calculator',
		description:
			'Convert SAT and ACT scores with the official 2018 ACT/SAT concordance table, and estimate your SAT or ACT superscore from up to four test dates.',
	},
	hero: {
		eyebrow: 'Free tool',
		title: 'SAT ↔ ACT score converter and superscore calculator',
		description:
			'Compare an SAT total with an ACT composite using the official 2018 concordance tables, then see what your superscore might be across several test dates.',
	},
	converter: {
		title: 'Convert an SAT or ACT score',
		intro:
			'Choose the test you took and enter your score. SAT totals are matched to the ACT composite whose concordant SAT score is closest (ties go to the higher ACT).',
		estimateNote:
			'This is an estimate. Concordance tables compare score ranges, not individual performance, and colleges may read the two tests differently.',
		belowTable: 'The 2018 concordance table stops at ACT 9 (SAT 590), so this score is shown as “9 or lower”.',
		actBelowTable: 'The 2018 concordance table has no SAT equivalent for ACT composites below 9.',
	},
	satSuper: {
		title: 'SAT superscore',
		intro:
			'Enter the section scores from up to four SAT sittings. Leave unused sittings blank. Your superscore is your best Reading and Writing score plus your best Math score.',
	},
	actSuper: {
		title: 'ACT superscore',
		intro:
			'Enter the section scores from up to four ACT sittings. The superscore averages your best English, Math, Reading and Science scores and rounds to the nearest whole number (.5 rounds up), the way ACT calculates it.',
	},
	tips: {
		title: 'Using these numbers well',
		items: [
			{
				title: 'Check each college’s policy',
				text: 'Some colleges superscore, some ask for all scores, and some are test-optional or test-blind. Each college’s admissions website states its current policy.',
			},
			{
				title: 'Compare to a college’s middle 50%',
				text: 'Look up the range of scores of admitted students on a college’s website or the College Scorecard and see where your score falls.',
			},
			{
				title: 'Pick one test to focus on',
				text: 'Take a full-length practice test of each, convert the results here and put your prep time into the test where you score higher.',
			},
		],
	},
	source:
		'Source: the 2018 ACT/SAT concordance tables published jointly by ACT and the College Board. Superscores shown here are estimates; each college calculates its own.',
	related: [
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'Pair your scores with your GPA.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges where your scores fit.' },
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Plan test dates around your school year.' },
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'Estimate what each college could cost.' },
	],
	cta: {
		title: 'Keep your scores and test dates in one place',
		text: 'Northstar tracks your test plan, deadlines and college list together.',
		label: 'Create a free account',
	},
} as const
