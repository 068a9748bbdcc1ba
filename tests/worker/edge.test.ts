import { chromium, expect as see, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { samplePdf } from '#app/features/documents/sample-files'
import { documents, jobRuns, notificationLog, tasks, users } from '#app/lib/db/schema'
import { chromiumLaunchOptions } from '../support/chromium'
import { settledRun, startEdgeStack, triggerCron, type EdgeStack } from '../support/edge-stack'

// A family's first visit on the production edge, in a browser: the Workers
// build in workerd, KV and R2 from Miniflare, a libSQL server over HTTP
// migrated and seeded by the deploy scripts, mail through Resend's API (all
// three stand-ins on loopback ports). Then the Cron Triggers' hourly and daily
// runs, fired through Miniflare, checked in the database. The steps run in
// order and share one browser page, as one person's session would.

let stack: EdgeStack
let browser: Browser
let context: BrowserContext
let page: Page
const problems: string[] = []
const email = `edge-${Date.now()}@example.com`
let accountId = ''

beforeAll(async () => {
	stack = await startEdgeStack()
	browser = await chromium.launch(chromiumLaunchOptions)
	context = await browser.newContext({ baseURL: stack.origin })
	page = await context.newPage()
	// As tests/e2e/fixtures.ts: a console error or page error fails the journey, a 4xx the app meant does not.
	const clientErrorUrls = new Set<string>()
	page.on('response', (response) => {
		if (response.status() >= 400 && response.status() < 500) clientErrorUrls.add(response.url())
		if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`)
	})
	page.on('console', (message) => {
		if (message.type() !== 'error') return
		if (message.text().startsWith('Failed to load resource') && clientErrorUrls.has(message.location().url.split('#')[0]!)) return
		problems.push(`console.error: ${message.text()}`)
	})
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
}, 240_000)

afterAll(async () => {
	await browser?.close()
	await stack?.stop()
})

/** `goto`, then wait until React has taken the page over, as a reader's click would (tests/e2e/fixtures.ts). */
async function visit(path: string) {
	await page.goto(path)
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

test('the deploy scripts migrated and seeded the database over HTTP', async () => {
	expect(stack.scriptOutput).toContain('Migrations applied.')
	expect(stack.scriptOutput).toContain('Seeded plans and the college catalog (a deployment gets no demo family).')
	expect(stack.database.requests()).toBeGreaterThan(10)
})

test('sign in with the code mailed through the mail API', async () => {
	await visit(`/login?${new URLSearchParams({ email, auto: 'true' })}`)
	await see(page.getByRole('button', { name: 'Email me a code' })).toBeFocused()
	await page.keyboard.press('Enter')
	await see(page).toHaveURL(/\/verify-email\?/)
	const mail = await stack.mail.waitForMail(email)
	expect(mail.tag).toBe('sign-in-code')
	const code = mail.text.match(/^\s+(\d{6})$/m)?.[1]
	expect(code, 'the mail has a 6-digit code').toBeTruthy()
	await page.getByLabel('Code').fill(code!)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await see(page).toHaveURL(/\/onboarding/)
}, 60_000)

test('onboarding lands on the dashboard', async () => {
	await see(page.getByTestId('onboarding-step')).toHaveText('Step 1 of 3')
	await page.getByLabel('A parent').check()
	await page.getByLabel("Student's name").fill('Edge Rivera')
	await page.getByLabel('Class of (high-school graduation year)').selectOption(String(new Date().getUTCFullYear() + 2))
	await page.getByLabel('State (optional)').fill('or')
	await page.getByRole('button', { name: 'Continue' }).click()
	await see(page.getByTestId('onboarding-step')).toHaveText('Step 2 of 3')
	await page.getByRole('button', { name: 'Continue' }).click()
	await see(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 3')
	await page.getByRole('button', { name: 'Start my free 7-day trial' }).click()
	await see(page).toHaveURL(/\/a\/[a-z0-9]+\/dashboard$/)
	accountId = new URL(page.url()).pathname.split('/')[2]!
	await see(page.getByRole('heading', { name: 'Edge Rivera' })).toBeVisible()
}, 60_000)

test('the dashboard renders again from a fresh load, signed in', async () => {
	await visit('/dashboard')
	await see(page).toHaveURL(new RegExp(`/a/${accountId}/dashboard$`))
	await see(page.getByRole('heading', { name: 'Edge Rivera' })).toBeVisible()
}, 30_000)

test('add a college from the catalog the seed loaded', async () => {
	await visit(`/a/${accountId}/colleges`)
	await page.getByLabel('Search colleges by name, city or state').fill('spelman')
	await see(page.getByTestId('college-results')).toContainText('Spelman College')
	await page.getByRole('button', { name: 'Add Spelman College' }).click()
	await see(page.getByText('Added to the list.')).toBeVisible()
	await see(page.getByTestId('college-entry').filter({ hasText: 'Spelman College' })).toContainText(/reach|target|safety/)
}, 30_000)

test('upload a document into R2 and download it back', async () => {
	await visit(`/a/${accountId}/applications?tab=documents`)
	await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf) })
	await page.getByLabel('Title', { exact: true }).fill('Junior year transcript')
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await see(page.getByRole('status').filter({ hasText: 'Uploaded “Junior year transcript”.' })).toBeVisible()
	const link = page.getByTestId('document').filter({ hasText: 'Junior year transcript' }).getByRole('link', { name: 'Download Junior year transcript (transcript.pdf)' })
	const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
	expect(download.suggestedFilename()).toBe('transcript.pdf')
	const response = await page.request.get((await link.getAttribute('href'))!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('application/pdf')
	expect(Buffer.from(await response.body()).equals(Buffer.from(samplePdf))).toBe(true)
}, 30_000)

test('the assistant answers from the plan', async () => {
	await visit(`/a/${accountId}/dashboard`)
	await page.getByRole('button', { name: 'Ask Northstar' }).click()
	const panel = page.getByRole('dialog', { name: 'Ask Northstar' })
	await panel.getByRole('button', { name: 'What’s due this week?' }).click()
	await see(panel.getByTestId('assistant-answer').last()).toContainText(/due|Nothing in the plan/, { timeout: 15_000 })
	await see(panel.getByRole('status')).toHaveText('Answer ready.', { timeout: 15_000 })
	await page.keyboard.press('Escape')
	await see(panel).toBeHidden()
}, 45_000)

test('sign out ends the session', async () => {
	const [session] = (await context.cookies()).filter((cookie) => cookie.name === 'ns_session')
	expect(session).toBeTruthy()
	await visit(`/a/${accountId}/dashboard`)
	await page.getByRole('button', { name: 'Sign out', exact: true }).click()
	await see(page).toHaveURL(/\/$/)
	await context.addCookies([session!])
	await visit('/dashboard')
	await see(page).toHaveURL(/\/login\?returnTo=%2Fdashboard/)
	expect(problems).toEqual([])
}, 30_000)

test('the same build restarts without its static assets, over the same KV and R2, for the Cron Triggers', async () => {
	await stack.restartForCron()
	const response = await fetch(`${stack.origin}/_serverFn/getBaseUrl?createServerFn`)
	expect(await response.json()).toEqual({ baseUrl: stack.origin })
}, 120_000)

// A weekday afternoon two days on (13:00 in New York, the family's default zone): after the 8 a.m. send hour.
const runAt = (() => {
	const at = new Date()
	at.setUTCDate(at.getUTCDate() + 2)
	if (at.getUTCDay() === 0) at.setUTCDate(at.getUTCDate() + 1) // Sunday is the owner's digest day: keep this about reminders
	at.setUTCHours(17, 0, 0, 0)
	return at
})()

test('the hourly Cron Trigger sends a due-tomorrow reminder once, however often it fires', async () => {
	const [owner] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email))
	const tomorrow = new Date(runAt.getTime() + 86_400_000).toISOString().slice(0, 10)
	const [task] = await stack.db
		.insert(tasks)
		.values({ accountId, title: 'Edge reminder: send the transcript request', category: 'applications', owner: 'parent', dueDate: tomorrow })
		.returning({ id: tasks.id })
	const reminderKey = `reminder:${task!.id}:${owner!.id}:1`
	const reminders = () => stack.mail.mails().filter((mail) => mail.to === email && mail.tag === 'reminder' && mail.text.includes('Edge reminder'))
	const hourKey = runAt.toISOString().slice(0, 13)

	expect(await triggerCron(stack, '0 * * * *', runAt)).toMatchObject({ status: 200 })
	expect(await settledRun(stack, 'plan-notifications', hourKey)).toMatchObject({ status: 'done', error: null })
	expect(await settledRun(stack, 'purge-expired-rows', hourKey)).toMatchObject({ status: 'done', error: null })
	await stack.mail.waitForMail(email, 1)
	expect(reminders()).toHaveLength(1)
	expect(await stack.db.select().from(notificationLog).where(eq(notificationLog.key, reminderKey))).toHaveLength(1)

	// The same hour again (a retried trigger), then the next hour: the run key, then the claim, hold.
	const [firstRun] = await stack.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'plan-notifications'), eq(jobRuns.runKey, hourKey)))
	expect(await triggerCron(stack, '0 * * * *', runAt)).toMatchObject({ status: 200 })
	const nextHour = new Date(runAt.getTime() + 3_600_000)
	expect(await triggerCron(stack, '0 * * * *', nextHour)).toMatchObject({ status: 200 })
	expect(await settledRun(stack, 'plan-notifications', nextHour.toISOString().slice(0, 13))).toMatchObject({ status: 'done' })
	const [sameRun] = await stack.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'plan-notifications'), eq(jobRuns.runKey, hourKey)))
	expect(sameRun!.startedAt).toBe(firstRun!.startedAt)
	expect(reminders()).toHaveLength(1)
	expect(await stack.db.select().from(notificationLog).where(eq(notificationLog.key, reminderKey))).toHaveLength(1)
}, 60_000)

test('the daily Cron Trigger runs the plan engine and the R2 sweeps once; the uploaded file survives them', async () => {
	const dayKey = runAt.toISOString().slice(0, 10)
	expect(await triggerCron(stack, '0 13 * * *', runAt)).toMatchObject({ status: 200 })
	for (const job of ['purge-deleted-documents', 'sweep-orphan-files', 'plan-engine']) {
		expect(await settledRun(stack, job, dayKey)).toMatchObject({ status: 'done', error: null })
	}
	const before = await stack.db.select().from(jobRuns).where(eq(jobRuns.runKey, dayKey))
	expect(await triggerCron(stack, '0 13 * * *', runAt)).toMatchObject({ status: 200 })
	await new Promise((resolve) => setTimeout(resolve, 500))
	expect(await stack.db.select().from(jobRuns).where(eq(jobRuns.runKey, dayKey))).toEqual(before)

	const [owner] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email))
	const [document] = await stack.db.select({ id: documents.id }).from(documents).where(eq(documents.accountId, accountId))
	const response = await fetch(`${stack.origin}/a/${accountId}/documents/${document!.id}`, { headers: { cookie: await stack.sessionCookie(owner!.id, accountId) } })
	expect(response.status).toBe(200)
	expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(samplePdf))).toBe(true)
}, 60_000)

