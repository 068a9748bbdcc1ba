import type { MemberRole } from '#app/lib/db/roles'
import type { PlanCategory } from '../../../content/plan/types'

// When reminders and the weekly digest go out, pure: each member's choices
// (or their role's defaults), the family's morning, and quiet hours.

/** What a member may hear about by push, each chosen on its own (issue 26). */
export const pushKinds = ['due-soon', 'overdue', 'plan-changes', 'weekly-digest'] as const
export type PushKind = (typeof pushKinds)[number]
export const pushKindLabels: Record<PushKind, { label: string; hint: string }> = {
	'due-soon': { label: 'Due soon', hint: 'A week before, the day before, and the day a task is due.' },
	overdue: { label: 'Overdue', hint: 'When a task’s due date has passed and it is still open.' },
	'plan-changes': { label: 'Plan changes', hint: 'When the plan adds a task or moves one up for you.' },
	'weekly-digest': { label: 'Weekly digest', hint: 'The week ahead, on the digest day.' },
}
/** What push starts with when a member turns it on for their first device. */
export const defaultPushKinds: PushKind[] = ['due-soon', 'overdue', 'plan-changes']
/** Overdue pushes are about tasks that came due in this many days, not a backlog from long ago. */
export const OVERDUE_PUSH_DAYS = 14

export interface NotificationPrefs {
	emailReminders: boolean
	/** 0 Sunday … 6 Saturday, or null for no digest. */
	digestDay: number | null
	/** Whether the digest, on digestDay, comes by e-mail. */
	emailDigest: boolean
	quietStart: number | null
	quietEnd: number | null
	categories: PlanCategory[] | null
	/** Kinds heard about by push; empty = push off for this member. */
	pushKinds: PushKind[]
}

/** Families hear from us at 8 in the morning, their time, unless that is in their quiet hours. */
export const SEND_HOUR = 8
/** Reminders go out 7 days, 1 day and on the day a task is due. */
export const REMINDER_OFFSETS = [7, 1, 0] as const

export function defaultPrefs(role: MemberRole): NotificationPrefs {
	return {
		emailReminders: role !== 'counselor',
		digestDay: role === 'owner' || role === 'parent' ? 0 : null,
		emailDigest: true,
		quietStart: null,
		quietEnd: null,
		categories: null,
		pushKinds: [],
	}
}

export function isQuietHour(hour: number, { quietStart, quietEnd }: Pick<NotificationPrefs, 'quietStart' | 'quietEnd'>): boolean {
	if (quietStart === null || quietEnd === null || quietStart === quietEnd) return false
	return quietStart < quietEnd ? hour >= quietStart && hour < quietEnd : hour >= quietStart || hour < quietEnd
}

/** The hour of the day this member's mail may go out: 8, or the end of quiet hours that cover 8. */
export function sendHour(prefs: Pick<NotificationPrefs, 'quietStart' | 'quietEnd'>): number {
	return isQuietHour(SEND_HOUR, prefs) ? prefs.quietEnd! : SEND_HOUR
}

/** Which reminder a task is owed with this many days left: 7 (a week out), 1 (tomorrow), 0 (today), or none. */
export function reminderOffset(daysLeft: number): (typeof REMINDER_OFFSETS)[number] | null {
	if (daysLeft === 0) return 0
	if (daysLeft === 1) return 1
	if (daysLeft >= 2 && daysLeft <= 7) return 7
	return null
}

/** The family's local hour and weekday now. */
export function localClock(timeZone: string, now: Date): { hour: number; weekday: number } {
	try {
		const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(now)
		const hour = Number(parts.find((part) => part.type === 'hour')!.value)
		const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((part) => part.type === 'weekday')!.value)
		return { hour, weekday }
	} catch {
		return { hour: now.getUTCHours(), weekday: now.getUTCDay() }
	}
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
