import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { sitePages } from '../../app/features/site/site-pages'
import { expect, test } from './fixtures'
import { addTuftsAidOffer, signIn } from './support'

// The accessibility gate (issue «Quality gates»): axe over every public page
// of the site map and every signed-in page with real data on it. Serious and
// critical violations fail; a failure names the page, the rule and the nodes.
// Pages are checked in groups, one test per group, so the gate stays quick.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const nextYear = new Date().getFullYear() + 1

interface PageCheck {
	path: string
	/** The status the page answers with; 200 unless it is an error screen. */
	status?: number
	/** Something to do before the check (open a dialog, fill a form). */
	prepare?: (page: Page) => Promise<void>
	/** Elements left out of the check, each with the reason beside it. */
	exclude?: string
}

/** Serious and critical violations on the current page, one line per rule. */
async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
	const builder = new AxeBuilder({ page }).withTags(axeTags)
	if (exclude) builder.exclude(exclude)
	// Only violations come back in full: passes and incomplete results on a long page are slow to serialize.
	const results = await builder.options({ resultTypes: ['violations'] }).analyze()
	return results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Visits each page in turn and fails once at the end, listing every page's violations. */
async function checkPages(page: Page, checks: PageCheck[]) {
	const problems: string[] = []
	for (const check of checks) {
		const response = await page.goto(check.path)
		expect(response?.status(), `${check.path} answers`).toBe(check.status ?? 200)
		await page.waitForLoadState('networkidle')
		if (check.prepare) await check.prepare(page)
		for (const line of await seriousViolations(page, check.exclude)) problems.push(`${check.path}: ${line}`)
	}
	expect(problems, 'serious or critical accessibility violations').toEqual([])
}

function chunk<T>(items: T[], size: number): T[][] {
	return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))
}

test.describe('public pages', () => {
	const mapped = sitePages.filter((entry) => !entry.internal && !entry.path.startsWith('/downloads/')).map((entry) => entry.path)
	const extra = [
		'/blog/all',
		'/blog/featured',
		'/blog/topics/financial-planning',
		'/blog/categories/parent-guides',
		'/blog/fafsa-and-css-profile-guide',
		'/login',
		'/signup',
		'/contact',
		'/pricing-app',
		'/unauthorized',
	]
	const checks: PageCheck[] = [...new Set([...mapped, ...extra])].map((path) => ({ path }))
	checks.push(
		{ path: '/no-such-page-for-the-a11y-gate', status: 404 },
		// States that only appear after a key press or a submit: an open menu, inline errors.
		{
			path: '/',
			prepare: async (page) => {
				await page.locator('summary', { hasText: 'By Grade' }).focus()
				await page.keyboard.press('Enter')
				await expect(page.getByRole('link', { name: /11th Grade/ })).toBeVisible()
			},
		},
		{
			path: '/login',
			prepare: async (page) => {
				await page.getByLabel('Email').fill('someone@mailinator.com')
				await page.getByRole('button', { name: 'Email me a code' }).click()
				await expect(page.getByText(/throwaway inboxes/)).toBeVisible()
			},
		},
		{
			path: '/contact',
			prepare: async (page) => {
				await page.getByRole('button', { name: 'Send message' }).click()
				await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
			},
		},
	)

	// Eight pages a group: twelve took up to 1.4 of the 1.5 minutes on a loaded machine.
	for (const [index, group] of chunk(checks, 8).entries()) {
		test(`public pages, group ${index + 1}: ${group[0]!.path} … ${group.at(-1)!.path}`, async ({ page }) => {
			test.setTimeout(90_000)
			await checkPages(page, group)
		})
	}
})

