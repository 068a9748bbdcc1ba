import { describe, expect, test } from 'vitest'
import {
	buildTimeline,
	classYearOptions,
	gradeForClassOf,
	nthWeekday,
	type Timeline,
	timelineEvents,
	type TimelineInput,
	timelineInputSchema,
} from './timeline'
import { timelineToIcs } from './timeline-ics'

const today = new Date('2026-11-23T12:00:00Z')
const juniorYear = today.getUTCFullYear() + 2 // class of 2028: a junior in fall 2026

const schools: TimelineInput['schools'] = [
	{ name: 'Northwood University', plan: 'EA' },
	{ name: 'Lakeside College', plan: 'ED' },
	{ name: 'Harbor Institute', plan: 'REA' },
	{ name: 'Summit College', plan: 'ED2' },
	{ name: 'State University', plan: 'RD' },
	{ name: 'Prairie State', plan: 'rolling' },
]

const junior: TimelineInput = { graduationYear: juniorYear, schools, tests: ['SAT', 'PSAT', 'AP'] }

const dates = (timeline: Timeline, predicate: (title: string) => boolean) =>
	timelineEvents(timeline)
		.filter((event) => predicate(event.title))
		.map((event) => event.date)

const find = (timeline: Timeline, title: string) => timelineEvents(timeline).find((event) => event.title === title)

