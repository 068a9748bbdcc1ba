import type { GradeLevel } from '#app/features/accounts/grade'
import { sitePages } from '#app/features/site/site-pages'

// /a/{id}/resources: the guides that fit the student now — those the plan's
// next tasks point to, then a short shelf for their grade. Titles come from
// the site map, so a renamed guide is renamed here too.

export const gradeShelves: Record<GradeLevel, string[]> = {
	'middle-school': ['/resources/9th-grade-checklist', '/resources/study-skills', '/resources/goal-setting'],
	'9th': ['/resources/9th-grade-checklist', '/resources/study-skills', '/resources/goal-setting', '/resources/activity-finder', '/tools/gpa-calculator'],
	'10th': ['/resources/ap-guide', '/resources/test-prep-timeline', '/resources/college-exploration', '/resources/leadership-opportunities', '/tools/gpa-calculator'],
	'11th': ['/resources/psat-prep', '/resources/test-prep-timeline', '/resources/college-list-builder', '/resources/rec-letter-tracker', '/resources/score-calculator', '/tools/college-match'],
	'12th': ['/resources/common-app', '/resources/essays', '/resources/application-tracker', '/resources/financial-aid', '/resources/decision-matrix', '/resources/backup-plans'],
	graduated: ['/resources/adulting-checklist', '/resources/financial-aid', '/resources/backup-plans'],
}

export interface ShelfItem {
	path: string
	title: string
	description: string
	/** The plan tasks this guide helps with, soonest first. */
	forTasks: string[]
}

export function resourceShelf({
	grade,
	openTasks,
	titleFor,
}: {
	grade: GradeLevel | null
	openTasks: Array<{ title: string; link: string | null; dueDate: string | null }>
	/** Titles for paths the site map does not know (blog posts). */
	titleFor?: (path: string) => { title: string; description: string } | undefined
}): { forPlan: ShelfItem[]; forGrade: ShelfItem[] } {
	const describe = (path: string) => {
		const page = sitePages.find((entry) => entry.path === path)
		return page ? { title: page.title, description: page.description } : titleFor?.(path)
	}
	const byPath = new Map<string, ShelfItem>()
	const sorted = [...openTasks].filter((task) => task.link).sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'))
	for (const task of sorted) {
		const info = describe(task.link!)
		if (!info) continue
		const item = byPath.get(task.link!) ?? { path: task.link!, ...info, forTasks: [] }
		if (item.forTasks.length < 3) item.forTasks.push(task.title)
		byPath.set(task.link!, item)
	}
	const forPlan = [...byPath.values()].slice(0, 8)
	const forGrade = (grade ? gradeShelves[grade] : [])
		.filter((path) => !byPath.has(path))
		.flatMap((path) => {
			const info = describe(path)
			return info ? [{ path, ...info, forTasks: [] }] : []
		})
	return { forPlan, forGrade }
}
