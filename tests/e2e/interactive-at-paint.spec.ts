import { expect, test } from './fixtures'
import { holdScripts, openNewCommonAppEssay, signIn } from './support'

// «Speed» #5: every control a visitor sees on the public site works before the
// page's script runs. These tests use the page with JavaScript off (the state
// before hydration, for as long as it lasts), and the one thing only script
// can do — ⌘K — with the overlay's module held back, so keys typed while it
// loads are seen to land in the box.

test.describe('before the script runs', () => {
	test.use({ javaScriptEnabled: false })

	test('the header’s Search is a link to /search, whose form finds pages', async ({ page }) => {
		await page.goto('/about')
		await page.getByRole('banner').getByRole('link', { name: /^Search/ }).click()
		await expect(page).toHaveURL(/\/search$/)
		await expect(page.getByRole('heading', { name: 'Popular Pages' })).toBeVisible()
		await expect(page.getByTestId('search-results').getByRole('link')).toHaveCount(5)

		const box = page.getByRole('searchbox', { name: /Search pages/ })
		await box.fill('common app')
		await box.press('Enter')
		await expect(page).toHaveURL(/\/search\?q=common\+app$/)
		await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible()
		await page.getByTestId('search-results').getByRole('link', { name: /Common App/ }).first().click()
		await expect(page).toHaveURL(/\/common-app$/)

		await page.goto('/search?q=qwxzvq')
		await expect(page.getByText('No results found. Try a different search.')).toBeVisible()
	})

	test('the desktop menus open, one at a time, and their links go', async ({ page }) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await nav.locator('summary', { hasText: 'By Grade' }).click()
		await expect(nav.getByRole('link', { name: /11th Grade/ })).toBeVisible()
		await nav.locator('summary', { hasText: 'Tools' }).click()
		await expect(nav.getByRole('link', { name: /GPA Calculator/ })).toBeVisible()
		await expect(nav.getByRole('link', { name: /11th Grade/ })).toBeHidden()
		await nav.getByRole('link', { name: /GPA Calculator/ }).click()
		await expect(page).toHaveURL(/\/tools\/gpa-calculator$/)
	})

	test('the GPA calculator computes as a form: Enter, Add course, Delete, Calculate Needed GPA, Reset', async ({ page }) => {
		await page.goto('/tools/gpa-calculator')
		await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.50')
		await expect(page.getByTestId('weighted-gpa')).toHaveText('3.63')
		// Only what works without script is on show; Export and the others keep their place, invisible.
		await expect(page.getByRole('button', { name: 'Export' })).toBeHidden()

		await page.getByLabel('Course 2 grade').selectOption('A')
		await page.getByLabel('Course 1 credits').press('Enter')
		await expect(page).toHaveURL(/\/tools\/gpa-calculator\?/)
		await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.68')
		await page.getByRole('button', { name: 'Update GPA' }).click()
		await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.68')

		await page.getByRole('button', { name: 'Add course' }).click()
		await expect(page.getByTestId('course-row')).toHaveCount(5)
		await page.getByRole('button', { name: 'Remove course 5' }).click()
		await expect(page.getByTestId('course-row')).toHaveCount(4)
		await expect(page.getByLabel('Course 2 grade')).toHaveValue('A')

		// Calculate Needed GPA before all three are in says what is missing.
		await page.getByLabel('Target GPA').fill('3.5')
		await page.getByRole('button', { name: 'Calculate Needed GPA' }).click()
		await expect(page.getByText(/Fill in the target GPA/)).toBeVisible()
		await expect(page.getByTestId('needed-gpa')).toHaveCount(0)
		await page.getByLabel('Cumulative GPA so far').fill('3.2')
		await page.getByLabel('Credits completed so far').fill('12')
		await page.getByRole('button', { name: 'Calculate Needed GPA' }).click()
		await expect(page.getByTestId('needed-gpa')).toContainText('You need a 4.40 GPA')
		await expect(page.getByText('This target may not be achievable with standard grading')).toBeVisible()

		await page.getByRole('button', { name: 'Reset' }).click()
		await expect(page.getByTestId('course-row')).toHaveCount(1)
		await expect(page.getByLabel('Target GPA')).toHaveValue('')
	})

	test('the GPA page answers junk in its address with its defaults for what it cannot read', async ({ page }) => {
		const response = await page.goto('/tools/gpa-calculator?credits=abc&grade=Z&weight=toString&do=remove-99&target=x')
		expect(response?.status()).toBe(200)
		await expect(page.getByTestId('course-row')).toHaveCount(1)
		await expect(page.getByTestId('unweighted-gpa')).toHaveText('—')
	})

	test.describe('on a phone', () => {
		test.use({ viewport: { width: 375, height: 740 } })

		test('the mobile menu opens, locks scrolling, and its links go', async ({ page }) => {
			await page.goto('/')
			await page.getByLabel('Open menu', { exact: true }).click()
			const menu = page.getByRole('navigation', { name: 'Mobile' })
			await expect(menu.getByRole('link', { name: '9th Grade' })).toBeVisible()
			expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
			await menu.getByRole('link', { name: 'Pricing' }).click()
			await expect(page).toHaveURL(/\/pricing$/)
			await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
		})
	})
})

