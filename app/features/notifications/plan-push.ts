import { formatDay } from '#app/features/plan/dates'
import type { PushMessage } from '#app/lib/push'
import type { PushKind } from './notifications'

// The plan's push notifications, one per kind and run: short (a lock screen
// shows two lines), naming the task when there is one, opening the page it is
// about. The tag is per account and kind, so a newer push replaces the older.

interface PushTask {
	title: string
	dueDate: string
}

const titles = (tasks: PushTask[]) => (tasks.length <= 2 ? tasks.map((task) => task.title).join('; ') : `${tasks[0]!.title}; ${tasks[1]!.title} and ${tasks.length - 2} more`)
const tag = (accountId: string, kind: PushKind) => `${kind}:${accountId}`

export function dueSoonPush({ accountId, studentName, tasks, today }: { accountId: string; studentName: string; tasks: PushTask[]; today: string }): PushMessage {
	const [first] = tasks
	const when = (task: PushTask) => (task.dueDate === today ? 'today' : formatDay(task.dueDate))
	return {
		title: tasks.length === 1 ? `Due ${when(first!)} for ${studentName}` : `${tasks.length} things due soon for ${studentName}`,
		body: tasks.length === 1 ? first!.title : titles(tasks),
		url: `/a/${accountId}/tasks`,
		tag: tag(accountId, 'due-soon'),
	}
}

export function overduePush({ accountId, studentName, tasks }: { accountId: string; studentName: string; tasks: PushTask[] }): PushMessage {
	return {
		title: tasks.length === 1 ? `Overdue for ${studentName}` : `${tasks.length} tasks overdue for ${studentName}`,
		body: titles(tasks),
		url: `/a/${accountId}/tasks`,
		tag: tag(accountId, 'overdue'),
	}
}

export function planChangesPush({ accountId, studentName, changes }: { accountId: string; studentName: string; changes: Array<{ title: string; reason: string }> }): PushMessage {
	const [first] = changes
	return {
		title: changes.length === 1 ? `${studentName}’s plan changed` : `${changes.length} changes to ${studentName}’s plan`,
		body: changes.length === 1 ? `${first!.title}: ${first!.reason}` : titles(changes.map((change) => ({ title: change.title, dueDate: '' }))),
		url: `/a/${accountId}/dashboard`,
		tag: tag(accountId, 'plan-changes'),
	}
}

export function digestPush({ accountId, studentName, dueThisWeek, overdue }: { accountId: string; studentName: string; dueThisWeek: number; overdue: number }): PushMessage {
	const parts = [`${dueThisWeek} due this week`, ...(overdue ? [`${overdue} overdue`] : [])]
	return {
		title: `${studentName}’s week ahead`,
		body: `${parts.join(', ')}. Open the plan to see them.`,
		url: `/a/${accountId}/dashboard`,
		tag: tag(accountId, 'weekly-digest'),
	}
}
