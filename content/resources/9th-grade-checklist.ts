import type { ChecklistGroup } from '#app/features/resources/checklists'

// Content for /resources/9th-grade-checklist. Ids must stay unique and stable.

export const meta = {
	title: '9th Grade College Prep Checklist',
	description:
		'A month-by-month freshman-year checklist: why grades count from now, choosing courses for a 4-year plan, study habits, activities to explore, meeting your counselor, and a productive summer.',
}

export const hero = {
	eyebrow: 'Freshman year',
	title: 'The 9th grade checklist',
	description:
		'Freshman year is not too early — and it is not a race either. A few good habits now make junior and senior year much calmer.',
}

export const essentials = [
	{
		title: 'Your transcript starts now',
		text: 'Colleges generally see every high-school grade starting in 9th grade, and your GPA builds from here. Strong habits this year pay off for four years.',
	},
	{
		title: 'Plan four years of courses',
		text: 'Aim for a rigorous, balanced plan in English, math, science, social studies and a world language, building toward harder courses as you are ready.',
	},
	{
		title: 'Explore 1–3 activities',
		text: 'Try a few clubs, sports, arts or jobs. Depth over time matters more than a long list — you can change your mind as you learn what you love.',
	},
]

export const checklist: ChecklistGroup[] = [
	{
		id: 'aug-sep',
		title: 'August–September',
		items: [
			{ id: 'planner', text: 'Set up a planner or calendar for assignments and tests' },
			{ id: 'study-space', text: 'Pick a regular time and quiet place for homework' },
			{ id: 'activities', text: 'Go to the activities fair and try 1–3 clubs, teams or programs' },
			{ id: 'brag-start', text: 'Start a brag sheet: a running list of activities, awards, jobs and hours', link: { href: '/resources/rec-letter-tracker', label: 'What a brag sheet is' } },
		],
	},
	{
		id: 'oct',
		title: 'October',
		items: [
			{ id: 'counselor', text: 'Meet your school counselor and introduce yourself' },
			{ id: 'grades-check', text: 'Check your grades online and talk to a teacher early if a class is hard' },
			{ id: 'gpa', text: 'Learn how your school calculates GPA', link: { href: '/tools/gpa-calculator', label: 'GPA calculator' } },
		],
	},
	{
		id: 'nov-dec',
		title: 'November–December',
		items: [
			{ id: 'study-habits', text: 'Try one new study habit, such as self-quizzing or spacing out review before exams', link: { href: '/resources/study-skills', label: 'Study skills guide' } },
			{ id: 'exam-plan', text: 'Make a study plan for midterms or semester exams', due: 'Two weeks before exams' },
			{ id: 'reflect-activities', text: 'Reflect: which activities do you want to keep?' },
		],
	},
	{
		id: 'jan-feb',
		title: 'January–February',
		items: [
			{ id: 'semester-review', text: 'Review first-semester grades and set one goal for the second semester', link: { href: '/resources/goal-setting', label: 'Goal setting' } },
			{ id: 'four-year-plan', text: 'Sketch a 4-year course plan with your counselor' },
			{ id: 'course-selection', text: 'Choose 10th-grade courses that build toward a rigorous plan', due: 'When your school opens course selection' },
		],
	},
	{
		id: 'mar-may',
		title: 'March–May',
		items: [
			{ id: 'summer-plan', text: 'Look for summer options: a job, volunteering, a program or a reading list' },
			{ id: 'update-brag', text: 'Update your brag sheet with this year’s activities and hours' },
			{ id: 'finals', text: 'Plan ahead for final exams', due: 'Late May' },
		],
	},
	{
		id: 'summer',
		title: 'Summer',
		items: [
			{ id: 'reading', text: 'Read for fun and complete any assigned summer reading' },
			{ id: 'work-volunteer', text: 'Work, volunteer or pursue an interest — and log the hours' },
			{ id: 'explore-colleges', text: 'If you are curious, explore a few colleges', link: { href: '/tools/college-match', label: 'College match' } },
			{ id: 'rest', text: 'Rest and recharge before sophomore year' },
		],
	},
]
