import { expect, test } from 'vitest'
import { groupByDue, matchesFilters, monthGrid, pageOfGroups, parseTaskFilters, shiftMonth } from './task-list'

test('filters come from the query string; unknown values fall back to the defaults', () => {
	expect(parseTaskFilters(new URLSearchParams(''))).toEqual({ status: 'open', category: 'all', owner: 'all', view: 'list', month: null })
	expect(parseTaskFilters(new URLSearchParams('status=done&category=essays&owner=parent&view=calendar&month=2026-12'))).toEqual({
		status: 'done',
		category: 'essays',
		owner: 'parent',
		view: 'calendar',
		month: '2026-12',
	})
	expect(parseTaskFilters(new URLSearchParams('status=x&category=<script>&owner=dog&view=grid&month=2026-13'))).toEqual({
		status: 'open',
		category: 'all',
		owner: 'all',
		view: 'list',
		month: null,
	})
	const task = { status: 'skipped' as const, category: 'essays' as const, owner: 'student' as const }
	expect(matchesFilters(task, parseTaskFilters(new URLSearchParams('status=removed')))).toBe(true)
	expect(matchesFilters(task, parseTaskFilters(new URLSearchParams('')))).toBe(false)
	expect(matchesFilters(task, parseTaskFilters(new URLSearchParams('status=all&owner=parent')))).toBe(false)
})

test('groups by when things are due', () => {
	const groups = groupByDue(
		[
			{ id: 'a', dueDate: '2026-11-20', status: 'open' as const },
			{ id: 'b', dueDate: '2026-11-25', status: 'open' as const },
			{ id: 'c', dueDate: '2026-12-20', status: 'open' as const },
			{ id: 'd', dueDate: '2027-03-01', status: 'open' as const },
			{ id: 'e', dueDate: null, status: 'open' as const },
			{ id: 'f', dueDate: '2026-11-01', status: 'done' as const },
		],
		'2026-11-23',
	)
	expect(groups.map((group) => [group.group, group.tasks.map((task) => task.id)])).toEqual([
		['overdue', ['a']],
		['earlier', ['f']],
		['this-week', ['b']],
		['this-month', ['c']],
		['later', ['d']],
		['no-date', ['e']],
	])
})

test('the month grid starts on Sunday and places tasks on their day', () => {
	const weeks = monthGrid('2026-11', [{ dueDate: '2026-11-23' }, { dueDate: '2026-12-01' }])
	expect(weeks[0]![0]!.day).toBe('2026-11-01') // November 1, 2026 is a Sunday
	expect(weeks.flat().filter(Boolean)).toHaveLength(30)
	expect(weeks.flat().find((cell) => cell?.day === '2026-11-23')!.tasks).toHaveLength(1)
	expect(monthGrid('2027-02', [])[0]!.slice(0, 1)).toEqual([null])
	expect(shiftMonth('2026-12', 1)).toBe('2027-01')
	expect(shiftMonth('2026-01', -1)).toBe('2025-12')
})

test('pages cut the grouped list in order, keep each group’s whole count, and clamp the page', () => {
	const groups = [
		{ group: 'overdue', tasks: ['a', 'b'] },
		{ group: 'later', tasks: ['c', 'd', 'e', 'f', 'g'] },
	]
	expect(pageOfGroups(groups, 1, 3)).toEqual({ groups: [{ group: 'overdue', tasks: ['a', 'b'], count: 2 }, { group: 'later', tasks: ['c'], count: 5 }], page: 1, pages: 3, total: 7 })
	expect(pageOfGroups(groups, 2, 3).groups).toEqual([{ group: 'later', tasks: ['d', 'e', 'f'], count: 5 }])
	expect(pageOfGroups(groups, 9, 3)).toMatchObject({ page: 3, groups: [{ group: 'later', tasks: ['g'] }] })
	expect(pageOfGroups([], 1, 3)).toEqual({ groups: [], page: 1, pages: 1, total: 0 })
})
