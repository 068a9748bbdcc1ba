import { count, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { TOTPStrategy } from 'remix-auth-totp'
import { isLocalHost } from '#app/features/monitoring/error-reporting'
import type { AppContext } from '#app/lib/app-context'
import { sha256Hex } from '#app/lib/crypto'
import { memberships, users } from '#app/lib/db/schema'
import { createUserSession, endSession, getSessionUser, type SessionUser } from '#app/lib/session.server'
import { type SignInCarry, verifyEmailPath } from './carry'
import { EmailSchema } from './email'
import { consumeRateLimits, SIGN_IN_LIMITS } from './rate-limit.server'
import { safeRedirect } from './redirects'
import { signInEmail } from './sign-in-email'
import {
	checkCode,
	CODE_LIFETIME_MS,
	consumeActiveVerification,
	MAX_CODE_ATTEMPTS,
	recordCodeSent,
} from './verifications.server'

// Sign-in by email code or magic link (remix-auth + remix-auth-totp). The
// strategy makes the code and the magic link and keeps the pending sign-in in
// its encrypted `_totp` cookie; the server keeps its own record of each code
// (hashed, single-use, 10 minutes, 5 tries, replaced by a newer request) in
// `verifications`, and the session in `sessions`.

const TOTP_COOKIE = '_totp'
const DEV_CODE_COOKIE = 'ns_dev_code'
const VERIFIED_MARKER = '/__signed-in'

/** The strategy wants 32 bytes as hex; they are derived from the session secret. */
function totpSecret(sessionSecret: string): Promise<string> {
	return sha256Hex(`totp:${sessionSecret}`)
}

/** The pending sign-in this browser holds: its address and the last error, if any. */
export function readPendingSignIn(request: Request): { email: string | null; error: string | null } {
	const value = readCookie(request, TOTP_COOKIE)
	if (!value) return { email: null, error: null }
	const params = new URLSearchParams(value.replace(/^"|"$/g, ''))
	return { email: params.get('email'), error: params.get('error') }
}

function readCookie(request: Request, name: string): string | null {
	for (const part of (request.headers.get('cookie') ?? '').split(';')) {
		const [key, ...rest] = part.trim().split('=')
		if (key === name) return rest.join('=')
	}
	return null
}

/** The code shown on screen with ?dev=true: never in production, only on localhost. */
export function devCodeAllowed(ctx: Pick<AppContext, 'env'>, request: Request): boolean {
	return ctx.env.NODE_ENV !== 'production' && isLocalHost(new URL(request.url).hostname)
}

export function readDevCode(ctx: Pick<AppContext, 'env'>, request: Request): string | null {
	if (!devCodeAllowed(ctx, request)) return null
	const value = readCookie(request, DEV_CODE_COOKIE)
	return value && /^\d{6}$/.test(value) ? value : null
}

function cookieSecure(ctx: Pick<AppContext, 'env'>) {
	return ctx.env.BASE_URL.startsWith('https://')
}

function createAuthenticator(
	ctx: AppContext,
	carry: SignInCarry,
	secret: string,
	hooks: {
		onSent?: (code: string) => void
		onVerified?: (session: { userId: string; setCookie: string }) => void
	},
) {
	const authenticator = new Authenticator<string>()
	authenticator.use(
		new TOTPStrategy<string>(
			{
				secret,
				cookieOptions: {
					httpOnly: true,
					sameSite: 'Lax',
					path: '/',
					...(cookieSecure(ctx) ? { secure: true as const } : {}),
					maxAge: CODE_LIFETIME_MS / 1000,
				},
				totpGeneration: {
					digits: 6,
					charSet: '0123456789',
					period: CODE_LIFETIME_MS / 1000,
					maxAttempts: MAX_CODE_ATTEMPTS,
				},
				magicLinkPath: '/verify-email',
				emailSentRedirect: verifyEmailPath(carry),
				failureRedirect: verifyEmailPath(carry),
				successRedirect: VERIFIED_MARKER,
				validateEmail: async (email) => EmailSchema.safeParse(email).success,
				customErrors: {
					invalidTotp: "That code didn't work. Check it and try again, or send a new code.",
					expiredTotp: 'That code has expired. Send a new one to continue.',
					missingSessionEmail:
						'This link only works in the browser where you asked for it. Enter the code from the email, or send a new one here.',
					missingSessionTotp: 'There is no sign-in in progress here. Send a new code to continue.',
				},
				async sendTOTP({ email, code, magicLink }) {
					await recordCodeSent(ctx, email, code)
					const token = new URL(magicLink).searchParams.get('t') ?? ''
					const link = `${ctx.env.BASE_URL}/verify-email?${new URLSearchParams({ token, context: carry.context })}`
					const [user] = await ctx.db
						.select({ name: users.name })
						.from(users)
						.where(eq(users.email, email))
						.limit(1)
					await ctx.mail.send(signInEmail({ to: email, code, link, context: carry.context, name: user?.name }))
					hooks.onSent?.(code)
				},
			},
			async ({ email }) => {
				// The strategy checked the code against its cookie; the server's own record
				// makes it single-use and honours wrong tries and newer requests.
				if (!(await consumeActiveVerification(ctx, email))) {
					throw new Error('That code was already used or replaced by a newer one. Send a new code to continue.')
				}
				const userId = await findOrCreateVerifiedUser(ctx, email)
				const session = await createUserSession(ctx, userId)
				hooks.onVerified?.({ userId, setCookie: session.setCookie })
				return userId
			},
		),
		'totp',
	)
	return authenticator
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
		.returning({ id: users.id })
	return created!.id
}

/** Runs the strategy and hands back the Response it ends with (it always ends with one). */
async function runStrategy(authenticator: Authenticator<string>, request: Request): Promise<Response> {
	try {
		await authenticator.authenticate('totp', request)
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
	throw new Error('The sign-in strategy ended without a response')
}

export type SendCodeResult =
	| { status: 'sent'; response: Response }
	| { status: 'rate-limited'; retryAfterSeconds: number }

/** Mails a new code and magic link to `email` (already validated), within the abuse limits. */
export async function sendSignInCode(
	ctx: AppContext,
	request: Request,
	email: string,
	carry: SignInCarry,
): Promise<SendCodeResult> {
	const limited = await consumeRateLimits(ctx, [
		{ key: `sign-in:email:${email}`, rule: SIGN_IN_LIMITS.email },
		{ key: `sign-in:ip:${ctx.clientAddress ?? 'unknown'}`, rule: SIGN_IN_LIMITS.ip },
	])
	if (!limited.ok) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }

	let sentCode: string | null = null
	const form = new FormData()
	form.set('email', email)
	const strategyRequest = new Request(new URL('/verify-email', request.url), {
		method: 'POST',
		headers: { cookie: request.headers.get('cookie') ?? '' },
		body: form,
	})
	const authenticator = createAuthenticator(ctx, carry, await totpSecret(ctx.env.SESSION_SECRET), {
		onSent: (code) => (sentCode = code),
	})
	const response = await runStrategy(authenticator, strategyRequest)
	if (sentCode && carry.dev && devCodeAllowed(ctx, request)) {
		response.headers.append(
			'set-cookie',
			`${DEV_CODE_COOKIE}=${sentCode}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CODE_LIFETIME_MS / 1000}`,
		)
	}
	return { status: 'sent', response }
}

export type VerifyResult =
	| { status: 'signed-in'; response: Response }
	| { status: 'failed'; response: Response }
	| { status: 'error'; message: string; locked: boolean }

/** Checks a typed code for the sign-in this browser has in progress. */
export async function verifySignInCode(
	ctx: AppContext,
	request: Request,
	code: string,
	carry: SignInCarry,
): Promise<VerifyResult> {
	const { email } = readPendingSignIn(request)
	if (!email) {
		return {
			status: 'error',
			message: 'There is no sign-in in progress in this browser. Enter your email to get a new code.',
			locked: true,
		}
	}
	const check = await checkCode(ctx, email, code)
	if (!check.ok) {
		if (check.reason === 'wrong-code') {
			const tries = check.attemptsLeft === 1 ? '1 try' : `${check.attemptsLeft} tries`
			return { status: 'error', message: `That code didn't work. ${tries} left.`, locked: false }
		}
		return {
			status: 'error',
			message:
				check.reason === 'locked'
					? 'Too many wrong tries: this code no longer works. Send a new code to continue.'
					: 'This code has expired or was replaced by a newer one. Send a new code to continue.',
			locked: true,
		}
	}
	const form = new FormData()
	form.set('code', code)
	const strategyRequest = new Request(new URL('/verify-email', request.url), {
		method: 'POST',
		headers: { cookie: request.headers.get('cookie') ?? '' },
		body: form,
	})
	return finish(ctx, carry, strategyRequest)
}

/** Signs in with the magic link's token (same browser as the request). */
export async function verifyMagicLink(
	ctx: AppContext,
	request: Request,
	token: string,
	carry: SignInCarry,
): Promise<VerifyResult> {
	const url = new URL('/verify-email', request.url)
	url.searchParams.set('t', token)
	const strategyRequest = new Request(url, { headers: { cookie: request.headers.get('cookie') ?? '' } })
	return finish(ctx, carry, strategyRequest)
}

async function finish(ctx: AppContext, carry: SignInCarry, strategyRequest: Request): Promise<VerifyResult> {
	let session: { userId: string; setCookie: string } | null = null
	const authenticator = createAuthenticator(ctx, carry, await totpSecret(ctx.env.SESSION_SECRET), {
		onVerified: (value) => (session = value),
	})
	const response = await runStrategy(authenticator, strategyRequest)
	const signedIn = session as { userId: string; setCookie: string } | null
	if (!signedIn || response.headers.get('location') !== VERIFIED_MARKER) {
		return { status: 'failed', response }
	}
	// The session this browser held before, if any, ends: its cookie is being replaced, and a
	// row no browser holds would stay valid for nothing until it expired.
	await endSession(strategyRequest, ctx)
	const headers = new Headers()
	for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
	headers.append('set-cookie', signedIn.setCookie)
	headers.append('set-cookie', `${DEV_CODE_COOKIE}=; Path=/; Max-Age=0`)
	return {
		status: 'signed-in',
		response: redirect(await destinationAfterSignIn(ctx, signedIn.userId, carry), { headers }),
	}
}

/**
 * Where a sign-in ends: where the visitor was going (returnTo, e.g. an
 * invitation), else onboarding with plan and billing for someone with no
 * student account yet, else their dashboard.
 */
export async function destinationAfterSignIn(
	ctx: Pick<AppContext, 'db'>,
	userId: string,
	carry: Pick<SignInCarry, 'plan' | 'billing' | 'returnTo'>,
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
	throw redirect(`/login?${new URLSearchParams({ returnTo: `${url.pathname}${url.search}` })}`)
}
