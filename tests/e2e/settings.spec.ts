import { expect, test } from './fixtures'
import { execSql, signIn } from './support'

// Settings' forms run on Conform with the schema the action parses: a mistake
// is said at its field, once, before anything is posted; and what only the
// server can tell (a time zone saved, the code it sent) comes back as the
// page's message.

test('a form whose button carries the intent checks its fields in the browser, and says the error at the field', async ({ page }) => {
	const { accountId, email } = await signIn(page)
	await page.goto(`/a/${accountId}/settings?tab=profile`)
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await page.getByLabel('Type DELETE to confirm').fill('delete')
	await page.getByRole('button', { name: 'Delete my data' }).click()
	await expect(page.getByText('Type DELETE to confirm.')).toHaveCount(1)
	await expect(page.getByLabel('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true')
	await expect(page).toHaveURL(new RegExp(`/a/${accountId}/settings\\?tab=profile$`))
	expect(posts, 'checked in the browser: nothing was posted').toEqual([])
	const [user] = (await execSql('SELECT id FROM users WHERE email = ?', [email])).rows
	expect(user).toBeTruthy()

	await page.goto(`/a/${accountId}/settings?tab=notifications`)
	await page.getByLabel('Quiet from').selectOption('21')
	await page.getByRole('button', { name: 'Save notification settings' }).click()
	await expect(page.getByText('Choose both ends of the quiet hours, or neither.')).toHaveCount(1)
	expect(posts).toEqual([])
	await page.getByLabel('Quiet until').selectOption('7')
	await page.getByRole('button', { name: 'Save notification settings' }).click()
	await expect(page.getByText('Notification settings saved.')).toBeVisible()
	await expect(page.getByText('Choose both ends of the quiet hours, or neither.')).toHaveCount(0)
})

test('the family time zone saves through the same action, with its message', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/settings`)
	await page.getByLabel('Family time zone').selectOption('America/Denver')
	await page.getByRole('button', { name: 'Save time zone' }).click()
	await expect(page.getByText('Time zone saved: due dates and reminders follow it.')).toBeVisible()
	const [row] = (await execSql('SELECT time_zone FROM accounts WHERE id = ?', [accountId])).rows
	expect(row!.time_zone).toBe('America/Denver')
})

test('notifications: kinds by e-mail in a table, push said to be off when not set up, and the calendar link in one tap with a reset that asks first', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/settings?tab=notifications`)
	const kinds = page.getByRole('region', { name: 'What you hear about, by e-mail' })
	await expect(kinds.getByRole('rowheader')).toHaveText([/Due soon/, /Overdue/, /Plan changes/, /Weekly digest/])
	await expect(page.getByRole('checkbox', { name: 'Due soon by e-mail' })).toBeChecked()
	// The e2e host has no VAPID keys: no Push column, no button, and a plain sentence.
	await expect(page.getByRole('columnheader', { name: 'Push' })).toHaveCount(0)
	await expect(page.getByTestId('push-device').getByRole('status')).toHaveText(/Push notifications are not set up on this server yet/)
	await expect(page.getByRole('button', { name: 'Turn on push on this device' })).toHaveCount(0)

	await page.getByRole('button', { name: 'Create my calendar link' }).click()
	const feedUrl = await page.getByLabel('Your calendar link (shown once)').inputValue()
	const webcal = feedUrl.replace(/^https?:\/\//, 'webcal://')
	await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', webcal)
	await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`)
	await page.getByText('Reset the calendar link…').click()
	await expect(page.getByText('The current link stops working at once')).toBeVisible()
	await page.getByRole('button', { name: 'Reset the link and show the new one' }).click()
	await expect(page.getByLabel('Your calendar link (shown once)')).not.toHaveValue(feedUrl)
})

test.describe('in a browser west of the family', () => {
	// Honolulu is ten hours behind UTC (the server's zone here) and six behind the family's.
	test.use({ timezoneId: 'Pacific/Honolulu' })

	test('times read in the family’s time zone, the same in the HTML and after hydration', async ({ page }) => {
		const { accountId } = await signIn(page)
		// Not the zone a new account starts in: a lookup that fell back would show Eastern time.
		await execSql("UPDATE accounts SET time_zone = 'America/Chicago' WHERE id = ?", [accountId])
		// 03:30 UTC on the 26th: the evening of the 25th in Chicago.
		await execSql("INSERT INTO audit_log (id, account_id, action, details, created_at) VALUES (?, ?, 'member.declined', NULL, ?)", [`audit-${accountId}`, accountId, Date.parse('2026-11-26T03:30:00Z')])
		const sent = await (await page.request.get(`/a/${accountId}/settings?tab=users`)).text()
		expect(sent).toContain('11/25/2026, 9:30:00 PM')
		// A page formatted in the server's zone and again in the browser's would not hydrate as sent: the fixture fails on React's error 418.
		await page.goto(`/a/${accountId}/settings?tab=users`)
		await expect(page.getByTestId('audit-log')).toContainText('11/25/2026, 9:30:00 PM')
	})
})
