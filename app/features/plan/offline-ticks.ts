// Ticks made offline (issue 26): the rule the server applies to a tick that
// says what the member saw, and the page's queue of ticks waiting for the
// network. Pure; the queue is kept in IndexedDB by offline-queue.ts.

export type TaskStatus = 'open' | 'done' | 'skipped'
export type TickIntent = 'done' | 'reopen'

/** What a tick makes of the task. */
export const tickTarget = (intent: TickIntent): TaskStatus => (intent === 'done' ? 'done' : 'open')

/**
 * A tick that carries the status the member saw: applied when the task is
 * still as they saw it; nothing to do when it is already where the tick
 * would put it; a conflict when someone else moved it elsewhere meanwhile,
 * which is never overwritten silently.
 */
export function tickOutcome(seen: TaskStatus, intent: TickIntent, current: TaskStatus): 'apply' | 'already' | 'conflict' {
	if (current === tickTarget(intent)) return 'already'
	return current === seen ? 'apply' : 'conflict'
}

/** The answer to a conflicting tick, naming the task (the words). */
export function tickConflictMessage(title: string): string {
	return `${title} was changed by someone else while you were offline; your tick was not applied — check it.`
}

export interface QueuedTick {
	accountId: string
	taskId: string
	title: string
	intent: TickIntent
	/** The task's status on the page when it was ticked: what the server checks against. */
	seenStatus: TaskStatus
	queuedAt: number
}

/**
 * The queue after one more tick. A task is in it once: a second tick replaces
 * the first but keeps what the member first saw, and a tick that puts the
 * task back where it was seen cancels the change altogether.
 */
export function addTick(queue: readonly QueuedTick[], tick: QueuedTick): QueuedTick[] {
	const same = (queued: QueuedTick) => queued.accountId === tick.accountId && queued.taskId === tick.taskId
	const earlier = queue.find(same)
	const rest = queue.filter((queued) => !same(queued))
	const seenStatus = earlier?.seenStatus ?? tick.seenStatus
	if (tickTarget(tick.intent) === seenStatus) return rest
	return [...rest, { ...tick, seenStatus }]
}

/** The status to show for a task with a tick waiting, else the status the page has. */
export function shownStatus(queue: readonly QueuedTick[], accountId: string, taskId: string, status: TaskStatus): TaskStatus {
	const queued = queue.find((tick) => tick.accountId === accountId && tick.taskId === taskId)
	return queued ? tickTarget(queued.intent) : status
}
