import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { pushSubscriptions, sessions } from '#app/lib/db/schema'
import type { PushMessage, PushOutcome } from '#app/lib/push'

// The delivery of one notification to all of a member's devices, for the
// hourly job. A subscription the push service no longer knows (404/410), or
// whose sign-in has ended (signed out, or expired), is deleted on the spot.

/**
 * Sends one notification to every device of a member. True when at least one
 * device took it; false when none did (nothing there, or every try failed), so
 * the caller gives its claims back.
 */
export async function pushToMember(ctx: Pick<AppContext, 'db' | 'push'>, { accountId, userId, now }: { accountId: string; userId: string; now: Date }, message: PushMessage): Promise<boolean> {
	if (!ctx.push) return false
	const rows = await ctx.db
		.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, sessionExpiresAt: sessions.expiresAt })
		.from(pushSubscriptions)
		.leftJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
		.where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.userId, userId)))
	const signedIn = (row: (typeof rows)[number]) => row.sessionExpiresAt !== null && row.sessionExpiresAt > now.getTime()
	const devices = rows.filter(signedIn)
	const delivered: string[] = []
	const gone = rows.filter((row) => !signedIn(row)).map((row) => row.id)
	for (const device of devices) {
		// A device whose keys cannot be used (encryption throws) fails alone: the other members' pushes go on.
		const outcome = await ctx.push.send(device, message).catch((): PushOutcome => ({ status: 'failed', detail: 'could not encrypt for this device' }))
		if (outcome.status === 'sent') delivered.push(device.id)
		else if (outcome.status === 'gone') gone.push(device.id)
	}
	if (gone.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone))
	if (delivered.length) await ctx.db.update(pushSubscriptions).set({ lastSuccessAt: Date.now() }).where(inArray(pushSubscriptions.id, delivered))
	return delivered.length > 0
}

/** Members of an account with at least one device, so the job reads no further for the rest. */
export async function membersWithDevices(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<Set<string>> {
	const rows = await ctx.db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId))
	return new Set(rows.map((row) => row.userId))
}
