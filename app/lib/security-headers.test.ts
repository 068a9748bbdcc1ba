import { describe, expect, test } from 'vitest'
import { parseEnv } from './env'
import {
	contentSecurityPolicy,
	createNonce,
	HSTS_VALUE,
	securityHeaders,
	inlineScriptHashes,
	usesHsts,
	withSecurityHeaders,
} from './security-headers'

function env(overrides: Record<string, string> = {}) {
	return parseEnv({
		BASE_URL: 'https://northstar.example',
		DATABASE_URL: 'file:./test.db',
		SESSION_SECRET: 'test-secret-0123456789abcdef0123456789',
		ALLOW_LOCAL_BILLING: 'true',
		ALLOW_MAIL_OUTBOX: 'true',
		...overrides,
	})
}

/** The CSP as { directive: [sources] }. */
function directives(policy: string): Record<string, string[]> {
	return Object.fromEntries(
		policy.split(';').map((part) => {
			const [name, ...values] = part.trim().split(/\s+/)
			return [name!, values]
		}),
	)
}

describe('createNonce', () => {
	test('is 16 random bytes in base64, new each time', () => {
		const nonces = new Set(Array.from({ length: 50 }, createNonce))
		expect(nonces.size).toBe(50)
		for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
	})
})

describe('contentSecurityPolicy', () => {
	test('the default policy: our origin, the nonce, inline styles but never inline scripts', () => {
		const csp = directives(contentSecurityPolicy(env(), { nonce: 'abc123' }))
		expect(csp).toEqual({
			'default-src': ["'self'"],
			'script-src': ["'self'", "'nonce-abc123'"],
			'style-src': ["'self'", "'unsafe-inline'"],
			'img-src': ["'self'", 'data:'],
			'font-src': ["'self'"],
			'connect-src': ["'self'"],
			'object-src': ["'none'"],
			'base-uri': ["'self'"],
			'form-action': ["'self'"],
			'frame-ancestors': ["'none'"],
		})
		expect(contentSecurityPolicy(env(), { nonce: 'abc123' })).not.toMatch(/unsafe-eval|strict-dynamic|\*(?!\.)/)
	})

	test('without a nonce no inline script may run at all', () => {
		expect(directives(contentSecurityPolicy(env()))['script-src']).toEqual(["'self'"])
	})

	test('analytics hosts appear only when analytics is on and has an id', () => {
		const off = contentSecurityPolicy(env({ GA_MEASUREMENT_ID: 'G-TEST' }), { nonce: 'n' })
		expect(off).not.toContain('google')
		const noId = contentSecurityPolicy(env({ ANALYTICS_ENABLED: 'true' }), { nonce: 'n' })
		expect(noId).not.toContain('google')

		const on = directives(contentSecurityPolicy(env({ ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'G-TEST' }), { nonce: 'n' }))
		expect(on['script-src']).toContain('https://*.googletagmanager.com')
		expect(on['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']))
		expect(on['img-src']).toContain('https://*.google-analytics.com')
		expect(on['script-src']).not.toContain('https://www.googleadservices.com')
		expect(on['frame-src']).toBeUndefined()

		const ads = directives(
			contentSecurityPolicy(
				env({ ANALYTICS_ENABLED: 'true', GA_MEASUREMENT_ID: 'G-TEST', GOOGLE_ADS_ENABLED: 'true', GOOGLE_ADS_ID: 'AW-1' }),
				{ nonce: 'n' },
			),
		)
		expect(ads['script-src']).toContain('https://www.googleadservices.com')
		expect(ads['frame-src']).toEqual(["'self'", 'https://td.doubleclick.net', 'https://www.googletagmanager.com'])
	})

	test('Clarity only with session recording on and a tag id', () => {
		expect(contentSecurityPolicy(env({ CLARITY_TAG_ID: 'abc' }), { nonce: 'n' })).not.toContain('clarity')
		const on = directives(contentSecurityPolicy(env({ SESSION_RECORDING_ENABLED: 'true', CLARITY_TAG_ID: 'abc' }), { nonce: 'n' }))
		expect(on['script-src']).toContain('https://*.clarity.ms')
		expect(on['connect-src']).toContain('https://*.clarity.ms')
	})

	test("Sentry's ingest host may be reached only when a DSN is set", () => {
		expect(contentSecurityPolicy(env(), { nonce: 'n' })).not.toContain('sentry')
		const on = directives(contentSecurityPolicy(env({ SENTRY_DSN: 'https://key@o123.ingest.us.sentry.io/456' }), { nonce: 'n' }))
		expect(on['connect-src']).toEqual(["'self'", 'https://o123.ingest.us.sentry.io'])
		expect(on['script-src']).toEqual(["'self'", "'nonce-n'"])
	})

	test("development allows Vite's HMR socket, and only development", () => {
		expect(directives(contentSecurityPolicy(env({ NODE_ENV: 'development' }), { nonce: 'n' }))['connect-src']).toEqual([
			"'self'",
			'ws://localhost:*',
			'ws://127.0.0.1:*',
		])
		expect(contentSecurityPolicy(env({ NODE_ENV: 'test' }), { nonce: 'n' })).not.toContain('ws:')
	})

	test("forms may end at Stripe's checkout and portal only when Stripe is configured", () => {
		expect(directives(contentSecurityPolicy(env(), { nonce: 'n' }))['form-action']).toEqual(["'self'"])
		expect(directives(contentSecurityPolicy(env({ STRIPE_SECRET_KEY: 'sk_test_x' }), { nonce: 'n' }))['form-action']).toEqual([
			"'self'",
			'https://checkout.stripe.com',
			'https://billing.stripe.com',
		])
	})
})

