import { expect, test } from 'vitest'
import type { PlanTaskTemplate } from '../../../content/plan/types'
import { familyToday, addDays, daysBetween, formatInstant } from './dates'
import { appliesTo, schedulePlan, stageMonthYear, templateDates } from './schedule'

const template = (overrides: Partial<PlanTaskTemplate>): PlanTaskTemplate => ({
	id: 'g12-x',
	stage: 12,
	category: 'applications',
	owner: 'student',
	title: 'A task for the tests',
	why: 'Because the tests need a task.',
	how: ['Do it', 'Check it'],
	minutes: 10,
	window: { from: 9, to: 10 },
	priority: 2,
	...overrides,
})

test('stage months fall in the right calendar year for the class year', () => {
	// Class of 2027: 12th grade runs Aug 2026 – Jul 2027; 9th grade Aug 2023 – Jul 2024.
	expect(stageMonthYear(12, 9, 2027)).toBe(2026)
	expect(stageMonthYear(12, 3, 2027)).toBe(2027)
	expect(stageMonthYear(9, 10, 2027)).toBe(2023)
	expect(stageMonthYear('summer', 7, 2027)).toBe(2027)
	expect(templateDates(template({ window: { from: 11, to: 2 } }), 2027)).toEqual({ start: '2026-11-01', due: '2027-02-28' })
	expect(templateDates(template({ window: { from: 10, to: 11, due: { month: 11, day: 1 } } }), 2027)).toEqual({ start: '2026-10-01', due: '2026-11-01' })
})

test('only-if answers select tasks', () => {
	expect(appliesTo(template({ onlyIf: { tests: ['PSAT'] } }), { tests: ['SAT'], concerns: [] })).toBe(false)
	expect(appliesTo(template({ onlyIf: { tests: ['PSAT', 'SAT'] } }), { tests: ['SAT'], concerns: [] })).toBe(true)
	expect(appliesTo(template({ onlyIf: { concerns: ['executive-function'] } }), { tests: [], concerns: ['deadlines'] })).toBe(false)
	expect(appliesTo(template({}), { tests: [], concerns: [] })).toBe(true)
})

test('a senior onboarding in late November: ahead kept, this year’s slipped tasks caught up, passed deadlines and old years dropped', () => {
	const plan = schedulePlan(
		[
			template({ id: 'g12-ahead', window: { from: 12, to: 1 } }),
			template({ id: 'g12-slipped', window: { from: 8, to: 9 } }),
			template({ id: 'g12-slipped-optional', window: { from: 8, to: 9 }, priority: 3 }),
			template({ id: 'g12-deadline-passed', window: { from: 10, to: 11, due: { month: 11, day: 1 } } }),
			template({ id: 'g11-old', stage: 11, window: { from: 3, to: 4 } }),
			template({ id: 'summer-later', stage: 'summer', window: { from: 6, to: 7 } }),
		],
		{ graduationYear: 2027, today: '2026-11-23', answers: { tests: [], concerns: [] } },
	)
	expect(plan.map((entry) => [entry.template.id, entry.due, entry.catchUp])).toEqual([
		['g12-slipped', '2026-12-07', true],
		['g12-ahead', '2027-01-31', false],
		['summer-later', '2027-07-31', false],
	])
})

test('family days follow the time zone', () => {
	const lateEvening = new Date('2026-11-24T03:30:00Z')
	expect(familyToday('America/Los_Angeles', lateEvening)).toBe('2026-11-23')
	expect(familyToday('America/New_York', lateEvening)).toBe('2026-11-23')
	expect(familyToday('Europe/Berlin', lateEvening)).toBe('2026-11-24')
	expect(familyToday('Not/AZone', lateEvening)).toBe('2026-11-24')
	expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
	expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8)
})

test('an instant reads in the family’s zone, whatever zone the process runs in', () => {
	const at = Date.parse('2026-11-24T03:30:00Z')
	const dateAndTime: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
	expect(formatInstant(at, 'America/Los_Angeles', dateAndTime)).toBe('Nov 23, 7:30 PM')
	expect(formatInstant(at, 'America/New_York', dateAndTime)).toBe('Nov 23, 10:30 PM')
	// A zone the runtime does not know reads as UTC rather than throwing mid-render.
	expect(formatInstant(at, 'Not/AZone', dateAndTime)).toBe('Nov 24, 3:30 AM')
})
