import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { signIn } from './support'

// The assistant panel in a real browser: it opens from every signed-in page,
// streams a grounded answer with its sources, stops, closes with Escape, and
// answers visitors on public pages from the guides.

test('signed in: a starter question streams an answer from the plan, with sources; Escape closes', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/dashboard`)
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Ask Northstar' }).click()
	const panel = page.getByRole('dialog', { name: 'Ask Northstar' })
	await expect(panel).toBeVisible()
	await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused()
	await panel.getByRole('button', { name: 'What’s due this week?' }).click()
	const answer = panel.getByTestId('assistant-answer').last()
	await expect(answer).toContainText(/due|Nothing in the plan/, { timeout: 15_000 })
	await expect(panel.getByRole('status')).toHaveText('Answer ready.', { timeout: 15_000 })
	await expect(answer.getByRole('list', { name: 'Sources' })).toBeVisible()
	const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
	expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

	// A follow-up in the same conversation, then the conversation is in History.
	await panel.getByRole('textbox', { name: 'Your question' }).fill('Is my college list balanced?')
	await page.keyboard.press('Enter')
	await expect(panel.getByTestId('assistant-answer')).toHaveCount(2, { timeout: 15_000 })
	await panel.getByRole('button', { name: 'Your conversations' }).click()
	await expect(panel.getByRole('list', { name: 'Your conversations' }).getByRole('listitem')).toHaveCount(1)

	await page.keyboard.press('Escape')
	await expect(panel).toBeHidden()
	await expect(page.getByRole('button', { name: 'Ask Northstar' })).toBeFocused()
})

test('public pages: Ask Northstar answers from the guides', async ({ page }) => {
	await page.goto('/common-app')
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Ask Northstar' }).first().click()
	const panel = page.getByRole('dialog', { name: 'Ask Northstar' })
	await panel.getByRole('button', { name: 'What is Early Decision?' }).click()
	await expect(panel.getByTestId('assistant-answer').last()).toContainText('binding', { timeout: 15_000 })
	await expect(panel.getByText('Answers from Northstar’s public guides.', { exact: false })).toBeVisible()
})
