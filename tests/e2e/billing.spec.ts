import { expect, test } from './fixtures'
import { execSql, signIn } from './support'

test('pricing shows the founder plans, the tiers they are spared, and the configured trial', async ({ page }) => {
	await page.goto('/pricing')
	await expect(page.getByRole('heading', { name: 'Simple pricing, per student' })).toBeVisible()
	await expect(page.getByTestId('trial-line').first()).toHaveText('Free 7-day trial • No credit card required • Cancel anytime')
	await expect(page.getByTestId('plan-founder-monthly')).toContainText('$5/month')
	await page.getByRole('link', { name: 'Yearly' }).click()
	await expect(page.getByTestId('plan-founder-yearly')).toContainText('$50/year')
	await expect(page.getByTestId('plan-founder-yearly')).toContainText('Save $10 a year')
	await expect(page.getByText('Starter $10, Growth $20, Premium $30')).toBeVisible()
	await page.getByTestId('plan-founder-yearly').getByRole('link', { name: 'Start free trial' }).click()
	await expect(page).toHaveURL(/\/signup\?plan=founder-yearly&billing=yearly&source=pricing$/)
})

test('/pricing-app: the founder plan to pick, the standard tiers it spares beside it (decision 025)', async ({ page }) => {
	await page.goto('/pricing-app')
	await expect(page.getByRole('radio', { name: /Founder/ })).toBeChecked()
	await expect(page.getByRole('radio')).toHaveCount(1)
	const spared = page.getByTestId('standard-prices')
	await expect(spared.getByRole('heading', { name: 'What founder families are spared' })).toBeVisible()
	for (const tier of ['Starter$10/month', 'Growth$20/month', 'Premium$30/month']) await expect(spared).toContainText(tier)
	await spared.getByText('Compare feature by feature').click()
	await expect(spared.getByRole('table')).toBeVisible()
	await page.getByRole('link', { name: 'Continue' }).click()
	await expect(page).toHaveURL(/\/signup\?plan=founder-monthly&billing=monthly&source=pricing-app$/)
})

test('local billing: trial → choose a plan → active → cancel', async ({ page }) => {
	const { accountId } = await signIn(page, { studentName: 'Riley Moss' })
	await page.goto(`/a/${accountId}/settings?tab=billing`)
	const status = page.getByTestId('billing-status')
	await expect(status).toContainText('Free trial')
	await expect(status).toContainText('Trial days left')
	await expect(page.getByTestId('test-billing')).toHaveText('Test billing — no card is charged')

	await page.getByTestId('choose-founder-yearly').getByRole('button', { name: 'Choose Founder yearly' }).click()
	await expect(page).toHaveURL(/\/billing\/checkout\?/)
	await expect(page.getByTestId('test-billing')).toBeVisible()
	await page.getByRole('button', { name: 'Confirm and subscribe' }).click()
	await expect(page).toHaveURL(/\/subscription-confirm\?accountId=.*&checkout=success/)
	await expect(page.getByRole('heading', { name: /you’re all set/ })).toBeVisible()
	await expect(page.getByTestId('subscription-status')).toContainText('Active')
	await expect(page.getByTestId('subscription-status')).toContainText('Founder · $50/year')

	await page.goto(`/a/${accountId}/settings?tab=billing`)
	await expect(status).toContainText('Active')
	await expect(status).toContainText('Next invoice')
	await page.getByRole('button', { name: 'Cancel plan' }).click()
	await expect(page.getByText('The plan is canceled. It stays active until the end of the period.')).toBeVisible()
	await expect(status).toContainText('Canceled')
	await expect(status).toContainText('Active until')
})

test('a trial that ended without a plan goes to /subscription-confirm', async ({ page }) => {
	const { accountId } = await signIn(page, { studentName: 'Sky Ward' })
	await execSql("UPDATE subscriptions SET trial_ends_at = ? WHERE account_id = ? AND status = 'trialing'", [Date.now() - 1000, accountId])
	await page.goto(`/a/${accountId}/dashboard`)
	await expect(page).toHaveURL(/\/subscription-confirm$/)
	await expect(page.getByRole('heading', { name: 'Choose a plan to keep going' })).toBeVisible()
	await expect(page.getByText('The free trial has ended.')).toBeVisible()
	await page.getByRole('link', { name: 'Choose a plan' }).click()
	await expect(page).toHaveURL(new RegExp(`/a/${accountId}/settings\\?tab=billing$`))
	await expect(page.getByTestId('billing-status')).toContainText('Trial ended')
})

test('a locked feature says which plan unlocks it', async ({ page }) => {
	const { accountId } = await signIn(page)
	await execSql(
		"UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE slug = 'starter-monthly') WHERE account_id = ?",
		[accountId],
	)
	await page.goto(`/a/${accountId}/applications`)
	await expect(page.getByTestId('locked-feature')).toContainText("Application and essay tracking isn't in this plan")
	await expect(page.getByTestId('locked-feature')).toContainText('It comes with Growth ($20/month)')
})
