import { expect, test } from './fixtures'
import { askForCode, execSql, holdScripts, latestSignInMail, readOutbox, signIn, uniqueEmail } from './support'

async function signUpAndVerify(page: import('@playwright/test').Page, email: string) {
	await askForCode(page, email)
	const { code } = await latestSignInMail(email)
	await page.getByLabel('Code').fill(code)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/onboarding/)
}

async function fillStudentStep(page: import('@playwright/test').Page, name: string, year: number) {
	await page.getByLabel('A parent').check()
	await page.getByLabel("Student's name").fill(name)
	await page.getByLabel('Class of (high-school graduation year)').selectOption(String(year))
	await page.getByLabel('High school (optional)').fill('Lincoln High School')
	await page.getByLabel('State (optional)').fill('or')
	await page.getByRole('button', { name: 'Continue' }).click()
}

test('onboarding resumes after the tab is closed mid-way, then lands on the dashboard', async ({ page, browser }) => {
	const email = uniqueEmail('resume')
	await signUpAndVerify(page, email)
	await expect(page.getByTestId('onboarding-step')).toHaveText('Step 1 of 3')
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByText("Enter the student's name.")).toBeVisible()

	const year = new Date().getUTCFullYear() + 2
	await fillStudentStep(page, 'Maya Rivera', year)
	await expect(page.getByTestId('onboarding-step')).toHaveText('Step 2 of 3')

	// Close the tab; come back in a new one with the same session.
	const cookies = await page.context().cookies()
	await page.close()
	const context = await browser.newContext()
	await context.addCookies(cookies)
	const again = await context.newPage()
	await again.goto('/onboarding')
	await expect(again.getByTestId('onboarding-step')).toHaveText('Step 2 of 3')
	await again.getByLabel('Intended majors (optional)').fill('Biology, Nursing')
	await again.getByLabel('ADHD or executive-function support').check()
	await again.getByRole('button', { name: 'Continue' }).click()
	await expect(again.getByTestId('onboarding-step')).toHaveText('Step 3 of 3')
	await again.getByRole('button', { name: 'Back' }).click()
	await expect(again.getByLabel('Intended majors (optional)')).toHaveValue('Biology, Nursing')
	await again.getByRole('button', { name: 'Continue' }).click()
	await expect(again.getByTestId('trial-line')).toHaveText('Free 7-day trial • No credit card required • Cancel anytime')
	await again.getByRole('button', { name: 'Start my free 7-day trial' }).click()
	await expect(again).toHaveURL(/\/a\/[a-z0-9]+\/dashboard$/)
	await expect(again.getByRole('heading', { name: 'Maya Rivera' })).toBeVisible()
	await again.getByRole('link', { name: 'Profile' }).click()
	await expect(again.getByText('Biology, Nursing')).toBeVisible()
	await expect(again.getByText('OR', { exact: true })).toBeVisible()
	await context.close()
})

test('a parent with two students switches between them with the keyboard', async ({ page }) => {
	const email = uniqueEmail('two')
	const first = await signIn(page, { email, studentName: 'Ella Park' })
	const second = await signIn(page, { email, studentName: 'Noah Park' })
	await page.goto('/dashboard')
	await expect(page.getByRole('heading', { name: /Hi,|Your family/ })).toBeVisible()
	await page.getByRole('link', { name: /Ella Park/ }).click()
	await expect(page).toHaveURL(new RegExp(`/a/${first.accountId}/dashboard$`))

	await page.getByRole('link', { name: 'Tasks' }).click()
	await expect(page).toHaveURL(new RegExp(`/a/${first.accountId}/tasks$`))
	await expect(page.getByRole('heading', { name: 'Tasks and deadlines', level: 1 })).toBeVisible()
	// The switcher is a <details> (it works before the script runs); its <summary> is the button.
	const switcher = page.getByRole('banner').locator('details').filter({ has: page.locator('summary', { hasText: 'switch student' }) })
	const summary = switcher.locator('summary')
	await summary.focus()
	await page.keyboard.press('Enter')
	await expect(switcher).toHaveAttribute('open', '')
	await page.keyboard.press('Tab')
	await expect(switcher.getByRole('link', { name: /Ella Park/ })).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(switcher).not.toHaveAttribute('open')
	await expect(summary).toBeFocused()
	await page.keyboard.press('Enter')
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('link', { name: /Noah Park/ })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(new RegExp(`/a/${second.accountId}/tasks$`))
	await expect(summary).toContainText('Noah Park')
	await expect(switcher).not.toHaveAttribute('open')

	// A press outside closes it; so does a navigation made elsewhere (Back), focus still on it.
	await summary.click()
	await expect(switcher).toHaveAttribute('open', '')
	const viewport = page.viewportSize()!
	await page.mouse.click(viewport.width - 10, viewport.height - 10)
	await expect(switcher).not.toHaveAttribute('open')
	await summary.click()
	await expect(switcher).toHaveAttribute('open', '')
	await page.goBack()
	await expect(page).toHaveURL(new RegExp(`/a/${first.accountId}/tasks$`))
	await expect(switcher).not.toHaveAttribute('open')
})

