import { describe, expect, test } from 'vitest'
import { createLruCache } from '../../server/services'
import { parseEnv } from './env'
import {
	cacheablePath,
	handlePageRequest,
	isCacheablePage,
	isCacheableRequest,
	isDocumentRequest,
	isPublicPageRoute,
	PAGE_CACHE_STATUS_HEADER,
	pageCacheKey,
	PRIVATE_CACHE_CONTROL,
	PUBLIC_LAYOUT_ROUTE_ID,
	PUBLIC_PAGE_CACHE_CONTROL,
	withCacheControl,
} from './page-cache'
import { inlineScriptHashes } from './security-headers'
import { serveRequest } from './serve-request'
import { SESSION_COOKIE_NAME } from './session.server'

const env = parseEnv({
	BASE_URL: 'https://northstar.example',
	DATABASE_URL: 'file:./test.db',
	SESSION_SECRET: 'test-secret-0123456789abcdef0123456789',
	ALLOW_LOCAL_BILLING: 'true',
	ALLOW_MAIL_OUTBOX: 'true',
})
const origin = 'https://northstar.example'
const signedInCookie = `_ga=GA1.1.1; ${SESSION_COOKIE_NAME}=abc.signature`

function get(path: string, headers: Record<string, string> = {}) {
	return new Request(`${origin}${path}`, { headers })
}

/** What entry.server answers for a public page: HTML marked public, scripts carrying the nonce. */
function publicPage(nonce: string, headers: Record<string, string> = {}) {
	return new Response(`<html><body><h1>About</h1><script nonce="${nonce}">window.x=1</script></body></html>`, {
		status: 200,
		headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, ...headers },
	})
}

describe('isCacheableRequest', () => {
	test('a signed-out GET for a page, with campaign tags at most', () => {
		expect(isCacheableRequest(get('/about'))).toBe(true)
		expect(isCacheableRequest(get('/about?utm_source=news&utm_campaign=fall&gclid=1'))).toBe(true)
		// Analytics cookies are not a session.
		expect(isCacheableRequest(get('/about', { cookie: '_ga=GA1.1.1; ns_visitor=v1' }))).toBe(true)
	})

	test('never with a session cookie, another method, a real query, a data request or a server function', () => {
		expect(isCacheableRequest(get('/about', { cookie: signedInCookie }))).toBe(false)
		expect(isCacheableRequest(new Request(`${origin}/about`, { method: 'POST' }))).toBe(false)
		expect(isCacheableRequest(get('/blog/search?q=fafsa'))).toBe(false)
		expect(isCacheableRequest(get('/pricing?billing=yearly&utm_source=x'))).toBe(false)
		expect(isCacheableRequest(get('/about.data'))).toBe(false)
		expect(isCacheableRequest(get('/_serverFn/getBaseUrl'))).toBe(false)
		expect(isCacheableRequest(get(`/${'a'.repeat(400)}`))).toBe(false)
	})
})

test('isDocumentRequest: a GET or HEAD for a page, signed in or out; not a .data request, a server function or a POST', () => {
	expect(isDocumentRequest(get('/blog/weekly-planning-session'))).toBe(true)
	expect(isDocumentRequest(get('/a/1/dashboard', { cookie: signedInCookie }))).toBe(true)
	expect(isDocumentRequest(new Request(`${origin}/about`, { method: 'HEAD' }))).toBe(true)
	expect(isDocumentRequest(get('/blog/weekly-planning-session.data'))).toBe(false)
	expect(isDocumentRequest(get('/_serverFn/getBaseUrl'))).toBe(false)
	expect(isDocumentRequest(new Request(`${origin}/blog/subscribe`, { method: 'POST' }))).toBe(false)
})

describe('cacheablePath', () => {
	test('reads a full URL or a raw path with its query, and gives the path to key by', () => {
		expect(cacheablePath('GET', `${origin}/about?utm_source=x`, null)).toBe('/about')
		expect(cacheablePath('GET', '/about?utm_source=x&fbclid=1', '_ga=1')).toBe('/about')
		expect(cacheablePath('HEAD', '/', undefined)).toBe('/')
		expect(cacheablePath('GET', `${origin}/`, null)).toBe('/')
		expect(cacheablePath('GET', '/about?ref=x', null)).toBeNull()
		expect(cacheablePath('GET', '/about', `${SESSION_COOKIE_NAME}=x`)).toBeNull()
		expect(cacheablePath('DELETE', '/about', null)).toBeNull()
	})
})

