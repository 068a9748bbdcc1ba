// What the service worker (service-worker/sw.ts) and the pages agree on
// (issue 26): which signed-in pages are kept for reading offline, under which
// cache and stamp, which requests change who is signed in, and how a push
// message reads. Pure, so the worker, the pages and the tests share it, but
// for newestKeptCopy, which reads the Cache API both the worker and the pages have.

/** The member's last-seen dashboard and task list, documents and `.data` alike. */
export const ACCOUNT_PAGES_CACHE = 'northstar-account-pages'
/** Built files fetched at run time (a page's own chunks): hashed names, kept until evicted. */
export const ASSETS_CACHE = 'northstar-assets'
/** Set by the worker on each copy it keeps: when the network answered it (epoch ms). */
export const CACHED_AT_HEADER = 'x-northstar-cached-at'
/** The small page shown for any other page opened offline (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html'
/** The page's IndexedDB database of ticks made offline (app/features/plan/offline-queue.ts): dropped with the copies. */
export const OFFLINE_TICKS_DB = 'northstar-offline-ticks'
/** A page's message asking the worker to drop every signed-in copy it keeps. */
export const CLEAR_ACCOUNT_PAGES = 'northstar:clear-account-pages'

const keptPage = /^\/a\/([^/]+)\/(dashboard|tasks)(\.data)?$/

/** The account whose page this is, when it is one kept for offline reading; else null. */
export function keptPageAccount(pathname: string): string | null {
	return keptPage.exec(pathname)?.[1] ?? null
}

/** The newest copy kept in `cache` among those whose path `wanted` accepts: its address and stamp, or null. */
export async function newestKeptCopy(cache: Cache, wanted: (pathname: string) => boolean): Promise<{ url: string; cachedAt: number } | null> {
	let newest: { url: string; cachedAt: number } | null = null
	for (const request of await cache.keys()) {
		if (!wanted(new URL(request.url).pathname)) continue
		const cachedAt = Number((await cache.match(request))?.headers.get(CACHED_AT_HEADER))
		if (Number.isFinite(cachedAt) && cachedAt > 0 && (newest === null || cachedAt > newest.cachedAt)) newest = { url: request.url, cachedAt }
	}
	return newest
}

// Posts that sign someone in or out. A client navigation posts to the same path with `.data`.
const identityPaths = /^\/(login|signup|verify-email|logout|invite\/[^/]+)$/

/**
 * True for a request after which a different person may be signed in on this
 * browser: their signed-in copies must not outlive it (a minor's data). The
 * test sign-in (`/test/bootstrap`, answered only with ENABLE_TEST_ROUTES) is
 * one too, so the browser tests see the same wipe a real sign-in makes.
 */
export function changesWhoIsSignedIn(method: string, pathname: string): boolean {
	const path = pathname.replace(/\.data$/, '')
	if (path === '/test/bootstrap') return true
	return method.toUpperCase() === 'POST' && identityPaths.test(path)
}

/** "Offline — last updated 3:41 PM" (today) or with the day before it when older. */
export function offlineBannerText(cachedAt: number | null, now: Date, locale = 'en-US'): string {
	if (cachedAt === null || !Number.isFinite(cachedAt)) return 'Offline — showing the last copy saved on this device'
	const at = new Date(cachedAt)
	const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })
	if (at.toDateString() === now.toDateString()) return `Offline — last updated ${time}`
	const day = at.toLocaleDateString(locale, { weekday: 'short', month: 'short', day: 'numeric' })
	return `Offline — last updated ${day}, ${time}`
}

export interface PushPayload {
	title: string
	body: string
	url: string
	tag: string
}

/** Shown for a push whose payload does not parse (the contract in issue 26's brief). */
export const GENERIC_PUSH: PushPayload = { title: 'Northstar — open your plan', body: '', url: '/', tag: 'northstar' }

/** The page a notification's click opens: its own path on this origin, else the home page. */
export function notificationTarget(url: unknown, origin: string): string {
	if (typeof url !== 'string' || !isSamePath(url)) return `${origin}/`
	const target = new URL(url, origin)
	return target.origin === origin ? target.href : `${origin}/`
}

/** A same-origin path: one leading slash, never `//host` or a scheme. */
function isSamePath(url: string) {
	return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
}

/** The push message's JSON `{ title, body, url, tag }`, or the generic notification when it is anything else. */
export function parsePushPayload(text: string | null | undefined): PushPayload {
	if (!text) return GENERIC_PUSH
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return GENERIC_PUSH
	}
	if (typeof value !== 'object' || value === null) return GENERIC_PUSH
	const { title, body, url, tag } = value as Record<string, unknown>
	if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof url !== 'string' || !isSamePath(url)) return GENERIC_PUSH
	return { title: title.slice(0, 200), body: body.slice(0, 1000), url, tag: typeof tag === 'string' && tag ? tag.slice(0, 100) : 'northstar' }
}
