import { type Browser, type Cookie, expect, type Response, test } from '@playwright/test'
import { planDefinitions } from '../../app/features/billing/catalog'
import { getGradePlan } from '../../app/features/grades/grade-plans'
import { activities } from '../../content/resources/activity-finder'
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
 * The code of the scripts `path` loads by the time the network is idle, in a
 * browser context of its own: a script another page had already loaded could
 * come from the cache unreported. The page must answer 200 at its own address
 * (a 404 page or a redirect to sign-in would carry other scripts).
 */
async function scriptsLoaded(browser: Browser, path: string, cookies: Cookie[] = []) {
	const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
	try {
		await context.addCookies(cookies)
		const page = await context.newPage()
		const scripts: Array<Promise<string>> = []
		const onResponse = (response: Response) => {
			if (response.request().resourceType() === 'script') scripts.push(response.text())
		}
		page.on('response', onResponse)
		const answer = await page.goto(path)
		expect(answer?.status(), path).toBe(200)
		await page.waitForLoadState('networkidle')
		page.off('response', onResponse)
		expect(new URL(page.url()).pathname, `${path} stays at its address`).toBe(path)
		const code = await Promise.all(scripts)
		expect(code.length, `${path} loads scripts`).toBeGreaterThan(0)
		return code
	} finally {
		await context.close()
	}
}

async function librariesLoaded(browser: Browser, path: string, cookies: Cookie[] = []) {
	const code = await scriptsLoaded(browser, path, cookies)
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

for (const path of publicPagesWithoutBrowserValidation) {
	test(`${path} loads neither zod nor the calendar writer`, async ({ browser }) => {
		expect(await librariesLoaded(browser, path)).toEqual([])
	})
}

test('sign-in, which validates as you type, loads zod', async ({ browser }) => {
	expect(await librariesLoaded(browser, '/login')).toEqual(['zod'])
})

test('the dashboard loads neither; settings, whose forms validate as you type, loads zod alone', async ({ browser, page }) => {
	const { accountId } = await signIn(page)
	const cookies = await page.context().cookies()
	expect.soft(await librariesLoaded(browser, `/a/${accountId}/dashboard`, cookies)).toEqual([])
	// Its calendar-feed buttons link to the feed; the server writes it.
	expect.soft(await librariesLoaded(browser, `/a/${accountId}/settings`, cookies)).toEqual(['zod'])
})

// Data a page's loader reads on the server stays out of its scripts: the browser gets what the
// page shows in its loader data, not the module it came from.
/** A stretch of plain ASCII from `text`, which the minified code would hold as it is. */
const marker = (text: string) => text.match(/[\x20-\x7e]{24,}/)![0].slice(0, 40)
const serverData = [
	{ path: '/grades/9th', what: "another year's plan", text: getGradePlan('12th')!.months[0]!.tasks[0]!.text },
	{ path: '/grades', what: 'the month-by-month plans', text: getGradePlan('11th')!.months[3]!.tasks[0]!.text },
	{ path: '/resources/activity-finder', what: 'the activity list', text: activities[0]!.example },
	{ path: '/features', what: "every plan's definition", text: planDefinitions.find((plan) => plan.catalog === 'tiers')!.blurb },
	{ path: '/terms', what: "every plan's definition", text: planDefinitions.find((plan) => plan.catalog === 'tiers')!.blurb },
]
for (const { path, what, text } of serverData) {
	test(`${path} does not download ${what}`, async ({ browser }) => {
		const code = await scriptsLoaded(browser, path)
		expect(code.some((script) => script.includes(marker(text)))).toBe(false)
	})
}
