import type { ChecklistGroup } from '#app/features/resources/checklists'
import type { TrackerConfig } from '#app/features/resources/trackers'

// Content for /resources/college-list-builder. Ids must stay unique and stable.

export const meta = {
	title: 'College List Builder',
	description:
		'Build a balanced college list: 2–3 reach, 3–4 target and 2–3 safety schools, checked against net price calculators and visits. Includes a checklist and a free list tracker.',
}

export const hero = {
	eyebrow: 'College list',
	title: 'Build a balanced college list',
	description:
		'A good list has colleges where you are likely to be admitted, can afford to attend, and would be happy to go — not just famous names.',
}

export const balance = [
	{
		title: '2–3 reach schools',
		text: 'Colleges where your grades and scores are below the typical admitted student’s, or where admission is highly selective for everyone. Worth a shot, but not the plan.',
	},
	{
		title: '3–4 target schools',
		text: 'Colleges where your academic record sits in the middle of the range for admitted students. These are the heart of your list.',
	},
	{
		title: '2–3 safety schools',
		text: 'Colleges where you are very likely to be admitted and can afford to attend — and would genuinely be glad to go. Rolling-admission colleges can make good safeties.',
	},
]

export const steps = [
	{
		title: 'Start broad',
		text: 'List what matters to you: size, distance from home, majors, cost, setting, support services. Use college match to find schools that fit.',
	},
	{
		title: 'Check the real cost',
		text: 'Every college’s website has a net price calculator. Run it with your family’s numbers — the sticker price is often not what families pay.',
	},
	{
		title: 'Visit and narrow',
		text: 'Visit in person or virtually, talk to current students, and sort each college into reach, target or safety before you apply.',
	},
]

export const checklist: ChecklistGroup[] = [
	{
		id: 'explore',
		title: 'Explore',
		items: [
			{ id: 'priorities', text: 'Write down your top five priorities in a college', due: 'Junior year' },
			{ id: 'match', text: 'Get matches based on your interests and profile', link: { href: '/tools/college-match', label: 'College match' } },
			{ id: 'gpa', text: 'Know your current GPA so you can compare it with each college’s admitted students', link: { href: '/tools/gpa-calculator', label: 'GPA calculator' } },
			{ id: 'long-list', text: 'Build a long list of 15–20 colleges to research', due: 'Spring of junior year' },
		],
	},
	{
		id: 'research',
		title: 'Research',
		items: [
			{ id: 'npc', text: 'Run the net price calculator on each college’s website with a parent or guardian' },
			{ id: 'admitted', text: 'Compare your grades and test scores with each college’s recently admitted students (see its Common Data Set or admissions site)' },
			{ id: 'majors', text: 'Confirm each college offers the majors you are considering' },
			{ id: 'visit', text: 'Visit — in person, virtually, or at a college fair', due: 'Spring break and summer' },
		],
	},
	{
		id: 'finalize',
		title: 'Finalize',
		items: [
			{ id: 'sort', text: 'Label each college reach, target or safety' },
			{ id: 'balance', text: 'Check the balance: 2–3 reach, 3–4 target, 2–3 safety' },
			{ id: 'afford', text: 'Make sure at least one safety is affordable for your family' },
			{ id: 'counselor', text: 'Review the final list with your school counselor', due: 'Before senior year starts' },
		],
	},
]

export const tracker: TrackerConfig = {
	title: 'College list',
	rowNoun: 'college',
	columns: [
		{ key: 'college', label: 'College', type: 'text', placeholder: 'College name' },
		{ key: 'category', label: 'Reach, target or safety', type: 'select', options: ['Not sure yet', 'Reach', 'Target', 'Safety'] },
		{ key: 'netPrice', label: 'Net price per year ($)', type: 'number', placeholder: 'From its calculator' },
		{ key: 'why', label: 'Why it fits', type: 'text', placeholder: 'Major, size, location…' },
		{ key: 'visited', label: 'Visited?', type: 'checkbox' },
	],
}