describe('isPublicPageRoute', () => {
	test('a page inside the public layout, unless a route opts out', () => {
		expect(isPublicPageRoute([{ id: 'root' }, { id: PUBLIC_LAYOUT_ROUTE_ID }, { id: 'routes/public/about' }])).toBe(true)
		expect(isPublicPageRoute([{ id: 'root' }, { id: 'routes/dashboard' }])).toBe(false)
		expect(isPublicPageRoute([{ id: 'root' }, { id: 'routes/$' }])).toBe(false)
		expect(
			isPublicPageRoute([{ id: 'root' }, { id: PUBLIC_LAYOUT_ROUTE_ID }, { id: 'routes/public/x', handle: { pageCache: false } }]),
		).toBe(false)
	})
})

describe('isCacheablePage', () => {
	test('a 200 HTML page marked public, answered to a cacheable request, setting no cookie', () => {
		expect(isCacheablePage(get('/about'), publicPage('n'))).toBe(true)
	})

	test('anything else is not stored', () => {
		expect(isCacheablePage(get('/about', { cookie: signedInCookie }), publicPage('n'))).toBe(false)
		expect(isCacheablePage(get('/about'), publicPage('n', { 'set-cookie': 'ns_visitor=1; Path=/' }))).toBe(false)
		expect(isCacheablePage(get('/about'), publicPage('n', { 'cache-control': PRIVATE_CACHE_CONTROL }))).toBe(false)
		expect(isCacheablePage(get('/about'), publicPage('n', { 'content-type': 'application/json' }))).toBe(false)
		const notFound = new Response('<h1>Page Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html', 'cache-control': PUBLIC_PAGE_CACHE_CONTROL } })
		expect(isCacheablePage(get('/nope'), notFound)).toBe(false)
	})
})

