import { type Browser, type Cookie, expect, test } from '@playwright/test'
import { signIn } from './support'

// What a page's script carries (DECISIONS.md «Performance budget»: a public
// page ships at most the framework floor + 20 KB gzip). Two libraries go only
// to pages that run them in the browser:
// - zod (~28 KB gzip) checks the forms that validate as you type: sign-in, the
//   contact form, an account's forms. The free tools' forms are read by their
//   loaders, the checklists, trackers and decision matrix read what they keep
//   with plain checks, and the dashboard only posts status changes.
// - ics (~24 KB gzip with the validation library it brings) writes calendar
//   files on the server; the pages only link to them.
// A module shared with the browser that builds a schema at its top level (or
// imports ics) brings its library back to every page importing it: the code
// runs on import, so the bundler keeps it.

/** A string each library's minified code keeps (zod names its classes; ics writes this header). */
const libraries = { zod: '$ZodType', ics: 'BEGIN:VCALENDAR' }

/**
 * The libraries among the scripts `path` loads by the time the network is
 * idle, in a browser context of its own: a script another page had already
 * loaded could come from the cache unreported.
 */
async function librariesLoaded(browser: Browser, path: string, cookies: Cookie[] = []) {
	const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
	await context.addCookies(cookies)
	const page = await context.newPage()
	const scripts: Array<Promise<string>> = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') scripts.push(response.text())
	})
	await page.goto(path)
	await page.waitForLoadState('networkidle')
	const code = await Promise.all(scripts)
	await context.close()
	expect(code.length, `${path} loads scripts`).toBeGreaterThan(0)
	return Object.entries(libraries)
		.filter(([, marker]) => code.some((text) => text.includes(marker)))
		.map(([name]) => name)
}

const publicPagesWithoutBrowserValidation = [
	'/tools/college-match',
	'/tools/cost-calculator',
	'/tools/timeline-builder',
	'/resources/score-calculator',
	'/resources/roi-calculator',
	'/resources/financial-aid-calculator',
	'/resources/decision-matrix',
	'/resources/9th-grade-checklist',
	'/resources/rec-letter-tracker',
]

test('the free tools and resource pages load neither zod nor the calendar writer', async ({ browser }) => {
	const loaded: Record<string, string[]> = {}
	for (const path of publicPagesWithoutBrowserValidation) loaded[path] = await librariesLoaded(browser, path)
	expect(loaded).toEqual(Object.fromEntries(publicPagesWithoutBrowserValidation.map((path) => [path, []])))
})

test('the dashboard loads neither; the sign-in and settings pages, which validate as you type, load zod alone', async ({ browser, page }) => {
	expect(await librariesLoaded(browser, '/login')).toEqual(['zod'])
	const { accountId } = await signIn(page)
	const cookies = await page.context().cookies()
	expect(await librariesLoaded(browser, `/a/${accountId}/dashboard`, cookies)).toEqual([])
	// Its calendar-feed buttons link to the feed; the server writes it.
	expect(await librariesLoaded(browser, `/a/${accountId}/settings`, cookies)).toEqual(['zod'])
})
