import { daysBetween, type IsoDay } from './dates'

// Today's micro-tasks (spec §1): one to three steps of 15 minutes or less,
// picked from the open plan by how soon they are due, how much they matter and
// how often they were skipped. The same day gives the same picks, so the list
// does not shuffle between visits; done, snoozed and skipped steps make room.

/** A micro-task is at most this long; a longer plan task is broken into steps this size (library.ts checks). */
export const MICRO_TASK_MAX_MINUTES = 15
export const MAX_MICRO_TASKS = 3
/** Three short steps at most: a daily list a student can finish. */
export const MAX_DAILY_MINUTES = 45
/** How far ahead a task may be started early. */
export const LOOKAHEAD_DAYS = 21

export interface PlanItem {
	id: string
	parentId: string | null
	templateId: string | null
	title: string
	status: 'open' | 'done' | 'skipped'
	minutes: number | null
	priority: number
	position: number
	startDate: string | null
	dueDate: string | null
	snoozedUntil: string | null
	skipCount: number
	dependsOn: string[] | null
}

/** A stable pseudo-random number in [0, 1) for a string: the day's tie-breaker. */
function hashFraction(value: string): number {
	let hash = 2166136261
	for (let index = 0; index < value.length; index++) {
		hash ^= value.charCodeAt(index)
		hash = Math.imul(hash, 16777619)
	}
	return (hash >>> 0) / 2 ** 32
}

/** The library ids of a plan's open tasks: what a task that depends on them still waits for. */
export function openTemplateIds(items: Pick<PlanItem, 'status' | 'templateId'>[]): Set<string> {
	return new Set(items.filter((item) => item.status === 'open' && item.templateId).map((item) => item.templateId!))
}

/**
 * The open steps that could be done today: leaves of the plan, unblocked, in
 * order within their task. `items` may be just the open tasks that start
 * within the lookahead, with all their steps, if `openTemplates` comes from
 * the whole plan (the dashboard reads no more than that).
 */
export function microTaskCandidates(items: PlanItem[], today: IsoDay, openTemplates: ReadonlySet<string> = openTemplateIds(items)): PlanItem[] {
	const hasOpenChildren = new Set(items.filter((item) => item.parentId && item.status === 'open').map((item) => item.parentId!))
	const byId = new Map(items.map((item) => [item.id, item]))
	const firstOpenStep = new Map<string, PlanItem>()
	for (const item of items) {
		if (!item.parentId || item.status !== 'open') continue
		const first = firstOpenStep.get(item.parentId)
		if (!first || item.position < first.position) firstOpenStep.set(item.parentId, item)
	}
	return items.filter((item) => {
		if (item.status !== 'open' || hasOpenChildren.has(item.id)) return false
		if (item.minutes === null || item.minutes > MICRO_TASK_MAX_MINUTES) return false
		if (item.snoozedUntil && item.snoozedUntil > today) return false
		const parent = item.parentId ? byId.get(item.parentId) : undefined
		if (parent && (parent.status !== 'open' || (parent.snoozedUntil && parent.snoozedUntil > today))) return false
		if (item.parentId && firstOpenStep.get(item.parentId)?.id !== item.id) return false
		const owner = parent ?? item
		if (owner.startDate && daysBetween(today, owner.startDate) > LOOKAHEAD_DAYS) return false
		if ((owner.dependsOn ?? []).some((dependency) => openTemplates.has(dependency))) return false
		return true
	})
}

/** Higher is sooner: overdue and due-soon first, must-dos before nice-to-haves, skipped ones later. */
export function urgency(item: PlanItem, parent: PlanItem | undefined, today: IsoDay): number {
	const due = item.dueDate ?? parent?.dueDate ?? null
	const daysLeft = due === null ? 120 : daysBetween(today, due)
	const dueScore = daysLeft < 0 ? 100 + Math.min(-daysLeft, 30) : Math.max(0, 90 - daysLeft)
	const priority = parent?.priority ?? item.priority
	return dueScore + (3 - priority) * 15 - item.skipCount * 12
}

export function selectMicroTasks(
	items: PlanItem[],
	{ today, accountId, openTemplates }: { today: IsoDay; accountId: string; openTemplates?: ReadonlySet<string> },
): PlanItem[] {
	const byId = new Map(items.map((item) => [item.id, item]))
	const ranked = microTaskCandidates(items, today, openTemplates)
		.map((item) => ({ item, score: urgency(item, item.parentId ? byId.get(item.parentId) : undefined, today), tie: hashFraction(`${accountId}:${today}:${item.id}`) }))
		.sort((a, b) => b.score - a.score || a.tie - b.tie)
	const picked: PlanItem[] = []
	let minutes = 0
	for (const { item } of ranked) {
		if (picked.length === MAX_MICRO_TASKS) break
		if (minutes + item.minutes! > MAX_DAILY_MINUTES) continue
		picked.push(item)
		minutes += item.minutes!
	}
	return picked
}
