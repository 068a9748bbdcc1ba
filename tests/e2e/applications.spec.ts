import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { sampleExe, samplePdf } from '../../app/features/documents/sample-files'
import { expect, test } from './fixtures'
import { addTuftsAidOffer, execSql, openNewCommonAppEssay, signIn } from './support'

// The applications workspace in a real browser: the tracker and its plan
// task, the Common App checklist, essays with comments, recommendations, the
// document vault, financial aid and contacts. Each page, with data on it,
// passes axe and fits a 360px screen without sideways scrolling.

const nextYear = new Date().getFullYear() + 1

async function expectAccessible(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
	const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
	expect(serious.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([])
}

/** At 360px the page itself never scrolls sideways; wide tables scroll inside their own box. */
async function expectFitsNarrowScreen(page: Page) {
	const size = page.viewportSize()
	await page.setViewportSize({ width: 360, height: 800 })
	const { width, culprits } = await page.evaluate(() => {
		// A failure names the outermost elements that stick out: not those a
		// scrolling box clips, but absolutely placed ones, which escape it.
		const clipped = (element: Element) => {
			if (getComputedStyle(element).position === 'absolute') return false
			for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
				if (getComputedStyle(parent).overflowX !== 'visible') return true
			}
			return false
		}
		const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > 361 && !clipped(element))
		const culprits = wide
			.filter((element) => !wide.includes(element.parentElement!))
			.slice(0, 6)
			.map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} «${(element.textContent ?? '').trim().slice(0, 40)}»`)
		return { width: document.documentElement.scrollWidth, culprits }
	})
	if (size) await page.setViewportSize(size)
	expect(width, `wider than 360px: ${culprits.join(' | ')}`).toBeLessThanOrEqual(360)
}

async function checkPage(page: Page) {
	await expectAccessible(page)
	await expectFitsNarrowScreen(page)
}

async function addCollege(page: Page, accountId: string, search: string, name: string) {
	if (!page.url().endsWith(`/a/${accountId}/colleges`)) {
		await page.goto(`/a/${accountId}/colleges`)
		await page.waitForLoadState('networkidle')
	}
	await page.getByLabel('Search colleges by name, city or state').fill(search)
	await page.getByRole('button', { name: `Add ${name}`, exact: true }).click()
	await expect(page.getByTestId('college-entry').filter({ hasText: name })).toBeVisible()
}

test('the tracker: edit an Early Decision application, the plan gets its task; the Common App checklist counts', async ({ page }) => {
	const { accountId } = await signIn(page)
	await addCollege(page, accountId, 'tufts', 'Tufts University')
	await addCollege(page, accountId, 'rice univ', 'Rice University')

	await page.goto(`/a/${accountId}/applications?tab=applications`)
	await page.waitForLoadState('networkidle')
	const card = page.getByTestId('application').filter({ hasText: 'Tufts University' })
	const missingBefore = await card.getByTestId('missing').textContent()
	expect(missingBefore).toContain('Application started')
	expect(missingBefore).toContain('Fee paid')
	await card.getByText('Edit the application').click()
	await card.getByLabel('Plan type', { exact: true }).selectOption('ED')
	await card.getByLabel('Deadline', { exact: true }).fill(`${nextYear}-11-01`)
	await card.getByLabel('Platform', { exact: true }).selectOption('common-app')
	await card.getByLabel('Fee waiver').check()
	await card.getByLabel('Application started on the platform').check()
	await card.getByRole('button', { name: 'Save Tufts University' }).click()
	await expect(page.getByText('Application saved.')).toBeVisible()
	await expect(card.getByTestId('missing')).not.toContainText('Application started')
	await expect(card.getByTestId('missing')).not.toContainText('Fee paid')
	await expect(card).toContainText('Early Decision')
	await expect(card).toContainText('Waived')
	await checkPage(page)

	// Which platforms the college takes: entered by the family where the catalog has no answer.
	await expect(card.getByTestId('accepted-platforms')).toHaveText('Not entered yet')
	await card.getByText('Which platforms Tufts University takes').click()
	const takes = card.getByRole('group', { name: 'Platforms Tufts University takes' })
	await takes.getByLabel('Common App', { exact: true }).check()
	await takes.getByLabel('Coalition (Scoir)', { exact: true }).check()
	await card.getByRole('button', { name: 'Save platforms for Tufts University' }).click()
	await expect(page.getByText('Platforms saved.')).toBeVisible()
	await expect(card.getByTestId('accepted-platforms')).toHaveText('Common App and Coalition (Scoir)')
	await checkPage(page)

	await page.goto(`/a/${accountId}/tasks?category=applications`)
	await expect(page.getByText('Submit the Early Decision application to Tufts University', { exact: true })).toBeVisible()

	await page.goto(`/a/${accountId}/applications`)
	await page.waitForLoadState('networkidle')
	const commonApp = page.getByRole('region', { name: 'Common App: the 7 sections' })
	await expect(commonApp).toContainText('0 of 7 done.')
	await commonApp.getByRole('checkbox', { name: /^Profile/ }).check()
	await commonApp.getByRole('checkbox', { name: /^Family/ }).check()
	await commonApp.getByRole('button', { name: 'Save checklist' }).click()
	await expect(page.getByText('Checklist saved.')).toBeVisible()
	await expect(commonApp).toContainText('2 of 7 done.')
	await expect(page.getByTestId('overview-application').filter({ hasText: 'Tufts University' })).toContainText('Early Decision')
	await checkPage(page)
})

test('essays take comments; a recommender’s submitted letter brings the thank-you prompt', async ({ page }) => {
	const { accountId } = await signIn(page)
	await addCollege(page, accountId, 'rice univ', 'Rice University')

	const essay = await openNewCommonAppEssay(page, accountId)
	await essay.fill('The summer I rebuilt a bicycle from parts, I learned to ask for help.')
	await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 10_000 })
	await page.getByLabel('Add a comment').fill('Strong opening. Say more about who helped.')
	await page.getByRole('button', { name: 'Post comment' }).click()
	await expect(page.getByText('Comment posted.')).toBeVisible()
	await expect(page.getByTestId('essay-comment')).toContainText('Strong opening. Say more about who helped.')
	await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()
	await expect(page.getByLabel('Add a comment')).toHaveValue('')
	await checkPage(page)

	// Both platforms' prompts, word for word; the Coalition main essay starts from one.
	await page.goto(`/a/${accountId}/applications?tab=applications&subtab=essays`)
	await page.waitForLoadState('networkidle')
	await page.getByTestId('prompts-common-app').getByText('Common App: 7 prompts, 250 to 650 words').click()
	await expect(page.getByTestId('prompts-common-app').getByRole('listitem')).toHaveCount(7)
	await page.getByTestId('prompts-coalition').getByText('Coalition Application (Scoir): 6 prompts').click()
	await checkPage(page)
	await page.getByRole('button', { name: 'Start the Coalition main essay from this prompt: A positive impact on others' }).click()
	await expect(page.getByText('Coalition main essay added, with its prompt.')).toBeVisible()
	await page.getByRole('link', { name: 'Coalition main essay' }).click()
	await expect(page.getByText('Describe a time when you had a positive impact on others. What were the challenges? What were the rewards?')).toBeVisible()

	await page.goto(`/a/${accountId}/applications?tab=applications&subtab=recommendations`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Name').fill('Chemistry teacher')
	await page.getByLabel('Role').selectOption('teacher')
	await page.getByLabel('Rice University').check()
	await page.getByRole('button', { name: 'Add recommender' }).click()
	await expect(page.getByText('Recommender added, with 1 college requested.')).toBeVisible()
	const recommender = page.getByTestId('recommender').filter({ hasText: 'Chemistry teacher' })
	await expect(recommender.getByRole('row', { name: /Rice University/ })).toContainText('Requested')
	await recommender.getByRole('button', { name: 'Mark Chemistry teacher’s letter for Rice University submitted' }).click()
	await expect(page.getByText('Marked submitted.')).toBeVisible()
	await expect(page.getByTestId('rec-thanks-due')).toContainText('Send a thank-you note')
	await expect(page.getByTestId('rec-thanks-due')).toContainText('Chemistry teacher')
	await checkPage(page)
})

test.describe('documents without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test("the upload form posts as the browser writes it, and our own multipart parser stores the file", async ({ page }) => {
		const { accountId } = await signIn(page)
		await page.goto(`/a/${accountId}/applications?tab=documents`)
		// A quote in the name goes as %22 (HTML's form encoding) and comes back as a quote.
		await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'fall "final" transcript.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf) })
		await page.getByRole('button', { name: 'Upload', exact: true }).click()
		await expect(page.getByText('Uploaded.')).toBeVisible()
		await expect(page.getByTestId('document').filter({ hasText: 'fall "final" transcript' })).toContainText('PDF')
	})
})

test('documents: upload a PDF, download it as an attachment; a program named .pdf is refused', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/applications?tab=documents`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf) })
	await page.getByLabel('Title', { exact: true }).fill('Junior year transcript')
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Uploaded “Junior year transcript”.' })).toBeVisible()
	const item = page.getByTestId('document').filter({ hasText: 'Junior year transcript' })
	await expect(item).toContainText('PDF')

	const link = item.getByRole('link', { name: 'Download Junior year transcript (transcript.pdf)' })
	const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
	expect(download.suggestedFilename()).toBe('transcript.pdf')
	const response = await page.request.get((await link.getAttribute('href'))!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-disposition']).toMatch(/^attachment;.*filename="transcript\.pdf"/)
	expect(response.headers()['content-type']).toBe('application/pdf')
	expect(Buffer.from(await response.body()).equals(Buffer.from(samplePdf))).toBe(true)

	await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(sampleExe) })
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByText('That file is a program or script, not a document, so it was not uploaded.')).toBeVisible()
	await expect(page.getByTestId('document')).toHaveCount(1)
	const stored = await execSql('SELECT count(*) AS n FROM documents WHERE account_id = ?', [accountId])
	expect(Number(stored.rows[0]!.n)).toBe(1)
	await checkPage(page)
})

