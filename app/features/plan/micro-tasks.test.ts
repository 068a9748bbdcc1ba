import { expect, test } from 'vitest'
import { MAX_DAILY_MINUTES, MAX_MICRO_TASKS, microTaskCandidates, type PlanItem, selectMicroTasks } from './micro-tasks'

let counter = 0
function item(overrides: Partial<PlanItem> = {}): PlanItem {
	counter += 1
	return {
		id: `t${counter}`,
		parentId: null,
		templateId: null,
		title: `Task ${counter}`,
		status: 'open',
		minutes: 10,
		priority: 2,
		position: 0,
		startDate: null,
		dueDate: '2026-12-15',
		snoozedUntil: null,
		skipCount: 0,
		dependsOn: null,
		...overrides,
	}
}

const today = '2026-11-23'

test('never more than 3, never one over 15 minutes, never over 45 minutes together', () => {
	for (let trial = 0; trial < 50; trial++) {
		const items = Array.from({ length: 30 }, (_, index) => item({ minutes: 5 + ((index * 7 + trial) % 40), priority: 1 + (index % 3) }))
		const picked = selectMicroTasks(items, { today, accountId: `a${trial}` })
		expect(picked.length).toBeLessThanOrEqual(MAX_MICRO_TASKS)
		expect(picked.length).toBeGreaterThan(0)
		for (const pick of picked) expect(pick.minutes).toBeLessThanOrEqual(15)
		expect(picked.reduce((sum, pick) => sum + pick.minutes!, 0)).toBeLessThanOrEqual(MAX_DAILY_MINUTES)
	}
})

test('deterministic for a given day, and it may change the next day', () => {
	const items = Array.from({ length: 12 }, () => item({ dueDate: '2027-03-01' }))
	const first = selectMicroTasks(items, { today, accountId: 'acc' }).map((pick) => pick.id)
	expect(selectMicroTasks([...items].reverse(), { today, accountId: 'acc' }).map((pick) => pick.id)).toEqual(first)
	const days = new Set(
		Array.from({ length: 10 }, (_, day) => selectMicroTasks(items, { today: `2026-11-${10 + day}`, accountId: 'acc' }).map((pick) => pick.id).join()),
	)
	expect(days.size).toBeGreaterThan(1)
})

test('overdue and due-soon first, must-dos before nice-to-haves, skipped ones later', () => {
	const later = item({ dueDate: '2027-02-01' })
	const overdue = item({ dueDate: '2026-11-01' })
	const soon = item({ dueDate: '2026-11-25' })
	const skipped = item({ dueDate: '2026-11-25', skipCount: 4 })
	const niceToHave = item({ dueDate: '2026-11-26', priority: 3 })
	const mustDo = item({ dueDate: '2026-11-26', priority: 1 })
	expect(selectMicroTasks([later, overdue, soon, skipped, niceToHave, mustDo], { today, accountId: 'x' }).map((pick) => pick.id)).toEqual([
		overdue.id,
		mustDo.id,
		soon.id,
	])
})

test('a task with steps offers only its next open step; long, done, snoozed, blocked and far-off ones are out', () => {
	const parent = item({ minutes: 60, templateId: 'g12-essay', priority: 1 })
	const step1 = item({ parentId: parent.id, position: 0, status: 'done' })
	const step2 = item({ parentId: parent.id, position: 1 })
	const step3 = item({ parentId: parent.id, position: 2 })
	const long = item({ minutes: 30 })
	const done = item({ status: 'done' })
	const snoozed = item({ snoozedUntil: '2026-11-25' })
	const prerequisite = item({ templateId: 'g12-first' })
	const blocked = item({ dependsOn: ['g12-first'] })
	const farOff = item({ startDate: '2027-04-01', dueDate: '2027-05-01' })
	const custom = item({ minutes: null })
	const candidates = microTaskCandidates([parent, step1, step2, step3, long, done, snoozed, prerequisite, blocked, farOff, custom], today).map(
		(candidate) => candidate.id,
	)
	expect(candidates).toEqual([step2.id, prerequisite.id])
})

test('nothing open: an empty list, not an error', () => {
	expect(selectMicroTasks([], { today, accountId: 'x' })).toEqual([])
	expect(selectMicroTasks([item({ status: 'done' })], { today, accountId: 'x' })).toEqual([])
})
