import { data } from 'react-router'
import type { Env } from '#app/lib/env'

// State-changing requests must come from our own pages (issue «Sign-in»,
// CSRF). Browsers send Origin on every POST and Sec-Fetch-Site on modern
// ones; a request with neither is not from a browser page, so no forgery.

export function isSameOriginRequest(request: Request, env: Pick<Env, 'BASE_URL'>): boolean {
	const allowed = new Set([new URL(env.BASE_URL).origin, new URL(request.url).origin])
	const origin = request.headers.get('origin')
	if (origin && origin !== 'null') return allowed.has(origin)
	if (origin === 'null') return false
	const site = request.headers.get('sec-fetch-site')
	if (site) return site === 'same-origin' || site === 'none'
	return true
}

/** For form actions: a cross-site post is refused with a 403 before anything else happens. */
export function requireSameOrigin(request: Request, env: Pick<Env, 'BASE_URL'>): void {
	if (!isSameOriginRequest(request, env)) throw data('Cross-site form posts are not accepted.', { status: 403 })
}

/**
 * True when this navigation came from one of our own pages or from the
 * visitor (address bar, bookmark, a link in a mail app): never from another
 * site. A page that would act on its own (submit a code, focus a sign-in
 * button) acts only then; an unknown answer (an old browser) is not trusted.
 */
export function arrivedFromOurselves(request: Request): boolean {
	const site = request.headers.get('sec-fetch-site')
	return site === 'same-origin' || site === 'none'
}
