import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { signIn } from './support'

test('home renders with the exact title and head', async ({ page }) => {
	await page.goto('/')
	await expect(page).toHaveTitle('Northstar - Your College Prep Companion')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /streamlines college preparation/)
	await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
		'content',
		'college prep, college applications, high school planning, SAT prep, college admissions',
	)
	await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/$/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the Inter font is self-hosted: no request leaves the site', async ({ page, baseURL }) => {
	const foreign: string[] = []
	page.on('request', (request) => {
		if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url())
	})
	await page.goto('/')
	await page.evaluate(() => document.fonts.ready)
	expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
	expect(foreign).toEqual([])
})

test('the toast container loads with the first toast, and that toast shows in its live region', async ({ page }) => {
	// A public page that does not toast does not load sonner.
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	const container = page.locator('section[aria-label^="Notifications"][aria-live="polite"]')
	await expect(container).toHaveCount(0)
	// Asked for as the page arrives, before sonner is loaded, the toast still shows.
	await page.goto('/?deleted=1')
	await expect(container).toBeAttached()
	await expect(container.getByText('Your data has been deleted. Thank you for using Northstar.')).toBeVisible()
})

test.describe('not found', () => {
	test('an unknown URL shows the 404 copy with status 404 and logs a warning', async ({ page }) => {
		const warnings: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'warning') warnings.push(message.text())
		})
		const response = await page.goto('/no/such/page?from=test#section')
		expect(response?.status()).toBe(404)
		await expect(page.getByText('404', { exact: true })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
		await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible()
		await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
		await expect.poll(() => warnings.join('\n')).toContain('404 Not Found')
	})

	test('Go Back returns to the previous page', async ({ page }) => {
		await page.goto('/')
		await page.goto('/missing-page')
		await page.getByRole('button', { name: 'Go Back' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page).toHaveTitle('Northstar - Your College Prep Companion')
	})

	test('Go Home leads home', async ({ page }) => {
		await page.goto('/missing-page')
		await page.getByRole('link', { name: 'Go Home' }).click()
		await expect(page).toHaveURL(/\/$/)
	})
})

test.describe('error screens', () => {
	test.use({ allowedConsoleError: /Test render error|Test query failure/ })

	test('a render error shows Application Error with collapsible details and Try Again', async ({ page }) => {
		await page.goto('/test/errors?kind=render')
		await page.getByRole('button', { name: 'Break this page' }).click()
		await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible()
		await expect(page.getByText('An unexpected error occurred. Our team has been notified.')).toBeVisible()
		const details = page.getByRole('button', { name: 'Error details' })
		await expect(details).toHaveAttribute('aria-expanded', 'false')
		await details.click()
		await expect(details).toHaveAttribute('aria-expanded', 'true')
		await expect(page.getByText('Test render error')).toBeVisible()
		await page.getByRole('button', { name: 'Try Again' }).click()
		await expect(page.getByRole('heading', { name: 'Application Error' })).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible()
	})

	test('a QueryError shows the Something went wrong screen with Refresh Page', async ({ page }) => {
		await page.goto('/test/errors?kind=query')
		await expect(page.getByRole('heading', { name: 'Something went wrong', exact: true })).toBeVisible()
		await expect(page.getByText("We're experiencing technical difficulties. Please try refreshing the page.")).toBeVisible()
		const reload = page.waitForEvent('load')
		await page.getByRole('button', { name: 'Refresh Page' }).click()
		await reload
	})

	test('another error response shows the router fallback with Show Error / Hide Error', async ({ page }) => {
		const response = await page.goto('/test/errors?kind=response')
		expect(response?.status()).toBe(418)
		await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible()
		await page.getByRole('button', { name: 'Show Error' }).click()
		await expect(page.getByText(/418/)).toBeVisible()
		await page.getByRole('button', { name: 'Hide Error' }).click()
		await expect(page.getByRole('button', { name: 'Show Error' })).toBeVisible()
	})
})