describe('securityHeaders', () => {
	test('the full set for an HTTPS site', () => {
		expect(securityHeaders(env(), { nonce: 'n' })).toEqual({
			'Content-Security-Policy': contentSecurityPolicy(env(), { nonce: 'n' }),
			'Strict-Transport-Security': HSTS_VALUE,
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'strict-origin-when-cross-origin',
			'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
			'X-Frame-Options': 'DENY',
		})
		expect(HSTS_VALUE).toBe('max-age=63072000; includeSubDomains')
	})

	test('no HSTS on plain http or on localhost, even over https', () => {
		expect(usesHsts('https://northstar.example')).toBe(true)
		expect(usesHsts('http://northstar.example')).toBe(false)
		expect(usesHsts('https://localhost:3000')).toBe(false)
		expect(usesHsts('https://127.0.0.1')).toBe(false)
		expect(securityHeaders(env({ BASE_URL: 'http://localhost:3000' }))).not.toHaveProperty('Strict-Transport-Security')
	})
})

describe('withSecurityHeaders', () => {
	test('adds the set, keeping a header the response chose itself (a download keeps its sandbox CSP)', async () => {
		const download = new Response('file', {
			status: 200,
			headers: { 'Content-Security-Policy': "sandbox; default-src 'none'", 'Referrer-Policy': 'no-referrer' },
		})
		const result = withSecurityHeaders(download, securityHeaders(env(), { nonce: 'n' }))
		expect(result.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
		expect(result.headers.get('referrer-policy')).toBe('no-referrer')
		expect(result.headers.get('x-frame-options')).toBe('DENY')
		expect(result.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
		expect(await result.text()).toBe('file')
	})

	test('works on a response with frozen headers, keeping status and cookies', async () => {
		const frozen = Response.redirect('https://northstar.example/login', 302)
		const result = withSecurityHeaders(frozen, securityHeaders(env(), { nonce: 'n' }))
		expect(result.status).toBe(302)
		expect(result.headers.get('location')).toBe('https://northstar.example/login')
		expect(result.headers.get('x-content-type-options')).toBe('nosniff')

		const withCookies = new Response(null, { status: 204, headers: [['set-cookie', 'a=1'], ['set-cookie', 'b=2']] })
		expect(withSecurityHeaders(withCookies, {}).headers.getSetCookie()).toEqual(['a=1', 'b=2'])
	})
})

describe('a cached page: script hashes instead of a nonce', () => {
	test('the CSP lists each hash and no nonce', () => {
		const csp = directives(contentSecurityPolicy(env(), { hashes: ['aGFzaDE=', 'aGFzaDI='] }))
		expect(csp['script-src']).toEqual(["'self'", "'sha256-aGFzaDE='", "'sha256-aGFzaDI='"])
	})

	test("hashes are of each inline script's text, as the browser computes them; external and data scripts are left out", async () => {
		const html = '<script nonce="x">a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>'
		const expected = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((d) => btoa(String.fromCharCode(...new Uint8Array(d))))
		expect(await inlineScriptHashes(html)).toEqual([await expected('a()'), await expected('{}')])
	})
})
