// Copy for /resources/financial-aid-calculator. The formula and its
// approximate tables live in app/features/resources/financial-aid-calculator.ts.

export const financialAidCalculatorContent = {
	meta: {
		title: 'Student Aid Index (SAI) Estimator for Dependent Students',
		description:
			'A simple, clearly labelled approximation of the federal Student Aid Index for dependent students, with a Pell Grant note. File the FAFSA for your real SAI.',
	},
	hero: {
		eyebrow: 'Free estimator',
		title: 'Student Aid Index (SAI) estimator',
		description: 'Get a rough idea of your Student Aid Index before you file the FAFSA, and see how income and savings move it.',
	},
	warning: {
		title: 'This is an approximation, not the federal formula',
		text: 'File the FAFSA (it opens about October 1 each year) for your real number. Your SAI comes only from the FAFSA; colleges use it, and sometimes their own forms, to build your aid offer.',
	},
	form: {
		title: 'Your family’s numbers',
		intro: 'Use the most recent tax return the FAFSA asks about. Leave an amount blank if it is zero.',
		fields: {
			parentAgi: { label: 'Parents’ adjusted gross income (AGI)', hint: 'From the parents’ federal tax return.' },
			householdSize: { label: 'Household size', hint: 'Student, parents, and others the parents support.' },
			numberInCollege: { label: 'Number in college next year', hint: 'Including the student.' },
			parentAssets: { label: 'Parents’ assets', hint: 'Cash, savings, investments. Exclude retirement accounts and the home you live in.' },
			studentIncome: { label: 'Student’s income', hint: 'From the student’s tax return or W-2s.' },
			studentAssets: { label: 'Student’s assets', hint: 'Cash, savings and investments in the student’s name.' },
		},
		submit: 'Estimate my SAI',
	},
	result: {
		title: 'Your estimate',
		rangeLabel: 'Estimated SAI range',
		pointLabel: 'Middle of the range',
		pell: {
			likely: 'An SAI of 0 or below usually points toward the maximum Pell Grant. Eligibility also depends on other FAFSA answers.',
			possible:
				'An SAI below the maximum Pell Grant ($7,395 for 2024–25 and 2025–26) may mean a partial Pell Grant. The FAFSA decides.',
			unlikely: 'An SAI at this level is unlikely to qualify for a Pell Grant, but you can still get other aid. Colleges give their own grants and scholarships too.',
		},
		numberInCollege:
			'Since the 2024–25 FAFSA, the federal formula no longer divides the parent contribution among siblings in college. Some colleges’ own aid formulas still consider it, so tell them.',
		breakdownTitle: 'How this estimate was built',
	},
	formula: {
		title: 'The simplified formula',
		intro: 'Each step is a simplification of the real federal formula, which has many more parts.',
		steps: [
			'Available income = parents’ AGI − an income protection allowance by household size (an approximate table: 2 people $23,000; 3 $29,000; 4 $36,000; 5 $42,000; 6 $50,000; about $5,600 more per extra person) − estimated taxes of 15% of AGI.',
			'Contribution from parents’ assets = 12% of assets above $10,000.',
			'Adjusted available income = available income + contribution from assets.',
			'Parent contribution = adjusted available income taxed on a graduated scale from 22% to 47%.',
			'Student contribution = 50% of student income above $11,510 plus 20% of student assets.',
			'SAI = parent contribution + student contribution, and never lower than −1,500. The range shown is ± $1,000 or 15%, whichever is larger.',
		],
	},
	nextSteps: {
		title: 'What to do next',
		items: [
			'Create your StudentAid.gov account (student and a parent each need one) before the FAFSA opens.',
			'File the FAFSA as soon as you can after it opens — some state and college aid is first come, first served.',
			'Try each college’s net price calculator: it uses the college’s own aid rules.',
			'Check whether your colleges also require the CSS Profile.',
		],
		guideLink: { href: '/resources/financial-aid', label: 'Read the financial aid guide' },
	},
	related: [
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'Turn an aid estimate into a budget.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges that meet your needs.' },
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Put FAFSA and CSS dates on your calendar.' },
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'Merit aid often looks at GPA.' },
	],
	cta: {
		title: 'Never miss an aid deadline',
		text: 'Northstar reminds you about the FAFSA, the CSS Profile and each college’s priority dates.',
		label: 'Create a free account',
	},
} as const
