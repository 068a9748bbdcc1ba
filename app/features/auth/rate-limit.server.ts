import { sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { rateLimits } from '#app/lib/db/schema'
import { networkOf } from '#app/lib/network'

// Fixed-window counters in the database, so limits hold across processes and
// on both hosts. One upsert per check.

export interface RateLimitRule {
	limit: number
	windowMs: number
}

const MINUTE = 60 * 1000

export const SIGN_IN_LIMITS = {
	/** Codes sent to one email address, asked for from one network. */
	requestsPerAddress: { limit: 5, windowMs: 15 * MINUTE },
	/**
	 * Codes asked for from one network, whatever the address. A school's or a library's
	 * students share one address: a class signing in together must fit, a mailing flood must not.
	 */
	requestsPerNetwork: { limit: 60, windowMs: 15 * MINUTE },
	/** Codes tried for one email address from one network (each code also dies after 5 wrong tries). */
	checksPerAddress: { limit: 10, windowMs: 15 * MINUTE },
	/** Codes tried for one email address from anywhere: what bounds guessing from many networks at once. */
	checksPerAddressAnywhere: { limit: 30, windowMs: 60 * MINUTE },
	/** Codes tried from one network, whatever the address. */
	checksPerNetwork: { limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

/**
 * Asking for a code: per address *and* network, so that someone sending codes
 * to a family's address from elsewhere does not lock the family out at home.
 */
export function codeRequestLimits(email: string, clientAddress: string | null) {
	const network = networkOf(clientAddress)
	return [
		{ key: `sign-in:send:${email}:${network}`, rule: SIGN_IN_LIMITS.requestsPerAddress },
		{ key: `sign-in:send:${network}`, rule: SIGN_IN_LIMITS.requestsPerNetwork },
	]
}

/** Trying a code (typed or from a link): counted before the code is compared. */
export function codeCheckLimits(email: string, clientAddress: string | null) {
	const network = networkOf(clientAddress)
	return [
		{ key: `sign-in:check:${email}:${network}`, rule: SIGN_IN_LIMITS.checksPerAddress },
		{ key: `sign-in:check:${email}`, rule: SIGN_IN_LIMITS.checksPerAddressAnywhere },
		{ key: `sign-in:check:${network}`, rule: SIGN_IN_LIMITS.checksPerNetwork },
	]
}

/**
 * Moving a sign-in to a new address: starts per member, per new address from
 * anywhere, and per network; tries per new address from anywhere and per
 * network — the same bounds on guessing as a sign-in code.
 */
export const EMAIL_CHANGE_LIMITS = {
	startsPerMember: { limit: 5, windowMs: 60 * MINUTE },
	startsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
	startsPerNetwork: { limit: 20, windowMs: 60 * MINUTE },
	checksPerAddress: { limit: 30, windowMs: 60 * MINUTE },
	checksPerNetwork: { limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

export function emailChangeStartLimits(userId: string, newEmail: string, clientAddress: string | null) {
	const network = networkOf(clientAddress)
	return [
		{ key: `email-change:${userId}`, rule: EMAIL_CHANGE_LIMITS.startsPerMember },
		{ key: `email-change:to:${newEmail}`, rule: EMAIL_CHANGE_LIMITS.startsPerAddress },
		{ key: `email-change:from:${network}`, rule: EMAIL_CHANGE_LIMITS.startsPerNetwork },
	]
}

export function emailChangeCheckLimits(newEmail: string, clientAddress: string | null) {
	return [
		{ key: `email-change:check:${newEmail}`, rule: EMAIL_CHANGE_LIMITS.checksPerAddress },
		{ key: `email-change:check:${networkOf(clientAddress)}`, rule: EMAIL_CHANGE_LIMITS.checksPerNetwork },
	]
}

/** A rate-limit key per network address (an IPv4 address, an IPv6 /64), for limits that count per client. */
export function networkKey(prefix: string, { clientAddress }: Pick<AppContext, 'clientAddress'>): string {
	return `${prefix}:${networkOf(clientAddress)}`
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export async function consumeRateLimit(
	{ db, now }: Pick<AppContext, 'db' | 'now'>,
	key: string,
	{ limit, windowMs }: RateLimitRule,
): Promise<RateLimitResult> {
	const at = now().getTime()
	const [row] = await db
		.insert(rateLimits)
		.values({ key, count: 1, windowStartsAt: at, expiresAt: at + windowMs })
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				// A finished window starts over; a running one counts up.
				count: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
				windowStartsAt: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN ${at} ELSE ${rateLimits.windowStartsAt} END`,
				expiresAt: sql`CASE WHEN ${rateLimits.expiresAt} <= ${at} THEN ${at + windowMs} ELSE ${rateLimits.expiresAt} END`,
			},
		})
		.returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
	if (row!.count <= limit) return { ok: true }
	return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row!.expiresAt - at) / 1000)) }
}

/** Checks every rule; the first one over its limit answers. */
export async function consumeRateLimits(
	ctx: Pick<AppContext, 'db' | 'now'>,
	checks: Array<{ key: string; rule: RateLimitRule }>,
): Promise<RateLimitResult> {
	for (const { key, rule } of checks) {
		const result = await consumeRateLimit(ctx, key, rule)
		if (!result.ok) return result
	}
	return { ok: true }
}

export function retryAfterText(seconds: number): string {
	const minutes = Math.ceil(seconds / 60)
	return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`
}
