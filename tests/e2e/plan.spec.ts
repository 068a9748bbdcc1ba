import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { execSql, openNewCommonAppEssay, signIn } from './support'

// The plan in a real browser: today's small steps on the dashboard (done and
// Undo, by keyboard too), and the task list's custom tasks with inline errors.

const stepTitles = (page: import('@playwright/test').Page) => page.getByTestId('micro-tasks').locator('li > div > p:first-child').allTextContents()

test('the dashboard offers 1 to 3 small steps; Done takes one away, Undo brings it back', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/dashboard`)
	const steps = page.getByTestId('micro-tasks').locator(':scope > li')
	await expect(steps.first()).toBeVisible()
	const count = await steps.count()
	expect(count).toBeGreaterThanOrEqual(1)
	expect(count).toBeLessThanOrEqual(3)
	for (const text of await steps.locator('p:nth-child(2)').allTextContents()) {
		expect(Number(text.match(/^(\d+) min/)![1])).toBeLessThanOrEqual(15)
	}
	const before = await stepTitles(page)
	await page.waitForLoadState('networkidle')

	await page.getByRole('button', { name: `Done: ${before[0]}` }).click()
	await expect(page.getByText('Done — nice work.')).toBeVisible()
	await expect(page.getByRole('button', { name: `Done: ${before[0]}` })).toHaveCount(0)
	const rows = await execSql("SELECT count(*) AS n FROM tasks WHERE account_id = ? AND title = ? AND status = 'done'", [accountId, before[0]!])
	expect(Number(rows.rows[0]!.n)).toBe(1)

	await page.getByRole('button', { name: 'Undo' }).click()
	await expect(page.getByRole('button', { name: `Done: ${before[0]}` })).toBeVisible()
	expect(await stepTitles(page)).toEqual(before)
})

test('the small steps work from the keyboard, and Skip moves on', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/dashboard`)
	await page.waitForLoadState('networkidle')
	const [first] = await stepTitles(page)
	await page.getByRole('button', { name: `Skip for today: ${first}` }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByText('Skipped for today.')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Today’s small steps' })).toBeFocused()
	await expect(page.getByRole('button', { name: `Done: ${first}` })).toHaveCount(0)
	// Check contrast once the toast has finished fading in.
	await expect(page.locator('[data-sonner-toast]')).toHaveCSS('opacity', '1')
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
	expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
})

test('a custom task: bad input gets inline errors, then it is added, edited, done and deleted', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/tasks`)
	await page.getByText('Add a task').click()
	const form = page.locator('form#new-task')
	await form.getByLabel('Title').fill('x')
	await form.getByLabel('Minutes it takes (optional)').fill('900')
	await form.getByRole('button', { name: 'Add task' }).click()
	await expect(page.getByText('Give the task a title of at least 3 characters.')).toBeVisible()
	await expect(page.getByText('At most 600 minutes; split a bigger task in two.')).toBeVisible()

	await form.getByLabel('Title').fill('Email Coach Lee about the recommendation')
	await form.getByLabel('Minutes it takes (optional)').fill('10')
	await form.getByLabel('Due date (optional)').fill('2026-12-04')
	await form.getByLabel('Category').selectOption('applications')
	await form.getByRole('button', { name: 'Add task' }).click()
	await expect(page.getByText('Task added.')).toBeVisible()
	const item = page.getByTestId('task').filter({ hasText: 'Email Coach Lee about the recommendation' })
	await expect(item).toContainText('Applications')

	await item.getByRole('link', { name: /^Edit:/ }).click()
	const editor = page.locator('form[id^="edit-task-"]')
	await expect(editor.getByLabel('Title')).toHaveValue('Email Coach Lee about the recommendation')
	await editor.getByLabel('Title').fill('Email Coach Lee and Ms. Park about recommendations')
	await editor.getByRole('button', { name: 'Save task' }).click()
	await expect(page.getByText('Task saved.')).toBeVisible()
	const edited = page.getByTestId('task').filter({ hasText: 'Email Coach Lee and Ms. Park about recommendations' })
	await edited.getByRole('button', { name: /^Mark done:/ }).click()
	await expect(page.getByText('Done — nice work.')).toBeVisible()
	await page.goto(`/a/${accountId}/tasks?status=done`)
	const done = page.getByTestId('task').filter({ hasText: 'Email Coach Lee and Ms. Park' })
	await expect(done.getByRole('button', { name: /^Mark not done:/ })).toHaveAttribute('aria-pressed', 'true')
	await done.getByRole('button', { name: /^Delete:/ }).click()
	await expect(page.getByText('Removed from the plan.')).toBeVisible()
	await expect(page.getByTestId('task').filter({ hasText: 'Email Coach Lee and Ms. Park' })).toHaveCount(0)
})

test('the calendar view shows a month and moves between months', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/tasks?view=calendar&month=2027-01`)
	await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible()
	await page.getByRole('link', { name: 'Next month' }).click()
	await expect(page.getByRole('heading', { name: 'February 2027' })).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('Done on the dashboard still works, with Undo', async ({ page }) => {
		const { accountId } = await signIn(page)
		await page.goto(`/a/${accountId}/dashboard`)
		const first = (await page.getByTestId('micro-tasks').locator('li > div > p:first-child').first().textContent())!
		await page.getByRole('button', { name: `Done: ${first}` }).click()
		await expect(page.getByText('Done — nice work.')).toBeVisible()
		await expect(page.getByRole('button', { name: `Done: ${first}` })).toHaveCount(0)
		await page.getByRole('button', { name: 'Undo' }).click()
		await expect(page.getByRole('button', { name: `Done: ${first}` })).toBeVisible()
	})
	test('a step posted to the task list gets its error at its field, on that task only, then is added', async ({ page }) => {
		const { accountId } = await signIn(page)
		await page.goto(`/a/${accountId}/tasks`)
		const [first, second] = [page.getByTestId('task').nth(0), page.getByTestId('task').nth(1)]
		await first.getByText('Details, steps and comments').click()
		await first.getByLabel('New step').fill('x')
		await first.getByRole('button', { name: 'Add step' }).click()
		// The page comes back with that task's details open at the error.
		const again = page.getByTestId('task').nth(0)
		await expect(again.getByText('Name the step in at least 3 characters.')).toBeVisible()
		await second.getByText('Details, steps and comments').click()
		await expect(second.getByText('Name the step in at least 3 characters.')).toHaveCount(0)
		await again.getByLabel('New step').fill('Find the form online')
		await again.getByRole('button', { name: 'Add step' }).click()
		await expect(page.getByText('Step added.')).toBeVisible()
	})
})