describe('buildTimeline', () => {
	const timeline = buildTimeline(junior, today)
	const events = timelineEvents(timeline)

	test('the class of today + 2 is in 11th grade', () => {
		expect(gradeForClassOf(juniorYear, today)).toBe(11)
		expect(gradeForClassOf(juniorYear - 1, today)).toBe(12)
		expect(gradeForClassOf(juniorYear + 2, today)).toBe(9)
	})

	test('the year choices run from this year to four years on, each with the grade that class is in now', () => {
		expect(classYearOptions(today)).toEqual([
			{ value: '2026', label: 'Class of 2026 (graduated)' },
			{ value: '2027', label: 'Class of 2027 (12th grade now)' },
			{ value: '2028', label: 'Class of 2028 (11th grade now)' },
			{ value: '2029', label: 'Class of 2029 (10th grade now)' },
			{ value: '2030', label: 'Class of 2030 (9th grade now)' },
		])
	})

	test('the junior PSAT/NMSQT is left out once October has passed; a sophomore still gets it', () => {
		expect(events.some((event) => event.title.startsWith('PSAT'))).toBe(false)
		const sophomore = buildTimeline({ ...junior, graduationYear: juniorYear + 1 }, today)
		expect(dates(sophomore, (title) => title.startsWith('PSAT'))).toEqual([`${juniorYear - 1}-10-15`])
		expect(find(sophomore, 'PSAT/NMSQT (junior year)')?.kind).toBe('test')
	})

	test('SAT dates from today through December of senior year, in the SAT months', () => {
		const sat = dates(timeline, (title) => title.startsWith('SAT '))
		expect(sat).toEqual([
			'2026-12-05',
			'2027-03-13',
			'2027-05-01',
			'2027-06-05',
			'2027-08-28',
			'2027-10-02',
			'2027-11-06',
			'2027-12-04',
		])
		// Every one is a Saturday.
		for (const date of sat) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6)
		expect(find(timeline, 'SAT (March test date)')?.detail).toMatch(/typical/)
	})

	test('ACT dates only when ACT is chosen', () => {
		expect(events.some((event) => event.title.startsWith('ACT'))).toBe(false)
		const withAct = buildTimeline({ ...junior, tests: ['ACT'] }, today)
		expect(dates(withAct, (title) => title.startsWith('ACT')).map((date) => date.slice(0, 7))).toEqual([
			'2026-12',
			'2027-02',
			'2027-04',
			'2027-06',
			'2027-07',
			'2027-09',
			'2027-10',
			'2027-12',
		])
	})

	test('AP exams in the first week of May of each remaining school year', () => {
		expect(dates(timeline, (title) => title === 'AP exams begin')).toEqual(['2027-05-03', '2028-05-01'])
	})

	test('Common App on August 1 and FAFSA and CSS Profile on October 1 of senior fall', () => {
		expect(find(timeline, 'Common App opens')).toMatchObject({ date: '2027-08-01', kind: 'milestone' })
		expect(find(timeline, 'FAFSA opens')).toMatchObject({ date: '2027-10-01' })
		expect(find(timeline, 'CSS Profile opens')).toMatchObject({ date: '2027-10-01' })
	})

	test('one deadline per school, with its name, plan and date', () => {
		const deadlines = events.filter((event) => event.kind === 'deadline' && schools.some((s) => event.title.startsWith(s.name)))
		expect(deadlines).toHaveLength(schools.length)
		const dateOf = (name: string) => deadlines.find((event) => event.title.startsWith(`${name}:`))
		expect(dateOf('Northwood University')).toMatchObject({ date: '2027-11-01', title: expect.stringContaining('Early Action (EA)') })
		expect(dateOf('Lakeside College')).toMatchObject({ date: '2027-11-01', title: expect.stringContaining('Early Decision (ED)') })
		expect(dateOf('Lakeside College')?.detail).toMatch(/binding/)
		expect(dateOf('Harbor Institute')).toMatchObject({ date: '2027-11-01', title: expect.stringContaining('(REA)') })
		expect(dateOf('Summit College')).toMatchObject({ date: '2028-01-01', title: expect.stringContaining('(ED II)') })
		expect(dateOf('State University')).toMatchObject({ date: '2028-01-01', title: expect.stringContaining('(RD)') })
		expect(dateOf('Prairie State')).toMatchObject({ date: '2027-10-15', title: expect.stringContaining('recommended') })
		expect(dateOf('Northwood University')?.detail).toMatch(/typically November 1/)
	})

	test('decisions, recommendation letters, Decision Day and the move-in', () => {
		expect(find(timeline, 'Early Action and Early Decision decisions arrive')?.date).toBe('2027-12-15')
		expect(find(timeline, 'Regular Decision decisions arrive')?.date).toBe('2028-04-01')
		expect(find(timeline, 'Ask teachers for recommendation letters')?.date).toBe('2027-04-15')
		// 4 weeks before the first deadline (rolling, October 15).
		expect(find(timeline, 'Last call for recommendation letters')?.date).toBe('2027-09-17')
		expect(find(timeline, 'National College Decision Day')).toMatchObject({ date: '2028-05-01', kind: 'deadline' })
		expect(find(timeline, 'Move-in')).toMatchObject({ date: '2028-08-15', kind: 'milestone' })
		expect(find(timeline, 'Move-in')?.detail).toMatch(/typically mid-to-late August/)
	})

	test('nothing before today or after the August of the move-in', () => {
		for (const event of events) {
			expect(event.date >= '2026-11-23').toBe(true)
			expect(event.date <= `${juniorYear}-08-31`).toBe(true)
		}
		// The November 2026 SAT (November 7) has passed.
		expect(events.some((event) => event.date.startsWith('2026-11'))).toBe(false)
	})

	test('today itself is included', () => {
		const onCommonAppDay = buildTimeline(junior, new Date('2027-08-01T00:00:00Z'))
		expect(timelineEvents(onCommonAppDay)[0]).toMatchObject({ date: '2027-08-01', title: 'Common App opens' })
		expect(find(onCommonAppDay, 'Ask teachers for recommendation letters')).toBeUndefined()
	})

	test('months are in order, not empty, labelled, and hold their own events sorted by date then title', () => {
		const keys = timeline.months.map((month) => month.month)
		expect(keys).toEqual([...new Set(keys)].sort())
		expect(timeline.months[0]).toMatchObject({ month: '2026-12', label: 'December 2026' })
		for (const month of timeline.months) {
			expect(month.events.length).toBeGreaterThan(0)
			expect(month.label).toMatch(/^[A-Z][a-z]+ \d{4}$/)
			for (const event of month.events) expect(event.date.slice(0, 7)).toBe(month.month)
		}
		const sorted = [...events].sort((a, b) => (a.date === b.date ? (a.title < b.title ? -1 : 1) : a.date < b.date ? -1 : 1))
		expect(events).toEqual(sorted)
		expect(new Set(events.map((event) => event.id)).size).toBe(events.length)
	})

	test('without schools, the typical deadlines stand in', () => {
		const general = buildTimeline({ graduationYear: juniorYear, schools: [], tests: [] }, today)
		expect(find(general, 'Early Action and Early Decision deadlines')?.date).toBe('2027-11-01')
		expect(find(general, 'Regular Decision and ED II deadlines')?.date).toBe('2028-01-01')
		expect(find(general, 'Last call for recommendation letters')).toBeUndefined()
		expect(timelineEvents(general).some((event) => event.kind === 'test')).toBe(false)
	})

	test('a class that has already moved in gets an empty timeline', () => {
		expect(buildTimeline({ graduationYear: 2026, schools, tests: ['SAT'] }, today)).toEqual({ months: [] })
	})

	test('it is deterministic', () => {
		expect(buildTimeline(junior, today)).toEqual(timeline)
		expect(timelineToIcs(timeline)).toBe(timelineToIcs(buildTimeline(junior, today)))
	})
})

test('nthWeekday finds first, second and last Saturdays', () => {
	expect(nthWeekday(2027, 3, 6, 1)).toBe(6)
	expect(nthWeekday(2027, 3, 6, 2)).toBe(13)
	expect(nthWeekday(2027, 8, 6, -1)).toBe(28)
	expect(nthWeekday(2026, 10, 6, -1)).toBe(31)
})

// A tiny iCalendar reader: unfold continuation lines, split on BEGIN:VEVENT.
function parseIcs(ics: string) {
	const unfolded = ics.replace(/\r\n[ \t]/g, '')
	const [header = '', ...blocks] = unfolded.split('BEGIN:VEVENT\r\n')
	return {
		header,
		events: blocks.map((block) => {
			const lines = block.split('\r\n')
			const value = (name: string) =>
				lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '')
			return {
				dtstart: lines.find((line) => line.startsWith('DTSTART')),
				dtend: lines.find((line) => line.startsWith('DTEND')),
				summary: value('SUMMARY'),
				description: value('DESCRIPTION'),
				uid: value('UID'),
				ends: lines.includes('END:VEVENT'),
			}
		}),
	}
}

