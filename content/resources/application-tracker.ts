import type { ChecklistGroup } from '#app/features/resources/checklists'
import type { TrackerConfig } from '#app/features/resources/trackers'

// Content for /resources/application-tracker. Ids must stay unique and stable.

export const meta = {
	title: 'College Application Tracker',
	description:
		'Track every college application in one table: plan (EA, ED, RD, rolling), deadline, platform, essays, recommendations, test scores, fees and status. Free, private, exportable to CSV.',
}

export const hero = {
	eyebrow: 'Applications',
	title: 'College application tracker',
	description:
		'One row per college, every moving part in view: plan, deadline, platform, essays, letters, scores, fees and status. It stays in your browser and exports to CSV.',
}

export const plans = [
	{ title: 'Early Action (EA)', text: 'Apply early (often November 1 or 15) and hear back early. Not binding — you can still compare offers and decide by May 1.' },
	{ title: 'Early Decision (ED)', text: 'Binding: if admitted, you agree to attend and withdraw other applications. Apply ED only to a clear first choice after checking its net price calculator.' },
	{ title: 'Early Decision II (ED II)', text: 'Also binding, with a later deadline — typically in January. Offered by some colleges that also have ED.' },
	{ title: 'Restrictive Early Action (REA)', text: 'Not binding, but limits where else you may apply early. Each college’s rules differ, so read them carefully.' },
	{ title: 'Regular Decision (RD)', text: 'The standard round: deadlines typically January 1–15, decisions typically by about April 1.' },
	{ title: 'Rolling admission', text: 'Applications are reviewed as they arrive until the class fills. Apply early — spots and aid can run out.' },
]

export const platforms = [
	{ title: 'Common App', text: 'Accepted by many colleges. One main essay and profile, plus each college’s own questions and supplements.' },
	{ title: 'Coalition App', text: 'Another shared application used by a smaller group of colleges. Check which platform each college accepts.' },
	{ title: 'The college’s own application', text: 'Some colleges and many public universities use their own portal. Note its login and any extra steps.' },
]

export const tips = [
	'Add colleges as soon as your list is set — you can invite recommenders only after a college is on your application.',
	'Sort by deadline every week and work on the earliest one first.',
	'Count an application as submitted only after the fee is paid (or a fee waiver is approved) and you get a confirmation.',
	'After you submit, log in to each college’s applicant portal to confirm transcripts, letters and scores arrived.',
	'If application fees are a barrier, ask your counselor about fee waivers — the Common App and many colleges offer them to eligible students.',
]

export const checklist: ChecklistGroup[] = [
	{
		id: 'setup',
		title: 'Set up',
		items: [
			{ id: 'final-list', text: 'Finalize your college list with reach, target and safety schools', due: 'Summer before senior year', link: { href: '/resources/college-list-builder', label: 'College list builder' } },
			{ id: 'accounts', text: 'Create your application account(s) and note each college’s platform', due: 'August of senior year' },
			{ id: 'deadlines', text: 'Enter every college, plan and deadline in the tracker below', due: 'August–September' },
		],
	},
	{
		id: 'materials',
		title: 'Materials',
		items: [
			{ id: 'main-essay', text: 'Draft and revise your main essay', due: 'Summer–September' },
			{ id: 'supplements', text: 'Write each college’s supplemental essays', due: 'Starting with the earliest deadline' },
			{ id: 'recs', text: 'Invite recommenders on your application platform', due: '4+ weeks before the first deadline', link: { href: '/resources/rec-letter-tracker', label: 'Recommendation tracker' } },
			{ id: 'scores', text: 'Decide where to send test scores and check each college’s testing policy' },
			{ id: 'fees', text: 'Pay fees or request fee waivers' },
		],
	},
	{
		id: 'after',
		title: 'After you submit',
		items: [
			{ id: 'portals', text: 'Log in to each applicant portal and confirm all materials arrived', due: 'Within 1–2 weeks of submitting' },
			{ id: 'aid', text: 'Submit the FAFSA and, where required, the CSS Profile', due: 'Typically opens around October 1' },
			{ id: 'midyear', text: 'Ask your counselor to send midyear grades where required', due: 'January–February' },
		],
	},
]

export const tracker: TrackerConfig = {
	title: 'College applications',
	rowNoun: 'college',
	dateKey: 'deadline',
	columns: [
		{ key: 'college', label: 'College', type: 'text', placeholder: 'College name' },
		{ key: 'plan', label: 'Plan', type: 'select', options: ['RD', 'EA', 'ED', 'ED II', 'REA', 'Rolling'] },
		{ key: 'deadline', label: 'Deadline', type: 'date' },
		{ key: 'platform', label: 'Platform', type: 'select', options: ['Common App', 'Coalition App', 'College’s own'] },
		{ key: 'essays', label: 'Essays done', type: 'checkbox' },
		{ key: 'recs', label: 'Recommendations done', type: 'checkbox' },
		{ key: 'scores', label: 'Test scores sent', type: 'select', options: ['Not yet', 'Sent', 'Self-reported', 'Not sending'] },
		{ key: 'fee', label: 'Fee or waiver', type: 'select', options: ['Not yet', 'Fee paid', 'Waiver approved'] },
		{ key: 'status', label: 'Status', type: 'select', options: ['Not started', 'In progress', 'Submitted', 'Decision'] },
	],
}