test.describe('before the script runs', () => {
	test.use({ javaScriptEnabled: false })

	test('the student switcher opens and switches students', async ({ page }) => {
		const email = uniqueEmail('two-noscript')
		const first = await signIn(page, { email, studentName: 'Ella Park' })
		const second = await signIn(page, { email, studentName: 'Noah Park' })
		await page.goto(`/a/${first.accountId}/colleges`)
		await expect(page.getByRole('link', { name: /Noah Park/ })).toBeHidden()
		await page.getByRole('banner').locator('summary', { hasText: /Ella Park.*switch student/ }).click()
		await page.getByRole('link', { name: /Noah Park/ }).click()
		await expect(page).toHaveURL(new RegExp(`/a/${second.accountId}/colleges$`))
		await expect(page.getByRole('banner').locator('summary', { hasText: /Noah Park.*switch student/ })).toBeVisible()
	})
})

test('the student switcher opened before hydration stays open, and Escape closes it after', async ({ page }) => {
	const email = uniqueEmail('two-hydrating')
	const first = await signIn(page, { email, studentName: 'Ella Park' })
	await signIn(page, { email, studentName: 'Noah Park' })
	const release = await holdScripts(page)
	const loaded = page.goto(`/a/${first.accountId}/colleges`)
	const switcher = page.getByRole('banner').locator('details').filter({ has: page.locator('summary', { hasText: 'switch student' }) })
	await switcher.locator('summary').click()
	await expect(switcher.getByRole('link', { name: /Noah Park/ })).toBeVisible()
	release()
	await loaded
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
	await expect(switcher.getByRole('link', { name: /Noah Park/ })).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(switcher).not.toHaveAttribute('open')
	await expect(switcher.locator('summary')).toBeFocused()
})

test('an id outside the family redirects to the first own account, never showing the other', async ({ page, browser }) => {
	const other = await browser.newContext()
	const otherPage = await other.newPage()
	const stranger = await signIn(otherPage, { studentName: 'Secret Student' })
	await other.close()

	const mine = await signIn(page, { studentName: 'My Student' })
	const response = await page.goto(`/a/${stranger.accountId}/profile`)
	await expect(page).toHaveURL(new RegExp(`/a/${mine.accountId}/dashboard$`))
	expect(await response!.text()).not.toContain('Secret Student')
	await expect(page.getByText('Secret Student')).toHaveCount(0)
})

