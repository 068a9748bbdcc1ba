import { expect, test } from './fixtures'

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
