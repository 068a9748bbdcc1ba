import {
	getAnalyticsConfig,
	getErrorReportingConfig,
	getSessionRecordingConfig,
} from '#app/lib/public-config'
import { isLoopbackHost } from './loopback'
import type { Env } from './env'

// The headers every response carries, on both hosts (issue «Quality gates»).
// Pure: the host hands in the env and the request's nonce, and applies the
// result with `withSecurityHeaders`.

/** A fresh CSP nonce: 16 random bytes, base64 (Web Crypto, so the same on Node and Workers). */
export function createNonce(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16))
	return btoa(String.fromCharCode(...bytes))
}

/** Two years, the preload list's minimum; sent only where HTTPS is the only way in. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/** Browser features the app never asks for; Web Share and the clipboard (blog posts) stay at their defaults. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()'

type Directives = Record<string, string[]>

/**
 * The third-party hosts each optional service needs, following each vendor's
 * CSP guide. A host is allowed only when its service is switched on in env.
 */
function thirdPartySources(env: Env): Directives {
	const sources: Directives = { 'script-src': [], 'img-src': [], 'connect-src': [], 'frame-src': [], 'form-action': [] }
	const add = (directive: string, ...hosts: string[]) => sources[directive]!.push(...hosts)

	const analytics = getAnalyticsConfig(env)
	if (analytics.enabled) {
		// gtag.js / gtm.js, then GA4's collection endpoints (Google's "Use a CSP" guide).
		add('script-src', 'https://*.googletagmanager.com')
		add('img-src', 'https://*.google-analytics.com', 'https://*.googletagmanager.com')
		add('connect-src', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com')
		if (analytics.googleAdsEnabled) {
			add('script-src', 'https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net')
			add('img-src', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com')
			add('connect-src', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com')
			add('frame-src', 'https://td.doubleclick.net', 'https://www.googletagmanager.com')
		}
	}
	if (getSessionRecordingConfig(env).enabled) {
		// The tag loads from www.clarity.ms, then scripts and uploads on *.clarity.ms.
		add('script-src', 'https://*.clarity.ms')
		add('img-src', 'https://*.clarity.ms', 'https://c.bing.com')
		add('connect-src', 'https://*.clarity.ms')
	}
	const errorReporting = getErrorReportingConfig(env)
	if (errorReporting.enabled && errorReporting.dsn) {
		// The SDK is our own bundle; only its envelopes go out, to the DSN's host.
		add('connect-src', new URL(errorReporting.dsn).origin)
	}
	if (env.NODE_ENV === 'development') {
		// `npm run dev`: Vite's HMR socket listens on its own port.
		add('connect-src', 'ws://localhost:*', 'ws://127.0.0.1:*')
	}
	if (env.STRIPE_SECRET_KEY) {
		// Choosing or managing a plan posts a form that redirects to Stripe, and
		// form-action also governs where that redirect may land.
		add('form-action', 'https://checkout.stripe.com', 'https://billing.stripe.com')
	}
	return sources
}

/**
 * Which inline scripts may run: those carrying this response's nonce (a page
 * rendered for this request), or those whose SHA-256 is listed (a page kept in
 * the public cache and served to many visitors, which must not share a nonce).
 */
export type InlineScripts = { nonce: string } | { hashes: string[] }

/**
 * The Content-Security-Policy for one response. Scripts run only from our
 * origin or as `inline` allows, never inline otherwise; styles may be inline
 * (React style attributes and sonner's injected sheet need it). With no
 * allowance (a static file, a JSON answer) no inline script may run.
 */
export function contentSecurityPolicy(env: Env, inline?: InlineScripts): string {
	const extra = thirdPartySources(env)
	const allowed = !inline ? [] : 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`)
	const directives: Directives = {
		'default-src': ["'self'"],
		'script-src': ["'self'", ...allowed, ...extra['script-src']!],
		'style-src': ["'self'", "'unsafe-inline'"],
		'img-src': ["'self'", 'data:', ...extra['img-src']!],
		'font-src': ["'self'"],
		'connect-src': ["'self'", ...extra['connect-src']!],
		...(extra['frame-src']!.length ? { 'frame-src': ["'self'", ...extra['frame-src']!] } : {}),
		'object-src': ["'none'"],
		'base-uri': ["'self'"],
		'form-action': ["'self'", ...extra['form-action']!],
		'frame-ancestors': ["'none'"],
	}
	return Object.entries(directives)
		.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
		.join('; ')
}

/** HSTS only where the site is served over HTTPS on a real host: never on localhost or plain http. */
export function usesHsts(baseUrl: string): boolean {
	const url = new URL(baseUrl)
	return url.protocol === 'https:' && !isLoopbackHost(url.hostname)
}

/** The full header set for one response. */
export function securityHeaders(env: Env, inline?: InlineScripts): Record<string, string> {
	return {
		'Content-Security-Policy': contentSecurityPolicy(env, inline),
		...(usesHsts(env.BASE_URL) ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'Permissions-Policy': PERMISSIONS_POLICY,
		'X-Frame-Options': 'DENY',
	}
}

/**
 * The response with the security headers added. A header the response already
 * has wins: a document download keeps its sandbox CSP and no-referrer policy.
 * Always a new Response, since a fetched or cached one may have frozen headers.
 */
export function withSecurityHeaders(response: Response, headers: Record<string, string>): Response {
	const merged = new Headers(response.headers)
	for (const [name, value] of Object.entries(headers)) {
		if (!merged.has(name)) merged.set(name, value)
	}
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged })
}

/** The SHA-256 (base64) of every inline script in an HTML page, as a CSP hash source names it. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
	const hashes = new Set<string>()
	for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		if (/\bsrc\s*=/i.test(attributes!)) continue
		const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
		hashes.add(btoa(String.fromCharCode(...new Uint8Array(digest))))
	}
	return [...hashes]
}
