// Content for /resources/deadlines-calendar. Every date here is a typical pattern, not a promise:
// colleges, College Board, ACT and the U.S. Department of Education set their own dates each year.

export const meta = {
	title: 'College Deadlines Calendar for Juniors and Seniors',
	description:
		'A month-by-month calendar of typical college deadlines: PSAT/NMSQT, SAT and ACT months, AP exams, Common App opening, FAFSA and CSS Profile, early and regular decision deadlines, and May 1 Decision Day.',
}

export const hero = {
	eyebrow: 'Deadlines',
	title: 'College deadlines calendar',
	description:
		'The typical rhythm of junior and senior year, month by month. Dates vary by college and by year — use this to plan ahead, then confirm every date with each college.',
}

export const TYPICAL_LABEL = 'Typical — confirm with each college'

export type CalendarRow = { month: string; events: string[] }

export const juniorYear: CalendarRow[] = [
	{ month: 'September', events: ['ACT national test date'] },
	{ month: 'October', events: ['PSAT/NMSQT, usually given at school (the junior-year score is the one used for National Merit)', 'SAT and ACT national test dates'] },
	{ month: 'November', events: ['SAT national test date'] },
	{ month: 'December', events: ['SAT and ACT national test dates'] },
	{ month: 'February', events: ['ACT national test date'] },
	{ month: 'March', events: ['SAT national test date', 'Plan spring and summer college visits'] },
	{ month: 'April', events: ['ACT national test date', 'Ask two teachers for recommendation letters'] },
	{ month: 'May', events: ['AP exams, the first two weeks of May', 'SAT national test date'] },
	{ month: 'June', events: ['SAT and ACT national test dates'] },
	{ month: 'July', events: ['ACT national test date', 'Draft your main application essay'] },
]

export const seniorYear: CalendarRow[] = [
	{ month: 'August', events: ['Common App opens on August 1', 'SAT national test date'] },
	{ month: 'September', events: ['ACT national test date', 'Invite recommenders and confirm your counselor’s process'] },
	{ month: 'October', events: ['FAFSA typically opens around October 1 (recent years have varied)', 'CSS Profile opens October 1', 'SAT and ACT national test dates'] },
	{ month: 'November', events: ['Early Action and Early Decision deadlines, often November 1 or November 15', 'SAT national test date'] },
	{ month: 'December', events: ['Early Action and Early Decision decisions, often mid-December', 'SAT and ACT national test dates'] },
	{ month: 'January', events: ['Regular Decision deadlines, often January 1–15', 'Early Decision II deadlines, typically January 1–15'] },
	{ month: 'February', events: ['ACT national test date', 'Midyear grade reports sent by your counselor where required'] },
	{ month: 'March', events: ['SAT national test date', 'Some Regular Decision results start arriving'] },
	{ month: 'April', events: ['Regular Decision results by about April 1', 'Compare financial aid offers', 'ACT national test date'] },
	{ month: 'May', events: ['May 1 Decision Day: the usual deadline to accept an offer and pay a deposit', 'AP exams, the first two weeks of May', 'SAT national test date'] },
]

export const notes = [
	'SAT and ACT dates are set by College Board and ACT each year, and registration closes weeks before each test. Check their sites for exact dates and deadlines.',
	'The FAFSA’s opening date has moved in recent years. Check StudentAid.gov, and note that states and colleges set their own aid deadlines — some are early.',
	'Many colleges use a priority date for the CSS Profile that matches or comes soon after their application deadline.',
	'Rolling-admission colleges review applications as they arrive, so earlier is better even without a fixed deadline.',
]
