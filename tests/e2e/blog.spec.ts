import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { execSql, readOutbox, uniqueEmail } from './support'

// The blog in a real browser: search, reading a post, liking it, and the
// subscribe box's double opt-in, against the server's real database and outbox.

test('searching from /blog finds a post and opens it', async ({ page }) => {
	await page.goto('/blog')
	await page.getByRole('searchbox', { name: 'Search the blog' }).fill('national merit')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(/\/blog\/search\?q=national\+merit$/)
	await expect(page.getByRole('status')).toHaveText(/\d+ articles? found/)
	await page.getByRole('link', { name: 'PSAT/NMSQT and National Merit, explained for parents' }).click()
	await expect(page).toHaveURL(/\/blog\/psat-national-merit-explained$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('PSAT/NMSQT and National Merit, explained for parents')
})

test('the site search overlay lists blog posts', async ({ page }) => {
	await page.goto('/blog')
	await page.waitForLoadState('networkidle')
	await page.keyboard.press('Control+k')
	await page.getByRole('combobox', { name: /Search pages/ }).fill('css profile')
	await expect(page.getByRole('option', { name: /FAFSA and CSS Profile/ })).toBeVisible()
})

test('a post: table of contents, article metadata, and the old /blog-article address redirects', async ({ page }) => {
	await page.goto('/blog-article/fafsa-and-css-profile-guide')
	await expect(page).toHaveURL(/\/blog\/fafsa-and-css-profile-guide$/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/fafsa-and-css-profile-guide$/)
	await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/blog\/images\/financial-planning\.jpg$/)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!)
	expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'FAFSA and CSS Profile: who needs which, what they ask, and when' })
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.getByRole('complementary', { name: 'On this page' }).getByRole('link', { name: 'Verification' }).click()
	await expect(page).toHaveURL(/#verification$/)
	await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Deadlines & Timelines' }).first()).toBeVisible()
})

for (const path of ['/blog/fafsa-and-css-profile-guide', '/blog/topics/financial-planning', '/blog/categories/parent-guides', '/blog/search?q=fafsa']) {
	test(`${path}: one h1, a canonical link, no serious accessibility violations`, async ({ page }) => {
		expect((await page.goto(path))?.status()).toBe(200)
		await expect(page.locator('h1')).toHaveCount(1)
		await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
		await page.waitForLoadState('networkidle')
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
		const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
	})
}

test('a post’s body travels once in its document, stays through hydration and follows client navigation', async ({ page }) => {
	const opening = 'Most planning advice is written by people who like planning.'
	const response = await page.goto('/blog/weekly-planning-session')
	// In the HTML, not again in the hydration data.
	expect((await response!.text()).split(opening).length - 1).toBe(1)
	const body = page.locator('#post-body')
	await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled()
	await expect(body).toContainText(opening)
	await expect(body.getByRole('heading', { name: 'Why a weekly routine beats daily planning' })).toBeVisible()

	// A related post opens as a client navigation: its body comes as data.
	const related = page.getByRole('region', { name: 'Related articles' }).getByRole('heading').getByRole('link').first()
	const title = (await related.textContent())!.trim()
	await related.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	await expect(body).not.toContainText(opening)
	await expect(body.locator('p').first()).not.toBeEmpty()

	await page.goBack()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/The Sunday reset/)
	await expect(body).toContainText(opening)
})

test('a draft has no page', async ({ page }) => {
	const response = await page.goto('/blog/scholarship-scams-to-avoid')
	expect(response?.status()).toBe(404)
})

test('like toggles, and the reader’s like persists across visits', async ({ page }) => {
	await page.goto('/blog/weekly-planning-session')
	const like = page.getByRole('button', { name: /^Like/ })
	await expect(like).toBeEnabled()
	const before = Number((await page.getByTestId('like-count').textContent())!.replace(/\D/g, ''))
	// The count changes at once; the server's answer is what a reload or the database shows.
	const saved = () => page.waitForResponse((response) => response.url().includes('/_serverFn/toggleBlogLike'))
	let answered = saved()
	await like.click()
	await answered
	const liked = page.getByRole('button', { name: /^Liked/ })
	await expect(liked).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByTestId('like-count')).toContainText(String(before + 1))

	await page.reload()
	await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByTestId('like-count')).toContainText(String(before + 1))

	answered = saved()
	await page.getByRole('button', { name: /^Liked/ }).click()
	await answered
	await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false')
	await expect(page.getByTestId('like-count')).toContainText(String(before))
	const rows = await execSql("SELECT likes FROM blog_engagement WHERE slug = 'weekly-planning-session'")
	expect(Number(rows.rows[0]!.likes)).toBe(before)
})

test('subscribing stores the address once and the emailed link confirms it', async ({ page }) => {
	const email = uniqueEmail('reader')
	await page.goto('/blog')
	const box = page.getByRole('region', { name: 'Get new guides by email' })
	await box.getByRole('textbox', { name: 'Email address' }).fill('not-an-address')
	await box.getByRole('button', { name: 'Subscribe' }).click()
	await expect(box.getByRole('alert')).toContainText("doesn't look like an email")

	await box.getByRole('textbox', { name: 'Email address' }).fill(email)
	await box.getByRole('button', { name: 'Subscribe' }).click()
	await expect(box.getByRole('status')).toContainText('check your inbox')

	// Again, from another page: same answer, still one row and one mail.
	await page.goto('/blog/all')
	const again = page.getByRole('region', { name: 'Get new guides by email' })
	await again.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase())
	await again.getByRole('button', { name: 'Subscribe' }).click()
	await expect(again.getByRole('status')).toContainText('check your inbox')
	const rows = await execSql('SELECT status FROM newsletter_subscribers WHERE email = ?', [email])
	expect(rows.rows.map((row) => row.status)).toEqual(['pending'])
	await expect.poll(() => readOutbox(email).length).toBe(1)

	const link = readOutbox(email)[0]!.text.match(/https?:\/\/\S+\/blog\/subscribe\/confirm\?token=[\w-]+/)![0]
	await page.goto(new URL(link).pathname + new URL(link).search)
	await page.getByRole('button', { name: 'Confirm my subscription' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed')
	const confirmed = await execSql('SELECT status FROM newsletter_subscribers WHERE email = ?', [email])
	expect(confirmed.rows[0]!.status).toBe('confirmed')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('the subscribe box still subscribes', async ({ page }) => {
		const email = uniqueEmail('nojs')
		await page.goto('/blog')
		const box = page.getByRole('region', { name: 'Get new guides by email' })
		await box.getByRole('textbox', { name: 'Email address' }).fill(email)
		await box.getByRole('button', { name: 'Subscribe' }).click()
		await expect(page).toHaveURL(/\/blog\/subscribe$/)
		await expect(page.getByRole('status')).toContainText('check your inbox')
		const rows = await execSql('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', [email])
		expect(Number(rows.rows[0]!.n)).toBe(1)
	})
})
