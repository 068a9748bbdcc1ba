import type { PlanCategory } from '../../../content/plan/types'
import { addDays, type IsoDay } from './dates'
import { type PlanItem, selectMicroTasks } from './micro-tasks'

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

export function dashboardSummary(items: DashboardTask[], { today, accountId }: { today: IsoDay; accountId: string }) {
	const byId = new Map(items.map((item) => [item.id, item]))
	const microTasks: MicroTaskView[] = selectMicroTasks(items, { today, accountId }).map((pick) => {
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

	// "This year" is the school year that holds today: August to July.
	const schoolYearEnd = `${Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 8 ? 1 : 0)}-07-31`
	const thisYear = topLevel.filter((item) => item.status !== 'skipped' && (item.dueDate === null || item.dueDate <= schoolYearEnd))
	const progress = (Object.keys(planCategoryLabels) as PlanCategory[])
		.map((category) => {
			const inCategory = thisYear.filter((item) => item.category === category)
			return { category, label: planCategoryLabels[category], done: inCategory.filter((item) => item.status === 'done').length, total: inCategory.length }
		})
		.filter((entry) => entry.total > 0)

	return { microTasks, deadlines, progress }
}
