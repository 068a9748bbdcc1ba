import { z } from 'zod'
import { applyTaskAction } from '#app/features/plan/plan.server'
import { TaskActionInput, toTaskAction } from '#app/features/plan/task-actions'
import { defineServerFn, ServerFnError } from './define'

// The plan's calls from the browser: marking a task done, skipped, snoozed or
// back as it was (Undo). Members who may write the tasks section only.

export const planServerFns = [
	defineServerFn({
		id: 'updateTaskStatus',
		method: 'POST',
		access: { account: { section: 'tasks', write: true } },
		input: z.intersection(z.object({ accountId: z.string().min(1).max(40) }), TaskActionInput),
		async handler({ app, input, user, account }) {
			const result = await applyTaskAction(app, { accountId: account!.accountId, taskId: input.taskId, userId: user!.id, action: toTaskAction(input) })
			if (!result) throw new ServerFnError(404, 'not_found', 'That task is no longer in this plan.')
			return { intent: input.intent, before: result.before }
		},
	}),
]
