/**
 * Registers the service worker (service-worker/sw.ts, issue 26) in production
 * builds (`npm run dev` has no /sw.js), once the page has loaded, so it never
 * competes with the page's own files; a browser that refuses it loses nothing
 * else. Called by the account shell only: what the worker does is for members
 * (their dashboard and task list offline, their pushes), and a visitor who
 * reads a post or uses a free tool should not download the app's shell for
 * it. Once registered it stays, and serves every page of the site (decision 045).
 */
export function registerServiceWorker() {
	if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
	const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {})
	if (document.readyState === 'complete') register()
	else window.addEventListener('load', register, { once: true })
}
