import type { Guide } from './types'

export const guide: Guide = {
	slug: 'financial-aid',
	title: 'Financial Aid Guide: FAFSA, CSS Profile, Aid Offers and Appeals',
	description:
		'FAFSA and Student Aid Index, CSS Profile, net price calculators, grants, scholarships, work-study and loans, comparing aid offers and appealing.',
	intro:
		'The price on a college’s website is rarely what a family pays. Financial aid can change the picture completely, but only if you file the right forms on time. Here is how the process works, step by step.',
	sections: [
		{
			id: 'fafsa',
			heading: 'The FAFSA',
			paragraphs: [
				'The Free Application for Federal Student Aid (FAFSA) is the form for federal aid, including Pell Grants, federal work-study and federal student loans. Most states and many colleges also use it for their own aid. It is free to file at StudentAid.gov; never pay a website to submit it.',
				'The FAFSA typically opens around October 1 of senior year for the following school year, though the launch date has shifted in some recent years. It uses tax information from two years earlier (“prior-prior year”), so families can usually file as soon as it opens.',
				'The FAFSA calculates a Student Aid Index (SAI), a number colleges use to determine eligibility for need-based aid. The SAI is not the amount a family will pay; it is an index, and it can be as low as −1500.',
			],
			steps: [
				{ title: 'Create StudentAid.gov accounts (FSA IDs)', text: 'The student and each required contributor, typically a parent, need their own StudentAid.gov account. Create them a few weeks early; verification can take time.' },
				{ title: 'Gather documents', text: 'Social Security numbers if you have them, tax returns from two years earlier, and records of savings and investments.' },
				{ title: 'Fill in the student section and invite contributors', text: 'The student starts the form and invites the parent contributor, who completes their own section and gives consent to share federal tax information.' },
				{ title: 'List colleges and submit', text: 'Add every college you are considering, even ones you have not applied to yet. You can add colleges later.' },
				{ title: 'Watch deadlines', text: 'States and colleges set their own FAFSA deadlines, and some state aid is limited, so file as early as you can.' },
			],
		},
		{
			id: 'css-profile',
			heading: 'The CSS Profile',
			paragraphs: [
				'The CSS Profile is a separate application run by the College Board and used by hundreds of colleges, mostly private, to award their own institutional aid. It typically opens on October 1.',
				'The CSS Profile asks more detailed questions than the FAFSA, for example about home equity or business assets, and some colleges require information from a noncustodial parent. There is a fee for each college the Profile is sent to, but fee waivers are available for students who qualify. Check each college’s financial aid website to see whether it requires the Profile and by when.',
			],
		},
		{
			id: 'net-price',
			heading: 'Use net price calculators early',
			paragraphs: [
				'Every college that takes part in federal aid programs must post a net price calculator on its website. It estimates what your family would pay after grants and scholarships, based on your income and assets. Try it for each college on your list in junior year, before you apply, so cost is part of building the list rather than a surprise in April.',
				'For a quick estimate in one place, try Northstar’s [financial aid calculator](/resources/financial-aid-calculator).',
			],
		},
		{
			id: 'types-of-aid',
			heading: 'Types of aid',
			table: {
				caption: 'Main types of financial aid',
				columns: ['Type', 'Examples', 'Do you pay it back?'],
				rows: [
					['Grants', 'Federal Pell Grant, state grants, college grants based on need', 'No'],
					['Scholarships', 'College merit scholarships, private and local scholarships from community groups and employers', 'No, as long as you meet the terms (such as a minimum GPA)'],
					['Work-study', 'Federal Work-Study or college work programs: part-time jobs, usually on campus', 'No, but you must work the hours to earn it'],
					['Federal student loans', 'Direct Subsidized and Unsubsidized Loans in the student’s name', 'Yes, with interest; subsidized loans do not build interest while the student is enrolled at least half time'],
					['Parent and private loans', 'Federal Parent PLUS Loans; loans from banks and other private lenders', 'Yes, with interest; compare federal options before private ones'],
				],
			},
		},
		{
			id: 'comparing-offers',
			heading: 'Comparing aid offers',
			paragraphs: [
				'Aid offers (sometimes called award letters) arrive in the spring with or after admission decisions, and each college formats them differently. Put them side by side in the same format.',
			],
			bullets: [
				'Start with the full cost of attendance: tuition, fees, housing, food, books, transportation and personal costs.',
				'Subtract only grants and scholarships (“gift aid”) to find the net price.',
				'List loans and work-study separately; they are help paying, not discounts.',
				'Check whether each scholarship renews every year and what it requires.',
				'Estimate total cost over four years, not just the first year.',
				'The [college decision matrix](/resources/decision-matrix) and [ROI calculator](/resources/roi-calculator) can help you weigh cost against fit and outcomes.',
			],
		},
		{
			id: 'appealing',
			heading: 'Appealing an aid offer',
			paragraphs: [
				'If your family’s situation has changed since the tax year the FAFSA used, such as a job loss, reduced income, medical costs or a divorce, you can ask the financial aid office to review your aid. This is often called a professional judgment review or an appeal.',
			],
			steps: [
				{ title: 'Contact the financial aid office', text: 'Ask how the college handles appeals and whether it has a form.' },
				{ title: 'Explain clearly and politely', text: 'Describe what changed, with numbers, and what you are asking for.' },
				{ title: 'Send documents', text: 'Include proof such as termination letters, medical bills or recent pay statements.' },
				{ title: 'Mention competing offers if relevant', text: 'Some colleges will review an offer in light of a better offer from a similar college; others do not. It is fine to ask.' },
			],
		},
	],
	related: [
		{ label: 'Financial aid calculator', href: '/resources/financial-aid-calculator' },
		{ label: 'College ROI calculator', href: '/resources/roi-calculator' },
		{ label: 'College decision matrix', href: '/resources/decision-matrix' },
		{ label: 'College exploration guide', href: '/resources/college-exploration' },
	],
	cta: {
		title: 'Never miss a financial aid deadline',
		text: 'Northstar puts FAFSA, CSS Profile and scholarship deadlines in your family’s plan, with reminders for students and parents.',
	},
}
