/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import {
	ACCOUNT_PAGES_CACHE,
	ASSETS_CACHE,
	CACHED_AT_HEADER,
	changesWhoIsSignedIn,
	CLEAR_ACCOUNT_PAGES,
	keptPageAccount,
	newestKeptCopy,
	notificationTarget,
	OFFLINE_PAGE,
	OFFLINE_TICKS_DB,
	parsePushPayload,
} from '#app/lib/offline'

// Northstar's service worker, served at /sw.js with scope / (issue 26,
// decision 045). Built by tooling/service-worker-plugin.ts with esbuild after
// the client build, which hands it the app shell to precache.
//
// - The app shell (root and entry chunks, the stylesheet, the font, the
//   offline page, the icons) is precached.
// - The member's dashboard and task list, documents and `.data` alike, are
//   NetworkFirst: the network's fresh answer when there is one (and a copy is
//   kept, stamped), the last copy when there is none. Only a plain 200 is kept:
//   never a redirect or an error.
// - Any other page opened offline gets the small offline page.
// - Sign-in and sign-out wipe every signed-in copy (a minor's data), as does
//   a kept page answered with a redirect (the session ended, or the account is
//   no longer theirs), and a page's CLEAR_ACCOUNT_PAGES message.
// - Push messages are shown, and a click opens their page (the contract
//   between the two Reminders parts).

declare const self: ServiceWorkerGlobalScope
/** The app shell, from the client build (tooling/service-worker-plugin.ts). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[]

self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(__PRECACHE_MANIFEST__)

/** Every signed-in copy: the kept pages, and the ticks waiting to be sent (they name the member's tasks). */
async function clearAccountPages() {
	await caches.delete(ACCOUNT_PAGES_CACHE)
	await new Promise<void>((resolve) => {
		const request = indexedDB.deleteDatabase(OFFLINE_TICKS_DB)
		// A page holding it open delays the delete, never this request: it completes once the page lets go.
		request.onsuccess = request.onerror = request.onblocked = () => resolve()
	})
}

/** Keeps only a plain 200 of our own, stamped with when it came; a redirect or an error wipes what was kept. */
const keepFreshAnswers: WorkboxPlugin = {
	async fetchDidSucceed({ response }) {
		// A navigation is fetched with redirect: 'manual', so a redirect arrives as an opaque one.
		if (response.type === 'opaqueredirect' || response.redirected || response.status === 401 || response.status === 403) await clearAccountPages()
		return response
	},
	async cacheWillUpdate({ response }) {
		if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null
		const headers = new Headers(response.headers)
		headers.set(CACHED_AT_HEADER, String(Date.now()))
		return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
	},
}

const sameOrigin = (url: URL) => url.origin === self.location.origin

registerRoute(
	({ url, request }) => sameOrigin(url) && request.method === 'GET' && keptPageAccount(url.pathname) !== null,
	new NetworkFirst({ cacheName: ACCOUNT_PAGES_CACHE, plugins: [keepFreshAnswers, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })] }),
)

// Built files are named by their content: one fetched is good until it is evicted.
registerRoute(
	({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
	new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })] }),
)

// Sign-in and sign-out: the copies go before the request and again once it is answered.
for (const method of ['GET', 'POST'] as const) {
	registerRoute(
		({ url, request }) => sameOrigin(url) && changesWhoIsSignedIn(request.method, url.pathname),
		async ({ request }) => {
			await clearAccountPages()
			try {
				return await fetch(request)
			} finally {
				await clearAccountPages()
			}
		},
		method,
	)
}

// Every other page comes from the network; offline, the catch handler answers.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly())

setCatchHandler(async ({ request, url }) => {
	if (request.mode !== 'navigate') return Response.error()
	// /dashboard (the installed app's start_url) picks the member's dashboard on the server; offline, the last one kept.
	if (url?.pathname === '/dashboard') {
		const kept = await lastKeptDashboard()
		if (kept) return Response.redirect(kept, 302)
	}
	return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
})

async function lastKeptDashboard(): Promise<string | null> {
	const newest = await newestKeptCopy(await caches.open(ACCOUNT_PAGES_CACHE), (pathname) => pathname.endsWith('/dashboard') && keptPageAccount(pathname) !== null)
	return newest?.url ?? null
}

self.addEventListener('message', (event) => {
	if (event.data === CLEAR_ACCOUNT_PAGES) event.waitUntil(clearAccountPages())
})

self.addEventListener('push', (event) => {
	const payload = parsePushPayload(event.data?.text())
	event.waitUntil(
		self.registration.showNotification(payload.title, {
			body: payload.body,
			// A newer push of the same tag replaces the one shown.
			tag: payload.tag,
			data: { url: payload.url },
			icon: '/icons/icon-192.png',
		}),
	)
})

self.addEventListener('notificationclick', (event) => {
	event.notification.close()
	// Only our own pages: the payload's url was checked when shown, and is again here.
	const url = notificationTarget(event.notification.data?.url, self.location.origin)
	event.waitUntil(
		(async () => {
			const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
			const open = windows.find((client) => client.url === url)
			if (open) return void (await open.focus())
			await self.clients.openWindow(url)
		})(),
	)
})
