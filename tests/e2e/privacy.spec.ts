import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

// Analytics, the tag manager and session recording, switched on (the second
// host in playwright.config.ts), see the public site only: never sign-in, the
// app, or a URL carrying a token (issue «Hardening» §8). The trackers' own
// servers are answered here with empty scripts, and every request is recorded.

const tracked = `http://127.0.0.1:${process.env.E2E_TRACKED_PORT}`
const TRACKERS = /googletagmanager\.com|clarity\.ms|google-analytics\.com/

async function watchTrackers(page: Page) {
	const requests: string[] = []
	await page.route(TRACKERS, (route) => {
		requests.push(route.request().url())
		return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
	})
	return requests
}

/** Records, across the page loads of this tab, whether the tracked document itself ever showed another page. */
const watchForPrivatePageInTrackedDocument = (page: Page) =>
	page.evaluate(() => {
		const trackedPath = location.pathname
		new MutationObserver(() => {
			if (location.pathname !== trackedPath) sessionStorage.setItem('shownUnderTrackers', location.pathname)
		}).observe(document, { subtree: true, childList: true, characterData: true })
	})
const shownUnderTrackers = (page: Page) => page.evaluate(() => sessionStorage.getItem('shownUnderTrackers'))

const hasTrackers = (page: Page) => page.evaluate(() => Boolean(window.gtag || window.dataLayer || window.clarity))

test('a public page loads the trackers', async ({ page }) => {
	const requests = await watchTrackers(page)
	await page.goto(`${tracked}/blog`)
	await expect.poll(() => requests.length).toBe(3)
	expect(requests.join('\n')).toMatch(/gtag\/js\?id=G-PRIVACYTEST/)
	expect(requests.join('\n')).toMatch(/gtm\.js\?id=GTM-PRIVACY/)
	expect(requests.join('\n')).toMatch(/clarity\.ms\/tag\/privacytest/)
})

test('following a link to sign in leaves them behind: a new page, no tracker', async ({ page }) => {
	const requests = await watchTrackers(page)
	await page.goto(`${tracked}/blog`)
	await expect.poll(() => requests.length).toBe(3)
	await watchForPrivatePageInTrackedDocument(page)
	requests.length = 0

	await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
	await expect(page).toHaveURL(`${tracked}/login`)
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	await page.waitForLoadState('networkidle')
	expect(await shownUnderTrackers(page)).toBeNull()
	expect(await hasTrackers(page)).toBe(false)
	expect(requests).toEqual([])
})

test('a navigation started in code is a page load too', async ({ page }) => {
	const requests = await watchTrackers(page)
	await page.goto(`${tracked}/tools`)
	await expect.poll(() => requests.length).toBe(3)
	await watchForPrivatePageInTrackedDocument(page)
	requests.length = 0
	await page.evaluate(() => {
		const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
			.__reactRouterDataRouter
		void router.navigate('/signup?source=navbar')
	})
	await expect(page).toHaveURL(`${tracked}/signup?source=navbar`)
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	await page.waitForLoadState('networkidle')
	expect(await shownUnderTrackers(page)).toBeNull()
	expect(await hasTrackers(page)).toBe(false)
	expect(requests).toEqual([])
})

for (const path of [
	'/login',
	'/signup',
	'/verify-email?token=abcdefghijklmnopqrstu.123456',
	'/a/some-account/dashboard',
	'/pricing-app',
	'/blog?token=abc',
	'/blog?email=sam%40example.org',
	'/blog/unsubscribe?token=abc',
]) {
	test(`no tracker on ${path}`, async ({ page }) => {
		const requests = await watchTrackers(page)
		await page.goto(`${tracked}${path}`)
		await page.waitForLoadState('networkidle')
		expect(await hasTrackers(page)).toBe(false)
		expect(requests).toEqual([])
	})
}
