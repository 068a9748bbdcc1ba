import type { MiddlewareFunction } from 'react-router'
import { getAppContext } from './app-context'
import { readCookieValue } from './cookie-policy'
import type { Cache } from './cache'
import type { Env } from './env'
import { type RequestDetails, requestDetails } from './request-details'
import { contentSecurityPolicy, createNonce, inlineScriptHashes, securityHeaders, withSecurityHeaders } from './security-headers'
import { SESSION_COOKIE_NAME } from './session.server'

// The root middleware every answer of React Router goes through, on both
// hosts: a fresh CSP nonce per render, the security headers on every answer,
// and a short-lived cache of whole public pages (DESIGN.md §6:
// public HTML holds no per-user data, so the LRU or KV can serve it). A stored
// page drops its nonce; its CSP lists its inline scripts' hashes instead.

export const PAGE_CACHE_TTL_SECONDS = 300
/** Browsers revalidate; a shared cache (ours, or a CDN in front) may keep it 5 minutes. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_TTL_SECONDS}`
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
/** HIT or MISS on a cacheable page, so tests and operators can see what the cache did. */
export const PAGE_CACHE_STATUS_HEADER = 'X-Page-Cache'

/** The layout every public page renders in (app/routes.ts). */
export const PUBLIC_LAYOUT_ROUTE_ID = 'routes/public/layout'

/** Ad-click and campaign tags: they never change what a page renders, so they share its cache entry. */
const HARMLESS_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/

/** KV keys stop at 512 bytes; a longer path or origin is simply not cached. */
const MAX_CACHED_PATH_LENGTH = 300
const MAX_CACHED_ORIGIN_LENGTH = 120

export function hasSessionCookie(request: Request): boolean {
	return cookieHeaderHasSession(request.headers.get('cookie'))
}

export function cookieHeaderHasSession(cookieHeader: string | null | undefined): boolean {
	// Either name the session cookie goes by (app/lib/cookie-policy.ts), read as the cookie parser reads it.
	return [SESSION_COOKIE_NAME, `__Host-${SESSION_COOKIE_NAME}`].some((name) => readCookieValue(cookieHeader, name) !== null)
}

/**
 * The path a request may be answered from, or stored in, the page cache
 * under, else null: a signed-out GET (or HEAD) for a document (not a data
 * request or server function) whose query string, if any, holds only
 * campaign tags. It reads raw parts, so the Node host can answer a hit before
 * building a Fetch Request; `url` is a full URL or a path with its query.
 */
export function cacheablePath(method: string, url: string, cookieHeader: string | null | undefined): string | null {
	if ((method !== 'GET' && method !== 'HEAD') || cookieHeaderHasSession(cookieHeader)) return null
	const pathAndQuery = url.startsWith('/') ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2))
	const queryAt = pathAndQuery.indexOf('?')
	const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt)
	if (!pathname.startsWith('/') || pathname.length > MAX_CACHED_PATH_LENGTH) return null
	if (!isDocumentPath(pathname)) return null
	if (queryAt !== -1) {
		for (const name of new URLSearchParams(pathAndQuery.slice(queryAt + 1)).keys()) {
			if (!HARMLESS_PARAM.test(name)) return null
		}
	}
	return pathname
}

/** A path React Router answers with a whole HTML document: not a client navigation's `.data`, not a server function. */
export function isDocumentPath(pathname: string): boolean {
	return !pathname.endsWith('.data') && !pathname.startsWith('/_serverFn/')
}

/** A GET or HEAD for a whole HTML document. */
export function isDocumentRequest(request: Request): boolean {
	return (request.method === 'GET' || request.method === 'HEAD') && isDocumentPath(new URL(request.url).pathname)
}

export function isCacheableRequest(request: Request): boolean {
	return cacheablePath(request.method, request.url, request.headers.get('cookie')) !== null
}

/**
 * Route side, asked by entry.server while rendering: a page inside the public
 * layout, unless a matched route opts out with `handle: { pageCache: false }`.
 */
export function isPublicPageRoute(matches: ReadonlyArray<{ id: string; handle?: unknown }>): boolean {
	return (
		matches.some((match) => match.id === PUBLIC_LAYOUT_ROUTE_ID) &&
		!matches.some((match) => (match.handle as { pageCache?: unknown } | undefined)?.pageCache === false)
	)
}

/**
 * The whole decision: a cacheable request, answered 200 with HTML that the
 * route marked public, and no cookie set on the way out.
 */
export function isCacheablePage(request: Request, response: Response): boolean {
	return (
		isCacheableRequest(request) &&
		response.status === 200 &&
		Boolean(response.body) &&
		(response.headers.get('content-type') ?? '').startsWith('text/html') &&
		response.headers.get('cache-control') === PUBLIC_PAGE_CACHE_CONTROL &&
		!response.headers.has('set-cookie')
	)
}

/**
 * One entry per build, origin and path: a new deploy (new asset hashes) never
 * serves an old page, and two deployments sharing a KV namespace never serve
 * each other's (a page names its own origin in its canonical link).
 */
