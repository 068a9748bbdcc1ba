import { and, desc, eq, gt } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { pushSubscriptions, sessions } from '#app/lib/db/schema'
import type { MemberRole } from '#app/lib/db/roles'
import { type IntentResult, intentError, intentOk } from '#app/lib/intent-result'
import { defaultPushKinds } from './notifications'
import { getNotificationPrefs, saveNotificationPrefs } from './notifications.server'
import { PUSH_BODY_LIMIT, type PushSubscriptionInput, pushSubscriptionBodySchema } from './push-subscription'

// A member's push subscriptions, one per browser: the devices Settings lists,
// added and removed by /a/:accountId/push-subscription.

export type PushDevice = Awaited<ReturnType<typeof listPushDevices>>[number]

/** The member's devices whose sign-in is still on (the others get nothing, and go at the next run). */
export async function listPushDevices(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, userId: string) {
	return ctx.db
		.select({ id: pushSubscriptions.id, label: pushSubscriptions.label, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
		.from(pushSubscriptions)
		.innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
		.where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, ctx.now().getTime())))
		.orderBy(desc(pushSubscriptions.createdAt))
}

/**
 * Stores this browser's subscription for the member, under the sign-in it was
 * made with. A browser has one endpoint: subscribing again (or for another
 * account or member) moves it here. The member's first device turns push on
 * with the default kinds.
 */
export async function savePushSubscription(
	ctx: Pick<AppContext, 'db'>,
	{ accountId, userId, sessionId, role, input, label }: { accountId: string; userId: string; sessionId: string; role: MemberRole; input: PushSubscriptionInput; label: string },
) {
	const row = { accountId, userId, sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label }
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

/**
 * POST /a/:accountId/push-subscription, after the member and the origin are
 * checked: the JSON body read within its limit (413), parsed by the schema
 * (400, naming the first problem), then this browser's subscription added
 * (201) or removed (200; 404 when it is not the member's own).
 */
export async function handlePushSubscriptionPost(
	ctx: Pick<AppContext, 'db' | 'push' | 'env'>,
	{ accountId, userId, sessionId, role }: { accountId: string; userId: string; sessionId: string; role: MemberRole },
	request: Request,
): Promise<{ status: number; result: IntentResult }> {
	const declared = Number(request.headers.get('content-length') ?? 0)
	if (declared > PUSH_BODY_LIMIT) return { status: 413, result: intentError(413, 'That is too large to be a push subscription.') }
	const text = await request.text()
	if (text.length > PUSH_BODY_LIMIT) return { status: 413, result: intentError(413, 'That is too large to be a push subscription.') }
	let json: unknown
	try {
		json = JSON.parse(text)
	} catch {
		return { status: 400, result: intentError(400, 'Send the subscription as JSON.') }
	}
	const parsed = pushSubscriptionBodySchema({ allowLoopback: ctx.env.PUSH_ALLOW_LOOPBACK }).safeParse(json)
	if (!parsed.success) return { status: 400, result: intentError(400, parsed.error.issues[0]?.message ?? 'That is not a push subscription.') }
	const body = parsed.data
	if (body.intent === 'unsubscribe') {
		const removed = await removePushSubscription(ctx, { accountId, userId, endpoint: body.endpoint })
		return removed ? { status: 200, result: intentOk('Push is off on this device.') } : { status: 404, result: intentError(404, 'This device has no push subscription here.') }
	}
	if (!ctx.push) return { status: 409, result: intentError(409, 'Push notifications are not set up on this server.') }
	await savePushSubscription(ctx, { accountId, userId, sessionId, role, input: body.subscription, label: deviceLabel(request.headers.get('user-agent')) })
	return { status: 201, result: intentOk('Push is on for this device.') }
}
