import { data } from 'react-router'
import { z } from 'zod'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AppContext } from '#app/lib/app-context'
import type { SessionUser } from '#app/lib/session.server'
import { planCategories } from '../../../content/plan/types'
import { activeFeed, createFeed, revokeFeeds } from './calendar-feed.server'
import { getNotificationPrefs, saveNotificationPrefs } from './notifications.server'

// Settings → Notifications: each member's own reminder and digest choices and
// their calendar subscription. Personal, so every member may change their own
// (counselors included), and nobody else's.

const hour = z.union([z.literal('').transform(() => null), z.coerce.number().int().min(0).max(23)])

export const NotificationsFormSchema = z
	.object({
		emailReminders: z.literal('on').optional().transform((value) => value === 'on'),
		digestDay: z.union([z.literal('').transform(() => null), z.coerce.number().int().min(0).max(6)]),
		quietStart: hour,
		quietEnd: hour,
		categories: z.array(z.enum(planCategories)).default([]),
	})
	.refine((value) => (value.quietStart === null) === (value.quietEnd === null), {
		path: ['quietEnd'],
		error: 'Choose both ends of the quiet hours, or neither.',
	})
	.refine((value) => !value.emailReminders || value.categories.length > 0, {
		path: ['categories'],
		error: 'Choose at least one category, or turn reminders off.',
	})

export async function loadNotificationsTab(app: AppContext, access: AccountAccess, user: SessionUser) {
	return {
		prefs: await getNotificationPrefs(app, access.accountId, user.id, access.role),
		feed: await activeFeed(app, access.accountId, user.id),
		canSeePlan: access.sections.includes('tasks'),
	}
}

export const notificationIntents = ['save-notifications', 'create-feed', 'revoke-feed'] as const

export async function handleNotificationIntent(app: AppContext, access: AccountAccess, user: SessionUser, intent: string, formData: FormData) {
	if (intent === 'save-notifications') {
		const parsed = NotificationsFormSchema.safeParse({
			emailReminders: formData.get('emailReminders') ?? undefined,
			digestDay: formData.get('digestDay') ?? '',
			quietStart: formData.get('quietStart') ?? '',
			quietEnd: formData.get('quietEnd') ?? '',
			categories: formData.getAll('categories'),
		})
		if (!parsed.success) return data({ ok: false, intent, message: parsed.error.issues[0]!.message }, { status: 400 })
		const { categories, ...rest } = parsed.data
		await saveNotificationPrefs(app, access.accountId, user.id, {
			...rest,
			categories: categories.length === planCategories.length ? null : categories,
		})
		return { ok: true, intent, message: 'Notification settings saved.' }
	}
	if (!access.sections.includes('tasks')) return data({ ok: false, intent, message: 'The plan is not shared with you, so there is no calendar to subscribe to.' }, { status: 403 })
	if (intent === 'create-feed') {
		const url = await createFeed(app, access.accountId, user.id)
		return { ok: true, intent, message: 'Your calendar link is ready. Copy it now: for your safety it is shown only once.', feedUrl: url }
	}
	await revokeFeeds(app, access.accountId, user.id)
	return { ok: true, intent, message: 'The calendar link no longer works. Calendars subscribed to it will stop updating.' }
}