test.describe('a tap made before hydration is kept', () => {
	test('a desktop menu opened before hydration stays open, and Escape closes it after', async ({ page }) => {
		const release = await holdScripts(page)
		const loaded = page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await nav.locator('summary', { hasText: 'By Grade' }).click()
		await expect(nav.getByRole('link', { name: /11th Grade/ })).toBeVisible()
		release()
		await loaded
		await expect(nav.getByRole('link', { name: /11th Grade/ })).toBeVisible()
		await nav.getByRole('link', { name: /9th Grade/ }).focus()
		await page.keyboard.press('Escape')
		await expect(nav.getByRole('link', { name: /11th Grade/ })).toBeHidden()
		await expect(nav.locator('summary', { hasText: 'By Grade' })).toBeFocused()
	})

	test('“Ask Northstar” tapped before hydration opens once the page is hydrated', async ({ page }) => {
		const release = await holdScripts(page)
		const loaded = page.goto('/')
		await page.getByRole('banner').getByRole('button', { name: 'Ask Northstar' }).click()
		release()
		await loaded
		await expect(page.getByRole('dialog', { name: 'Ask Northstar' })).toBeVisible()
		// Once: closing it leaves it closed.
		await page.keyboard.press('Escape')
		await expect(page.getByRole('dialog', { name: 'Ask Northstar' })).toBeHidden()
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByRole('dialog', { name: 'Ask Northstar' })).toBeHidden()
	})

	test('boxes ticked on a checklist before hydration stay ticked, on top of the ones this browser saved', async ({ page }) => {
		await page.goto('/resources/9th-grade-checklist')
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		const boxes = page.getByRole('checkbox')
		await boxes.nth(0).check()
		await expect(page.getByText('1 of 20 done')).toBeVisible()

		const release = await holdScripts(page)
		const loaded = page.reload()
		// The server's page knows nothing of this browser's ticks: every box starts empty.
		await expect(page.getByText('0 of 20 done')).toBeVisible()
		await boxes.nth(2).click()
		await boxes.nth(3).click()
		await boxes.nth(3).click()
		await boxes.nth(5).click()
		await expect(boxes.nth(2)).toBeChecked()
		release()
		await loaded
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByText('3 of 20 done')).toBeVisible()
		await expect(boxes.nth(0)).toBeChecked()
		await expect(boxes.nth(2)).toBeChecked()
		await expect(boxes.nth(3)).not.toBeChecked()
		await expect(boxes.nth(5)).toBeChecked()

		await page.reload()
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByText('3 of 20 done')).toBeVisible()
		await expect(boxes.nth(5)).toBeChecked()
	})

	test('a tracker’s “Add” tapped twice before hydration adds one row once hydrated', async ({ page }) => {
		const release = await holdScripts(page)
		const loaded = page.goto('/resources/rec-letter-tracker')
		await expect(page.getByText('No rows yet.')).toBeVisible()
		// A second tap on a page that has not answered yet is the same wish.
		await page.getByRole('button', { name: 'Add recommender' }).click()
		await page.getByRole('button', { name: 'Add recommender' }).click()
		release()
		await loaded
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		const firstField = page.getByRole('textbox').first()
		await expect(firstField).toBeFocused()
		await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1)
		await firstField.fill('Ms. Rivera')
		await page.reload()
		await expect(page.getByRole('textbox').first()).toHaveValue('Ms. Rivera')
		await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1)
	})

	test('a name typed and a score picked in the decision matrix before hydration are kept and saved', async ({ page }) => {
		const release = await holdScripts(page)
		const loaded = page.goto('/resources/decision-matrix')
		await page.getByLabel('Name of college 1').fill('Rice')
		await page.getByLabel('Name of college 1').press('Backspace')
		await page.getByLabel('Name of college 1').type('e')
		const firstScore = page.getByRole('combobox').nth(1)
		await firstScore.selectOption('5')
		release()
		await loaded
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByLabel('Name of college 1')).toHaveValue('Rice')
		await expect(firstScore).toHaveValue('5')
		// React has them: its next render keeps them, and they are saved.
		await page.getByRole('button', { name: 'Add a college' }).click()
		await expect(page.getByLabel('Name of college 1')).toHaveValue('Rice')
		await expect(firstScore).toHaveValue('5')
		await page.reload()
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByLabel('Name of college 1')).toHaveValue('Rice')
		await expect(firstScore).toHaveValue('5')
	})

	test('words added to a saved essay before hydration are kept and saved (a textarea with text from the server), and a tap on “Ask about this” opens the assistant', async ({ page }) => {
		const { accountId } = await signIn(page)
		const essay = await openNewCommonAppEssay(page, accountId)
		await essay.fill('I rebuilt a bicycle.')
		await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 10_000 })

		const release = await holdScripts(page)
		const loaded = page.reload()
		await expect(essay).toHaveValue('I rebuilt a bicycle.')
		await essay.press('End')
		await essay.pressSequentially(' Then I rode it.')
		// The page's state has it: it saves it.
		const saved = page.waitForResponse((response) => response.url().includes('/_serverFn/saveEssayDraft') && response.request().method() === 'POST')
		release()
		await loaded
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(essay).toHaveValue('I rebuilt a bicycle. Then I rode it.')
		expect((await saved).ok()).toBe(true)
		await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 10_000 })
		await page.reload()
		await expect(essay).toHaveValue('I rebuilt a bicycle. Then I rode it.')

		// A tap on a signed-in page's script-only button is kept as well.
		const releaseAgain = await holdScripts(page)
		const loadedAgain = page.reload()
		await page.getByRole('button', { name: 'Ask Northstar about Common App personal essay' }).click()
		releaseAgain()
		await loadedAgain
		await expect(page.getByRole('dialog')).toBeVisible()
	})

	test('a grade picked on the GPA calculator before hydration, not sent, is the one the script computes with', async ({ page }) => {
		const release = await holdScripts(page)
		const loaded = page.goto('/tools/gpa-calculator')
		await page.getByLabel('Course 2 grade').selectOption('A')
		release()
		await loaded
		await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
		await expect(page.getByLabel('Course 2 grade')).toHaveValue('A')
		await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.68')
		await expect(page).toHaveURL(/\/tools\/gpa-calculator$/)
	})

	test.describe('on a phone', () => {
		test.use({ viewport: { width: 375, height: 740 } })

		test('the mobile menu opened before hydration stays open, and a navigation closes it', async ({ page }) => {
			const release = await holdScripts(page)
			const loaded = page.goto('/')
			await page.getByLabel('Open menu', { exact: true }).click()
			const menu = page.getByRole('navigation', { name: 'Mobile' })
			await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible()
			release()
			await loaded
			await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible()
			await menu.getByRole('link', { name: 'Pricing' }).click()
			await expect(page).toHaveURL(/\/pricing$/)
			await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
			// Hydrated now: the button opens the menu's dialog.
			await page.getByLabel('Open menu', { exact: true }).click()
			await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
		})
	})
})