export function pageCacheKey(buildId: string, origin: string, pathname: string): string {
	return `page:${buildId}:${origin}${pathname}`
}

/** The cache key a request is answered from or stored under, else null (not cacheable). */
export function pageCacheKeyFor(request: Request, buildId: string): string | null {
	const path = cacheablePath(request.method, request.url, request.headers.get('cookie'))
	const { origin } = new URL(request.url)
	return path === null || origin.length > MAX_CACHED_ORIGIN_LENGTH ? null : pageCacheKey(buildId, origin, path)
}

/**
 * Cache-Control for what leaves the server: anything answered to a signed-in
 * request, and any HTML page not marked public, is `private, no-store`.
 */
export function withCacheControl(request: Request, response: Response): Response {
	const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
	const current = response.headers.get('cache-control')
	const signedIn = hasSessionCookie(request)
	if ((signedIn && (isHtml || !current)) || (isHtml && !current)) {
		response.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
	}
	return response
}

/** A page as the cache keeps it: everything needed to answer again, byte for byte. */
export interface StoredPage {
	status: number
	headers: Array<[string, string]>
	body: string
	/** When the entry lapses (ms): a host that keeps a decoded copy keeps it no longer. */
	expiresAt: number
}

export interface PageRequestOptions {
	env: Env
	/** Where pages are kept; null turns the page cache off (`npm run dev`, where the code changes under it). */
	cache: Cache | null
	/** The server build's asset version. */
	buildId: string
	waitUntil: (promise: Promise<unknown>) => void
	/** Whether this is a whole document, as the host saw the URL (else read from `request.url`). */
	documentRequest?: boolean
}

/**
 * A rendered page made fit to be served to every visitor for minutes: a nonce
 * shared that long is no secret, so the copy loses its nonce, and its CSP
 * lists the SHA-256 of each inline script instead (computed once, here).
 */
async function sealForEveryone(env: Env, html: string, headers: Headers, nonce: string) {
	const body = html.replaceAll(` nonce="${nonce}"`, '')
	const sealed = new Headers(headers)
	sealed.set('content-security-policy', contentSecurityPolicy(env, { hashes: await inlineScriptHashes(body) }))
	return { headers: [...sealed] as Array<[string, string]>, body }
}

/**
 * Answers one request: from the page cache when it may, else by `render`
 * (React Router, given this request's nonce), with the security headers and
 * Cache-Control added, storing the page when it is cacheable.
 */
export async function handlePageRequest(
	request: Request,
	{ env, cache, buildId, waitUntil, documentRequest }: PageRequestOptions,
	render: (details: Required<RequestDetails>) => Promise<Response>,
): Promise<Response> {
	const key = cache ? pageCacheKeyFor(request, buildId) : null
	if (cache && key) {
		const hit = await cache.get<StoredPage>(key).catch(() => null)
		// KV may hand back an entry for a while after its TTL; the stored expiry decides.
		if (hit && hit.expiresAt > Date.now()) {
			const headers = new Headers(hit.headers)
			headers.set(PAGE_CACHE_STATUS_HEADER, 'HIT')
			return new Response(request.method === 'HEAD' ? null : hit.body, { status: hit.status, headers })
		}
	}

	const nonce = createNonce()
	const rendered = await render({ cspNonce: nonce, documentRequest: documentRequest ?? isDocumentRequest(request) })
	const response = withCacheControl(request, withSecurityHeaders(rendered, securityHeaders(env, { nonce })))
	if (!cache || !key || request.method !== 'GET' || !isCacheablePage(request, response)) return response

	// One branch streams to the visitor now; the other is stored once complete.
	const [toVisitor, toCache] = response.body!.tee()
	waitUntil(
		new Response(toCache).text().then(async (rendered) => {
			const page: StoredPage = { status: response.status, ...(await sealForEveryone(env, rendered, response.headers, nonce)), expiresAt: Date.now() + PAGE_CACHE_TTL_SECONDS * 1000 }
			return cache.set(key, page, { ttlSeconds: PAGE_CACHE_TTL_SECONDS })
		}),
	)
	const headers = new Headers(response.headers)
	headers.set(PAGE_CACHE_STATUS_HEADER, 'MISS')
	return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The root middleware (app/root.tsx): every answer React Router gives goes
 * through handlePageRequest, and its loaders and entry.server read the nonce
 * and the kind of request from the router context.
 */
export const pageMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
	const app = getAppContext(context)
	// Only a whole document may be answered from the cache or stored: a client navigation's data
	// comes here under the page's URL, and must never be answered with the page's HTML.
	const cache = app.pageCache && app.documentRequest ? app.cache : null
	const options = { env: app.env, cache, buildId: app.pageCache?.buildId ?? '', waitUntil: app.waitUntil, documentRequest: app.documentRequest }
	return handlePageRequest(request, options, (details) => {
		context.set(requestDetails, details)
		return next()
	})
}
