import type { z } from 'zod'
import type { AccountAccess } from '#app/features/accounts/access.server'
import { activeFeed, createFeed, revokeFeeds } from '#app/features/calendar-feed/calendar-feed.server'
import type { AppContext } from '#app/lib/app-context'
import { sha256Hex } from '#app/lib/crypto'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { SessionUser } from '#app/lib/session.server'
import { planCategories } from '../../../content/plan/types'
import type { notificationForms } from './notification-forms'
import { getNotificationPrefs, saveNotificationPrefs } from './notifications.server'
import { listPushDevices, removePushSubscription } from './push.server'

// Settings → Notifications: each member's own reminder and digest choices (by
// e-mail and by push), their push devices and their calendar subscription.
// Personal, so every member may change their own (counselors included), and
// nobody else's.

export { notificationIntents } from './notification-forms'

export async function loadNotificationsTab(app: AppContext, access: AccountAccess, user: SessionUser) {
	const devices = await listPushDevices(app, access.accountId, user.id)
	return {
		prefs: await getNotificationPrefs(app, access.accountId, user.id, access.role),
		feed: await activeFeed(app, access.accountId, user.id),
		canSeePlan: access.sections.includes('tasks'),
		push: {
			/** The VAPID public key the browser subscribes with; null when push is not configured here. */
			publicKey: app.push?.publicKey ?? null,
			// Each device's endpoint as a hash, so the page can tell whether this browser is one of them without holding the endpoints.
			devices: await Promise.all(devices.map(async ({ endpoint, ...device }) => ({ ...device, fingerprint: await sha256Hex(endpoint) }))),
		},
	}
}

export type NotificationInput = z.output<(typeof notificationForms)[number]>

export async function handleNotificationIntent(app: AppContext, access: AccountAccess, user: SessionUser, input: NotificationInput): Promise<FormAnswer> {
	if (input.intent === 'save-notifications') {
		const { intent: _intent, categories, ...rest } = input
		await saveNotificationPrefs(app, access.accountId, user.id, {
			...rest,
			categories: categories.length === planCategories.length ? null : categories,
		})
		return formOk(input.intent, 'Notification settings saved.')
	}
	if (input.intent === 'remove-push-device') {
		const removed = await removePushSubscription(app, { accountId: access.accountId, userId: user.id, id: input.deviceId })
		return removed ? formOk(input.intent, 'That device will get no more notifications.') : formError(404, input.intent, 'That device is not one of yours, or it was already removed.')
	}
	if (!access.sections.includes('tasks')) return formError(403, input.intent, 'The plan is not shared with you, so there is no calendar to subscribe to.')
	if (input.intent === 'create-feed') {
		const url = await createFeed(app, access.accountId, user.id)
		return formOk(input.intent, 'Your calendar link is ready. Copy it now: for your safety it is shown only once.', { feedUrl: url })
	}
	await revokeFeeds(app, access.accountId, user.id)
	return formOk(input.intent, 'The calendar link no longer works. Calendars subscribed to it will stop updating.')
}
