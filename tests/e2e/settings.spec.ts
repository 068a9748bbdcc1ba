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
