import { test as base, expect, type Response } from '@playwright/test'

// Every browser test fails on a console error or an uncaught page error it
// did not expect (STYLE.md §9). A test that expects one lists it.
// A page's scripts start after its first paint (decision 019), often after
// the load event, so `goto` and `reload` also wait until React has taken the
// page over (`<html data-hydrated>`, set by the root), as a reader's click would.

export const test = base.extend<{ allowedConsoleError: RegExp | null }>({
	allowedConsoleError: [null, { option: true }],
	page: async ({ page, allowedConsoleError, javaScriptEnabled }, use) => {
		const untilHydrated = async (response: Response | null) => {
			if (javaScriptEnabled === false || !response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return response
			await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
			return response
		}
		const goto = page.goto.bind(page)
		const reload = page.reload.bind(page)
		page.goto = async (url, options) => untilHydrated(await goto(url, options))
		page.reload = async (options) => untilHydrated(await reload(options))

		const allowed = (text: string) => allowedConsoleError?.test(text) ?? false
		const problems: string[] = []
		// A 4xx from our own server (the 404 screen, a form's 400 with field errors,
		// a 429) makes the browser log "Failed to load resource": that is the app
		// answering as designed. A 5xx still fails the test.
		const clientErrorUrls = new Set<string>()
		page.on('response', (response) => {
			if (response.status() >= 400 && response.status() < 500) clientErrorUrls.add(response.url())
		})
		page.on('console', (message) => {
			if (message.type() !== 'error') return
			const text = message.text()
			if (text.startsWith('Failed to load resource') && clientErrorUrls.has(message.location().url.split('#')[0]!)) return
			if (!allowed(text)) problems.push(`console.error: ${text}`)
		})
		page.on('pageerror', (error) => {
			if (!allowed(error.message)) problems.push(`page error: ${error.message}`)
		})
		await use(page)
		expect(problems, 'unexpected errors in the browser').toEqual([])
	},
})

export { expect }
