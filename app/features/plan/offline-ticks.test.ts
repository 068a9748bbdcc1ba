import { expect, test } from 'vitest'
import { addTick, type QueuedTick, shownStatus, tickConflictMessage, tickOutcome } from './offline-ticks'

const tick = (taskId: string, intent: QueuedTick['intent'], seenStatus: QueuedTick['seenStatus'], queuedAt = 1): QueuedTick => ({ accountId: 'a1', taskId, title: `Task ${taskId}`, intent, seenStatus, queuedAt })

test('a tick applies when the task is as the member saw it, does nothing when it is already there, and is refused when someone moved it elsewhere', () => {
	expect(tickOutcome('open', 'done', 'open')).toBe('apply')
	expect(tickOutcome('done', 'reopen', 'done')).toBe('apply')
	// Someone else did the same meanwhile: nothing to overwrite, nothing to say.
	expect(tickOutcome('open', 'done', 'done')).toBe('already')
	expect(tickOutcome('done', 'reopen', 'open')).toBe('already')
	// Skipped, or reopened, by someone else: never overwritten silently.
	expect(tickOutcome('open', 'done', 'skipped')).toBe('conflict')
	expect(tickOutcome('done', 'reopen', 'skipped')).toBe('conflict')
	expect(tickOutcome('skipped', 'done', 'open')).toBe('conflict')
})

test('the conflict names the task in plain words', () => {
	expect(tickConflictMessage('Draft the Common App essay')).toBe(
		'Draft the Common App essay was changed by someone else while you were offline; your tick was not applied — check it.',
	)
})

test('the queue holds a task once, keeps what was first seen, and drops a tick that puts the task back', () => {
	let queue = addTick([], tick('t1', 'done', 'open', 1))
	queue = addTick(queue, tick('t2', 'reopen', 'done', 2))
	expect(queue.map((queued) => [queued.taskId, queued.intent])).toEqual([['t1', 'done'], ['t2', 'reopen']])
	// Unticked again before the network came back: nothing is left to send for t1.
	queue = addTick(queue, tick('t1', 'reopen', 'done', 3))
	expect(queue.map((queued) => queued.taskId)).toEqual(['t2'])
	// Ticked twice the same way: one entry, still checked against what was first seen.
	queue = addTick(queue, tick('t3', 'done', 'open', 4))
	queue = addTick(queue, tick('t3', 'done', 'done', 5))
	expect(queue.filter((queued) => queued.taskId === 't3')).toEqual([{ ...tick('t3', 'done', 'open', 5) }])
	// Another account's task of the same id is its own entry.
	expect(addTick(queue, { ...tick('t2', 'done', 'open'), accountId: 'a2' })).toHaveLength(3)
})

test('a task with a tick waiting shows the tick', () => {
	const queue = [tick('t1', 'done', 'open')]
	expect(shownStatus(queue, 'a1', 't1', 'open')).toBe('done')
	expect(shownStatus(queue, 'a1', 't9', 'open')).toBe('open')
	expect(shownStatus(queue, 'a2', 't1', 'open')).toBe('open')
})
