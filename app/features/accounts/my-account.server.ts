import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { hmacSha256Hex } from '#app/lib/crypto'
import { accounts, emailChanges, memberships, sessions, users } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import { consumeRateLimits, emailChangeCheckLimits, emailChangeStartLimits } from '#app/features/auth/rate-limit.server'
import { createCode } from '#app/features/auth/verifications.server'
import { stopBillingBeforeDeletion } from '#app/features/billing/billing.server'
import type { MailMessage } from '#app/lib/mail'
import { writeAudit } from './audit.server'
import { accountDeletionStatements, deleteAccountFiles, runDeletion, userDeletionStatements } from './deletion.server'

// Settings → Profile: the signed-in person's own name and sign-in address,
// and deleting what we hold about them. Changing the address takes a code
// sent to the new one (and tells the old one); deleting removes the user,
// their sessions and memberships, and every student account nobody else
// helps run — a student account someone else co-runs stays with them.

type Ctx = Pick<AppContext, 'db' | 'mail' | 'env' | 'now' | 'clientAddress'>

export const EMAIL_CHANGE_TTL_MS = 15 * 60 * 1000
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5

export async function updateMyName(ctx: Pick<AppContext, 'db'>, userId: string, name: string) {
	await ctx.db.update(users).set({ name }).where(eq(users.id, userId))
}

export type StartEmailChange = { status: 'sent' } | { status: 'same' } | { status: 'rate-limited'; retryAfterSeconds: number }

function hashChangeCode(secret: string, changeId: string, code: string) {
	return hmacSha256Hex(secret, `email-change:${changeId}:${code}`)
}

/**
 * Starts moving a member's sign-in to a new address. The answer is the same
 * whether or not another account already uses that address (no probing for
 * who has an account): a free address gets a code; a taken one gets a note
 * telling its owner someone tried, and no code, so the change cannot finish.
 */
export async function startEmailChange(ctx: Ctx, user: { id: string; email: string }, newEmail: string): Promise<StartEmailChange> {
	if (newEmail === user.email) return { status: 'same' }
	const limited = await consumeRateLimits(ctx, emailChangeStartLimits(user.id, newEmail, ctx.clientAddress))
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
	const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1)
	const id = createId()
	const code = createCode()
	const at = ctx.now().getTime()
	await ctx.db.batch([
		ctx.db.update(emailChanges).set({ usedAt: at }).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt))),
		ctx.db.insert(emailChanges).values({
			id,
			userId: user.id,
			newEmail,
			codeHash: await hashChangeCode(ctx.env.SESSION_SECRET, id, code),
			expiresAt: at + EMAIL_CHANGE_TTL_MS,
			createdAt: at,
		}),
	])
	await ctx.mail.send(taken ? emailInUseNotice({ to: newEmail }) : emailChangeCodeEmail({ to: newEmail, code }))
	return { status: 'sent' }
}

export async function pendingEmailChange(ctx: Pick<AppContext, 'db' | 'now'>, userId: string) {
	const [row] = await ctx.db
		.select({ id: emailChanges.id, newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
		.from(emailChanges)
		.where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, ctx.now().getTime())))
		.orderBy(desc(emailChanges.createdAt))
		.limit(1)
	return row ?? null
}

