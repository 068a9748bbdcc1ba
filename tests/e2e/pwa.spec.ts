import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../support/chromium'
import { expect, test } from './fixtures'
import { execSql, latestSignInMail, signIn } from './support'

// The installed app (issue 26): installable, the dashboard and task list
// readable with the network cut, ticks made offline sent once when it returns
// (and refused, by name, when someone changed the task meanwhile), the copies
// wiped on sign-out, and push messages shown. The other specs block the
// service worker (playwright.config.ts); this one lets it run.

test.use({
	serviceWorkers: 'allow',
	// With the network cut, the browser logs each request that fails (a prefetch, a revalidation).
	allowedConsoleError: /ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/,
})

/** Waits until the service worker controls the page: from then on, what the page fetches goes through it. */
async function controlled(page: Page) {
	await page.evaluate(() => navigator.serviceWorker.ready)
	// The worker claims open pages as it starts; on a busy machine a page can miss that, and a page loaded now cannot.
	const claimed = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
	await claimed().catch(async () => {
		await page.reload()
		await claimed()
	})
}

/** Opens a page that has no script to hydrate it (the offline page): the fixtures' goto would wait for that. */
async function openStatic(page: Page, url: string) {
	await page.evaluate((href) => void (location.href = href), url)
	await page.waitForURL(url)
}

async function installabilityErrors(page: Page) {
	const cdp = await page.context().newCDPSession(page)
	const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
	await cdp.detach()
	return installabilityErrors.map((error) => error.errorId)
}

/** Visits the dashboard and the task list under the worker, so it keeps them; answers the first task one can tick. */
async function keepForOffline(page: Page, accountId: string) {
	await page.goto(`/a/${accountId}/dashboard`)
	await controlled(page)
	await page.goto(`/a/${accountId}/tasks`)
	await page.goto(`/a/${accountId}/dashboard`)
}

test('installable: registered by the signed-in pages, the manifest and worker pass Chromium’s installability checks on the dashboard and then /', async ({ baseURL }) => {
	// Chromium answers "in-incognito" for any context but a profile on disk: this test opens one.
	const profile = mkdtempSync(path.join(tmpdir(), 'northstar-pwa-'))
	const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL, serviceWorkers: 'allow' })
	try {
		const page = context.pages()[0] ?? (await context.newPage())
		const manifest = await page.request.get('/manifest.webmanifest')
		expect(await manifest.json()).toMatchObject({ name: 'Northstar', start_url: '/dashboard', scope: '/', display: 'standalone' })
		const worker = await page.request.get('/sw.js')
		expect(worker.headers()['cache-control']).toBe('no-cache')
		expect(worker.headers()['content-type']).toMatch(/javascript/)

		// A visitor of the public site gets no worker, nor the shell it would download (decision 045).
		await page.goto('/')
		await page.waitForLoadState('load')
		await page.waitForTimeout(500)
		expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true)

		const { accountId } = await signIn(page)
		await page.goto(`/a/${accountId}/dashboard`)
		await controlled(page)
		await expect.poll(() => installabilityErrors(page)).toEqual([])
		// Registered once, it serves the public pages too.
		await page.goto('/')
		await controlled(page)
		await expect.poll(() => installabilityErrors(page)).toEqual([])
	} finally {
		await context.close()
		rmSync(profile, { recursive: true, force: true })
	}
})

