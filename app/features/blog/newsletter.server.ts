import { eq } from 'drizzle-orm'
import { nanoid } from 'nanoid'
import { consumeRateLimit, networkKey } from '#app/features/auth/rate-limit.server'
import type { AppContext } from '#app/lib/app-context'
import { hmacSha256Hex, sha256Hex } from '#app/lib/crypto'
import { newsletterSubscribers } from '#app/lib/db/schema'
import { alreadySubscribedEmail, CONFIRM_LIFETIME_DAYS, confirmSubscriptionEmail } from './newsletter-email'

// The blog's email list, double opt-in (DECISIONS.md): signing up stores the
// address as pending and mails a link; only the link's owner confirms it.
// One row per address, so signing up twice never makes two subscriptions,
// and whatever the address's state the visitor sees the same answer.

type Ctx = Pick<AppContext, 'db' | 'mail' | 'env' | 'now' | 'clientAddress'>

export const SUBSCRIBE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }
/** A repeat sign-up re-sends the mail at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000

export type SubscribeResult = { status: 'check-inbox' } | { status: 'rate-limited'; retryAfterSeconds: number }

async function unsubscribeToken(env: AppContext['env'], id: string) {
	return hmacSha256Hex(env.SESSION_SECRET, `newsletter-unsubscribe:${id}`)
}

export async function unsubscribeLink(env: AppContext['env'], id: string): Promise<string> {
	return `${env.BASE_URL}/blog/unsubscribe?id=${id}&token=${await unsubscribeToken(env, id)}`
}

export async function subscribeToNewsletter(ctx: Ctx, { email, source }: { email: string; source: string | null }): Promise<SubscribeResult> {
	const limited = await consumeRateLimit(ctx, networkKey('newsletter', ctx), SUBSCRIBE_LIMIT)
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }

	const at = ctx.now().getTime()
	const token = nanoid(32)
	const pending = {
		status: 'pending' as const,
		confirmTokenHash: await sha256Hex(token),
		confirmExpiresAt: at + CONFIRM_LIFETIME_DAYS * 86_400_000,
		consentedAt: at,
		lastMailedAt: at,
	}
	// Insert, or find the row that already holds the address.
	const [inserted] = await ctx.db
		.insert(newsletterSubscribers)
		.values({ email, source, ...pending, createdAt: at })
		.onConflictDoNothing()
		.returning({ id: newsletterSubscribers.id })
	if (inserted) {
		await sendConfirmation(ctx, { id: inserted.id, email, token })
		return { status: 'check-inbox' }
	}

	const [existing] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1)
	if (!existing) return { status: 'check-inbox' }
	const recentlyMailed = existing.lastMailedAt !== null && at - existing.lastMailedAt < RESEND_AFTER_MS
	if (recentlyMailed) return { status: 'check-inbox' }

	if (existing.status === 'confirmed') {
		await ctx.db.update(newsletterSubscribers).set({ lastMailedAt: at }).where(eq(newsletterSubscribers.id, existing.id))
		await ctx.mail.send(alreadySubscribedEmail({ to: email, unsubscribeLink: await unsubscribeLink(ctx.env, existing.id) }))
		return { status: 'check-inbox' }
	}
	// Pending (a lost mail) or unsubscribed (coming back): a fresh link, the old one stops working.
	await ctx.db.update(newsletterSubscribers).set({ ...pending, unsubscribedAt: existing.unsubscribedAt }).where(eq(newsletterSubscribers.id, existing.id))
	await sendConfirmation(ctx, { id: existing.id, email, token })
	return { status: 'check-inbox' }
}

async function sendConfirmation(ctx: Ctx, { id, email, token }: { id: string; email: string; token: string }) {
	await ctx.mail.send(
		confirmSubscriptionEmail({
			to: email,
			confirmLink: `${ctx.env.BASE_URL}/blog/subscribe/confirm?token=${token}`,
			unsubscribeLink: await unsubscribeLink(ctx.env, id),
		}),
	)
}

export type ConfirmResult = { status: 'confirmed'; email: string } | { status: 'invalid' } | { status: 'expired' }

async function findByToken(ctx: Pick<AppContext, 'db'>, token: string) {
	if (!/^[\w-]{20,64}$/.test(token)) return undefined
	const [row] = await ctx.db
		.select()
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.confirmTokenHash, await sha256Hex(token)))
		.limit(1)
	return row
}

/** Whether a confirmation link is still good, without using it (the page asks before confirming). */
export async function checkConfirmToken(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<'valid' | 'invalid' | 'expired'> {
	const row = await findByToken(ctx, token)
	if (!row || row.status !== 'pending') return 'invalid'
	return (row.confirmExpiresAt ?? 0) < ctx.now().getTime() ? 'expired' : 'valid'
}

export async function confirmSubscription(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<ConfirmResult> {
	const row = await findByToken(ctx, token)
	if (!row || row.status !== 'pending') return { status: 'invalid' }
	const at = ctx.now().getTime()
	if ((row.confirmExpiresAt ?? 0) < at) return { status: 'expired' }
	await ctx.db
		.update(newsletterSubscribers)
		.set({ status: 'confirmed', confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null })
		.where(eq(newsletterSubscribers.id, row.id))
	return { status: 'confirmed', email: row.email }
}

/** The subscriber an unsubscribe link names, when its token is right. */
export async function subscriberForUnsubscribe(ctx: Pick<AppContext, 'db' | 'env'>, id: string, token: string) {
	if (!/^[0-9a-z]{21}$/.test(id) || !/^[0-9a-f]{64}$/.test(token)) return null
	if (token !== (await unsubscribeToken(ctx.env, id))) return null
	const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1)
	return row ?? null
}

export async function unsubscribe(ctx: Pick<AppContext, 'db' | 'env' | 'now'>, id: string, token: string): Promise<boolean> {
	const row = await subscriberForUnsubscribe(ctx, id, token)
	if (!row) return false
	await ctx.db
		.update(newsletterSubscribers)
		.set({ status: 'unsubscribed', unsubscribedAt: ctx.now().getTime(), confirmTokenHash: null, confirmExpiresAt: null })
		.where(eq(newsletterSubscribers.id, row.id))
	return true
}

/** "j•••@example.com": enough for the owner to recognise, not enough to read off a shared screen. */
export function maskEmail(email: string): string {
	const [local = '', domain = ''] = email.split('@')
	return `${local.slice(0, 1)}•••@${domain}`
}
