import AxeBuilder from '@axe-core/playwright'
import { devices, type Locator, type Page } from '@playwright/test'
import { sitePages } from '../../app/features/site/site-pages'
import { expect, test } from './fixtures'
import { latestSignInMail, signIn, uniqueEmail } from './support'

// Keyboard-only journeys (issue «Quality gates»): no mouse, only keys, with
// focus checked at each step — the search overlay, the mobile menu, the GPA
// calculator, sign-up through onboarding, the assistant panel, and the
// desktop navigation menus. Each open
// dialog also passes axe.

/** Presses Tab (or Shift+Tab) until `target` (or one of the elements it matches) has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
	for (let presses = 0; presses <= max; presses++) {
		if (await target.evaluateAll((nodes) => nodes.some((node) => node === document.activeElement))) return
		await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
	}
	await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused()
}

/** Whether focus is inside `container`. */
const holdsFocus = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement))

async function expectAccessible(page: Page, selector: string) {
	const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
	expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test('search overlay: Ctrl+K opens it, typing filters, arrows and Enter open a result, Escape gives focus back', async ({ page }) => {
	await page.goto('/about')
	await page.waitForLoadState('networkidle')
	const searchButton = page.getByRole('banner').getByRole('link', { name: /^Search/ })
	await tabTo(page, searchButton)

	await page.keyboard.press('Control+k')
	const dialog = page.getByRole('dialog', { name: 'Search Northstar' })
	const box = dialog.getByRole('combobox', { name: /Search pages/ })
	await expect(box).toBeFocused()
	await expect(dialog.getByRole('option')).toHaveCount(5)
	await page.keyboard.type('financial aid')
	await expect(dialog.getByText('Search Results')).toBeVisible()
	const options = dialog.getByRole('option')
	await expect(options.first()).toContainText(/financial aid/i)
	await expect(options.first()).toHaveAttribute('aria-selected', 'true')
	await expectAccessible(page, '[role="dialog"]')
	// ArrowUp wraps to the last result, which scrolls into view.
	await page.keyboard.press('ArrowUp')
	await expect(options.last()).toHaveAttribute('aria-selected', 'true')
	await expect(options.last()).toBeInViewport()
	// Tab reaches the list itself (it scrolls by keyboard), Shift+Tab returns to the box.
	await page.keyboard.press('Tab')
	await expect(dialog.getByRole('region', { name: 'Search Results' })).toBeFocused()
	await page.keyboard.press('Shift+Tab')
	await expect(box).toBeFocused()

	// Escape closes it and hands focus back to where it was.
	await page.keyboard.press('Escape')
	await expect(dialog).toHaveCount(0)
	await expect(searchButton).toBeFocused()

	// The second result, chosen with the arrow keys, opens with Enter.
	await page.keyboard.press('Control+k')
	await expect(box).toBeFocused()
	await page.keyboard.type('grade plan')
	await expect(options.first()).toHaveAttribute('aria-selected', 'true')
	await page.keyboard.press('ArrowDown')
	const second = options.nth(1)
	await expect(second).toHaveAttribute('aria-selected', 'true')
	await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
	const title = (await second.locator('span.font-medium').textContent())!
	const path = sitePages.find((entry) => entry.title === title)?.path
	expect(path, `“${title}” is a page of the site map`).toBeTruthy()
	await page.keyboard.press('Enter')
	await expect(dialog).toHaveCount(0)
	await expect(page).toHaveURL(new RegExp(`${path}$`))
})

test.describe('mobile menu', () => {
	const pixel = devices['Pixel 7']
	test.use({ viewport: pixel.viewport, deviceScaleFactor: pixel.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: pixel.userAgent })

	test('Tab reaches the menu button, Enter opens it, Tab walks its links and stays inside, Escape closes and focus returns', async ({ page }) => {
		await page.goto('/')
		await page.waitForLoadState('networkidle')
		const trigger = page.getByLabel('Open menu', { exact: true })
		await tabTo(page, trigger)
		await page.keyboard.press('Enter')
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await expect(menu).toBeVisible()
		expect(await holdsFocus(menu)).toBe(true)

		// The links come in reading order: the By Grade group first.
		await tabTo(page, menu.getByRole('link', { name: '9th Grade' }), { max: 3 })
		await page.keyboard.press('Tab')
		await expect(menu.getByRole('link', { name: '10th Grade' })).toBeFocused()
		await tabTo(page, menu.getByRole('link', { name: 'Pricing' }), { max: 12 })
		await tabTo(page, menu.getByRole('link', { name: 'Start Free Trial' }), { max: 12 })
		// Focus is trapped: past the last control it wraps to the first.
		await page.keyboard.press('Tab')
		expect(await holdsFocus(menu)).toBe(true)
		await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
		await expectAccessible(page, '[role="dialog"]')

		await page.keyboard.press('Escape')
		await expect(menu).toHaveCount(0)
		await expect(trigger).toBeFocused()

		// Enter on a link goes there and closes the menu.
		await page.keyboard.press('Enter')
		await expect(menu).toBeVisible()
		await tabTo(page, menu.getByRole('link', { name: 'Pricing' }), { max: 20 })
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/pricing$/)
		await expect(menu).toHaveCount(0)
	})
})

