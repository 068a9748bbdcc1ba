import { and, desc, eq } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { pushSubscriptions } from '#app/lib/db/schema'
import type { MemberRole } from '#app/lib/db/roles'
import { defaultPushKinds } from './notifications'
import { getNotificationPrefs, saveNotificationPrefs } from './notifications.server'
import type { PushSubscriptionInput } from './push-subscription'

// A member's push subscriptions, one per browser: the devices Settings lists,
// added and removed by /a/:accountId/push-subscription.

export type PushDevice = Awaited<ReturnType<typeof listPushDevices>>[number]

export async function listPushDevices(ctx: Pick<AppContext, 'db'>, accountId: string, userId: string) {
	return ctx.db
		.select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
		.from(pushSubscriptions)
		.where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.userId, userId)))
		.orderBy(desc(pushSubscriptions.createdAt))
}

/**
 * Stores this browser's subscription for the member. A browser has one
 * endpoint: subscribing again (or for another account or member) moves it
 * here. The member's first device turns push on with the default kinds.
 */
export async function savePushSubscription(
	ctx: Pick<AppContext, 'db'>,
	{ accountId, userId, role, input, label }: { accountId: string; userId: string; role: MemberRole; input: PushSubscriptionInput; label: string },
) {
	const row = { accountId, userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label }
	await ctx.db
		.insert(pushSubscriptions)
		.values(row)
		.onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: Date.now(), lastSuccessAt: null } })
	const prefs = await getNotificationPrefs(ctx, accountId, userId, role)
	if (prefs.pushKinds.length === 0) await saveNotificationPrefs(ctx, accountId, userId, { ...prefs, pushKinds: defaultPushKinds })
}

/** Removes one of the member's own subscriptions, by endpoint (this browser) or id (Settings' list); false when it was not theirs. */
export async function removePushSubscription(ctx: Pick<AppContext, 'db'>, { accountId, userId, endpoint, id }: { accountId: string; userId: string; endpoint?: string; id?: string }) {
	const which = endpoint !== undefined ? eq(pushSubscriptions.endpoint, endpoint) : eq(pushSubscriptions.id, id ?? '')
	const removed = await ctx.db
		.delete(pushSubscriptions)
		.where(and(which, eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.userId, userId)))
		.returning({ id: pushSubscriptions.id })
	return removed.length > 0
}

/** A short name for a device from its user agent: "Chrome on Android". Never the raw string. */
export function deviceLabel(userAgent: string | null): string {
	const ua = userAgent ?? ''
	const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'A browser'
	const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS X/.test(ua) ? 'macOS' : /Windows/.test(ua) ? 'Windows' : /CrOS/.test(ua) ? 'ChromeOS' : /Linux/.test(ua) ? 'Linux' : null
	return system ? `${browser} on ${system}` : browser
}
