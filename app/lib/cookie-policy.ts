import type { Env } from './env'
import { isLoopbackHost } from './loopback'

// One rule for every cookie the app sets (issue «Sign-in security» §7):
// HttpOnly, SameSite=Lax, Path=/, and Secure everywhere but plain-http
// development on this machine. A Secure cookie also takes the `__Host-`
// prefix, which the browser honours only for a cookie that is Secure, has
// Path=/ and no Domain: no sibling subdomain can plant or shadow it.

/** Secure off localhost (and on any https origin, localhost included). */
export function cookiesAreSecure(env: Pick<Env, 'BASE_URL'>): boolean {
	const url = new URL(env.BASE_URL)
	return url.protocol === 'https:' || !isLoopbackHost(url.hostname)
}

/** The name a cookie goes by on this host: `__Host-{name}` where the cookie is Secure. */
export function cookieName(env: Pick<Env, 'BASE_URL'>, name: string): string {
	return cookiesAreSecure(env) ? `__Host-${name}` : name
}

/** The attributes every cookie shares, for react-router's createCookie. */
export function cookieAttributes(env: Pick<Env, 'BASE_URL'>) {
	return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: cookiesAreSecure(env) }
}

/** One cookie's value from a Cookie header, by exact name (no parsing or signature check). */
export function readCookieValue(cookieHeader: string | null | undefined, name: string): string | null {
	for (const part of (cookieHeader ?? '').split(';')) {
		const index = part.indexOf('=')
		if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
	}
	return null
}
