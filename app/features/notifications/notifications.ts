import type { MemberRole } from '#app/lib/db/roles'
import type { PlanCategory } from '../../../content/plan/types'

// When reminders and the weekly digest go out, pure: each member's choices
// (or their role's defaults), the family's morning, and quiet hours.

export interface NotificationPrefs {
	emailReminders: boolean
	/** 0 Sunday … 6 Saturday, or null for no digest. */
	digestDay: number | null
	quietStart: number | null
	quietEnd: number | null
	categories: PlanCategory[] | null
}

/** Families hear from us at 8 in the morning, their time, unless that is in their quiet hours. */
export const SEND_HOUR = 8
/** Reminders go out 7 days, 1 day and on the day a task is due. */
export const REMINDER_OFFSETS = [7, 1, 0] as const

export function defaultPrefs(role: MemberRole): NotificationPrefs {
	return {
		emailReminders: role !== 'counselor',
		digestDay: role === 'owner' || role === 'parent' ? 0 : null,
		quietStart: null,
		quietEnd: null,
		categories: null,
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
