import { test as base, expect } from '@playwright/test'

// Every browser test fails on a console error or an uncaught page error it
// did not expect (STYLE.md §9). A test that expects one lists it.

export const test = base.extend<{ allowedConsoleError: RegExp | null }>({
	allowedConsoleError: [null, { option: true }],
	page: async ({ page, allowedConsoleError }, use) => {
		const allowed = (text: string) => allowedConsoleError?.test(text) ?? false
		const problems: string[] = []
		// A page served with an error status (404 screen, 418 test) makes the
		// browser log "Failed to load resource" for the document: that is the point.
		const errorDocuments = new Set<string>()
		page.on('response', (response) => {
			if (response.request().resourceType() === 'document' && response.status() >= 400) errorDocuments.add(response.url())
		})
		page.on('console', (message) => {
			if (message.type() !== 'error') return
			const text = message.text()
			if (text.startsWith('Failed to load resource') && errorDocuments.has(message.location().url.split('#')[0]!)) return
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