export type ConfirmEmailChange =
	| { status: 'changed'; email: string }
	| { status: 'wrong-code' }
	| { status: 'expired' }
	| { status: 'taken' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * Finishes the change with the code sent to the new address. One statement
 * counts the try and compares the code (as sign-in codes are checked), so
 * tries sent at once are counted one by one. Once changed, every other
 * session of the member ends: whoever else was signed in must sign in again.
 */
export async function confirmEmailChange(ctx: Ctx, user: { id: string; email: string; sessionId: string }, code: string): Promise<ConfirmEmailChange> {
	const pending = await pendingEmailChange(ctx, user.id)
	if (!pending) return { status: 'expired' }
	// Tries are limited per new address too, from anywhere: many accounts guessing at one
	// address get no more tries than one (decision 021).
	const limited = await consumeRateLimits(ctx, emailChangeCheckLimits(pending.newEmail, ctx.clientAddress))
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
	const at = ctx.now().getTime()
	const codeHash = await hashChangeCode(ctx.env.SESSION_SECRET, pending.id, code)
	const [tried] = await ctx.db
		.update(emailChanges)
		.set({
			attempts: sql`${emailChanges.attempts} + 1`,
			usedAt: sql`CASE WHEN ${emailChanges.codeHash} = ${codeHash} THEN ${at} ELSE NULL END`,
		})
		.where(
			and(
				eq(emailChanges.id, pending.id),
				isNull(emailChanges.usedAt),
				gt(emailChanges.expiresAt, at),
				lt(emailChanges.attempts, EMAIL_CHANGE_MAX_ATTEMPTS),
			),
		)
		.returning({ usedAt: emailChanges.usedAt, newEmail: emailChanges.newEmail })
	if (!tried) return { status: 'expired' }
	if (!tried.usedAt) return { status: 'wrong-code' }
	// Someone took the address after the code went out; the member proved it is theirs, so saying so is fine.
	const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, tried.newEmail), ne(users.id, user.id))).limit(1)
	if (taken) return { status: 'taken' }
	await ctx.db.batch([
		ctx.db.update(users).set({ email: tried.newEmail, emailVerifiedAt: at }).where(eq(users.id, user.id)),
		ctx.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId))),
	])
	await ctx.mail.send(emailChangedNoticeEmail({ to: user.email, newEmail: tried.newEmail }))
	await writeAudit(ctx, { actorUserId: user.id, accountId: null, action: 'user.email-changed', targetType: 'user', targetId: user.id, details: { from: user.email, to: tried.newEmail } })
	return { status: 'changed', email: tried.newEmail }
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

export async function deleteMyData(ctx: Ctx & Pick<AppContext, 'billing' | 'files' | 'reportError'>, user: { id: string; email: string }) {
	const plan = await deletionPreview(ctx, user.id)
	const deleted = plan.filter((entry) => entry.deleted).map((entry) => entry.accountId)
	// Billing stops first, through the provider; if it cannot, this throws BillingNotStoppedError and nothing is deleted.
	await stopBillingBeforeDeletion(ctx, deleted, user.id)
	const handovers = plan.filter((entry) => !entry.deleted && entry.role === 'owner' && entry.successor && entry.successor.role !== 'owner')
	// One batch: the accounts run alone, the handovers, then the person's own rows (deletion.server.ts says why it names every table).
	await runDeletion(ctx.db, [
		...deleted.flatMap((accountId) => accountDeletionStatements(ctx.db, accountId)),
		...handovers.map((entry) =>
			ctx.db.update(memberships).set({ role: 'owner' }).where(and(eq(memberships.accountId, entry.accountId), eq(memberships.userId, entry.successor!.userId))),
		),
		...userDeletionStatements(ctx.db, user),
	])
	for (const entry of handovers) {
		await writeAudit(ctx, { actorUserId: null, accountId: entry.accountId, action: 'member.role-changed', targetType: 'user', targetId: entry.successor!.userId, details: { role: 'owner', reason: 'previous owner deleted their data' } })
	}
	await deleteAccountFiles(ctx, deleted)
	return plan
}

function emailChangeCodeEmail({ to, code }: { to: string; code: string }): MailMessage {
	const subject = `Your Northstar code: ${code}`
	const text = [`Enter this code in Settings → Profile to make ${to} your Northstar sign-in address:`, '', `    ${code}`, '', 'It works once and expires in 15 minutes. Didn’t ask for this? Ignore this email; nothing changes.'].join('\n')
	return { to, subject, text, tag: 'email-change' }
}

function emailInUseNotice({ to }: { to: string }): MailMessage {
	return {
		to,
		subject: 'Someone tried to use this address on Northstar',
		text: [
			'Someone signed in to Northstar asked to make this address the sign-in of their account.',
			'This address already signs in to a Northstar account, so nothing changed.',
			'',
			'If that was you, sign in with this address instead. If it was not, you can ignore this email.',
		].join('\n'),
		tag: 'email-change',
	}
}

function emailChangedNoticeEmail({ to, newEmail }: { to: string; newEmail: string }): MailMessage {
	return {
		to,
		subject: 'Your Northstar sign-in address changed',
		text: [`Your Northstar sign-in address is now ${newEmail}.`, '', 'If you did not do this, reply to this email or write to us from the contact page right away.'].join('\n'),
		tag: 'email-change-notice',
	}
}
