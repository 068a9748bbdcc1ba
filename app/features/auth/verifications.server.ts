import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { hmacSha256Hex } from '#app/lib/crypto'
import { verifications } from '#app/lib/db/schema'
import { CODE_LIFETIME_MINUTES } from './sign-in-email'

// The server's record of each sign-in code: only a keyed hash of the code,
// its expiry, wrong tries, and whether it was used or replaced.

export const MAX_CODE_ATTEMPTS = 5
export const CODE_LIFETIME_MS = CODE_LIFETIME_MINUTES * 60 * 1000

type Ctx = Pick<AppContext, 'db' | 'env' | 'now'>

export function hashCode(secret: string, email: string, code: string): Promise<string> {
	return hmacSha256Hex(secret, `${email}:${code}`)
}

/** Records a newly sent code; every earlier code for the address stops working. */
export async function recordCodeSent(ctx: Ctx, email: string, code: string) {
	const at = ctx.now().getTime()
	await ctx.db
		.update(verifications)
		.set({ invalidatedAt: at })
		.where(and(eq(verifications.email, email), isNull(verifications.usedAt), isNull(verifications.invalidatedAt)))
	await ctx.db.insert(verifications).values({
		email,
		codeHash: await hashCode(ctx.env.SESSION_SECRET, email, code),
		expiresAt: at + CODE_LIFETIME_MS,
		createdAt: at,
	})
}

/** The one code that can still sign this address in, if any. */
export async function getActiveVerification(ctx: Ctx, email: string) {
	const [row] = await ctx.db
		.select()
		.from(verifications)
		.where(
			and(
				eq(verifications.email, email),
				isNull(verifications.usedAt),
				isNull(verifications.invalidatedAt),
				gt(verifications.expiresAt, ctx.now().getTime()),
			),
		)
		.orderBy(desc(verifications.createdAt))
		.limit(1)
	return row ?? null
}

export type CodeCheck =
	| { ok: true; verificationId: string }
	| { ok: false; reason: 'no-active-code' | 'locked' }
	| { ok: false; reason: 'wrong-code'; attemptsLeft: number }

/** Checks a typed code against the stored hash, counting a wrong try. */
export async function checkCode(ctx: Ctx, email: string, code: string): Promise<CodeCheck> {
	const active = await getActiveVerification(ctx, email)
	if (!active) return { ok: false, reason: 'no-active-code' }
	if (active.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'locked' }
	if ((await hashCode(ctx.env.SESSION_SECRET, email, code)) === active.codeHash) {
		return { ok: true, verificationId: active.id }
	}
	const attempts = active.attempts + 1
	await ctx.db
		.update(verifications)
		.set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { invalidatedAt: ctx.now().getTime() } : {}) })
		.where(eq(verifications.id, active.id))
	return attempts >= MAX_CODE_ATTEMPTS
		? { ok: false, reason: 'locked' }
		: { ok: false, reason: 'wrong-code', attemptsLeft: MAX_CODE_ATTEMPTS - attempts }
}

/** Marks the address's active code used; false when there is none (used, replaced, expired). */
export async function consumeActiveVerification(ctx: Ctx, email: string): Promise<boolean> {
	const active = await getActiveVerification(ctx, email)
	if (!active || active.attempts >= MAX_CODE_ATTEMPTS) return false
	const updated = await ctx.db
		.update(verifications)
		.set({ usedAt: ctx.now().getTime() })
		.where(and(eq(verifications.id, active.id), isNull(verifications.usedAt)))
		.returning({ id: verifications.id })
	return updated.length === 1
}