test('a GPA calculation sent before hydration is the one the script takes over', async ({ page }) => {
	await page.goto('/tools/gpa-calculator?name=Chemistry&credits=2&grade=B&weight=ap')
	await expect(page.getByLabel('Course 1 name')).toHaveValue('Chemistry')
	await expect(page.getByTestId('weighted-gpa')).toHaveText('4.00')
	// Live again: a change recalculates without sending the form.
	await page.getByLabel('Course 1 grade').selectOption('A')
	await expect(page.getByTestId('weighted-gpa')).toHaveText('5.00')
	await expect(page).toHaveURL(/name=Chemistry/)
})

test('keys typed right after Ctrl+K land in the box while the overlay’s module is still loading', async ({ page }) => {
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	let asked = false
	await page.route(/\/search-overlay-[^/]*\.js$/, async (route) => {
		asked = true
		await held
		await route.continue()
	})
	await page.goto('/')
	await page.keyboard.press('Control+k')
	await page.keyboard.type('fafsa')
	await expect.poll(() => asked).toBe(true)
	release()
	const box = page.getByRole('combobox', { name: /Search pages/ })
	await expect(box).toBeFocused()
	await expect(box).toHaveValue('fafsa')
	await expect(page.getByText('Search Results')).toBeVisible()
	await page.keyboard.type(' form')
	await expect(box).toHaveValue('fafsa form')
})