test.describe('signed-in pages, with data', () => {
	// One family, seeded once through the UI, read by every group in turn.
	test.describe.configure({ mode: 'default' })
	let seeded: { accountId: string; essayHref: string; cookies: Awaited<ReturnType<BrowserContext['cookies']>> }

	test.beforeAll(async ({ browser }) => {
		test.setTimeout(120_000)
		seeded = await seedFamily(browser)
	})

	test.beforeEach(async ({ page }) => {
		await page.context().addCookies(seeded.cookies)
	})

	const base = () => `/a/${seeded.accountId}`

	test('the dashboard, the plan and tests', async ({ page }) => {
		test.setTimeout(90_000)
		await checkPages(page, [
			{ path: '/dashboard' },
			{ path: '/add-student' },
			{ path: `${base()}/dashboard` },
			{
				path: `${base()}/tasks`,
				// The list, with one task's details and its comment open.
				prepare: async (page) => {
					await page.getByTestId('task').filter({ hasText: 'Visit Tufts University' }).getByText('Details, steps and comments').click()
					await expect(page.getByText('Saturday morning works for the whole family.')).toBeVisible()
				},
			},
			{ path: `${base()}/tasks?view=calendar` },
			{ path: `${base()}/tests` },
		])
	})

	test('the profile, colleges, contacts and resources', async ({ page }) => {
		test.setTimeout(90_000)
		await checkPages(page, [
			{ path: `${base()}/profile` },
			{ path: `${base()}/colleges` },
			{
				path: `${base()}/colleges?sort=fit`,
				// With a college's editing sheet open.
				prepare: async (page) => {
					await page.getByRole('link', { name: 'Edit Tufts University' }).click()
					await expect(page.getByRole('dialog', { name: 'Tufts University' })).toBeVisible()
				},
			},
			{
				path: `${base()}/contacts`,
				// With an inline error showing.
				prepare: async (page) => {
					await page.getByText('Add a contact', { exact: true }).click()
					await page.locator('#new-contact-name').fill('Coach Lee')
					await page.locator('#new-contact-email').fill('coach.at.school')
					await page.getByRole('button', { name: 'Add contact' }).click()
					await expect(page.getByText('Enter an email address like name@school.org.')).toBeVisible()
				},
			},
			{ path: `${base()}/resources` },
		])
	})

	test('applications and financial aid', async ({ page }) => {
		test.setTimeout(90_000)
		await checkPages(page, [
			{ path: `${base()}/applications` },
			{ path: `${base()}/applications?tab=applications` },
			{ path: `${base()}/applications?tab=applications&subtab=essays` },
			{ path: seeded.essayHref },
			{ path: `${base()}/applications?tab=applications&subtab=recommendations` },
			{ path: `${base()}/applications?tab=documents` },
			{ path: `${base()}/financial-aid` },
			{ path: `${base()}/financial-aid?tab=offers` },
			{ path: `${base()}/financial-aid?tab=scholarships` },
		])
	})

	test('settings, every tab', async ({ page }) => {
		test.setTimeout(90_000)
		await checkPages(
			page,
			['users', 'profile', 'student', 'billing', 'notifications'].map((tab) => ({ path: `${base()}/settings?tab=${tab}` })),
		)
	})
})

/** A family with a college on the list, a task with a comment, an essay, a recommender, an aid offer, a scholarship, a contact and a test. */
async function seedFamily(browser: Browser) {
	const context = await browser.newContext()
	const page = await context.newPage()
	const { accountId } = await signIn(page)
	const base = `/a/${accountId}`

	await page.goto(`${base}/colleges`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Search colleges by name, city or state').fill('tufts')
	await page.getByRole('button', { name: 'Add Tufts University', exact: true }).click()
	await expect(page.getByTestId('college-entry').filter({ hasText: 'Tufts University' })).toBeVisible()

	await page.goto(`${base}/tasks`)
	await page.waitForLoadState('networkidle')
	await page.getByText('Add a task').click()
	const form = page.locator('form#new-task')
	await form.getByLabel('Title').fill('Visit Tufts University')
	await form.getByLabel('Due date (optional)').fill(`${nextYear}-04-11`)
	await form.getByRole('button', { name: 'Add task' }).click()
	await expect(page.getByText('Task added.')).toBeVisible()
	const task = page.getByTestId('task').filter({ hasText: 'Visit Tufts University' })
	await task.getByText('Details, steps and comments').click()
	await task.getByLabel('Comment on “Visit Tufts University”').fill('Saturday morning works for the whole family.')
	await task.getByRole('button', { name: 'Comment' }).click()
	await expect(page.getByText('Comment added.')).toBeVisible()

	await page.goto(`${base}/tests`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Test', { exact: true }).selectOption('SAT')
	await page.getByLabel('Test date').fill(`${nextYear}-03-14`)
	await page.getByLabel('Taken — add scores').check()
	await page.getByLabel('Reading and Writing (200–800)').fill('640')
	await page.getByLabel('Math (200–800)').fill('700')
	await page.getByRole('button', { name: 'Save test' }).click()
	await expect(page.getByTestId('superscore-SAT')).toContainText('1340')

	await page.goto(`${base}/applications?tab=applications&subtab=essays`)
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Add essay' }).click()
	await expect(page.getByText('Essay added.')).toBeVisible()
	const essayHref = (await page.getByRole('link', { name: 'Common App personal essay' }).getAttribute('href'))!

	await page.goto(`${base}/applications?tab=applications&subtab=recommendations`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Name').fill('Chemistry teacher')
	await page.getByLabel('Role').selectOption('teacher')
	await page.getByLabel('Tufts University').check()
	await page.getByRole('button', { name: 'Add recommender' }).click()
	await expect(page.getByText('Recommender added, with 1 college requested.')).toBeVisible()

	await addTuftsAidOffer(page, base)

	await page.goto(`${base}/financial-aid?tab=scholarships`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Scholarship name').fill('Community Foundation Award')
	await page.getByLabel('Amount in dollars (optional)').fill('2500')
	await page.getByLabel('Deadline (optional)').fill(`${nextYear}-03-01`)
	await page.getByRole('button', { name: 'Add scholarship' }).click()
	await expect(page.getByText('Scholarship added.')).toBeVisible()

	await page.goto(`${base}/contacts`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Name').fill('School counselor')
	await page.getByLabel('Email (optional)').fill('counselor@school.example.org')
	await page.getByRole('button', { name: 'Add contact' }).click()
	await expect(page.getByText('School counselor added.')).toBeVisible()

	const cookies = await context.cookies()
	await context.close()
	return { accountId, essayHref, cookies }
}