test('GPA calculator: add a course, choose its grade, credits and level, set a goal and read the result, all by keyboard', async ({ page }) => {
	await page.goto('/tools/gpa-calculator')
	await page.evaluate(() => window.localStorage.clear())
	await page.reload()
	await page.waitForLoadState('networkidle')
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.50')

	// Add course: the new row's name box takes focus.
	await tabTo(page, page.getByRole('button', { name: 'Add course' }), { max: 60 })
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('course-row')).toHaveCount(5)
	await expect(page.getByLabel('Course 5 name')).toBeFocused()
	await page.keyboard.type('Chemistry')
	await page.keyboard.press('Tab')
	const credits = page.getByLabel('Course 5 credits')
	await expect(credits).toBeFocused()
	await page.keyboard.press('Control+a')
	await page.keyboard.type('2')
	await expect(credits).toHaveValue('2')
	await page.keyboard.press('Tab')
	const grade = page.getByLabel('Course 5 grade')
	await expect(grade).toBeFocused()
	// A closed select changes with the arrow keys: A → A-.
	await page.keyboard.press('ArrowDown')
	await expect(grade).toHaveValue('A-')
	await page.keyboard.press('Tab')
	const level = page.getByLabel('Course 5 level')
	await expect(level).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(level).toHaveValue('honors')
	// (4 + 3.7 + 3.3 + 3 + 3.7×2) / 6 = 3.57
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.57')

	// Removing a course keeps focus in the table rather than dropping it on the page.
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Remove course 5' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('course-row')).toHaveCount(4)
	await expect(page.getByLabel('Course 4 name')).toBeFocused()
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.50')

	// The goal: three numbers, then Calculate, then the result is read out.
	await tabTo(page, page.getByLabel('Cumulative GPA so far'), { max: 20 })
	await page.keyboard.type('3.2')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Credits completed so far')).toBeFocused()
	await page.keyboard.type('12')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Target GPA')).toBeFocused()
	await page.keyboard.type('3.3')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Calculate Needed GPA' })).toBeFocused()
	await page.keyboard.press('Enter')
	const result = page.getByRole('status').filter({ hasText: 'You need a' })
	await expect(result).toHaveText('You need a 3.60 GPA over this term’s 4 credits.')
})

test('sign-up and onboarding, all by keyboard, end on the dashboard', async ({ page }) => {
	const email = uniqueEmail('keyboard')
	await page.goto('/signup')
	await page.waitForLoadState('networkidle')
	// The radio group is one Tab stop; the arrow keys choose within it.
	const parent = page.getByRole('radio', { name: 'I am a parent' })
	await tabTo(page, parent)
	await expect(parent).toBeChecked()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('radio', { name: 'I am a student' })).toBeChecked()
	await page.keyboard.press('ArrowLeft')
	await expect(parent).toBeChecked()
	await tabTo(page, page.getByLabel('Parent or guardian name'), { max: 3 })
	await page.keyboard.type('Dana Rivera')
	await tabTo(page, page.getByLabel('Email'), { max: 3 })
	await page.keyboard.type(email)
	await page.keyboard.press('Enter')

	await expect(page).toHaveURL(/\/verify-email\?/)
	const { code } = await latestSignInMail(email)
	await expect(page.getByLabel('Code')).toBeFocused()
	await page.keyboard.type(code)
	await page.keyboard.press('Enter')

	// Step 1: the student.
	await expect(page).toHaveURL(/\/onboarding/)
	await expect(page.getByTestId('onboarding-step')).toHaveText('Step 1 of 3')
	await page.waitForLoadState('networkidle')
	await expectAccessible(page, 'main')
	await tabTo(page, page.getByRole('radio', { name: 'A parent' }))
	await expect(page.getByRole('radio', { name: 'A parent' })).toBeChecked()
	await tabTo(page, page.getByLabel("Student's name"), { max: 2 })
	await page.keyboard.type('Maya Rivera')
	await page.keyboard.press('Tab')
	const year = page.getByLabel('Class of (high-school graduation year)')
	await expect(year).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(year).not.toHaveValue('')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('High school (optional)')).toBeFocused()
	await page.keyboard.type('Lincoln High School')
	await page.keyboard.press('Enter')

	// Step 2: goals. Focus starts at the new step's heading.
	await expect(page.getByTestId('onboarding-step')).toHaveText('Step 2 of 3')
	await expect(page.getByRole('heading', { level: 1, name: 'Goals and concerns' })).toBeFocused()
	await expectAccessible(page, 'main')
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Intended majors (optional)')).toBeFocused()
	await page.keyboard.type('Biology')
	const adhd = page.getByRole('checkbox', { name: 'ADHD or executive-function support' })
	await tabTo(page, adhd, { max: 12 })
	await page.keyboard.press('Space')
	await expect(adhd).toBeChecked()
	await tabTo(page, page.getByRole('button', { name: 'Continue' }), { max: 8 })
	await page.keyboard.press('Enter')

	// Step 3: the plan; the default plan is chosen, Enter starts the trial.
	await expect(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 3')
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeFocused()
	await expectAccessible(page, 'main')
	const start = page.getByRole('button', { name: /^Start my free \d+-day trial$/ })
	await tabTo(page, start, { max: 10 })
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/a\/[a-z0-9]+\/dashboard$/)
	await expect(page.getByRole('heading', { name: 'Maya Rivera' })).toBeVisible()
})

