import { expect, test } from './fixtures'

test('college match: real catalog rows, filtered, labelled and explained', async ({ page }) => {
	await page.goto('/tools/college-match')
	await page.getByLabel('1. Your GPA (unweighted, optional)').fill('3.6')
	await page.getByLabel('4. Home state').fill('OR')
	await page.getByLabel('5. How far from home?').selectOption('in-state')
	await page.getByLabel('9. Public or private').selectOption('public')
	await page.getByLabel('Yearly budget after aid (optional)').fill('25000')
	await page.getByRole('button', { name: 'Show my matches' }).click()
	const matches = page.getByTestId('matches')
	await expect(matches).toContainText('Oregon State University')
	const oregonState = matches.getByRole('listitem').filter({ hasText: 'Oregon State University' }).first()
	await expect(oregonState).toContainText(/reach|target|safety/)
	await expect(oregonState).toContainText('Net price $')
	await expect(oregonState).toContainText('Admits')
	await expect(matches).not.toContainText(', WA')
	await expect(page.getByText('Reach: your score is below the college’s 25th percentile')).toBeVisible()
})

test('college match: a bad answer is shown inline', async ({ page }) => {
	await page.goto('/tools/college-match?submitted=1&sat=2400')
	await expect(page.getByText('SAT scores run from 400 to 1600.')).toBeVisible()
})

test('timeline builder: a month-by-month plan and a calendar file that parses', async ({ page, request }) => {
	await page.goto('/tools/timeline-builder')
	const classYear = String(new Date().getUTCFullYear() + 1)
	await page.getByLabel(/class|graduat/i).first().selectOption(classYear)
	await page.locator('input[name="school"]').first().fill('Oregon State University')
	await page.getByRole('button', { name: /build|show|make|create/i }).first().click()
	await expect(page.getByText(/Oregon State University/).first()).toBeVisible()
	await expect(page.getByText(/Decision Day|May 1/i).first()).toBeVisible()
	const href = await page.getByRole('link', { name: /calendar/i }).first().getAttribute('href')
	const response = await request.get(href!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toMatch(/text\/calendar/)
	const ics = await response.text()
	expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true)
	const events = ics.split('BEGIN:VEVENT').slice(1)
	expect(events.length).toBeGreaterThan(3)
	for (const event of events) {
		expect(event).toMatch(/DTSTART;VALUE=DATE:\d{8}/)
		expect(event).toMatch(/SUMMARY:/)
	}
})

test('cost comparison: two real colleges side by side, with four-year totals', async ({ page }) => {
	await page.goto('/tools/cost-calculator')
	await page.getByLabel('Find a college').fill('Oregon State')
	await page.getByRole('button', { name: 'Search and update' }).click()
	await page.getByRole('link', { name: 'Add Oregon State University', exact: true }).click()
	await page.getByLabel('Find a college').fill('Harvard')
	await page.getByRole('button', { name: 'Search and update' }).click()
	await page.getByRole('link', { name: 'Add Harvard University', exact: true }).click()
	const table = page.getByTestId('cost-table')
	await expect(table.getByRole('columnheader', { name: /^Oregon State University Corvallis/ })).toBeVisible()
	await expect(table.getByRole('columnheader', { name: /Harvard University/ })).toBeVisible()
	await expect(table).toContainText('Four years of net price at 3% a year')
	await expect(table.getByRole('row', { name: /Cost of attendance/ })).toContainText('$')
	await page.getByRole('link', { name: 'Remove Harvard University' }).click()
	await expect(table.getByRole('columnheader', { name: /Harvard University/ })).toHaveCount(0)
})

test('the tools hub links all four tools', async ({ page }) => {
	await page.goto('/tools')
	for (const name of ['GPA Calculator', 'College Match Quiz', 'Application Timeline', 'Cost Comparison']) {
		await expect(page.getByRole('link', { name: `Open ${name}` })).toBeVisible()
	}
	await expect(page.getByRole('button', { name: 'Coming soon' })).toHaveCount(0)
})
