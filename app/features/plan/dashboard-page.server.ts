import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AccountDetails } from '#app/features/accounts/accounts.server'
import { sectionLabels } from '#app/features/accounts/permissions'
import type { AppContext } from '#app/lib/app-context'
import type { DashboardActionResult } from './dashboard'
import { loadDashboard } from './dashboard.server'
import { tickConflictMessage } from './offline-ticks'
import { applyTaskAction } from './plan.server'
import type { TaskActionInput } from './task-action-input'
import { taskActionMessages, toTaskAction } from './task-actions'
import { testLabel, upcomingTests } from '#app/features/test-scores/tests'
import { listTestRecords } from '#app/features/test-scores/tests.server'

// The dashboard's page: the student, today's steps, the week, progress and
// changes (for members the tasks are shared with), upcoming tests (for those
// the tests are shared with), and the sections shared; and the no-JavaScript
// post of a step's Done, Skip, Snooze or Undo.

type Ctx = Pick<AppContext, 'db' | 'now'>

/** `account` is the route's (the /a/{accountId} middleware read it with the membership). */
export async function loadDashboardPage(ctx: Ctx, access: AccountAccess, account: Promise<AccountDetails>) {
	const canSeeTests = access.sections.includes('tests')
	// All asked for at once: the reads travel in one round-trip.
	const [student, plan, testRecords] = await Promise.all([
		account,
		access.sections.includes('tasks') ? loadDashboard(ctx, access.accountId) : null,
		canSeeTests ? listTestRecords(ctx, access.accountId) : null,
	])
	const today = plan?.today ?? ctx.now().toISOString().slice(0, 10)
	return {
		studentName: student.studentName,
		grade: student.grade,
		highSchool: access.sections.includes('profile') ? student.highSchool : null,
		today,
		summary: plan?.summary ?? null,
		changes: plan?.changes ?? null,
		// Only for members the tests section is shared with.
		tests: testRecords ? upcomingTests(testRecords, today).map((record) => ({ test: testLabel(record), date: record.date })) : null,
		sections: access.sections.map((section) => ({ section, label: sectionLabels[section] })),
		readOnly: access.readOnly,
	}
}
export type DashboardPageData = Awaited<ReturnType<typeof loadDashboardPage>>

/** Runs one step's status change; the task gone from the plan is a 404. */
export async function runDashboardIntent(ctx: Ctx, { accountId, userId }: { accountId: string; userId: string }, input: TaskActionInput): Promise<{ status: 200 | 404 | 409; body: DashboardActionResult }> {
	const result = await applyTaskAction(ctx, { accountId, taskId: input.taskId, userId, action: toTaskAction(input) })
	if (!result) return { status: 404, body: { ok: false, intent: input.intent, message: 'That task is no longer in this plan.' } }
	if (result.conflict) return { status: 409, body: { ok: false, intent: input.intent, message: tickConflictMessage(result.conflict.title) } }
	return { status: 200, body: { ok: true, intent: input.intent, message: taskActionMessages[input.intent], before: result.before } }
}
