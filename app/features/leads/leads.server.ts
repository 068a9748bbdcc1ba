import { eq } from 'drizzle-orm'
import { consumeRateLimit, networkKey } from '#app/features/auth/rate-limit.server'
import type { AppContext } from '#app/lib/app-context'
import { emailLeads } from '#app/lib/db/schema'

// Email leads from the home hero, the starter kit and landing pages
// (DECISIONS.md: the hero box captures for real). One row per address.

export const LEAD_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }

export type CaptureResult =
	| { status: 'captured' }
	| { status: 'already-captured' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

export async function captureEmailLead(
	ctx: Pick<AppContext, 'db' | 'now' | 'clientAddress'>,
	{ email, source }: { email: string; source: string | null },
): Promise<CaptureResult> {
	const limited = await consumeRateLimit(ctx, networkKey('lead', ctx), LEAD_LIMIT)
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
	const at = ctx.now().getTime()
	const inserted = await ctx.db
		.insert(emailLeads)
		.values({ email, source, consentedAt: at, createdAt: at })
		.onConflictDoNothing()
		.returning({ id: emailLeads.id })
	return inserted.length ? { status: 'captured' } : { status: 'already-captured' }
}

/** Whether an address already left itself with us: a public question, so it is limited per network. */
export const LEAD_CHECK_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 }

export async function isEmailCaptured(
	ctx: Pick<AppContext, 'db' | 'now' | 'clientAddress'>,
	email: string,
): Promise<{ status: 'answered'; captured: boolean } | { status: 'rate-limited'; retryAfterSeconds: number }> {
	const limited = await consumeRateLimit(ctx, networkKey('lead-check', ctx), LEAD_CHECK_LIMIT)
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
	const [row] = await ctx.db.select({ id: emailLeads.id }).from(emailLeads).where(eq(emailLeads.email, email)).limit(1)
	return { status: 'answered', captured: Boolean(row) }
}
