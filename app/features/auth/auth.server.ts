import { count, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import type { AppContext } from '#app/lib/app-context'
import { logError } from '#app/lib/redact'
import { memberships, users } from '#app/lib/db/schema'
import { createUserSession, endSession, getSessionUser, type SessionUser } from '#app/lib/session.server'
import { destinationOf, type SignInCarry, type SignInDestination, verifyEmailPath } from './carry'
import {
	clearDevCodeCookie,
	clearPendingSignInCookie,
	devCodeCookie,
	pendingSignInCookie,
	readPendingSignIn,
} from './pending-sign-in.server'
import { codeCheckLimits, codeRequestLimits, consumeRateLimits, retryAfterText } from './rate-limit.server'
import { safeRedirect } from './redirects'
import { signInEmail } from './sign-in-email'
import {
	issueVerification,
	parseLinkToken,
	readVerification,
	redeemVerification,
	type Redemption,
} from './verifications.server'

// Sign-in by email code or magic link (docs/decisions/021). The server
// decides everything: each code is a row that names its address; the browser
// that asked holds a signed pointer to that row (for the typed code), and the
// link names the row itself. Both are tried by the same check, which counts
// the try before it compares, and a GET never signs anyone in.

export type SendCodeResult =
	| { status: 'sent'; response: Response }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	/** The mail service refused or could not be reached: said at the form, reported, never a 500. */
	| { status: 'not-sent'; message: string }

export const CODE_NOT_SENT_MESSAGE = 'We couldn’t send your code just now. Please try again in a minute.'

/**
 * A sign-up's details, kept until the address is verified: a new address gets
 * its user, an unverified one takes the latest details, and a verified
 * account keeps its own (signing up again just signs in). The answer is the
 * same in every case, so the form says nothing about who has an account.
 */
export async function recordSignup(
	ctx: Pick<AppContext, 'db'>,
	{ email, name, kind, signupSource }: { email: string; name: string; kind: 'parent' | 'student'; signupSource: string | null },
) {
	const [existing] = await ctx.db.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, email)).limit(1)
	if (!existing) {
		await ctx.db.insert(users).values({ email, name, kind, signupSource })
	} else if (!existing.emailVerifiedAt) {
		await ctx.db.update(users).set({ name, kind, signupSource }).where(eq(users.id, existing.id))
	}
}

/** Mails a new code and magic link to `email` (already validated), within the abuse limits. */
export async function sendSignInCode(ctx: AppContext, email: string, carry: SignInCarry): Promise<SendCodeResult> {
	const limited = await consumeRateLimits(ctx, codeRequestLimits(email, ctx.clientAddress))
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }

	const issued = await issueVerification(ctx, email, destinationOf(carry))
	const link = `${ctx.env.BASE_URL}/verify-email?${new URLSearchParams({ token: issued.token, context: carry.context })}`
	const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email)).limit(1)
	try {
		await ctx.mail.send(signInEmail({ to: email, code: issued.code, link, context: carry.context, name: user?.name }))
	} catch (error) {
		logError('[auth] the sign-in mail was not sent', error)
		ctx.reportError(error)
		return { status: 'not-sent', message: CODE_NOT_SENT_MESSAGE }
	}

	const headers = new Headers()
	headers.append('set-cookie', await pendingSignInCookie(ctx.env, issued.id))
	const devCookie = carry.dev ? devCodeCookie(ctx.env, issued.code) : null
	if (devCookie) headers.append('set-cookie', devCookie)
	return { status: 'sent', response: redirect(verifyEmailPath(carry), { headers }) }
}

export type SignInResult =
	| { status: 'signed-in'; response: Response }
	| { status: 'error'; message: string; locked: boolean }
	| { status: 'rate-limited'; message: string; retryAfterSeconds: number }

/** A code typed into this browser: tried against the code this browser asked for, and only that one. */
export async function verifySignInCode(ctx: AppContext, request: Request, code: string): Promise<SignInResult> {
	const verificationId = await readPendingSignIn(ctx.env, request)
	if (!verificationId) {
		return {
			status: 'error',
			message: 'There is no sign-in in progress in this browser. Enter your email to get a new code.',
			locked: true,
		}
	}
	return redeem(ctx, request, verificationId, code)
}

/** A magic link, once its page's button was pressed: the link names its own row. */
export async function verifyMagicLink(ctx: AppContext, request: Request, token: string): Promise<SignInResult> {
	const parsed = parseLinkToken(token)
	if (!parsed) return { status: 'error', message: unusableMessages.unknown, locked: true }
	return redeem(ctx, request, parsed.verificationId, parsed.code)
}

