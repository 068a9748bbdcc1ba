/** Where return paths are resolved: any fixed origin serves, only "did the origin change" is asked. */
const SITE = 'https://northstar.invalid'

/**
 * The one gate every return path goes through (returnTo, redirectTo, the
 * invitation and onboarding hops): the value is resolved against the site's
 * origin by the URL parser, as a browser would resolve it, and kept only if
 * the origin is unchanged and the resolved path starts with exactly one `/`.
 * What comes back is the parser's own normalised path, never the raw input,
 * so dot segments, tabs, newlines and backslashes cannot turn into another
 * host on the way to a Location header. Anything else gives the fallback.
 */
export function safeRedirect(to: unknown, fallback = '/dashboard'): string {
	if (typeof to !== 'string' || !to.startsWith('/')) return fallback
	// Backslashes and control characters are read as slashes or dropped by browsers.
	if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback
	let url: URL
	try {
		url = new URL(to, SITE)
	} catch {
		return fallback
	}
	if (url.origin !== SITE) return fallback
	const path = `${url.pathname}${url.search}${url.hash}`
	return /^\/(?![/\\])/.test(path) ? path : fallback
}
