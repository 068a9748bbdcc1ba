import { z } from 'zod'

// The application timeline (/tools/timeline-builder): from a graduation year,
// the schools applied to (each with its plan) and the tests planned, every
// date from today to move-in, month by month. Pure: "today" is a parameter
// and dates are calendar days read in UTC, so the same input always gives the
// same timeline on any server.
//
// Dates are this cycle's typical US dates; colleges and testing agencies set
// their own, which is why the details say "typically" and ask to confirm.

export const PLAN_TYPES = ['EA', 'ED', 'ED2', 'REA', 'RD', 'rolling'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

export const TEST_NAMES = ['SAT', 'ACT', 'PSAT', 'AP'] as const
export type TestName = (typeof TEST_NAMES)[number]

export const PLAN_LABELS: Record<PlanType, string> = {
	EA: 'Early Action (EA)',
	ED: 'Early Decision (ED)',
	ED2: 'Early Decision II (ED II)',
	REA: 'Restrictive Early Action (REA)',
	RD: 'Regular Decision (RD)',
	rolling: 'Rolling admission',
}

export const TEST_LABELS: Record<TestName, string> = {
	SAT: 'SAT',
	ACT: 'ACT',
	PSAT: 'PSAT/NMSQT',
	AP: 'AP exams',
}

export const MAX_SCHOOLS = 20
export const MAX_SCHOOL_NAME = 80
/** How many years ahead a graduation year may be (a rising 9th grader is 4 years out). */
export const YEARS_AHEAD = 4

export interface TimelineInput {
	graduationYear: number
	schools: Array<{ name: string; plan: PlanType }>
	tests: TestName[]
}

export type TimelineEventKind = 'deadline' | 'task' | 'test' | 'milestone'

export interface TimelineEvent {
	id: string
	/** YYYY-MM-DD */
	date: string
	title: string
	detail: string
	kind: TimelineEventKind
}

export interface TimelineMonth {
	/** YYYY-MM */
	month: string
	/** e.g. "October 2026" */
	label: string
	events: TimelineEvent[]
}

export interface Timeline {
	months: TimelineMonth[]
}

/** The schema of the builder's input; the graduation year may run from today's year to 4 years on. */
export function timelineInputSchema(today: Date) {
	const firstYear = today.getUTCFullYear()
	const lastYear = firstYear + YEARS_AHEAD
	const yearMessage = `Choose a graduation year from ${firstYear} to ${lastYear}.`
	return z.object({
		graduationYear: z
			.number({ error: yearMessage })
			.int({ error: yearMessage })
			.min(firstYear, { error: yearMessage })
			.max(lastYear, { error: yearMessage }),
		schools: z
			.array(
				z.object({
					name: z
						.string({ error: 'Enter the school’s name.' })
						.trim()
						.min(1, { error: 'Enter the school’s name.' })
						.max(MAX_SCHOOL_NAME, { error: `Keep the school’s name to ${MAX_SCHOOL_NAME} characters.` }),
					plan: z.enum(PLAN_TYPES, { error: 'Choose an application plan.' }),
				}),
				{ error: 'Add schools with a name and a plan.' },
			)
			.max(MAX_SCHOOLS, { error: `Add up to ${MAX_SCHOOLS} schools.` }),
		tests: z
			.array(z.enum(TEST_NAMES, { error: 'Choose tests from the list.' }), { error: 'Choose tests from the list.' })
			.refine((tests) => new Set(tests).size === tests.length, { error: 'Choose each test once.' }),
	})
}

// Calendar days ---------------------------------------------------------------

const MONTH_NAMES = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD of a calendar day (month 1–12). */
export function isoDate(year: number, month: number, day: number): string {
	return `${year}-${pad(month)}-${pad(day)}`
}

/** Today's calendar day, read in UTC. */
export function todayIso(today: Date): string {
	return isoDate(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate())
}

/** "October 2026" from "2026-10". */
export function monthLabel(month: string): string {
	const [year, monthNumber] = month.split('-').map(Number)
	return `${MONTH_NAMES[(monthNumber ?? 1) - 1]} ${year}`
}

/** "October 1, 2026" from "2026-10-01" (no Intl, so server and browser agree). */
export function formatDate(date: string): string {
	const [year, month, day] = date.split('-').map(Number)
	return `${MONTH_NAMES[(month ?? 1) - 1]} ${day}, ${year}`
}

const SATURDAY = 6
const MONDAY = 1

function weekday(year: number, month: number, day: number): number {
	return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

function daysInMonth(year: number, month: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The nth given weekday of a month (n = 1 is the first; n = -1 the last), as a day of the month. */
export function nthWeekday(year: number, month: number, weekdayNumber: number, n: number): number {
	if (n < 0) {
		const last = daysInMonth(year, month)
		return last - ((weekday(year, month, last) - weekdayNumber + 7) % 7)
	}
	const first = 1 + ((weekdayNumber - weekday(year, month, 1) + 7) % 7)
	return first + 7 * (n - 1)
}

function addDays(date: string, days: number): string {
	const [year, month, day] = date.split('-').map(Number)
	const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
	return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** The grade a member of the class of `graduationYear` is in today (above 12 once graduated). School years start in August. */
export function gradeForClassOf(graduationYear: number, today: Date): number {
	const schoolYearStart = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1
	return 12 - (graduationYear - schoolYearStart - 1)
}

/** The graduation years the builder offers (this year to YEARS_AHEAD on), each named with the grade that class is in now. */
export function classYearOptions(today: Date): Array<{ value: string; label: string }> {
	const firstYear = today.getUTCFullYear()
	return Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => {
		const year = firstYear + index
		const grade = gradeForClassOf(year, today)
		return { value: String(year), label: grade > 12 ? `Class of ${year} (graduated)` : `Class of ${year} (${grade}th grade now)` }
	})
}

// Test dates -----------------------------------------------------------------

/** SAT months (digital) and the Saturday it usually falls on: 2nd in March, last in August, else 1st. */
const SAT_MONTHS: Array<[month: number, saturday: number]> = [
	[3, 2],
	[5, 1],
	[6, 1],
	[8, -1],
	[10, 1],
	[11, 1],
	[12, 1],
]

/** ACT months and the Saturday it usually falls on: 4th in October, else 2nd. */
const ACT_MONTHS: Array<[month: number, saturday: number]> = [
	[2, 2],
	[4, 2],
	[6, 2],
	[7, 2],
	[9, 2],
	[10, 4],
	[12, 2],
]

/** Test dates from the start of junior year (August) through December of senior year, when RD scores still count. */
function testDates(
	test: 'SAT' | 'ACT',
	months: Array<[month: number, saturday: number]>,
	graduationYear: number,
): TimelineEvent[] {
	const events: TimelineEvent[] = []
	const juniorFall = graduationYear - 2
	for (let year = juniorFall; year <= graduationYear - 1; year++) {
		for (const [month, saturday] of months) {
			if (year === juniorFall && month < 8) continue
			const date = isoDate(year, month, nthWeekday(year, month, SATURDAY, saturday))
			const site = test === 'SAT' ? 'collegeboard.org' : 'act.org'
			events.push({
				id: `${test.toLowerCase()}-${year}-${pad(month)}`,
				date,
				title: `${test} (${MONTH_NAMES[month - 1]} test date)`,
				detail: `The ${test} is offered in ${MONTH_NAMES[month - 1]}; the date shown is the typical Saturday. Confirm the exact date and register about five weeks ahead on ${site}.`,
				kind: 'test',
			})
		}
	}
	return events
}

// The timeline -----------------------------------------------------------------

const EARLY_PLANS: ReadonlySet<PlanType> = new Set(['EA', 'ED', 'REA'])

function schoolDeadline(school: { name: string; plan: PlanType }, index: number, g: number): TimelineEvent {
	const senior = g - 1
	const base = { id: `school-${index + 1}-${school.plan.toLowerCase()}`, kind: 'deadline' as const }
	const name = school.name.trim()
	switch (school.plan) {
		case 'EA':
			return {
				...base,
				date: isoDate(senior, 11, 1),
				title: `${name}: Early Action (EA) deadline`,
				detail: 'Early Action deadlines are typically November 1 (some schools use November 15). EA is not binding; decisions typically arrive in mid-December. Confirm the date on the school’s website.',
			}
		case 'ED':
			return {
				...base,
				date: isoDate(senior, 11, 1),
				title: `${name}: Early Decision (ED) deadline`,
				detail: 'Early Decision deadlines are typically November 1 (some schools use November 15). ED is binding: if admitted, you enroll and withdraw your other applications. Decisions typically arrive in mid-December. Confirm the date on the school’s website.',
			}
		case 'REA':
			return {
				...base,
				date: isoDate(senior, 11, 1),
				title: `${name}: Restrictive Early Action (REA) deadline`,
				detail: 'Restrictive Early Action deadlines are typically November 1. REA is not binding, but it usually limits applying early to other private colleges. Decisions typically arrive in mid-December. Confirm the rules on the school’s website.',
			}
		case 'ED2':
			return {
				...base,
				date: isoDate(g, 1, 1),
				title: `${name}: Early Decision II (ED II) deadline`,
				detail: 'Early Decision II deadlines are typically January 1–15. ED II is binding: if admitted, you enroll and withdraw your other applications. Confirm the date on the school’s website.',
			}
		case 'RD':
			return {
				...base,
				date: isoDate(g, 1, 1),
				title: `${name}: Regular Decision (RD) deadline`,
				detail: 'Regular Decision deadlines are typically January 1–15; decisions arrive by about April 1. Confirm the date on the school’s website.',
			}
		case 'rolling':
			return {
				...base,
				date: isoDate(senior, 10, 15),
				title: `${name}: Rolling admission, apply by (recommended)`,
				detail: 'Rolling admission reviews applications as they arrive, so apply by early fall for the best chance at admission, scholarships and housing. This is a recommended date, not the school’s deadline.',
			}
	}
}

/** Every event for the class, past ones included, in no particular order. */
function allEvents(input: TimelineInput): TimelineEvent[] {
	const g = input.graduationYear
	const senior = g - 1
	const junior = g - 2
	const events: TimelineEvent[] = []
	const tests = new Set(input.tests)
	const plans = new Set(input.schools.map((school) => school.plan))
	const noSchools = input.schools.length === 0

	// Tests.
	if (tests.has('PSAT')) {
		events.push(
			{
				id: `psat-${junior - 1}`,
				date: isoDate(junior - 1, 10, 15),
				title: 'PSAT/NMSQT (sophomore practice)',
				detail: 'Many schools offer the PSAT/NMSQT to sophomores in October as practice; your school sets the date. Sophomore scores do not count for National Merit.',
				kind: 'test',
			},
			{
				id: `psat-${junior}`,
				date: isoDate(junior, 10, 15),
				title: 'PSAT/NMSQT (junior year)',
				detail: 'Juniors take the PSAT/NMSQT in October; your school sets the date. Junior-year scores are the ones that count for the National Merit Scholarship Program.',
				kind: 'test',
			},
		)
	}
	if (tests.has('SAT')) events.push(...testDates('SAT', SAT_MONTHS, g))
	if (tests.has('ACT')) events.push(...testDates('ACT', ACT_MONTHS, g))
	if (tests.has('AP')) {
		for (let year = g - 3; year <= g; year++) {
			events.push({
				id: `ap-${year}`,
				date: isoDate(year, 5, nthWeekday(year, 5, MONDAY, 1)),
				title: 'AP exams begin',
				detail: 'AP exams run over the first two weeks of May. Check each exam’s date and time with your AP coordinator.',
				kind: 'test',
			})
		}
	}

	// Recommendations, applications and aid.
	events.push({
		id: `recommendations-${senior}`,
		date: isoDate(senior, 4, 15),
		title: 'Ask teachers for recommendation letters',
		detail: 'Spring of junior year is the best time to ask teachers (and your counselor) for recommendations; at the latest, ask at least 4 weeks before your first deadline.',
		kind: 'task',
	})
	const deadlines = input.schools.map((school, index) => schoolDeadline(school, index, g))
	events.push(...deadlines)
	const firstDeadline = deadlines.map((event) => event.date).sort()[0]
	if (firstDeadline) {
		events.push({
			id: 'recommendations-reminder',
			date: addDays(firstDeadline, -28),
			title: 'Last call for recommendation letters',
			detail: `Your first deadline is ${formatDate(firstDeadline)}. Recommenders need at least 4 weeks: make sure every letter is requested by today.`,
			kind: 'task',
		})
	}
	events.push(
		{
			id: `common-app-${senior}`,
			date: isoDate(senior, 8, 1),
			title: 'Common App opens',
			detail: 'The Common App opens for the new application year on August 1. Roll over your account, add your colleges and start the essays.',
			kind: 'milestone',
		},
		{
			id: `fafsa-${senior}`,
			date: isoDate(senior, 10, 1),
			title: 'FAFSA opens',
			detail: 'The FAFSA for the coming school year opens about October 1 of senior fall. File early: some aid is first come, first served. studentaid.gov',
			kind: 'milestone',
		},
		{
			id: `css-profile-${senior}`,
			date: isoDate(senior, 10, 1),
			title: 'CSS Profile opens',
			detail: 'The CSS Profile opens October 1. Many private colleges require it for their own aid; check each college’s priority deadline.',
			kind: 'milestone',
		},
	)
	if (noSchools) {
		events.push(
			{
				id: `early-deadlines-${senior}`,
				date: isoDate(senior, 11, 1),
				title: 'Early Action and Early Decision deadlines',
				detail: 'EA, ED and REA deadlines are typically November 1 (some November 15). Add your schools above for a deadline each.',
				kind: 'deadline',
			},
			{
				id: `regular-deadlines-${g}`,
				date: isoDate(g, 1, 1),
				title: 'Regular Decision and ED II deadlines',
				detail: 'Regular Decision and Early Decision II deadlines are typically January 1–15. Add your schools above for a deadline each.',
				kind: 'deadline',
			},
		)
	}
	if (noSchools || [...plans].some((plan) => EARLY_PLANS.has(plan))) {
		events.push({
			id: `early-decisions-${senior}`,
			date: isoDate(senior, 12, 15),
			title: 'Early Action and Early Decision decisions arrive',
			detail: 'EA, ED and REA decisions typically arrive in mid-December. If you are admitted ED, withdraw your other applications.',
			kind: 'milestone',
		})
	}
	if (noSchools || plans.has('RD') || plans.has('ED2')) {
		events.push({
			id: `regular-decisions-${g}`,
			date: isoDate(g, 4, 1),
			title: 'Regular Decision decisions arrive',
			detail: 'Regular Decision results arrive by about April 1. Compare financial aid offers before you decide.',
			kind: 'milestone',
		})
	}

	// After admission.
	events.push(
		{
			id: `decision-day-${g}`,
			date: isoDate(g, 5, 1),
			title: 'National College Decision Day',
			detail: 'May 1 is the usual deadline to accept one offer of admission and pay the enrollment deposit. Let the other colleges know you are declining.',
			kind: 'deadline',
		},
		{
			id: `housing-${g}`,
			date: isoDate(g, 5, 15),
			title: 'Housing deposit and forms',
			detail: 'Send the housing deposit and forms, and any health and placement forms, in May–June. Check your college’s portal for its dates.',
			kind: 'task',
		},
		{
			id: `final-transcript-${g}`,
			date: isoDate(g, 6, 15),
			title: 'Send your final transcript',
			detail: 'After graduation in June, ask your counselor to send your final high-school transcript to the college you will attend.',
			kind: 'task',
		},
		{
			id: `orientation-${g}`,
			date: isoDate(g, 7, 1),
			title: 'Orientation season',
			detail: 'New-student orientation typically happens in summer; sign up for a session as soon as your college opens registration.',
			kind: 'task',
		},
		{
			id: `move-in-${g}`,
			date: isoDate(g, 8, 15),
			title: 'Move-in',
			detail: 'Move-in is typically mid-to-late August; your college sets the exact date.',
			kind: 'milestone',
		},
	)
	return events
}

const compareEvents = (a: TimelineEvent, b: TimelineEvent) =>
	a.date < b.date ? -1 : a.date > b.date ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/**
 * The timeline from today (inclusive) through the end of the August the
 * student moves in, sorted by date then title and grouped by month; months
 * without events are left out.
 */
export function buildTimeline(input: TimelineInput, today: Date): Timeline {
	const start = todayIso(today)
	const end = isoDate(input.graduationYear, 8, 31)
	const events = allEvents(input)
		.filter((event) => event.date >= start && event.date <= end)
		.sort(compareEvents)
	const months: TimelineMonth[] = []
	for (const event of events) {
		const month = event.date.slice(0, 7)
		let group = months.at(-1)
		if (group?.month !== month) {
			group = { month, label: monthLabel(month), events: [] }
			months.push(group)
		}
		group.events.push(event)
	}
	return { months }
}

export function timelineEvents(timeline: Timeline): TimelineEvent[] {
	return timeline.months.flatMap((month) => month.events)
}
