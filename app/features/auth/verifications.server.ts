import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { hmacSha256Hex } from '#app/lib/crypto'
import { verifications } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import type { SignInDestination } from './carry'
import { CODE_LIFETIME_MINUTES } from './sign-in-email'

// The server's record of each sign-in code (docs/decisions/021). The row is
// the authority: it names the address, and a code is checked against the row
// it was issued with, found by id — from the browser's signed pending-sign-in
// cookie for a typed code, from the link itself for a magic link. One UPDATE
// counts the try, compares the code and consumes it, so tries sent at once
// are counted one by one and none is compared once the tries are spent.

export const MAX_CODE_ATTEMPTS = 5
export const CODE_LIFETIME_MS = CODE_LIFETIME_MINUTES * 60 * 1000

type Ctx = Pick<AppContext, 'db' | 'env' | 'now'>

/** A uniformly random 6-digit code (rejection sampling: no code is likelier than another). */
export function createCode(): string {
	const range = 1_000_000
	const limit = Math.floor(0x1_0000_0000 / range) * range
	const word = new Uint32Array(1)
	for (;;) {
		crypto.getRandomValues(word)
		if (word[0]! < limit) return String(word[0]! % range).padStart(6, '0')
	}
}

function hashCode(secret: string, verificationId: string, code: string): Promise<string> {
	return hmacSha256Hex(secret, `sign-in:${verificationId}:${code}`)
}

/** The magic link's token names the row and carries its code: `{id}.{code}`. */
export function linkToken(verificationId: string, code: string): string {
	return `${verificationId}.${code}`
}

export function parseLinkToken(token: string | null | undefined): { verificationId: string; code: string } | null {
	const match = /^([0-9a-z]{21})\.(\d{6})$/.exec(token ?? '')
	return match ? { verificationId: match[1]!, code: match[2]! } : null
}

/** Issues a new code for an address; every earlier code for it stops working. */
export async function issueVerification(ctx: Ctx, email: string, carry: SignInDestination) {
	const at = ctx.now().getTime()
	const id = createId()
	const code = createCode()
	await ctx.db.batch([
		ctx.db
			.update(verifications)
			.set({ invalidatedAt: at })
			.where(and(eq(verifications.email, email), isNull(verifications.usedAt), isNull(verifications.invalidatedAt))),
		ctx.db.insert(verifications).values({
			id,
			email,
			codeHash: await hashCode(ctx.env.SESSION_SECRET, id, code),
			carry,
			expiresAt: at + CODE_LIFETIME_MS,
			createdAt: at,
		}),
	])
	return { id, code, token: linkToken(id, code) }
}

export type VerificationState = 'live' | 'used' | 'replaced' | 'expired' | 'locked'

/** A row as the pages show it: whose it is and whether it can still sign in. Never the code. */
export async function readVerification(ctx: Pick<AppContext, 'db' | 'now'>, verificationId: string) {
	const [row] = await ctx.db
		.select({
			email: verifications.email,
			carry: verifications.carry,
			attempts: verifications.attempts,
			usedAt: verifications.usedAt,
			invalidatedAt: verifications.invalidatedAt,
			expiresAt: verifications.expiresAt,
		})
		.from(verifications)
		.where(eq(verifications.id, verificationId))
		.limit(1)
	if (!row) return null
	const state: VerificationState = row.usedAt
		? 'used'
		: row.invalidatedAt
			? 'replaced'
			: row.expiresAt <= ctx.now().getTime()
				? 'expired'
				: row.attempts >= MAX_CODE_ATTEMPTS
					? 'locked'
					: 'live'
	return { email: row.email, carry: row.carry, state }
}

export type Redemption =
	| { ok: true; email: string; carry: SignInDestination | null }
	| { ok: false; reason: 'wrong-code'; attemptsLeft: number }
	| { ok: false; reason: Exclude<VerificationState, 'live'> | 'unknown' }

/**
 * Tries a code against the row it belongs to. One statement counts the try,
 * compares the code and, when it matches, marks the row used; a row that is
 * used, replaced, expired or out of tries matches nothing and is not compared.
 */
export async function redeemVerification(ctx: Ctx, verificationId: string, code: string): Promise<Redemption> {
	const at = ctx.now().getTime()
	const codeHash = await hashCode(ctx.env.SESSION_SECRET, verificationId, code)
	const [row] = await ctx.db
		.update(verifications)
		.set({
			attempts: sql`${verifications.attempts} + 1`,
			usedAt: sql`CASE WHEN ${verifications.codeHash} = ${codeHash} THEN ${at} ELSE NULL END`,
		})
		.where(
			and(
				eq(verifications.id, verificationId),
				isNull(verifications.usedAt),
				isNull(verifications.invalidatedAt),
				gt(verifications.expiresAt, at),
				lt(verifications.attempts, MAX_CODE_ATTEMPTS),
			),
		)
		.returning({ email: verifications.email, carry: verifications.carry, attempts: verifications.attempts, usedAt: verifications.usedAt })
	if (row?.usedAt) return { ok: true, email: row.email, carry: row.carry }
	if (row) {
		const attemptsLeft = MAX_CODE_ATTEMPTS - row.attempts
		return attemptsLeft > 0 ? { ok: false, reason: 'wrong-code', attemptsLeft } : { ok: false, reason: 'locked' }
	}
	const current = await readVerification(ctx, verificationId)
	return { ok: false, reason: !current || current.state === 'live' ? 'unknown' : current.state }
}
