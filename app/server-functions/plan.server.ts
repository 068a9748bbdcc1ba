import { z } from 'zod'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { applyTaskAction } from '#app/features/plan/plan.server'
import { tickConflictMessage } from '#app/features/plan/offline-ticks'
import { TaskActionInput } from '#app/features/plan/task-action-input'
import { toTaskAction } from '#app/features/plan/task-actions'
import { SavedGpaInput } from '#app/features/student-profile/profile'
import { saveGpa } from '#app/features/student-profile/profile.server'
import { defineServerFn, ServerFnError } from './define'

// The plan's calls from the browser: marking a task done, skipped, snoozed or
// back as it was (Undo), and saving the GPA calculator's result to the
// student's profile.

export const planServerFns = [
	defineServerFn({
		id: 'updateTaskStatus',
		method: 'POST',
		access: { account: { section: 'tasks', write: true } },
		feature: 'plan',
		input: z.intersection(z.object({ accountId: z.string().min(1).max(40) }), TaskActionInput),
		async handler({ app, input, user, account }) {
			const result = await applyTaskAction(app, { accountId: account!.accountId, taskId: input.taskId, userId: user!.id, action: toTaskAction(input) })
			if (!result) throw new ServerFnError(404, 'not_found', 'That task is no longer in this plan.')
			if (result.conflict) throw new ServerFnError(409, 'conflict', tickConflictMessage(result.conflict.title))
			return { intent: input.intent, before: result.before }
		},
	}),
	defineServerFn({
		id: 'saveGpaToProfile',
		method: 'POST',
		// The session's current student when no accountId is sent: the calculator is a public page.
		access: { account: { minRole: 'student', section: 'profile', write: true } },
		// The catalog sells the GPA tools with the college list.
		feature: 'college-list',
		input: SavedGpaInput,
		async handler({ app, input, account }) {
			const gpa = await saveGpa(app, account!.accountId, input)
			const details = await getAccountDetails(app, account!.accountId)
			return { accountId: account!.accountId, studentName: details?.studentName ?? '', unweighted: gpa.unweighted, weighted: gpa.weighted }
		},
	}),
]
