/**
 * A same-origin relative path to send someone to after signing in, or the
 * fallback. Absolute and protocol-relative URLs (open redirects) are ignored.
 */
export function safeRedirect(to: unknown, fallback = '/dashboard'): string {
	if (typeof to !== 'string' || !to) return fallback
	const value = to.trim()
	if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	// Control characters and backslashes can be read as another host by some browsers.
	if (/[\u0000-\u001f\\]/.test(value)) return fallback
	try {
		const url = new URL(value, 'https://northstar.invalid')
		if (url.origin !== 'https://northstar.invalid') return fallback
		return `${url.pathname}${url.search}${url.hash}`
	} catch {
		return fallback
	}
}
