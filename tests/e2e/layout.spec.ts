import { expect, test } from './fixtures'

// Runs on desktop and on a phone-sized screen (the "mobile" project).

test('the home page fits the screen without sideways scrolling', async ({ page }) => {
	await page.goto('/')
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
	expect(overflow).toBeLessThanOrEqual(0)
})

test('the 404 screen is usable by keyboard', async ({ page }) => {
	await page.goto('/nowhere')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('link', { name: 'Go Home' })).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Go Back' })).toBeFocused()
})
