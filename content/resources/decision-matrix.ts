// Copy for /resources/decision-matrix. Default criteria can be edited here.

export const decisionMatrixContent = {
	meta: {
		title: 'College Decision Matrix: Compare Colleges Side by Side',
		description:
			'Compare up to five colleges on the things that matter to you. Weight each criterion, score each college from 1 to 5 and see them ranked.',
	},
	hero: {
		eyebrow: 'Free tool',
		title: 'College decision matrix',
		description: 'Turn a hard choice into a clear comparison: decide what matters, score each college, and let the math show you where you stand.',
	},
	defaultCriteria: ['Cost after aid', 'Academics / my major', 'Location', 'Size', 'Campus feel', 'Career outcomes'],
	howTo: {
		title: 'How it works',
		steps: [
			{ title: 'Set your criteria', text: 'Keep the defaults or rename, add and remove them. Give each a weight from 1 (nice to have) to 5 (essential).' },
			{ title: 'Score each college', text: 'Add up to five colleges and score each one from 1 (poor) to 5 (excellent) on every criterion.' },
			{ title: 'Read the ranking', text: 'Each total is the sum of weight × score. The ranking updates as you type and is saved in this browser.' },
		],
	},
	matrix: {
		title: 'Your matrix',
		intro: 'Everything stays on this device (saved in your browser’s local storage). Nothing is sent to Northstar.',
		resetLabel: 'Start over',
		resetConfirm: 'Clear your matrix and start over?',
	},
	results: {
		title: 'Ranking',
		unnamed: 'Unnamed college',
		note: 'A close result is a signal to visit, talk to students or compare aid offers again — not a verdict. If the winner feels wrong, ask which weight you would change, and why.',
	},
	noJs: {
		title: 'Using the matrix without JavaScript or on paper',
		text: 'If the interactive table doesn’t work in your browser, draw the same grid on paper or in a spreadsheet: list your criteria down the left, write a weight from 1 to 5 next to each, put up to five colleges across the top, and score each college 1 to 5 on each criterion. Multiply each score by that row’s weight, add up each college’s column, and rank the colleges by their totals.',
	},
	related: [
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'Get the “cost after aid” numbers to score.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges to add to your matrix.' },
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'See how you compare academically.' },
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Track decision and deposit deadlines.' },
	],
	cta: {
		title: 'Keep your whole college list in one place',
		text: 'Northstar saves your colleges, notes, deadlines and aid offers across devices.',
		label: 'Create a free account',
	},
} as const