test('financial aid: the FAFSA checklist, two offers compared with the loan flagged, and a scholarship in the plan', async ({ page }) => {
	const { accountId } = await signIn(page)
	await addCollege(page, accountId, 'tufts', 'Tufts University')

	await page.goto(`/a/${accountId}/financial-aid`)
	await page.waitForLoadState('networkidle')
	const fafsa = page.getByTestId('checklist-fafsa')
	const first = fafsa.getByRole('button', { name: /^Mark done:/ }).first()
	const label = (await first.getAttribute('aria-label'))!.replace(/^Mark done: /, '')
	await first.click()
	await expect(page.getByText('Ticked off.')).toBeVisible()
	await expect(fafsa.getByRole('button', { name: `Mark not done: ${label}` })).toHaveAttribute('aria-pressed', 'true')
	await expect(fafsa).toContainText('(1 of')
	await checkPage(page)

	// A college's aid dates open by link, one at a time; a save closes the row and plans the date.
	const tuftsDates = page.getByTestId('priority-row').filter({ hasText: 'Tufts University' })
	await expect(tuftsDates.getByRole('textbox')).toHaveCount(0)
	await tuftsDates.getByRole('link', { name: 'Edit the aid dates of Tufts University' }).click()
	await expect(page).toHaveURL(/priority=/)
	await page.getByLabel('Aid priority date for Tufts University').fill(`${nextYear}-02-01`)
	await page.getByLabel('CSS Profile required by Tufts University').check()
	await page.getByRole('button', { name: 'Save: Tufts University' }).click()
	await expect(tuftsDates).toContainText(`Feb 1, ${nextYear}`)
	await expect(tuftsDates).toContainText('Yes')
	await expect(page.getByLabel('Aid priority date for Tufts University')).toHaveCount(0)

	await addTuftsAidOffer(page, `/a/${accountId}`)

	await page.getByText('Add an aid offer').click()
	await page.getByLabel('Or the college’s name').fill('Ohio State University')
	await page.getByLabel('Cost of attendance for the year').fill('34000')
	await page.getByLabel('Grant 1: name', { exact: true }).fill('Buckeye Scholarship')
	await page.getByLabel('Grant 1: amount a year ($)').fill('6000')
	await page.getByLabel('Grant 1: renewable each year').check()
	await page.getByRole('button', { name: 'Add offer' }).click()
	await expect(page.getByText('Offer added.')).toBeVisible()
	await expect(page.getByTestId('aid-offer')).toHaveCount(2)

	const tufts = page.getByTestId('aid-offer').filter({ hasText: 'Tufts University' })
	await expect(tufts).toContainText('is a Parent PLUS loan')
	const table = page.getByRole('table', { name: 'Aid offers compared, per year unless stated' })
	await expect(table.getByRole('columnheader', { name: 'Tufts University' })).toBeVisible()
	await expect(table.getByRole('columnheader', { name: 'Ohio State University' })).toBeVisible()
	await expect(table.getByRole('row', { name: /^Net price \(cost minus gift aid\)/ })).toContainText('$48,000')
	await expect(page.getByRole('img', { name: /^Tufts University: / })).toBeVisible()
	await expect(page.getByRole('img', { name: /^Ohio State University: / })).toBeVisible()
	await checkPage(page)

	await page.goto(`/a/${accountId}/financial-aid?tab=scholarships`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Scholarship name').fill('Community Foundation Award')
	await page.getByLabel('Amount in dollars (optional)').fill('2500')
	await page.getByLabel('Deadline (optional)').fill(`${nextYear}-03-01`)
	await page.getByRole('button', { name: 'Add scholarship' }).click()
	await expect(page.getByText('Scholarship added.')).toBeVisible()
	await expect(page.getByTestId('scholarship')).toContainText(`$2,500 · Due Mar 1, ${nextYear}`)
	await expect(page.getByTestId('scholarship-totals')).toContainText('Tracked1')
	const tasks = await execSql('SELECT due_date FROM tasks WHERE account_id = ? AND title = ?', [accountId, 'Scholarship deadline: Community Foundation Award'])
	expect(tasks.rows.map((row) => row.due_date)).toEqual([`${nextYear}-03-01`])
	await checkPage(page)
})

test('contacts: a bad email gets an inline error; the counselor is added and contacted today', async ({ page }) => {
	const { accountId } = await signIn(page)
	await page.goto(`/a/${accountId}/contacts`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Name').fill('School counselor')
	await expect(page.getByLabel('Role')).toHaveValue('counselor')
	await page.getByLabel('Email (optional)').fill('counselor.at.school')
	await page.getByRole('button', { name: 'Add contact' }).click()
	await expect(page.getByText('Enter an email address like name@school.org.')).toBeVisible()
	await expect(page.getByLabel('Email (optional)')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByTestId('contact')).toHaveCount(0)

	await page.getByLabel('Email (optional)').fill('counselor@school.example.org')
	await page.getByRole('button', { name: 'Add contact' }).click()
	await expect(page.getByText('School counselor added.')).toBeVisible()
	const contact = page.getByTestId('contact').filter({ hasText: 'School counselor' })
	await expect(contact.getByRole('link', { name: 'counselor@school.example.org' })).toBeVisible()
	await expect(contact).toContainText('Not contacted yet')
	await contact.getByRole('button', { name: 'Contacted School counselor today' }).click()
	await expect(page.getByText('Marked as contacted today.')).toBeVisible()
	await expect(contact).toContainText('Last contacted today')
	await expect(contact.getByText('Contacted today', { exact: true })).toBeVisible()
	await checkPage(page)
})
