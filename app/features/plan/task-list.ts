import { groupBy } from '#app/lib/group-by'
import { planCategories, type PlanCategory } from '../../../content/plan/types'
import { addDays, type IsoDay, isoDay, lastDayOfMonth } from './dates'

// The task page's rules, pure: filters from the query string (anything
// unknown falls back to the default), grouping by when things are due, and
// the month grid of the calendar view.

export const statusFilters = ['open', 'done', 'removed', 'all'] as const
export type StatusFilter = (typeof statusFilters)[number]

export interface TaskFilters {
	status: StatusFilter
	category: PlanCategory | 'all'
	owner: 'student' | 'parent' | 'all'
	view: 'list' | 'calendar'
	/** "2026-12" for the calendar view. */
	month: string | null
}

export function parseTaskFilters(params: URLSearchParams): TaskFilters {
	const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
		value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
	const month = params.get('month')
	return {
		status: pick(params.get('status'), statusFilters, 'open'),
		category: pick(params.get('category'), [...planCategories, 'all'] as const, 'all'),
		owner: pick(params.get('owner'), ['student', 'parent', 'all'] as const, 'all'),
		view: pick(params.get('view'), ['list', 'calendar'] as const, 'list'),
		month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
	}
}

interface Filterable {
	status: 'open' | 'done' | 'skipped'
	category: PlanCategory
	owner: 'student' | 'parent'
}

export function matchesFilters(task: Filterable, filters: TaskFilters): boolean {
	const status = filters.status === 'removed' ? 'skipped' : filters.status
	if (status !== 'all' && task.status !== status) return false
	if (filters.category !== 'all' && task.category !== filters.category) return false
	if (filters.owner !== 'all' && task.owner !== filters.owner) return false
	return true
}

export type DueGroup = 'overdue' | 'earlier' | 'this-week' | 'this-month' | 'later' | 'no-date'

export const dueGroupLabels: Record<DueGroup, string> = {
	overdue: 'Overdue',
	earlier: 'Earlier',
	'this-week': 'Due this week',
	'this-month': 'Due in the next 30 days',
	later: 'Later',
	'no-date': 'No due date',
}

/** The last day of "this week" and of "the next 30 days", seen from `today`. */
function dueCutoffs(today: IsoDay) {
	return { today, week: addDays(today, 7), month: addDays(today, 30) }
}

function dueGroup(dueDate: string | null, cutoffs: ReturnType<typeof dueCutoffs>, status: Filterable['status']): DueGroup {
	if (dueDate === null) return 'no-date'
	if (dueDate < cutoffs.today) return status === 'open' ? 'overdue' : 'earlier'
	if (dueDate <= cutoffs.week) return 'this-week'
	if (dueDate <= cutoffs.month) return 'this-month'
	return 'later'
}

export function groupByDue<T extends { dueDate: string | null; status: Filterable['status'] }>(tasks: T[], today: IsoDay) {
	const cutoffs = dueCutoffs(today)
	const groups = groupBy(tasks, (task) => dueGroup(task.dueDate, cutoffs, task.status))
	return (Object.keys(dueGroupLabels) as DueGroup[]).filter((group) => groups.has(group)).map((group) => ({ group, label: dueGroupLabels[group], tasks: groups.get(group)! }))
}

/** The weeks (Sunday first) of a month, each day with its tasks; days outside the month are null. */
export function monthGrid<T extends { dueDate: string | null }>(month: string, tasks: T[]): Array<Array<{ day: IsoDay; tasks: T[] } | null>> {
	const year = Number(month.slice(0, 4))
	const monthNumber = Number(month.slice(5, 7))
	const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay()
	const days = lastDayOfMonth(year, monthNumber)
	const cells: Array<{ day: IsoDay; tasks: T[] } | null> = Array.from({ length: firstWeekday }, () => null)
	for (let day = 1; day <= days; day++) {
		const iso = isoDay(year, monthNumber, day)
		cells.push({ day: iso, tasks: tasks.filter((task) => task.dueDate === iso) })
	}
	while (cells.length % 7) cells.push(null)
	return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

export function shiftMonth(month: string, by: number): string {
	const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1))
	return date.toISOString().slice(0, 7)
}

/**
 * One page of grouped tasks: the groups in their order, cut after `perPage`
 * tasks, each group keeping its whole count (so "Later (23)" reads the same on
 * every page it spans). A page past the end is the last page.
 */
export function pageOfGroups<G extends { tasks: unknown[] }>(groups: G[], page: number, perPage: number) {
	const total = groups.reduce((sum, group) => sum + group.tasks.length, 0)
	const pages = Math.max(1, Math.ceil(total / perPage))
	const current = Math.min(Math.max(1, page), pages)
	const start = (current - 1) * perPage
	const end = start + perPage
	let seen = 0
	const shown = groups.flatMap((group) => {
		const from = Math.max(start - seen, 0)
		const to = Math.min(end - seen, group.tasks.length)
		seen += group.tasks.length
		return from < to ? [{ ...group, tasks: group.tasks.slice(from, to) as G['tasks'], count: group.tasks.length }] : []
	})
	return { groups: shown, page: current, pages, total }
}
