import { type Browser, type Cookie, expect, type Response, test } from '@playwright/test'
import { planDefinitions } from '../../app/features/billing/catalog'
import { getGradePlan } from '../../app/features/grades/grade-plans'
import type { ChecklistGroup } from '../../app/features/resources/checklists'
import { activityExamples } from '../../content/applications/common-app-guide'
import { privacyPolicy } from '../../content/legal/privacy'
import { termsOfService } from '../../content/legal/terms'
import type { LegalDocument } from '../../content/legal/types'
import * as ninthGrade from '../../content/resources/9th-grade-checklist'
import { activities } from '../../content/resources/activity-finder'
import * as applicationTracker from '../../content/resources/application-tracker'
import * as goalSetting from '../../content/resources/goal-setting'
import * as recLetters from '../../content/resources/rec-letter-tracker'
import { signIn } from './support'

// What a page's script carries (DECISIONS.md «Performance budget»: a public
// page ships at most the framework floor + 20 KB gzip). Two libraries go only
// to pages that run them in the browser:
// - zod (~28 KB gzip) checks an account's forms, which validate as you type.
//   The public forms (sign-in and its code, sign-up, contact, the home page's
//   email box) are checked by their actions alone (decisions 031, 051), the
//   free tools' forms are read by their loaders, the checklists, trackers and
//   decision matrix read what they keep with plain checks, and the dashboard
//   only posts status changes.
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
	'/login',
	'/signup',
	'/verify-email',
	'/contact',
]

for (const path of publicPagesWithoutBrowserValidation) {
	test(`${path} loads neither zod nor the calendar writer`, async ({ browser }) => {
		expect(await librariesLoaded(browser, path)).toEqual([])
	})
}

test('the dashboard loads neither; settings, whose forms validate as you type, loads zod alone', async ({ browser, page }) => {
	const { accountId } = await signIn(page)
	const cookies = await page.context().cookies()
	expect.soft(await librariesLoaded(browser, `/a/${accountId}/dashboard`, cookies)).toEqual([])
	// Its calendar-feed buttons link to the feed; the server writes it.
	expect.soft(await librariesLoaded(browser, `/a/${accountId}/settings`, cookies)).toEqual(['zod'])
})

// Data a page's loader reads on the server stays out of its scripts: the browser gets what the
// page shows in its loader data, not the module it came from (decision 050). Each marker is a
// stretch of one item of that data, found nowhere else in the app, in plain ASCII without quotes,
// so the minified code would hold it as it is.
const tierBlurbs = planDefinitions.filter((plan) => plan.catalog === 'tiers').map((plan) => plan.blurb)
const legalText = (content: LegalDocument) => content.sections.flatMap((section) => section.blocks.flatMap((block) => ('list' in block ? block.list : 'heading' in block ? [block.heading] : [block.paragraph])))
const checklistText = (groups: ChecklistGroup[]) => groups.flatMap((group) => group.items.map((item) => item.text))
const serverData = [
	{ path: '/grades/9th', what: "another year's plan", marker: 'Decide on early action or early decision; early decision is', data: getGradePlan('12th')!.months.flatMap((month) => month.tasks.map((task) => task.text)) },
	{ path: '/grades', what: 'the month-by-month plans', marker: 'Decide between the SAT and the ACT using practice tests', data: getGradePlan('11th')!.months.flatMap((month) => month.tasks.map((task) => task.text)) },
	{ path: '/resources/activity-finder', what: 'the activity list', marker: 'Programmer, school robotics team. Wrote autonomous code', data: activities.map((activity) => activity.example) },
	{ path: '/features', what: "every plan's definition", marker: 'Adds the assistant without limits, counselor sharing', data: tierBlurbs },
	{ path: '/terms', what: "every plan's definition", marker: 'Adds the assistant without limits, counselor sharing', data: tierBlurbs },
	// A legal page's body and the guides on the Common App and resource pages come once, as HTML (decision 057).
	{ path: '/terms', what: 'its own text', marker: 'The owner is responsible for whom they invite and what they share', data: legalText(termsOfService({ trial: '' })) },
	{ path: '/privacy', what: 'its own text', marker: 'Every such email has an unsubscribe link', data: legalText(privacyPolicy) },
	{ path: '/resources/goal-setting', what: "its guide's text", marker: 'Stretch, but stay realistic given your classes, job, family and rest', data: goalSetting.smart.map((item) => item.text) },
	{ path: '/resources/rec-letter-tracker', what: "its guide's text", marker: 'The counselor letter usually comes with your school report and transcript', data: recLetters.whoToAsk.map((item) => item.text) },
	// So do the checklists' items, as boxes that tick before the script runs (decision 060).
	{ path: '/resources/9th-grade-checklist', what: 'its checklist', marker: 'Pick a regular time and quiet place for homework', data: checklistText(ninthGrade.checklist) },
	{ path: '/resources/application-tracker', what: 'its checklist', marker: 'Finalize your college list with reach, target and safety schools', data: checklistText(applicationTracker.checklist) },
	{ path: '/common-app', what: "its guide's text", marker: 'Wired and programmed drive system; taught 4 new members to solder', data: activityExamples.map((example) => example.text) },
]
for (const { path, what, marker, data } of serverData) {
	test(`${path} does not download ${what}`, async ({ browser }) => {
		expect(data.some((text) => text.includes(marker)), 'the marker is still in the data').toBe(true)
		expect(marker).toMatch(/^[\x20-\x7e]+$/)
		expect(marker).not.toMatch(/["'`\\]/)
		const code = await scriptsLoaded(browser, path)
		expect(code.some((script) => script.includes(marker))).toBe(false)
	})
}
