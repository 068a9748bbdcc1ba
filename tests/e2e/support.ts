import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, type Page } from '@playwright/test'

// Helpers for browser tests: the server's outbox and database are on this
// machine (E2E_DATA_DIR), so a test reads mail and adjusts time like a person
// with access to both would.

const dataDir = () => process.env.E2E_DATA_DIR!

export interface OutboxMail {
	id: string
	to: string
	subject: string
	text: string
	html?: string
}

export function readOutbox(to: string): OutboxMail[] {
	const dir = path.join(dataDir(), 'outbox')
	let files: string[] = []
	try {
		files = readdirSync(dir).filter((file) => file.endsWith('.json'))
	} catch {
		return []
	}
	return files
		.sort()
		.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
		.filter((mail) => mail.to === to)
}

/** Waits for the newest sign-in mail to `to` (after `after` earlier ones) and returns its code and link. */
export async function latestSignInMail(to: string, after = 0) {
	let mail: OutboxMail | undefined
	await expect
		.poll(() => {
			const mails = readOutbox(to)
			mail = mails.length > after ? mails[mails.length - 1] : undefined
			return Boolean(mail)
		})
		.toBe(true)
	const code = mail!.text.match(/^\s+(\d{6})$/m)?.[1]
	const link = mail!.text.match(/(https?:\/\/\S+\/verify-email\?\S+)/)?.[1]
	expect(code, 'the mail has a 6-digit code').toBeTruthy()
	expect(link, 'the mail has a magic link').toBeTruthy()
	return { code: code!, link: link!, mail: mail! }
}

/**
 * Asks for a sign-in code as a person following a "sign in as …" link does:
 * /login?email=…&auto=true fills the address in and puts the focus on the
 * button (a link never sends a code by itself), and Enter sends it.
 */
export async function askForCode(page: Page, email: string, search = '') {
	await page.goto(`/login?${new URLSearchParams({ email, auto: 'true' })}${search ? `&${search}` : ''}`)
	await expect(page.getByRole('button', { name: 'Email me a code' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/verify-email\?/)
}

export function uniqueEmail(label: string) {
	return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

export async function execSql(sql: string, args: Array<string | number> = []) {
	const client = createClient({ url: `file:${path.join(dataDir(), 'northstar.db')}` })
	try {
		await client.execute('PRAGMA busy_timeout = 5000')
		return await client.execute({ sql, args })
	} finally {
		client.close()
	}
}

/** Signs the browser in as a fresh family with one student (GET /test/bootstrap). */
export async function signIn(page: Page, { email, studentName }: { email?: string; studentName?: string } = {}) {
	const params = new URLSearchParams()
	if (email) params.set('email', email)
	if (studentName) params.set('studentName', studentName)
	await page.goto(`/test/bootstrap?${params}`)
	const accountId = (await page.getByTestId('account-id').textContent())!
	const address = (await page.getByTestId('email').textContent())!
	return { accountId, email: address }
}

/** Adds the Common App personal essay on the account's essays tab and opens it: answers its text box. */
export async function openNewCommonAppEssay(page: Page, accountId: string) {
	await page.goto(`/a/${accountId}/applications?tab=applications&subtab=essays`)
	await page.getByRole('button', { name: 'Add essay' }).click()
	await expect(page.getByText('Essay added.')).toBeVisible()
	await page.getByRole('link', { name: 'Common App personal essay' }).click()
	return page.getByLabel('Your essay')
}

/** Tufts' aid offer (a grant, and a Parent PLUS loan to be flagged), added on the account's offers tab; Tufts must be on its list. */
export async function addTuftsAidOffer(page: Page, accountPath: string) {
	await page.goto(`${accountPath}/financial-aid?tab=offers`)
	await page.waitForLoadState('networkidle')
	await page.getByLabel('College on your list').selectOption({ label: 'Tufts University' })
	await page.getByLabel('Cost of attendance for the year').fill('88000')
	await page.getByLabel('Grant 1: name', { exact: true }).fill('Tufts Grant')
	await page.getByLabel('Grant 1: amount a year ($)').fill('40000')
	await page.getByLabel('Loan 1: kind').selectOption('parent-plus')
	await page.getByLabel('Loan 1: amount a year ($)').fill('12000')
	await page.getByRole('button', { name: 'Add offer' }).click()
	await expect(page.getByText('Offer added.')).toBeVisible()
}

/** Holds the app's entry script back until `release`, so the page is painted but not yet hydrated. */
export async function holdScripts(page: Page) {
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/entry\.client-[^/]*\.js$/, async (route) => {
		await held
		await route.continue()
	})
	return release
}