describe('timelineToIcs', () => {
	const timeline = buildTimeline(junior, today)
	const events = timelineEvents(timeline)
	const ics = timelineToIcs(timeline, { stamp: today })
	const parsed = parseIcs(ics)

	test('one VEVENT per event, each an all-day event with a summary', () => {
		expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
		expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
		expect(parsed.header).toContain('X-WR-CALNAME:Northstar college timeline')
		expect(parsed.events).toHaveLength(events.length)
		parsed.events.forEach((vevent, index) => {
			const event = events[index]!
			const day = event.date.replaceAll('-', '')
			expect(vevent.dtstart).toBe(`DTSTART;VALUE=DATE:${day}`)
			expect(vevent.dtstart).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/)
			expect(vevent.dtend).toMatch(/^DTEND;VALUE=DATE:\d{8}$/)
			expect(vevent.summary).toBeTruthy()
			expect(vevent.summary?.replace(/\\([,;\\])/g, '$1')).toBe(event.title)
			expect(vevent.uid).toBe(`${event.id}@northstar-timeline`)
			expect(vevent.ends).toBe(true)
		})
	})

	test('the school deadlines and the move-in are in the calendar', () => {
		const summaries = parsed.events.map((vevent) => vevent.summary ?? '')
		expect(summaries.some((summary) => summary.includes('Northwood University'))).toBe(true)
		expect(parsed.events.find((vevent) => vevent.summary === 'Move-in')?.dtstart).toBe('DTSTART;VALUE=DATE:20280815')
		expect(parsed.events.find((vevent) => vevent.summary === 'Move-in')?.dtend).toBe('DTEND;VALUE=DATE:20280816')
	})

	test('the stamp is the given time', () => {
		expect(ics).toContain('DTSTAMP:20261123T120000Z')
	})

	test('an empty timeline is an empty calendar', () => {
		const empty = timelineToIcs({ months: [] })
		expect(parseIcs(empty).events).toHaveLength(0)
		expect(empty).toContain('BEGIN:VCALENDAR')
	})
})

describe('timelineInputSchema', () => {
	const schema = timelineInputSchema(today)
	const valid = { graduationYear: 2028, schools: [{ name: '  Lakeside College ', plan: 'ED' }], tests: ['SAT', 'AP'] }

	test('accepts a good input and trims names', () => {
		const result = schema.safeParse(valid)
		expect(result.success).toBe(true)
		expect(result.data?.schools[0]?.name).toBe('Lakeside College')
	})

	test('graduation years from today’s year to 4 years on', () => {
		expect(schema.safeParse({ ...valid, graduationYear: 2026 }).success).toBe(true)
		expect(schema.safeParse({ ...valid, graduationYear: 2030 }).success).toBe(true)
		expect(schema.safeParse({ ...valid, graduationYear: 2025 }).success).toBe(false)
		expect(schema.safeParse({ ...valid, graduationYear: 2031 }).success).toBe(false)
		expect(schema.safeParse({ ...valid, graduationYear: 2028.5 }).success).toBe(false)
		expect(schema.safeParse({ ...valid, graduationYear: Number.NaN }).error?.issues[0]?.message).toBe(
			'Choose a graduation year from 2026 to 2030.',
		)
	})

	test('school names are required and at most 80 characters', () => {
		const empty = schema.safeParse({ ...valid, schools: [{ name: '   ', plan: 'EA' }] })
		expect(empty.success).toBe(false)
		expect(empty.error?.issues[0]).toMatchObject({ path: ['schools', 0, 'name'], message: 'Enter the school’s name.' })
		expect(schema.safeParse({ ...valid, schools: [{ name: 'x'.repeat(80), plan: 'EA' }] }).success).toBe(true)
		expect(schema.safeParse({ ...valid, schools: [{ name: 'x'.repeat(81), plan: 'EA' }] }).success).toBe(false)
		expect(schema.safeParse({ ...valid, schools: [{ name: 'Lakeside', plan: 'early' }] }).success).toBe(false)
	})

	test('up to 20 schools', () => {
		const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `College ${i + 1}`, plan: 'RD' }))
		expect(schema.safeParse({ ...valid, schools: many(20) }).success).toBe(true)
		const tooMany = schema.safeParse({ ...valid, schools: many(21) })
		expect(tooMany.success).toBe(false)
		expect(tooMany.error?.issues[0]?.message).toBe('Add up to 20 schools.')
	})

	test('tests are a unique subset of the four', () => {
		expect(schema.safeParse({ ...valid, tests: [] }).success).toBe(true)
		expect(schema.safeParse({ ...valid, tests: ['SAT', 'ACT', 'PSAT', 'AP'] }).success).toBe(true)
		expect(schema.safeParse({ ...valid, tests: ['SAT', 'SAT'] }).success).toBe(false)
		expect(schema.safeParse({ ...valid, tests: ['GRE'] }).success).toBe(false)
	})
})
