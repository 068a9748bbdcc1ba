import type { ChecklistGroup } from '#app/features/resources/checklists'

// Content for /resources/backup-plans. Ids must stay unique and stable.

export const meta = {
	title: 'College Backup Plans: Waitlists, Deferrals and Next Steps',
	description:
		'What to do when college plans change: waitlists and letters of continued interest, deferrals, options if you are not admitted anywhere, and how to appeal a financial aid offer.',
}

export const hero = {
	eyebrow: 'When plans change',
	title: 'Backup plans that work',
	description:
		'A waitlist, a deferral or a disappointing aid offer is not the end of the road. Here is what to do next, calmly and step by step.',
}

export const waitlist = [
	{ title: 'Accept your spot if you still want it', text: 'Colleges usually ask you to opt in to the waitlist by a date. If you do not respond, you are typically removed.' },
	{ title: 'Send a letter of continued interest', text: 'A short, specific letter: the college is still a top choice (say so only if it is true), what you have accomplished since applying, and why it fits.' },
	{ title: 'Secure a spot elsewhere by May 1', text: 'Waitlist decisions can come after May 1. Accept an offer and pay a deposit at another college so you have a place either way.' },
]

export const deferral = [
	{ title: 'Read the letter carefully', text: 'A deferral from Early Action or Early Decision usually means your application moves to the Regular Decision round. Note what the college asks for.' },
	{ title: 'Send a focused update', text: 'If the college accepts updates, send new grades, awards or achievements and a short note of continued interest.' },
	{ title: 'Keep applying elsewhere', text: 'Finish your Regular Decision applications on time. A deferral is a “not yet,” not a “no,” but plan as if you need other options.' },
]

export const noAdmits = [
	{ title: 'Rolling and late-deadline colleges', text: 'Many colleges accept applications into the spring and summer. NACAC publishes a College Openings Update each May listing colleges that still have space; your counselor can help.' },
	{ title: 'Community college and transfer', text: 'Start at a community college, earn strong grades in transferable courses, and transfer. Some states and colleges have transfer agreements or guaranteed-admission programs — ask about them before you enroll.' },
	{ title: 'A gap year with a plan', text: 'Work, volunteer or join a structured program, then reapply with a stronger application. Talk with your counselor about timing for next year’s deadlines.' },
]

export const aidAppeal = [
	{ title: 'Compare offers first', text: 'Compare the net cost (cost minus grants and scholarships) of each offer. Loans are not discounts.' },
	{ title: 'Ask about the process', text: 'Contact the financial aid office and ask how to request a review. Many call it a professional judgment or special circumstances review.' },
	{ title: 'Explain and document', text: 'Describe what changed or what the forms missed — a job loss, medical costs, a family change — and attach documents. Be polite and specific.' },
]

export const checklist: ChecklistGroup[] = [
	{
		id: 'waitlisted',
		title: 'If you are waitlisted',
		items: [
			{ id: 'opt-in', text: 'Opt in to the waitlist by the college’s deadline' },
			{ id: 'loci', text: 'Send a letter of continued interest with updates', due: 'Soon after you opt in' },
			{ id: 'deposit', text: 'Accept an offer and pay a deposit at another college', due: 'By May 1' },
		],
	},
	{
		id: 'deferred',
		title: 'If you are deferred',
		items: [
			{ id: 'read-instructions', text: 'Check what the college wants: updates, midyear grades, or nothing more' },
			{ id: 'midyear', text: 'Ask your counselor to send midyear grades if required', due: 'January–February' },
			{ id: 'rd-apps', text: 'Submit your other Regular Decision applications on time', due: 'Typically January 1–15' },
		],
	},
	{
		id: 'no-offers',
		title: 'If you have no offers yet',
		items: [
			{ id: 'counselor', text: 'Meet with your counselor right away' },
			{ id: 'openings', text: 'Look for colleges with rolling admission or late deadlines', link: { href: '/tools/college-match', label: 'College match' } },
			{ id: 'community-college', text: 'Check your local community college’s application and transfer agreements' },
			{ id: 'gap-year', text: 'If you choose a gap year, write down what you will do and when you will reapply', link: { href: '/tools/timeline-builder', label: 'Timeline builder' } },
		],
	},
	{
		id: 'aid',
		title: 'If the aid is not enough',
		items: [
			{ id: 'compare', text: 'Compare net costs across every offer' },
			{ id: 'contact', text: 'Contact the financial aid office and ask how to request a review' },
			{ id: 'documents', text: 'Send a clear letter with documents showing your situation', due: 'Before May 1 if you can' },
			{ id: 'fafsa', text: 'Make sure your FAFSA (and CSS Profile, if required) is complete and correct' },
		],
	},
]
