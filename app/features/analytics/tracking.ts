import { publicPages } from '#app/public-pages'

// Where analytics, the tag manager and session recording may run (issue
// «Hardening» §8): only on the public site's own pages, and never on a URL that
// carries something a family did not mean to share. Everything else — the
// signed-in app, sign-in and sign-up, billing, invitations, the 404 page and
// any page added later outside the public layout — fails closed.

/** Public pages that open from a link in an email and carry its token in the URL. */
const TOKEN_PAGES = new Set(['blog/subscribe/confirm', 'blog/unsubscribe'])
/** Internal, noindex pages for reviewing ads. */
const INTERNAL_PAGES = new Set(['ad-preview', 'deadline-ad-preview'])

const trackedPatterns = [[] as string[], ...publicPages.map(([path]) => path.split('/'))]
/** A slug or a grade: what a public page's parameter holds (a file such as blog/rss.xml is not one). */
const PARAMETER_VALUE = /^[\w-]+$/

/** A query key that names what it holds: an address, a code, a token or a key of any kind. */
const PRIVATE_QUERY_KEY = /e-?mail|code|token|secret|key|sig|auth|session|invite|password/i

function matches(pattern: string[], segments: string[]) {
	return (
		pattern.length === segments.length &&
		pattern.every((part, index) => (part.startsWith(':') ? PARAMETER_VALUE.test(segments[index]!) : part === segments[index]))
	)
}

/** Whether third-party tracking may see this page: a public page, and nothing private in its query. */
export function trackingAllowed(location: { pathname: string; search?: string }): boolean {
	const trimmed = location.pathname.replace(/\/+$/, '')
	const segments = trimmed === '' ? [] : trimmed.slice(1).split('/')
	const path = segments.join('/')
	// Checked first: a withheld page would otherwise pass as a value of its sibling's parameter (blog/:slug).
	if (TOKEN_PAGES.has(path) || INTERNAL_PAGES.has(path)) return false
	if (!trackedPatterns.some((pattern) => matches(pattern, segments))) return false
	const params = new URLSearchParams(location.search ?? '')
	for (const [key, value] of params) {
		if (PRIVATE_QUERY_KEY.test(key) || value.includes('@')) return false
	}
	return true
}
