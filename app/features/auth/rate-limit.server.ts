import { sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { rateLimits } from '#app/lib/db/schema'

// Fixed-window counters in the database, so limits hold across processes and
// on both hosts. One upsert per check.

export interface RateLimitRule {
	limit: number
	windowMs: number
}

export const SIGN_IN_LIMITS = {
	/** Code requests per address. */
	email: { limit: 5, windowMs: 15 * 60 * 1000 },
	/** Code requests per client address. */
	ip: { limit: 20, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>

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
