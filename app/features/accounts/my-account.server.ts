import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { sha256Hex } from '#app/lib/crypto'
import { accounts, emailChanges, memberships, users } from '#app/lib/db/schema'
import { consumeRateLimit } from '#app/features/auth/rate-limit.server'
import { cancelSubscription } from '#app/features/billing/billing.server'
import type { MailMessage } from '#app/lib/mail'
import { writeAudit } from './audit.server'

// Settings → Profile: the signed-in person's own name and sign-in address,
// and deleting what we hold about them. Changing the address takes a code
// sent to the new one (and tells the old one); deleting removes the user,
// their sessions and memberships, and every student account nobody else
// helps run — a student account someone else co-runs stays with them.

type Ctx = Pick<AppContext, 'db' | 'mail' | 'env' | 'now'>

export const EMAIL_CHANGE_TTL_MS = 15 * 60 * 1000
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5

export async function updateMyName(ctx: Pick<AppContext, 'db'>, userId: string, name: string) {
	await ctx.db.update(users).set({ name }).where(eq(users.id, userId))
}

export type StartEmailChange = { status: 'sent' } | { status: 'taken' } | { status: 'same' } | { status: 'rate-limited'; retryAfterSeconds: number }

export async function startEmailChange(ctx: Ctx, user: { id: string; email: string }, newEmail: string): Promise<StartEmailChange> {
	if (newEmail === user.email) return { status: 'same' }
	const limited = await consumeRateLimit(ctx, `email-change:${user.id}`, { limit: 5, windowMs: 60 * 60 * 1000 })
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
	const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1)
	if (taken) return { status: 'taken' }
	const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
	const at = ctx.now().getTime()
	await ctx.db.update(emailChanges).set({ usedAt: at }).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)))
	await ctx.db.insert(emailChanges).values({ userId: user.id, newEmail, codeHash: await sha256Hex(`${user.id}:${code}`), expiresAt: at + EMAIL_CHANGE_TTL_MS, createdAt: at })
	await ctx.mail.send(emailChangeCodeEmail({ to: newEmail, code }))
	return { status: 'sent' }
}

export async function pendingEmailChange(ctx: Pick<AppContext, 'db' | 'now'>, userId: string) {
	const [row] = await ctx.db
		.select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
		.from(emailChanges)
		.where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, ctx.now().getTime())))
		.orderBy(desc(emailChanges.createdAt))
		.limit(1)
	return row ?? null
}

export type ConfirmEmailChange = { status: 'changed'; email: string } | { status: 'wrong-code' } | { status: 'expired' } | { status: 'taken' }

export async function confirmEmailChange(ctx: Ctx, user: { id: string; email: string }, code: string): Promise<ConfirmEmailChange> {
	const at = ctx.now().getTime()
	const [pending] = await ctx.db
		.select()
		.from(emailChanges)
		.where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)))
		.orderBy(desc(emailChanges.createdAt))
		.limit(1)
	if (!pending || pending.expiresAt < at || pending.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS) return { status: 'expired' }
	if (pending.codeHash !== (await sha256Hex(`${user.id}:${code.trim()}`))) {
		await ctx.db.update(emailChanges).set({ attempts: pending.attempts + 1 }).where(eq(emailChanges.id, pending.id))
		return { status: 'wrong-code' }
	}
	const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, pending.newEmail), ne(users.id, user.id))).limit(1)
	if (taken) return { status: 'taken' }
	await ctx.db.update(emailChanges).set({ usedAt: at }).where(eq(emailChanges.id, pending.id))
	await ctx.db.update(users).set({ email: pending.newEmail, emailVerifiedAt: at }).where(eq(users.id, user.id))
	await ctx.mail.send(emailChangedNoticeEmail({ to: user.email, newEmail: pending.newEmail }))
	await writeAudit(ctx, { actorUserId: user.id, accountId: null, action: 'user.email-changed', targetType: 'user', targetId: user.id, details: { from: user.email, to: pending.newEmail } })
	return { status: 'changed', email: pending.newEmail }
}

/** What deleting would remove, for the confirmation screen. */
export async function deletionPreview(ctx: Pick<AppContext, 'db'>, userId: string) {
	const mine = await ctx.db
		.select({ accountId: memberships.accountId, role: memberships.role, studentName: accounts.studentName })
		.from(memberships)
		.innerJoin(accounts, eq(accounts.id, memberships.accountId))
		.where(eq(memberships.userId, userId))
	const others = mine.length
		? await ctx.db
				.select({ accountId: memberships.accountId, userId: memberships.userId, role: memberships.role, createdAt: memberships.createdAt })
				.from(memberships)
				.where(and(inArray(memberships.accountId, mine.map((row) => row.accountId)), ne(memberships.userId, userId)))
		: []
	return mine.map((row) => {
		// Another owner or parent keeps the student's account running; counselors and students alone do not.
		const keepers = others.filter((other) => other.accountId === row.accountId && (other.role === 'owner' || other.role === 'parent'))
		return { ...row, deleted: (row.role === 'owner' || row.role === 'parent') && keepers.length === 0, successor: keepers.sort((a, b) => a.createdAt - b.createdAt)[0] ?? null }
	})
}

export async function deleteMyData(ctx: Ctx & Pick<AppContext, 'billing'>, userId: string) {
	const plan = await deletionPreview(ctx, userId)
	for (const entry of plan) {
		if (entry.deleted) {
			// Stop any billing first; a failure to reach the provider must not keep the family's data.
			await cancelSubscription(ctx, entry.accountId, userId).catch(() => undefined)
			await ctx.db.delete(accounts).where(eq(accounts.id, entry.accountId))
		} else if (entry.role === 'owner' && entry.successor && entry.successor.role !== 'owner') {
			await ctx.db.update(memberships).set({ role: 'owner' }).where(and(eq(memberships.accountId, entry.accountId), eq(memberships.userId, entry.successor.userId)))
			await writeAudit(ctx, { actorUserId: null, accountId: entry.accountId, action: 'member.role-changed', targetType: 'user', targetId: entry.successor.userId, details: { role: 'owner', reason: 'previous owner deleted their data' } })
		}
	}
	await ctx.db.delete(users).where(eq(users.id, userId))
	return plan
}

function emailChangeCodeEmail({ to, code }: { to: string; code: string }): MailMessage {
	const subject = `Your Northstar code: ${code}`
	const text = [`Enter this code in Settings → Profile to make ${to} your Northstar sign-in address:`, '', `    ${code}`, '', 'It works once and expires in 15 minutes. Didn’t ask for this? Ignore this email; nothing changes.'].join('\n')
	return { to, subject, text, tag: 'email-change' }
}

function emailChangedNoticeEmail({ to, newEmail }: { to: string; newEmail: string }): MailMessage {
	return {
		to,
		subject: 'Your Northstar sign-in address changed',
		text: [`Your Northstar sign-in address is now ${newEmail}.`, '', 'If you did not do this, reply to this email or write to us from the contact page right away.'].join('\n'),
		tag: 'email-change-notice',
	}
}