test('invite → accept → the counselor sees only the shared sections, read-only', async ({ page, browser }) => {
	const parent = await signIn(page, { studentName: 'Jordan Lee' })
	const counselorEmail = uniqueEmail('counselor')
	await page.goto(`/a/${parent.accountId}/settings?tab=users`)
	await page.getByLabel('Their email').fill(counselorEmail)
	await page.getByLabel('Role').selectOption('counselor')
	await page.getByRole('checkbox', { name: 'College list' }).check()
	await page.getByRole('checkbox', { name: 'Tests' }).check()
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByText(`Invitation sent to ${counselorEmail}.`)).toBeVisible()

	await expect.poll(() => readOutbox(counselorEmail).length).toBe(1)
	const [mail] = readOutbox(counselorEmail)
	expect(mail!.subject).toContain("invited you to follow Jordan Lee's college plan")
	const link = mail!.text.match(/(http:\/\/\S+\/invite\/\S+)/)![1]!

	const counselorContext = await browser.newContext()
	const counselor = await counselorContext.newPage()
	await counselor.goto(link)
	await expect(counselor.getByRole('heading', { name: "Join Jordan Lee's plan" })).toBeVisible()
	await expect(counselor.getByText('Tests, College list')).toBeVisible()
	await counselor.getByRole('link', { name: `Continue with ${counselorEmail}` }).click()
	await counselor.getByRole('button', { name: 'Email me a code' }).click()
	const { code } = await latestSignInMail(counselorEmail, 1) // after the invitation itself
	await counselor.getByLabel('Code').fill(code)
	await counselor.getByRole('button', { name: 'Sign in' }).click()
	await expect(counselor).toHaveURL(/\/invite\//)
	await counselor.getByRole('button', { name: 'Accept' }).click()
	await expect(counselor).toHaveURL(new RegExp(`/a/${parent.accountId}/dashboard$`))
	await expect(counselor.getByTestId('role')).toHaveText('Counselor · view only')

	const nav = counselor.getByRole('navigation', { name: 'Student account' })
	await expect(nav.getByRole('link', { name: 'Colleges' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Tests' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveCount(0)
	await expect(nav.getByRole('link', { name: 'Financial aid' })).toHaveCount(0)
	// The profile (GPA, activities, school, address) is a section too, and was not shared.
	await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0)
	const profile = await counselor.goto(`/a/${parent.accountId}/profile`)
	expect(profile!.status()).toBe(403)

	const tasks = await counselor.goto(`/a/${parent.accountId}/tasks`)
	expect(tasks!.status()).toBe(403)
	await expect(counselor.getByText('This part of the student account has not been shared with you.')).toBeVisible()
	const colleges = await counselor.goto(`/a/${parent.accountId}/colleges`)
	expect(colleges!.status()).toBe(200)

	// Read-only: a settings change is refused.
	const refused = await counselor.evaluate(async (accountId) => {
		const response = await fetch(`/a/${accountId}/settings.data?tab=student`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'update-student', studentName: 'Hacked' }),
		})
		return response.status
	}, parent.accountId)
	expect(refused).toBe(403)
	const [row] = (await execSql('SELECT student_name FROM accounts WHERE id = ?', [parent.accountId])).rows
	expect(row!.student_name).toBe('Jordan Lee')

	// The single-use link cannot be used again.
	await counselor.goto(link)
	await expect(counselor.getByRole('heading', { name: "This invitation can't be used" })).toBeVisible()
	await counselorContext.close()

	// The owner sees the join in the activity log and can take a section back.
	await page.goto(`/a/${parent.accountId}/settings?tab=users`)
	await expect(page.getByTestId('audit-log')).toContainText('joined as counselor')
	const member = page.getByTestId(`member-${counselorEmail}`)
	await member.getByRole('checkbox', { name: 'Tests' }).uncheck()
	await member.getByRole('button', { name: 'Save sharing' }).click()
	await expect(page.getByText('Sharing updated.')).toBeVisible()
	const [membership] = (
		await execSql('SELECT sections FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ?', [counselorEmail])
	).rows
	expect(JSON.parse(String(membership!.sections))).toEqual(['colleges'])
})

test('the last owner cannot be removed or demoted', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/settings?tab=users`)
	const status = await page.evaluate(async ({ accountId }) => {
		const me = await fetch('/_serverFn/getCurrentUser?createServerFn').then((r) => r.json())
		const response = await fetch(`/a/${accountId}/settings.data?tab=users`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'remove', userId: me.id }),
		})
		return response.status
	}, { accountId })
	expect(status).toBe(409)
})
