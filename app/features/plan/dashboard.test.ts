import { expect, test } from 'vitest'
import { type DashboardTask, dashboardSummary } from './dashboard'

let counter = 0
const task = (overrides: Partial<DashboardTask>): DashboardTask => ({
	id: `t${++counter}`,
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
	category: 'testing',
	owner: 'student',
	link: null,
	...overrides,
})

test('deadlines this week (overdue first), progress for this school year only, micro-tasks with their parent', () => {
	const parent = task({ minutes: 60, title: 'Write the essay', category: 'essays', dueDate: '2026-11-27', link: '/resources/essays' })
	const step = task({ parentId: parent.id, title: 'Brainstorm three moments', category: 'essays', dueDate: '2026-11-27' })
	const overdue = task({ dueDate: '2026-11-20', title: 'Register for the SAT' })
	const nextYear = task({ dueDate: '2027-09-01', category: 'testing' })
	const done = task({ status: 'done', category: 'testing', dueDate: '2026-10-01' })
	const summary = dashboardSummary([parent, step, overdue, nextYear, done], { today: '2026-11-23', accountId: 'a' })
	expect(summary.deadlines.map((deadline) => [deadline.title, deadline.overdue])).toEqual([
		['Register for the SAT', true],
		['Write the essay', false],
	])
	expect(summary.progress).toEqual([
		{ category: 'testing', label: 'Testing', done: 1, total: 2 },
		{ category: 'essays', label: 'Essays', done: 0, total: 1 },
	])
	const micro = summary.microTasks.find((entry) => entry.id === step.id)!
	expect(micro).toMatchObject({ partOf: { id: parent.id, title: 'Write the essay' }, link: '/resources/essays', minutes: 10 })
})