test('assistant panel: Tab to Ask Northstar, Enter opens it with focus in the question box, Enter sends, Escape gives focus back', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/dashboard`)
	await page.waitForLoadState('networkidle')
	const ask = page.getByRole('button', { name: 'Ask Northstar' })
	await tabTo(page, ask, { max: 10 })
	await page.keyboard.press('Enter')
	const panel = page.getByRole('dialog', { name: 'Ask Northstar' })
	await expect(panel).toBeVisible()
	const question = panel.getByRole('textbox', { name: 'Your question' })
	await expect(question).toBeFocused()

	await page.keyboard.type('What’s due this week?')
	await page.keyboard.press('Enter')
	await expect(panel.getByTestId('assistant-question')).toContainText('What’s due this week?')
	await expect(panel.getByRole('status')).toHaveText('Answer ready.', { timeout: 15_000 })
	await expect(panel.getByTestId('assistant-answer').last()).not.toBeEmpty()
	await expect(question).toBeFocused()
	await expect(question).toHaveValue('')

	// Focus stays in the panel both ways round.
	for (let presses = 0; presses < 12; presses++) {
		await page.keyboard.press('Tab')
		expect(await holdsFocus(panel)).toBe(true)
	}
	for (let presses = 0; presses < 12; presses++) {
		await page.keyboard.press('Shift+Tab')
		expect(await holdsFocus(panel)).toBe(true)
	}
	await expectAccessible(page, '[role="dialog"]')

	await page.keyboard.press('Escape')
	await expect(panel).toBeHidden()
	await expect(ask).toBeFocused()
})

test('desktop navigation: Enter opens a menu, Tab walks its links and then moves on to the next menu', async ({ page }) => {
	await page.goto('/about')
	await page.waitForLoadState('networkidle')
	const nav = page.getByRole('navigation', { name: 'Main' })
	const byGrade = nav.locator('summary', { hasText: 'By Grade' })
	await tabTo(page, byGrade)
	await page.keyboard.press('Enter')
	await expect(byGrade.locator('..')).toHaveAttribute('open', '')
	await page.keyboard.press('Tab')
	await expect(nav.getByRole('link', { name: /9th Grade/ })).toBeFocused()
	for (const name of [/10th Grade/, /11th Grade/, /12th Grade/, /All grades/]) {
		await page.keyboard.press('Tab')
		await expect(nav.getByRole('link', { name })).toBeFocused()
	}
	const tools = nav.locator('summary', { hasText: 'Tools' })
	await page.keyboard.press('Tab')
	await expect(tools).toBeFocused()

	// Opening the next menu closes the first; Escape closes it and leaves focus on its button.
	await page.keyboard.press('Enter')
	await expect(tools.locator('..')).toHaveAttribute('open', '')
	await expect(byGrade.locator('..')).not.toHaveAttribute('open')
	await page.keyboard.press('Tab')
	await expect(nav.getByRole('link', { name: /GPA Calculator/ })).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(tools.locator('..')).not.toHaveAttribute('open')
	await expect(tools).toBeFocused()
})
