// /college-command-center: the workspace tour's stops (DECISIONS.md: list,
// deadlines, documents, aid), in order. Each stop's id is its anchor and names
// the mock panel drawn beside it (components/site/command-center-panels.tsx).

export const tourStops = [
	{
		id: 'college-list',
		eyebrow: 'The college list',
		title: 'Every college, sorted into reach, target and safety',
		text: 'Add colleges from the U.S. Department of Education’s College Scorecard catalog. Each one is sorted by comparing the student’s grades and scores with its admitted students, with costs, outcomes, deadlines and the application it takes on the same card.',
		points: [
			'A balanced list at a glance, so there is always a safety the student would be glad to attend.',
			'Costs and outcomes from the College Scorecard beside every college.',
			'Each college’s deadline and platform: Common App, Coalition or its own.',
		],
	},
	{
		id: 'deadlines',
		eyebrow: 'Deadlines',
		title: 'One timeline for every date that matters',
		text: 'The admissions cycle’s key dates are already on it, and each college’s own deadlines are added as the list grows. Reminders reach the student and parents before each one.',
		points: [
			'Tasks broken into 1 to 3 small steps a day, each 15 minutes or less.',
			'Test dates, application deadlines and aid deadlines in one place.',
			'Parents see what is due next without having to ask.',
		],
	},
	{
		id: 'documents',
		eyebrow: 'Documents',
		title: 'A document vault the family can reach',
		text: 'Transcripts, score reports, the activities résumé, essay drafts and aid records, kept with the plan instead of scattered across inboxes.',
		points: [
			'Documents follow the family’s sharing settings, section by section.',
			'A student can mark a document or essay private from counselors.',
			'The records aid forms ask for, ready when the FAFSA and CSS Profile open.',
		],
	},
	{
		id: 'aid',
		eyebrow: 'Financial aid',
		title: 'Aid forms, scholarships and offers, side by side',
		text: 'Step-by-step help with the FAFSA (it opens about October 1) and the CSS Profile (October 1), scholarships tracked with their deadlines, and aid offers compared on what the family would actually pay.',
		points: [
			'Grants and scholarships kept apart from loans and work-study.',
			'Net cost: cost of attendance minus grants and scholarships.',
			'Each college’s priority aid deadline on the timeline.',
		],
	},
] as const

export type TourStopId = (typeof tourStops)[number]['id']