test('tests: record a taken SAT and see the superscore; the page passes an accessibility check', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/tests`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Test', { exact: true }).selectOption('SAT')
	await page.getByLabel('Test date').fill('2026-10-04')
	await page.getByLabel('Taken — add scores').check()
	await page.getByLabel('Reading and Writing (200–800)').fill('900')
	await page.getByLabel('Math (200–800)').fill('700')
	await page.getByRole('button', { name: 'Save test' }).click()
	await expect(page.getByText('Reading and Writing scores run from 200 to 800.')).toBeVisible()
	await page.getByLabel('Taken — add scores').check()
	await page.getByLabel('Reading and Writing (200–800)').fill('640')
	await page.getByLabel('Math (200–800)').fill('700')
	await page.getByRole('button', { name: 'Save test' }).click()
	await expect(page.getByTestId('superscore-SAT')).toContainText('1340')
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
	expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
})

test('the GPA calculator saves to the signed-in family’s profile; activities count their 150 characters as you type', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto('/tools/gpa-calculator')
	await page.getByRole('button', { name: 'Save to profile' }).click()
	await expect(page.getByText(/Saved to .+’s profile\./)).toBeVisible()
	await page.goto(`/a/${accountId}/profile`)
	await expect(page.getByTestId('gpa-unweighted')).toHaveText('3.50')

	await page.getByText('Add an activity').click()
	await page.getByLabel('Activity', { exact: true }).fill('Robotics team')
	const description = page.getByLabel('What you did')
	await description.fill('Built the drivetrain for our regional robot; taught CAD to six new members.')
	await expect(page.getByText(/characters left \(75\/150\)/)).toBeVisible()
	await description.fill('x'.repeat(160))
	await expect(page.getByText('10 characters over the limit (160/150)')).toBeVisible()
	await description.fill('Built the drivetrain for our regional robot; taught CAD to six new members.')
	await page.getByLabel('11th').first().check()
	await page.getByRole('button', { name: 'Add activity' }).click()
	await expect(page.getByTestId('activity')).toContainText('Robotics team')
})

test('a task gets steps and family comments; a weekly task comes back when done', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/tasks`)
	await page.getByText('Add a task').click()
	const form = page.locator('form#new-task')
	await form.getByLabel('Title').fill('Weekly college check-in')
	await form.getByLabel('Due date (optional)').fill('2026-12-04')
	await form.getByLabel('Repeats').selectOption('weekly')
	await form.getByRole('button', { name: 'Add task' }).click()
	const item = page.getByTestId('task').filter({ hasText: 'Weekly college check-in' }).first()
	await expect(item).toContainText('Repeats weekly')

	await item.getByText('Details, steps and comments').click()
	// A step too short to mean anything is refused at its field, before anything is posted.
	await item.getByLabel('New step').fill('x')
	await item.getByRole('button', { name: 'Add step' }).click()
	await expect(item.getByText('Name the step in at least 3 characters.')).toBeVisible()
	await expect(item.getByLabel('New step')).toHaveAttribute('aria-invalid', 'true')
	await item.getByLabel('New step').fill('Look at this week’s deadlines together')
	await item.getByLabel('Minutes').fill('10')
	await item.getByRole('button', { name: 'Add step' }).click()
	await expect(page.getByText('Step added.')).toBeVisible()
	const again = page.getByTestId('task').filter({ hasText: 'Weekly college check-in' }).first()
	await expect(again).toContainText('0 of 1 steps')
	// The details stay open across the save, as the reader left them.
	await again.getByLabel('Comment on “Weekly college check-in”').fill('Sunday evenings work best.')
	await again.getByRole('button', { name: 'Comment' }).click()
	await expect(page.getByText('Comment added.')).toBeVisible()
	await expect(page.getByText('Sunday evenings work best.')).toBeVisible()

	await page.getByRole('button', { name: 'Mark done: Look at this week’s deadlines together' }).click()
	await expect(page.getByText('Done — nice work.')).toBeVisible()
	const rows = await execSql("SELECT due_date, status FROM tasks WHERE account_id = ? AND title = 'Weekly college check-in' ORDER BY due_date", [accountId])
	expect(rows.rows.map((row) => [row.due_date, row.status])).toEqual([
		['2026-12-04', 'done'],
		['2026-12-11', 'open'],
	])
})

