import type { PlanCategory } from '../../../content/plan/types'
import { addDays, type IsoDay } from './dates'
import { type PlanItem, selectMicroTasks } from './micro-tasks'
import type { TaskSnapshot } from './plan.server'
import type { TaskActionInput } from './task-action-input'

// What the dashboard shows from a plan, pure: today's micro-tasks with the
// task each step belongs to, this week's deadlines, and progress by category.

export const planCategoryLabels: Record<PlanCategory, string> = {
	academics: 'Academics',
	testing: 'Testing',
	activities: 'Activities',
	'college-list': 'College list',
	applications: 'Applications',
	essays: 'Essays',
	'financial-aid': 'Financial aid',
	scholarships: 'Scholarships',
	family: 'Family',
}

export interface DashboardTask extends PlanItem {
	category: PlanCategory
	owner: 'student' | 'parent'
	link: string | null
}

export interface MicroTaskView {
	id: string
	title: string
	minutes: number
	/** The task a step belongs to, for context. */
	partOf: { id: string; title: string } | null
	dueDate: string | null
	owner: 'student' | 'parent'
	category: PlanCategory
	link: string | null
}

/** Top-level tasks of one category and status, and how many of them count toward this school year. */
export interface ProgressCount {
	category: PlanCategory
	status: PlanItem['status']
	count: number
}

/** "This year" is the school year that holds today: August to July. */
export function schoolYearEnd(today: IsoDay): IsoDay {
	return `${Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 8 ? 1 : 0)}-07-31`
}

/** The progress bars' counts from a whole plan: this school year's top-level tasks, skipped ones left out. */
export function progressCounts(items: DashboardTask[], today: IsoDay): ProgressCount[] {
	const yearEnd = schoolYearEnd(today)
	const counts = new Map<string, ProgressCount>()
	for (const item of items) {
		if (item.parentId || item.status === 'skipped' || (item.dueDate !== null && item.dueDate > yearEnd)) continue
		const key = `${item.category} ${item.status}`
		const entry = counts.get(key) ?? { category: item.category, status: item.status, count: 0 }
		entry.count += 1
		counts.set(key, entry)
	}
	return [...counts.values()]
}

/**
 * The dashboard from a plan. Given the whole plan, it works everything out;
 * the dashboard's loader passes only the open tasks that start within the
 * lookahead (with their steps) and asks the database for the open library
 * ids and the progress counts instead (dashboard.server.ts).
 */
export function dashboardSummary(
	items: DashboardTask[],
	{ today, accountId, openTemplates, progress = progressCounts(items, today) }: { today: IsoDay; accountId: string; openTemplates?: ReadonlySet<string>; progress?: ProgressCount[] },
) {
	const byId = new Map(items.map((item) => [item.id, item]))
	const microTasks: MicroTaskView[] = selectMicroTasks(items, { today, accountId, openTemplates }).map((pick) => {
		const parent = pick.parentId ? byId.get(pick.parentId) : undefined
		const task = byId.get(pick.id)!
		return {
			id: pick.id,
			title: pick.title,
			minutes: pick.minutes!,
			partOf: parent ? { id: parent.id, title: parent.title } : null,
			dueDate: pick.dueDate ?? parent?.dueDate ?? null,
			owner: task.owner,
			category: task.category,
			link: parent?.link ?? task.link,
		}
	})

	const weekEnd = addDays(today, 7)
	const topLevel = items.filter((item) => !item.parentId)
	const deadlines = topLevel
		.filter((item) => item.status === 'open' && item.dueDate !== null && item.dueDate <= weekEnd)
		.sort((a, b) => a.dueDate!.localeCompare(b.dueDate!) || a.priority - b.priority)
		.map((item) => ({ id: item.id, title: item.title, dueDate: item.dueDate!, overdue: item.dueDate! < today, owner: item.owner, priority: item.priority }))

	const progressBars = (Object.keys(planCategoryLabels) as PlanCategory[])
		.map((category) => {
			const inCategory = progress.filter((entry) => entry.category === category)
			const count = (entries: ProgressCount[]) => entries.reduce((sum, entry) => sum + entry.count, 0)
			return { category, label: planCategoryLabels[category], done: count(inCategory.filter((entry) => entry.status === 'done')), total: count(inCategory) }
		})
		.filter((entry) => entry.total > 0)

	return { microTasks, deadlines, progress: progressBars }
}

/**
 * The dashboard action's one answer, to a post made without JavaScript (with
 * it, the page calls updateTaskStatus): what happened and, after a change,
 * the task as it was, for the Undo form.
 */
export type DashboardActionResult =
	| { ok: true; intent: TaskActionInput['intent']; message: string; before: TaskSnapshot }
	| { ok: false; intent: string; message: string }