test.describe('a dropped connection', () => {
	// The browser logs the request the network failed.
	test.use({ allowedConsoleError: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ })

	/** A new family's hydrated dashboard, with the task list's data requests answered by `answer` (the nth request, from 1). */
	async function dashboardWithTasksData(page: Page, answer: (route: Route, nth: number) => Promise<void>) {
		const { accountId } = await signIn(page)
		await page.goto(`/a/${accountId}/dashboard`)
		await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
		const asked = { count: 0 }
		await page.route(`**/a/${accountId}/tasks.data*`, (route) => answer(route, ++asked.count))
		return { accountId, asked }
	}
	const openTasks = (page: Page) => page.getByRole('navigation', { name: 'Student account' }).getByRole('link', { name: 'Tasks', exact: true }).click()

	test('a page whose data got no answer says so, is not reported, and comes back by itself', async ({ page }) => {
		const { accountId, asked } = await dashboardWithTasksData(page, (route, nth) => (nth === 1 ? route.abort('internetdisconnected') : route.continue()))
		const reports: string[] = []
		page.on('console', (message) => {
			if (/Failed to fetch/.test(message.text())) reports.push(message.text())
		})

		await openTasks(page)
		await expect(page.getByRole('heading', { name: 'Can’t reach Northstar' })).toBeFocused()
		await expect(page.getByRole('heading', { name: 'Application Error' })).toHaveCount(0)
		// Tried again a second later, without a click: the task list comes.
		await expect(page.getByRole('heading', { level: 1, name: 'Tasks and deadlines' })).toBeVisible()
		await expect(page).toHaveURL(`/a/${accountId}/tasks`)
		expect(asked.count).toBe(2)
		expect(reports).toEqual([])
	})

	test('a try that hangs does not hold the page: Try again starts another at once', async ({ page }) => {
		const { asked } = await dashboardWithTasksData(page, async (route, nth) => {
			if (nth === 1) return route.abort('internetdisconnected')
			// The first try again gets no answer at all (a half-dead connection); it is never answered.
			if (nth === 2) return
			return route.continue()
		})

		await openTasks(page)
		await expect(page.getByRole('heading', { name: 'Can’t reach Northstar' })).toBeFocused()
		await expect(page.getByRole('button', { name: 'Trying again…' })).toBeVisible()
		await expect.poll(() => asked.count).toBe(2)
		await page.getByRole('button', { name: 'Trying again…' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Tasks and deadlines' })).toBeVisible()
		expect(asked.count).toBe(3)
	})
})

test.describe('server functions from the browser', () => {
// Calling an unknown function makes the browser log the 404 it answers.
test.use({ allowedConsoleError: /Failed to load resource: .* 404/ })

test('each config function is reachable via callServerFn from the page', async ({ page, baseURL }) => {
	await page.goto('/test/server-fns')
	const answer = async (id: string) => {
		const text = page.getByTestId(id)
		await expect(text).not.toHaveText('loading')
		return JSON.parse((await text.textContent())!)
	}
	expect(await answer('getErrorReportingConfig')).toEqual({ enabled: false, dsn: null, environment: 'test', release: null })
	expect(await answer('getAnalyticsConfig')).toEqual({
		gtmId: null, enabled: false, measurementId: null, googleAdsEnabled: false, googleAdsId: null,
	})
	expect(await answer('getSessionRecordingConfig')).toEqual({ enabled: false, tagId: null })
	expect(await answer('getBaseUrl')).toEqual({ baseUrl: baseURL })

	await page.getByRole('button', { name: 'Call an unknown function' }).click()
	expect(await answer('unknown')).toEqual({
		error: { code: 'not_found', message: 'No server function named "nope".', status: 404 },
	})
	await expect(page.getByText('An unexpected error occurred. Please try again.')).toHaveCount(0)
})
})

test.describe('global mutation handler', () => {
	
	test('a mutation failing without a message toasts the generic text', async ({ page }) => {
		await page.goto('/test/server-fns')
		await expect(page.getByTestId('getBaseUrl')).not.toHaveText('loading')
		await page.getByRole('button', { name: 'Fail without a message' }).click()
		await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible()
	})
})

test('a public page served from the cache runs its scripts under the CSP of their hashes', async ({ page }) => {
	// The first visit renders and stores the page; a later one is answered from the cache.
	await page.goto('/about')
	let response = await page.reload()
	for (let tries = 0; response?.headers()['x-page-cache'] !== 'HIT' && tries < 10; tries++) response = await page.reload()
	expect(response?.headers()['x-page-cache']).toBe('HIT')
	const csp = response!.headers()['content-security-policy']!
	expect(csp).toMatch(/'sha256-/)
	expect(csp).not.toMatch(/'nonce-/)
	// Its scripts ran (React marks the page once it has taken it over) with no CSP report logged,
	// and its menus answer.
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
	await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Tools' }).click()
	await expect(page.getByRole('link', { name: 'GPA Calculator' }).first()).toBeVisible()
})
