import { createCookie } from 'react-router'
import type { AppContext } from '#app/lib/app-context'
import { cookieAttributes, cookieName, readCookieValue } from '#app/lib/cookie-policy'
import { CODE_LIFETIME_MS } from './verifications.server'

// The browser that asked for a code holds a signed pointer to that code's
// row, and nothing else: no address, no code. A typed code is tried against
// that row only; a pointer the server did not sign is no pointer at all.

type Env = AppContext['env']

function pendingCookie(env: Env) {
	return createCookie(cookieName(env, 'ns_sign_in'), {
		...cookieAttributes(env),
		secrets: [env.SESSION_SECRET],
		maxAge: CODE_LIFETIME_MS / 1000,
	})
}

/** The verification this browser asked for, if it holds a signed pointer to one. */
export async function readPendingSignIn(env: Env, request: Request): Promise<string | null> {
	const value: unknown = await pendingCookie(env).parse(request.headers.get('cookie'))
	const id = value && typeof value === 'object' ? (value as { verificationId?: unknown }).verificationId : null
	return typeof id === 'string' && /^[0-9a-z]{21}$/.test(id) ? id : null
}

export function pendingSignInCookie(env: Env, verificationId: string): Promise<string> {
	return pendingCookie(env).serialize({ verificationId })
}

export function clearPendingSignInCookie(env: Env): Promise<string> {
	return pendingCookie(env).serialize(null, { maxAge: 0 })
}

// Under `npm run dev` only (NODE_ENV=development, fixed when the host starts),
// ?dev=true shows the code on the page: it travels in a short-lived cookie.
const DEV_CODE_COOKIE = 'ns_dev_code'

export function devCodesShown(env: Pick<Env, 'NODE_ENV'>): boolean {
	return env.NODE_ENV === 'development'
}

export function devCodeCookie(env: Env, code: string): string | null {
	if (!devCodesShown(env)) return null
	return `${DEV_CODE_COOKIE}=${code}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CODE_LIFETIME_MS / 1000}`
}

export function clearDevCodeCookie(env: Env): string | null {
	return devCodesShown(env) ? `${DEV_CODE_COOKIE}=; Path=/; Max-Age=0` : null
}

export function readDevCode(env: Env, request: Request): string | null {
	if (!devCodesShown(env)) return null
	const value = readCookieValue(request.headers.get('cookie'), DEV_CODE_COOKIE)
	return value && /^\d{6}$/.test(value) ? value : null
}
