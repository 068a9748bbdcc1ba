// Copy for /resources/roi-calculator. The numbers come from the colleges
// table (College Scorecard); the arithmetic is in app/features/resources/roi-calculator.ts.

export const roiCalculatorContent = {
	meta: {
		title: 'College ROI Calculator: Net Cost, Debt and Earnings',
		description:
			'Look up a college’s net price for your family’s income, median debt and median earnings 10 years after entry from the College Scorecard, with a rough payback illustration.',
	},
	hero: {
		eyebrow: 'Free tool',
		title: 'College ROI calculator',
		description:
			'See what a college might cost your family over four to six years and how that compares with what its former students typically earn and borrow.',
	},
	search: {
		title: '1. Find a college',
		intro: 'Search by name, then choose the college from the results.',
		label: 'College name',
		hint: 'For example “State University” or part of a name.',
		noResults: 'No colleges matched that search. Try a shorter or different part of the name.',
		tooShort: 'Enter at least two letters to search.',
	},
	options: {
		title: '2. Your situation',
		incomeLabel: 'Family income (household)',
		incomeUnsure: 'Not sure / show the average net price',
		yearsLabel: 'Years to finish',
		yearsHint: 'Many students take longer than four years; change this to see the effect.',
	},
	results: {
		title: '3. The numbers',
		netPriceBracket: 'Average net price for families in your income range (cost after grants and scholarships), per year',
		netPriceAverage: 'Average net price for all aided students, per year (your income range is not reported or not chosen)',
		totalNetCost: 'Estimated total net cost',
		medianDebt: 'Median federal debt of students who finished',
		medianEarnings: 'Median earnings 10 years after starting college',
		completionRate: 'Share of students who finish',
		costOfAttendance: 'Published cost of attendance, per year (before aid)',
		paybackTitle: 'Rough payback illustration',
		paybackExplainer:
			'If a graduate earning the median put 10% of their earnings above $30,000 toward the total net cost each year, it would take about this long to cover it. This is a rough illustration, not a prediction: it ignores interest, raises, taxes, living costs and your own major and career.',
		paybackNone: 'Can’t be illustrated: median earnings are not reported or are not above $30,000.',
	},
	credit: 'Data: U.S. Department of Education, College Scorecard. Figures are institution-wide medians and averages, not a quote for you.',
	caveats: [
		'Net price is an average across students who received aid; your own price depends on the college’s aid offer. Each college’s net price calculator gives a personal estimate.',
		'Earnings and debt vary a great deal by major; the College Scorecard also reports them by field of study.',
		'“Not reported” means the College Scorecard has no value for that college, often because too few students were in the group.',
	],
	related: [
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'Build a fuller budget for one college.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges that fit you.' },
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'Check where you stand academically.' },
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Plan aid and application deadlines.' },
	],
	cta: {
		title: 'Compare costs across your whole college list',
		text: 'Northstar keeps your list, deadlines and aid documents in one place.',
		label: 'Create a free account',
	},
} as const
