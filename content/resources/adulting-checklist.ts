import type { ChecklistGroup } from '#app/features/resources/checklists'

// Content for /resources/adulting-checklist. Ids must stay unique and stable.

export const meta = {
	title: 'Adulting Checklist Before College',
	description:
		'Everything to sort out before you leave for college: a checking account and budget, health insurance and immunization records, important documents, laundry and cooking basics, safety and roommates.',
}

export const hero = {
	eyebrow: 'Before college',
	title: 'The adulting checklist',
	description:
		'The practical things nobody grades you on but everyone needs: money, health, documents, daily life, safety and living with other people. Work through it over the summer before college.',
}

export const checklist: ChecklistGroup[] = [
	{
		id: 'banking',
		title: 'Banking and money',
		items: [
			{ id: 'checking', text: 'Open a checking account (look for no monthly fees and ATMs near campus)', due: 'Early summer' },
			{ id: 'debit', text: 'Get a debit card, set a PIN and turn on low-balance and purchase alerts' },
			{ id: 'overdraft', text: 'Ask how overdraft works on your account and opt out of overdraft coverage if you can' },
			{ id: 'budget', text: 'Write a simple monthly budget: money in (job, family, refunds) and money out (food, books, transportation, fun)' },
			{ id: 'aid-money', text: 'Learn when your financial aid posts and how any refund reaches you', due: 'Before the term starts' },
			{ id: 'payment-apps', text: 'Only send money through payment apps to people you know' },
		],
	},
	{
		id: 'health',
		title: 'Health',
		items: [
			{ id: 'insurance', text: 'Carry your health insurance card (or a photo of both sides) and know whether you are on a family plan or the college’s plan' },
			{ id: 'immunizations', text: 'Get a copy of your immunization records and submit any your college requires', due: 'By the college’s deadline' },
			{ id: 'prescriptions', text: 'Move prescriptions to a pharmacy near campus or set up mail order, and know how to get refills' },
			{ id: 'health-center', text: 'Find the campus health center and counseling center: location, hours, and what to do after hours' },
			{ id: 'doctor', text: 'Have a check-up before you leave and keep your doctor’s contact information' },
			{ id: '988', text: 'Save 988 (the Suicide & Crisis Lifeline — call or text) and your campus counseling number in your phone' },
		],
	},
	{
		id: 'documents',
		title: 'Documents',
		items: [
			{ id: 'photo-id', text: 'Bring a government photo ID (driver’s license, state ID or passport)' },
			{ id: 'ssn', text: 'Know your Social Security number; keep the card itself stored safely at home, not in your wallet' },
			{ id: 'fsa-id', text: 'Store your StudentAid.gov account (FSA ID) username and password somewhere secure — you need it every year for the FAFSA' },
			{ id: 'copies', text: 'Keep secure digital copies of key documents and your insurance card' },
			{ id: 'portal', text: 'Set up your college portal, email and two-factor authentication' },
		],
	},
	{
		id: 'daily-life',
		title: 'Laundry and cooking',
		items: [
			{ id: 'laundry', text: 'Do a full load of laundry yourself: read care labels, separate colors, use the right amount of detergent, clean the lint trap' },
			{ id: 'meals', text: 'Learn to make three simple, cheap meals' },
			{ id: 'food-safety', text: 'Learn basic food safety: refrigerate leftovers promptly and check dates' },
			{ id: 'groceries', text: 'Plan a grocery trip on a budget' },
			{ id: 'meal-plan', text: 'Understand your meal plan: how many swipes, what they cover, and when they reset' },
		],
	},
	{
		id: 'safety',
		title: 'Safety',
		items: [
			{ id: 'campus-police', text: 'Save the campus police or safety phone number in your phone' },
			{ id: 'alerts', text: 'Sign up for your college’s emergency alerts' },
			{ id: 'escort', text: 'Find out whether your campus has a safe-walk or escort service at night' },
			{ id: 'lock', text: 'Lock your room, and never prop open residence hall doors' },
			{ id: 'buddy', text: 'Agree on a check-in plan with friends when going out' },
		],
	},
	{
		id: 'roommates',
		title: 'Roommates and communication',
		items: [
			{ id: 'reach-out', text: 'Contact your roommate before move-in and agree who brings shared items', due: 'Summer' },
			{ id: 'agreement', text: 'Fill out a roommate agreement together: sleep, study time, guests, cleaning, borrowing' },
			{ id: 'talk-early', text: 'Raise small problems early and in person, before they grow' },
			{ id: 'ra', text: 'Know your resident assistant (RA) and when to ask them for help' },
			{ id: 'family-plan', text: 'Agree with your family how often you will check in' },
		],
	},
]