describe('withCacheControl', () => {
	test('signed-in answers and unmarked pages are private, no-store; a public mark or a resource’s own choice stays', () => {
		expect(withCacheControl(get('/about', { cookie: signedInCookie }), publicPage('n')).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
		const login = new Response('<form></form>', { headers: { 'content-type': 'text/html' } })
		expect(withCacheControl(get('/login'), login).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
		const data = new Response('{}', { headers: { 'content-type': 'text/x-script' } })
		expect(withCacheControl(get('/a/1/dashboard.data', { cookie: signedInCookie }), data).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
		expect(withCacheControl(get('/about'), publicPage('n')).headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
		const sitemap = new Response('<xml/>', { headers: { 'content-type': 'application/xml', 'cache-control': 'public, max-age=3600' } })
		expect(withCacheControl(get('/sitemap.xml'), sitemap).headers.get('cache-control')).toBe('public, max-age=3600')
	})
})

describe('handlePageRequest', () => {
	function setup() {
		const cache = createLruCache()
		const pending: Promise<unknown>[] = []
		const nonces: string[] = []
		const options = { env, cache, buildId: 'build-1', waitUntil: (promise: Promise<unknown>) => void pending.push(promise) }
		const render = (headers: Record<string, string> = {}) => async ({ cspNonce }: { cspNonce: string }) => {
			nonces.push(cspNonce)
			return publicPage(cspNonce, headers)
		}
		return { cache, options, render, nonces, settled: () => Promise.all(pending) }
	}

	test('a public page is stored on the first visit and served from the cache on the second, its nonce swapped for script hashes', async () => {
		const { options, render, nonces, settled } = setup()
		const first = await handlePageRequest(get('/about'), options, render())
		const firstHtml = await first.text()
		await settled()
		expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('MISS')
		expect(first.headers.get('content-security-policy')).toContain(`'nonce-${nonces[0]}'`)
		expect(firstHtml).toContain(`nonce="${nonces[0]}"`)

		const second = await handlePageRequest(get('/about?utm_source=newsletter'), options, render())
		expect(nonces).toHaveLength(1)
		expect(second.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
		const secondHtml = await second.text()
		// The same page, without the first visitor's nonce; its CSP names each inline script by hash.
		expect(secondHtml).toBe(firstHtml.replaceAll(` nonce="${nonces[0]}"`, ''))
		const csp = second.headers.get('content-security-policy')!
		expect(csp).not.toContain('nonce-')
		for (const hash of await inlineScriptHashes(secondHtml)) expect(csp).toContain(`'sha256-${hash}'`)
		for (const name of ['cache-control', 'strict-transport-security', 'x-frame-options', 'content-type']) {
			expect(second.headers.get(name)).toBe(first.headers.get(name))
		}

		const head = await handlePageRequest(new Request(`${origin}/about`, { method: 'HEAD' }), options, render())
		expect(head.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
		expect(head.body).toBeNull()
		expect(nonces).toHaveLength(1)
	})

	test('a signed-in request is never served from the cache and never stored', async () => {
		const { cache, options, render, nonces, settled } = setup()
		await (await handlePageRequest(get('/about'), options, render())).text()
		await settled()

		const signedIn = await handlePageRequest(get('/about', { cookie: signedInCookie }), options, render())
		expect(nonces).toHaveLength(2)
		expect(signedIn.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull()
		expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
		expect(await signedIn.text()).toContain(`nonce="${nonces[1]}"`)

		await (await handlePageRequest(get('/features', { cookie: signedInCookie }), options, render())).text()
		await settled()
		expect(await cache.get(pageCacheKey('build-1', origin, '/features'))).toBeNull()
	})

	test('a page that sets a cookie, and every page with the cache off, is rendered each time', async () => {
		const { cache, options, render, nonces, settled } = setup()
		await (await handlePageRequest(get('/blog'), options, render({ 'set-cookie': 'ns_visitor=1; Path=/' }))).text()
		await settled()
		expect(await cache.get(pageCacheKey('build-1', origin, '/blog'))).toBeNull()

		const off = { ...options, cache: null }
		await (await handlePageRequest(get('/about'), off, render())).text()
		await (await handlePageRequest(get('/about'), off, render())).text()
		expect(nonces).toHaveLength(3)
	})

	test('a new build never serves the old build’s page', async () => {
		const { options, render, nonces, settled } = setup()
		await (await handlePageRequest(get('/about'), options, render())).text()
		await settled()
		const next = await handlePageRequest(get('/about'), { ...options, buildId: 'build-2' }, render())
		expect(next.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('MISS')
		expect(nonces).toHaveLength(2)
	})

	test('two deployments sharing one cache never serve each other’s pages', async () => {
		const { options, render, nonces, settled } = setup()
		await (await handlePageRequest(get('/about'), options, render())).text()
		await settled()
		const elsewhere = await handlePageRequest(new Request('https://staging.northstar.example/about'), options, render())
		expect(elsewhere.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('MISS')
		expect(nonces).toHaveLength(2)
	})

	test('every answer gets the headers, a JSON one included', async () => {
		const { options } = setup()
		const json = await handlePageRequest(new Request(`${origin}/_serverFn/x`, { method: 'POST' }), options, async () =>
			Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } }),
		)
		expect(json.headers.get('x-content-type-options')).toBe('nosniff')
		expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
		expect(json.headers.get('cache-control')).toBe('no-store')
	})
})

describe('serveRequest', () => {
	test('a failure outside React Router is a 500 with the headers, reported once', async () => {
		const errors: unknown[] = []
		const failed = await serveRequest(get('/about'), { env, reportError: (error) => errors.push(error) }, async () => {
			throw new Error('boom')
		})
		expect(failed.status).toBe(500)
		expect(failed.headers.get('x-frame-options')).toBe('DENY')
		expect(errors).toHaveLength(1)
	})

	test('what React Router answers before any middleware (a method it does not take) still gets the headers', async () => {
		const refused = await serveRequest(new Request(`${origin}/`, { method: 'PROPFIND' }), { env, reportError: () => {} }, async () =>
			new Response('<h1>Method Not Allowed</h1>', { status: 405, headers: { 'content-type': 'text/html' } }),
		)
		expect(refused.status).toBe(405)
		expect(refused.headers.get('x-frame-options')).toBe('DENY')
		expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
		expect(refused.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
	})

	test('a body over its limit never reaches React Router', async () => {
		let reached = false
		const tooLarge = new Request(`${origin}/contact`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) })
		const refused = await serveRequest(tooLarge, { env, reportError: () => {} }, async () => {
			reached = true
			return new Response('ok')
		})
		expect(refused.status).toBe(413)
		expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
		expect(reached).toBe(false)
	})
})