/** What a magic link's page shows before its button is pressed: whose link it is, and whether it still works. */
export async function describeMagicLink(ctx: Pick<AppContext, 'db' | 'now'>, token: string | null) {
	const parsed = parseLinkToken(token)
	const verification = parsed ? await readVerification(ctx, parsed.verificationId) : null
	if (!verification) return { usable: false as const, email: null, message: unusableMessages.unknown }
	if (verification.state !== 'live') {
		return { usable: false as const, email: verification.email, message: unusableMessages[verification.state] }
	}
	return { usable: true as const, email: verification.email, message: null }
}

/** The address and destination of the code this browser is waiting for, for the page that asks for it. */
export async function describePendingSignIn(ctx: AppContext, request: Request) {
	const verificationId = await readPendingSignIn(ctx.env, request)
	return verificationId ? readVerification(ctx, verificationId) : null
}

const unusableMessages = {
	unknown: "This sign-in link isn't one we know. Enter your email to get a new code.",
	used: 'This code was already used. Send a new code to sign in again.',
	replaced: 'This code was replaced by a newer one. Use the newest email, or send a new code.',
	expired: 'This code has expired. Send a new code to continue.',
	locked: 'Too many wrong tries: this code no longer works. Send a new code to continue.',
} satisfies Record<Exclude<Extract<Redemption, { ok: false }>['reason'], 'wrong-code'>, string>

async function redeem(ctx: AppContext, request: Request, verificationId: string, code: string): Promise<SignInResult> {
	const verification = await readVerification(ctx, verificationId)
	if (!verification) return { status: 'error', message: unusableMessages.unknown, locked: true }
	// Tries are limited per address and network before any code is compared.
	const limited = await consumeRateLimits(ctx, codeCheckLimits(verification.email, ctx.clientAddress))
	if (!limited.ok) {
		return {
			status: 'rate-limited',
			message: `Too many tries. Please try again ${retryAfterText(limited.retryAfterSeconds)}.`,
			retryAfterSeconds: limited.retryAfterSeconds,
		}
	}
	const result = await redeemVerification(ctx, verificationId, code)
	if (!result.ok) {
		if (result.reason === 'wrong-code') {
			const tries = result.attemptsLeft === 1 ? '1 try' : `${result.attemptsLeft} tries`
			return { status: 'error', message: `That code didn't work. ${tries} left.`, locked: false }
		}
		return { status: 'error', message: unusableMessages[result.reason], locked: true }
	}

	const userId = await findOrCreateVerifiedUser(ctx, result.email)
	// The session this browser held before, if any, ends: a new sign-in gets a new id.
	await endSession(request, ctx)
	const session = await createUserSession(ctx, userId)
	const headers = new Headers()
	headers.append('set-cookie', session.setCookie)
	headers.append('set-cookie', await clearPendingSignInCookie(ctx.env))
	const devCookie = clearDevCodeCookie(ctx.env)
	if (devCookie) headers.append('set-cookie', devCookie)
	const carry = result.carry ?? { context: 'login', plan: '', billing: 'monthly' }
	return { status: 'signed-in', response: redirect(await destinationAfterSignIn(ctx, userId, carry), { headers }) }
}

async function findOrCreateVerifiedUser(ctx: AppContext, email: string): Promise<string> {
	const at = ctx.now().getTime()
	const [existing] = await ctx.db
		.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
		.from(users)
		.where(eq(users.email, email))
		.limit(1)
	if (existing) {
		if (!existing.emailVerifiedAt) {
			await ctx.db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, existing.id))
		}
		return existing.id
	}
	const [created] = await ctx.db
		.insert(users)
		.values({ email, emailVerifiedAt: at, signupSource: 'login' })
		.onConflictDoUpdate({ target: users.email, set: { emailVerifiedAt: at } })
		.returning({ id: users.id })
	return created!.id
}

/**
 * Where a sign-in ends: where the visitor was going (returnTo, e.g. an
 * invitation), else onboarding with plan and billing for someone with no
 * student account yet, else their dashboard.
 */
export async function destinationAfterSignIn(
	ctx: Pick<AppContext, 'db'>,
	userId: string,
	carry: Pick<SignInDestination, 'plan' | 'billing' | 'returnTo'>,
): Promise<string> {
	const returnTo = safeRedirect(carry.returnTo, '')
	if (returnTo) return returnTo
	const [row] = await ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId))
	if (!row?.n) {
		return `/onboarding?${new URLSearchParams({ plan: carry.plan, billing: carry.billing })}`
	}
	return '/dashboard'
}

/** The signed-in user, or a redirect to /login that comes back here (spec §8: logged, no personal data). */
export async function requireUser(request: Request, ctx: AppContext): Promise<SessionUser> {
	const user = await getSessionUser(request, ctx)
	if (user) return user
	const url = new URL(request.url)
	console.info(`[auth] sign-in required for ${url.pathname}`)
	throw redirect(`/login?${new URLSearchParams({ returnTo: safeRedirect(`${url.pathname}${url.search}`, '/dashboard') })}`)
}
