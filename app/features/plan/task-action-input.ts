import { z } from 'zod'

// The dashboard's and the task list's status changes, one schema for the
// route action (no-JS forms) and the server function (the enhanced page); the
// task list's own form schema (task-schema.ts) takes them in. Kept out of
// task-actions.ts, whose messages the dashboard shows, so that the dashboard,
// which only posts these changes, does not download zod.

/** The status the member saw when they ticked: the server refuses a tick on a task moved meanwhile (offline-ticks.ts). */
const SeenStatus = z.enum(['open', 'done', 'skipped']).optional()

export const TaskActionInput = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('done'), taskId: z.string().min(1).max(40), seenStatus: SeenStatus }),
	z.object({ intent: z.literal('reopen'), taskId: z.string().min(1).max(40), seenStatus: SeenStatus }),
	z.object({ intent: z.literal('skip'), taskId: z.string().min(1).max(40) }),
	z.object({ intent: z.literal('snooze'), taskId: z.string().min(1).max(40), days: z.coerce.number().int().min(1).max(30) }),
	z.object({
		intent: z.literal('restore'),
		taskId: z.string().min(1).max(40),
		status: z.enum(['open', 'done', 'skipped']),
		// Missing too: a form's empty field reaches the tasks page's action (Conform) as no value.
		snoozedUntil: z.union([z.iso.date(), z.literal(''), z.null()]).optional().transform((value) => value || null),
		skipCount: z.coerce.number().int().min(0).max(1000),
	}),
])
export type TaskActionInput = z.output<typeof TaskActionInput>
