import type { TrackerConfig } from '#app/features/resources/trackers'

// Content for /resources/goal-setting.

export const meta = {
	title: 'SMART Goal Setting for High School Students',
	description:
		'How to set SMART goals in high school, with examples for 9th through 12th grade, a 15-minute weekly review routine, and a free goal worksheet saved in your browser.',
}

export const hero = {
	eyebrow: 'Goals',
	title: 'SMART goals for high schoolers',
	description:
		'Big goals like “get into a good college” are hard to act on. SMART goals turn them into something you can start this week.',
}

export const smart = [
	{ title: 'Specific', text: 'Say exactly what you will do. “Raise my chemistry grade” beats “do better in school.”' },
	{ title: 'Measurable', text: 'Decide how you will know you are done or making progress: a grade, a count, a finished draft.' },
	{ title: 'Achievable', text: 'Stretch, but stay realistic given your classes, job, family and rest.' },
	{ title: 'Relevant', text: 'Connect it to something you care about — a college, a career, a skill, your well-being.' },
	{ title: 'Time-bound', text: 'Give it a date. A deadline turns “someday” into a plan.' },
]

export const examples = [
	{ title: '9th grade', text: 'Finish every math homework assignment on the day it is assigned and raise my first-semester math grade to a B by the end of the semester.' },
	{ title: '10th grade', text: 'Try two clubs this fall and pick one to commit to by November 30, attending every meeting through spring.' },
	{ title: '11th grade', text: 'Take one timed SAT or ACT practice section every Sunday for eight weeks before my test date.' },
	{ title: '12th grade', text: 'Finish a full draft of my main college essay by August 15 and share it with one teacher for feedback by September 1.' },
]

export const weeklyReview = [
	{ title: 'Look back (5 minutes)', text: 'What did you finish? What got in the way? Tick off progress on each goal.' },
	{ title: 'Look ahead (5 minutes)', text: 'Check next week’s tests, deadlines and commitments on your calendar.' },
	{ title: 'Choose next steps (5 minutes)', text: 'Pick the next small step for each goal and schedule it on a specific day.' },
]

export const microTasks =
	'Northstar breaks your goals into 1–3 micro-tasks a day, each 15 minutes or less — like “email Ms. Lee about the lab retake” or “write the first paragraph of your essay.” Small steps are easier to start, and finishing them every day builds momentum toward the bigger goal.'

export const worksheet: TrackerConfig = {
	title: 'Goal worksheet',
	rowNoun: 'goal',
	dateKey: 'byWhen',
	columns: [
		{ key: 'goal', label: 'Goal', type: 'text', placeholder: 'Raise my chemistry grade to a B' },
		{ key: 'why', label: 'Why it matters', type: 'text', placeholder: 'I want to take AP Chemistry' },
		{ key: 'firstStep', label: 'First step', type: 'text', placeholder: 'Go to Tuesday tutoring' },
		{ key: 'byWhen', label: 'By when', type: 'date' },
		{ key: 'status', label: 'Status', type: 'select', options: ['Not started', 'On track', 'Off track', 'Done'] },
	],
}