test('offline: the last-seen dashboard and task list show under the banner; other pages get the offline page', async ({ page, context }) => {
	const { accountId } = await signIn(page, { studentName: 'Maya Offline' })
	await keepForOffline(page, accountId)
	// Renamed on the server after the visit: the offline copy still says what the member last saw.
	await execSql('UPDATE accounts SET student_name = ? WHERE id = ?', ['Maya Renamed', accountId])

	await context.setOffline(true)
	await page.reload()
	await expect(page.getByRole('heading', { level: 1, name: 'Maya Offline' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: /^Offline — last updated \d{1,2}:\d{2} [AP]M/ })).toBeVisible()

	await page.getByRole('navigation', { name: 'Student account' }).getByRole('link', { name: 'Tasks', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Tasks and deadlines' })).toBeVisible()
	await expect(page.getByTestId('task').first()).toBeVisible()
	await expect(page.getByTestId('offline-banner')).toContainText('Offline — last updated')
	await page.goto(`/a/${accountId}/tasks`)
	await expect(page.getByTestId('task').first()).toBeVisible()

	await openStatic(page, `/a/${accountId}/settings`)
	await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible()
	// The installed app starts at /dashboard: offline, that is the last dashboard kept.
	await page.getByRole('link', { name: 'Open my dashboard' }).click()
	await page.waitForURL(`/a/${accountId}/dashboard`)
	await expect(page.getByRole('heading', { level: 1, name: 'Maya Offline' })).toBeVisible()
	await context.setOffline(false)
})

test('a tick made offline is sent once when the network returns; one on a task changed meanwhile is refused by name', async ({ page, context }) => {
	const { accountId } = await signIn(page)
	await keepForOffline(page, accountId)
	await page.goto(`/a/${accountId}/tasks`)
	const ticks = page.getByRole('button', { name: /^Mark done:/ })
	const first = (await ticks.nth(0).getAttribute('aria-label'))!.replace(/^Mark done: /, '')
	const second = (await ticks.nth(1).getAttribute('aria-label'))!.replace(/^Mark done: /, '')
	const sent: string[] = []
	page.on('request', (request) => {
		if (request.url().includes('/_serverFn/updateTaskStatus')) sent.push(request.postData() ?? '')
	})

	await context.setOffline(true)
	await page.getByRole('button', { name: `Mark done: ${first}`, exact: true }).click()
	await page.getByRole('button', { name: `Mark done: ${second}`, exact: true }).click()
	await expect(page.getByTestId('offline-banner')).toContainText('2 ticks waiting to be sent')
	await expect(page.getByRole('button', { name: `Mark not done: ${first}`, exact: true })).toBeVisible()
	// Meanwhile someone else skips the second task.
	await execSql("UPDATE tasks SET status = 'skipped' WHERE account_id = ? AND title = ?", [accountId, second])

	// The connection comes back only in part at first: the page's refresh after the ticks gets no answer.
	let dropped = 0
	await context.route(`**/a/${accountId}/tasks.data*`, (route) => (dropped++ === 0 ? route.abort('internetdisconnected') : route.continue()))
	await context.setOffline(false)
	await expect(page.getByRole('heading', { name: 'Can’t reach Northstar' })).toBeVisible()
	// Tried again by itself: the page, and the refused tick still said at its top.
	await expect(page.getByRole('alert').filter({ hasText: `${second} was changed by someone else while you were offline; your tick was not applied — check it.` })).toBeVisible()
	expect(dropped).toBe(2)
	await expect.poll(async () => (await execSql('SELECT status FROM tasks WHERE account_id = ? AND title = ?', [accountId, first])).rows[0]?.status).toBe('done')
	expect((await execSql('SELECT status FROM tasks WHERE account_id = ? AND title = ?', [accountId, second])).rows[0]?.status).toBe('skipped')
	expect(sent).toHaveLength(2)
	// Sent once: a reload finds nothing left to send.
	await page.reload()
	await page.waitForLoadState('networkidle')
	await expect(page.getByTestId('offline-banner')).toHaveCount(0)
	expect(sent).toHaveLength(2)
})

test('sign-out wipes the signed-in copies: offline, the dashboard is no longer there', async ({ page, context }) => {
	const { accountId } = await signIn(page)
	await keepForOffline(page, accountId)
	const kept = () => page.evaluate(async () => ((await caches.has('northstar-account-pages')) ? (await (await caches.open('northstar-account-pages')).keys()).length : 0))
	expect(await kept()).toBeGreaterThan(0)

	await page.getByRole('button', { name: 'Sign out', exact: true }).click()
	await page.waitForURL('/')
	await expect.poll(kept).toBe(0)
	await context.setOffline(true)
	await openStatic(page, `/a/${accountId}/dashboard`)
	await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible()
	await context.setOffline(false)
})

test('another person signing in on this browser wipes the copies first: none of the first family’s pages stay', async ({ page, browser }) => {
	const { accountId: first } = await signIn(page)
	await keepForOffline(page, first)
	const keptPaths = () => page.evaluate(async () => (await (await caches.open('northstar-account-pages')).keys()).map((request) => new URL(request.url).pathname))
	expect((await keptPaths()).some((path) => path.startsWith(`/a/${first}/`))).toBe(true)

	// A second family's member, then their sign-in on this browser with an emailed code (the session here has lapsed).
	const other = await browser.newContext({ serviceWorkers: 'block' })
	const { email, accountId: second } = await signIn(await other.newPage())
	await other.close()
	await page.context().clearCookies()
	await page.goto('/login')
	await page.getByLabel('Email').fill(email)
	await page.getByRole('button', { name: 'Email me a code' }).click()
	const { code } = await latestSignInMail(email)
	await page.getByLabel('Code').fill(code)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await page.waitForURL(`/a/${second}/dashboard`)
	await expect.poll(async () => (await keptPaths()).filter((path) => path.startsWith(`/a/${first}/`))).toEqual([])
})

test('a push message is shown with its title, body and tag; one that does not parse shows the generic notification', async ({ page, context, baseURL }) => {
	await context.grantPermissions(['notifications'])
	// Members get the worker: the account shell registers it.
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/dashboard`)
	await controlled(page)
	const cdp = await context.newCDPSession(page)
	const registration = new Promise<string>((resolve) => {
		cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
			const ours = registrations.find((entry) => entry.scopeURL === `${baseURL}/` && !entry.isDeleted)
			if (ours) resolve(ours.registrationId)
		})
	})
	await cdp.send('ServiceWorker.enable')
	const registrationId = await registration
	const notifications = () =>
		page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, url: (data as { url: string }).url })))

	// Under load, a message delivered through DevTools right after another was
	// twice never shown (not explained: the worker's code is plain, its parser
	// unit-tested). One not shown within a second is delivered again; a message
	// of a tag replaces the one shown, so a repeat shows nothing more.
	// A redelivery is noted on the test's report, so drops stay visible.
	const deliver = async (data: string, expected: Awaited<ReturnType<typeof notifications>>[number]) => {
		let deliveries = 0
		await expect(async () => {
			if (deliveries++ > 0) test.info().annotations.push({ type: 'push delivered again', description: data })
			await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data })
			await expect.poll(notifications, { timeout: 1_000 }).toContainEqual(expected)
		}).toPass({ timeout: 10_000 })
	}

	const payload = { title: 'Due tomorrow: FAFSA', body: 'Submit the FAFSA — 15 minutes', url: '/a/abc/tasks', tag: 'due-soon:abc' }
	await deliver(JSON.stringify(payload), payload)
	expect(await notifications()).toEqual([payload])
	await deliver('not json', { title: 'Northstar — open your plan', body: '', tag: 'northstar', url: '/' })
	await cdp.detach()
})