test('the college list: type to search the catalog, add a college, see its fit and reason', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/colleges`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Search colleges by name, city or state').fill('spelman')
	await expect(page.getByTestId('college-results')).toContainText('Spelman College')
	await page.getByRole('button', { name: 'Add Spelman College' }).click()
	await expect(page.getByText('Added to the list.')).toBeVisible()
	const entry = page.getByTestId('college-entry').filter({ hasText: 'Spelman College' })
	await expect(entry).toContainText(/reach|target|safety/)
	await expect(page.getByTestId('balance')).toContainText('You have')
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
	expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
})

test('the college list reads as a list: a row of facts per college, sorted by the URL, edited in a sheet, at 360 px too', async ({ page, browser }) => {
	const nextYear = new Date().getFullYear() + 1
	const { accountId } = await signIn(page)
	const base = `/a/${accountId}`
	await page.goto(`${base}/tests`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Test', { exact: true }).selectOption('SAT')
	await page.getByLabel('Test date').fill(`${nextYear}-03-14`)
	await page.getByLabel('Taken — add scores').check()
	await page.getByLabel('Reading and Writing (200–800)').fill('640')
	await page.getByLabel('Math (200–800)').fill('700')
	await page.getByRole('button', { name: 'Save test' }).click()
	await expect(page.getByTestId('superscore-SAT')).toContainText('1340')

	await page.goto(`${base}/colleges`)
	await page.waitForLoadState('networkidle')
	for (const [search, name] of [['spelman', 'Spelman College'], ['tufts', 'Tufts University']] as const) {
		await page.getByLabel('Search colleges by name, city or state').fill(search)
		await page.getByRole('button', { name: `Add ${name}`, exact: true }).click()
		await expect(page.getByTestId('college-entry').filter({ hasText: name })).toBeVisible()
	}

	// One row per college, each with its facts (College Scorecard figures).
	const rows = page.getByTestId('college-entry')
	await expect(rows).toHaveCount(2)
	const tufts = rows.filter({ hasText: 'Tufts University' })
	const spelman = rows.filter({ hasText: 'Spelman College' })
	await expect(tufts.getByTestId('admission-rate')).toHaveText('10%')
	await expect(tufts.getByTestId('net-price')).toContainText('$35,435')
	await expect(tufts).toContainText('Average net price')
	await expect(tufts.getByTestId('plan-deadline')).toContainText('Plan not chosen')
	await expect(tufts.getByTestId('plan-deadline')).toContainText('No deadline yet')
	await expect(tufts.getByTestId('status')).toHaveText('Researching')
	await expect(tufts.getByTestId('fit')).toHaveText('reach')
	await expect(tufts.getByTestId('score-SAT')).toHaveText('Your SAT 1340 — below the middle 50% (1460–1550)')
	await expect(spelman.getByTestId('score-SAT')).toHaveText('Your SAT 1340 — above the middle 50% (1060–1270)')
	await expect(page.getByRole('textbox', { name: 'Why it interests you' })).toHaveCount(0)

	// No bracket stored: the average, and a prompt to set it; once set, the bracket's net price.
	await tufts.getByRole('link', { name: 'Set your income for your price' }).click()
	await page.getByLabel('Family income').selectOption('30-48')
	await page.getByRole('button', { name: 'Save income' }).click()
	await expect(page.getByText('Net prices now show for your income.')).toBeVisible()
	await expect(tufts.getByTestId('net-price')).toHaveText('$11,995')
	await expect(tufts).toContainText('Net price, income $30,000–48,000')

	// Editing opens a sheet; saving closes it and the row shows the change.
	await page.getByRole('link', { name: 'Edit Spelman College' }).click()
	const sheet = page.getByRole('dialog', { name: 'Spelman College' })
	await expect(sheet).toBeVisible()
	await expect(page).toHaveURL(/[?&]edit=/)
	await sheet.getByLabel('Status').selectOption('applying')
	await sheet.getByLabel('Plan type').selectOption('EA')
	await sheet.getByLabel('Deadline', { exact: true }).fill(`${nextYear}-11-01`)
	await sheet.getByLabel('Why it interests you').fill('The sisterhood and the science programs.')
	await sheet.getByRole('button', { name: 'Save: Spelman College' }).click()
	await expect(page.getByText('Saved.')).toBeVisible()
	await expect(sheet).toBeHidden()
	await expect(spelman.getByTestId('status')).toHaveText('Applying')
	await expect(spelman.getByTestId('plan-deadline')).toContainText('Early Action')
	await expect(spelman.getByTestId('plan-deadline')).toContainText(`Nov 1, ${nextYear}`)
	const saved = await execSql('SELECT e.status, e.plan_type, e.notes, a.deadline FROM list_entries e JOIN applications a ON a.list_entry_id = e.id WHERE e.account_id = ?', [accountId])
	expect(saved.rows.map((row) => [row.status, row.plan_type, row.notes, row.deadline])).toEqual([['applying', 'EA', 'The sisterhood and the science programs.', `${nextYear}-11-01`]])

	// Escape closes the sheet, and focus goes back to the row's Edit link.
	await page.getByRole('link', { name: 'Edit Tufts University' }).click()
	await expect(page.getByRole('dialog', { name: 'Tufts University' })).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog')).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Edit Tufts University' })).toBeFocused()

	// Sorting: the choice is the URL's, reached by keyboard.
	const order = () => rows.locator('h3').allTextContents()
	expect(await order()).toEqual(['Spelman College', 'Tufts University'])
	await page.getByRole('link', { name: 'Sort by fit' }).focus()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/[?&]sort=fit/)
	await expect(page.getByRole('link', { name: 'Sort by fit' })).toHaveAttribute('aria-current', 'true')
	await expect.poll(order).toEqual(['Tufts University', 'Spelman College'])
	await page.goto(`${base}/colleges?sort=deadline`)
	expect(await order()).toEqual(['Spelman College', 'Tufts University'])
	await page.goto(`${base}/colleges?sort=net-price`)
	expect(await order()).toEqual(['Tufts University', 'Spelman College'])

	// Before the page's script runs, ?edit= renders the sheet and its form saves.
	const plain = await browser.newContext({ javaScriptEnabled: false })
	await plain.addCookies(await page.context().cookies())
	const noScript = await plain.newPage()
	await noScript.goto(`${base}/colleges?sort=net-price`)
	await noScript.getByRole('link', { name: 'Edit Tufts University' }).click()
	await noScript.getByLabel('Status').selectOption('applied')
	await noScript.getByRole('button', { name: 'Save: Tufts University' }).click()
	await expect(noScript.getByText('Saved.')).toBeVisible()
	await expect(noScript.getByTestId('college-entry').filter({ hasText: 'Tufts University' }).getByTestId('status')).toHaveText('Applied')
	await plain.close()

	// 360 px wide: no sideways scroll, with the sheet closed or open.
	await page.setViewportSize({ width: 360, height: 800 })
	await page.goto(`${base}/colleges?sort=deadline`)
	await page.waitForLoadState('networkidle')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
	await page.getByRole('link', { name: 'Edit Tufts University' }).click()
	await expect(page.getByRole('dialog', { name: 'Tufts University' })).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('essays: the word count warns at 650 and 651, autosaves, and an essay over its limit cannot be final', async ({ page }) => {
	const { accountId } = await signIn(page)
	const box = await openNewCommonAppEssay(page, accountId)
	await box.fill(Array.from({ length: 650 }, () => 'word').join(' '))
	await expect(page.getByTestId('essay-count')).toHaveText('650 words of 650 — exactly at the limit')
	await box.press('End')
	await box.pressSequentially(' more')
	await expect(page.getByTestId('essay-count')).toHaveText('651 words of 650 — 1 over the limit')
	await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 10_000 })
	await expect(page.getByRole('option', { name: 'Final (over the limit)' })).toBeDisabled()
	await page.reload()
	await expect(page.getByTestId('essay-count')).toHaveText('651 words of 650 — 1 over the limit')
})
