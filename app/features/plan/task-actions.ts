import type { TaskActionInput } from './task-action-input'

// What a status change on the dashboard and the task list says and does. The
// dashboard's script shows these messages; the schema the changes are read
// with is in task-action-input.ts, so that importing this builds none.

export const SNOOZE_DAYS = 7

export const taskActionMessages = {
	done: 'Done — nice work.',
	reopen: 'Opened again.',
	skip: 'Skipped for today.',
	snooze: `Snoozed for ${SNOOZE_DAYS} days.`,
	restore: 'Undone.',
} as const

export function toTaskAction(input: TaskActionInput) {
	switch (input.intent) {
		case 'snooze':
			return { type: 'snooze' as const, days: input.days }
		case 'restore':
			return { type: 'restore' as const, status: input.status, snoozedUntil: input.snoozedUntil, skipCount: input.skipCount }
		case 'done':
		case 'reopen':
			return { type: input.intent, seenStatus: input.seenStatus }
		default:
			return { type: input.intent }
	}
}
