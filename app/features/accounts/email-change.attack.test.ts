import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Changing the sign-in address, tried against the real Node host: the answer
// must not tell whether an address already has an account (the attacker is
// signed in to an account of their own and probes addresses), a code must go
// to the new address, and confirming ends the member's other sessions — so a
// stolen session does not outlive the change the real owner makes.

let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

function address(label: string) {
	return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
}

async function signedInFamily(email = address('member')) {
	const browser = new Browser(server.origin)
	const response = await browser.request(`/test/bootstrap?${new URLSearchParams({ email })}`)
	expect(response.status).toBe(200)
	const accountId = (await response.text()).match(/data-testid="account-id"[^>]*>([a-z0-9]+)</)?.[1]
	expect(accountId).toBeTruthy()
	return { browser, email, settings: `/a/${accountId}/settings?tab=profile` }
}

function visibleText(html: string) {
	return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

test('asking for an address that is taken answers exactly as for a free one', async () => {
	const { browser, settings } = await signedInFamily()
	const taken = (await signedInFamily()).email
	const free = address('free')

	const answers = []
	for (const target of [taken, free]) {
		const response = await browser.post(settings, { intent: 'change-email', email: target })
		const text = visibleText(await response.text()).replaceAll(target, '<address>')
		answers.push({ status: response.status, message: text.match(/We sent[^.]*\.|[^.]*(?:uses that address|taken)[^.]*\./)?.[0] ?? null })
	}
	expect(answers[0]).toEqual(answers[1])
	expect(answers[1]!.status).toBe(200)
	expect(answers[1]!.message).toContain('We sent a 6-digit code to <address>')
	// Only the free address got a code.
	expect(server.mailsTo(free).some((mail) => /\b\d{6}\b/.test(mail.text))).toBe(true)
	expect(server.mailsTo(taken).some((mail) => /^\s+\d{6}$/m.test(mail.text))).toBe(false)
})

test("confirming the change signs the member's other sessions out and keeps this one", async () => {
	const { browser, email, settings } = await signedInFamily()
	const other = (await signedInFamily(email)).browser
	expect(await other.whoAmI()).toBe(email)

	const next = address('moved')
	expect((await browser.post(settings, { intent: 'change-email', email: next })).status).toBe(200)
	const code = server.mailsTo(next).at(-1)!.text.match(/^\s+(\d{6})$/m)![1]!
	expect((await browser.post(settings, { intent: 'confirm-email', code })).status).toBe(200)

	expect(await browser.whoAmI()).toBe(next)
	expect(await other.whoAmI()).toBeNull()
})

test('50 guesses at the change code at once: at most five are judged', async () => {
	const { browser, settings } = await signedInFamily()
	const next = address('guessed')
	await browser.post(settings, { intent: 'change-email', email: next })
	const right = server.mailsTo(next).at(-1)!.text.match(/^\s+(\d{6})$/m)![1]!
	const guesses = Array.from({ length: 49 }, (_, n) => String(100_000 + n * 7)).filter((guess) => guess !== right)
	guesses.push(right)
	const texts = await Promise.all(
		guesses.map(async (code) => visibleText(await (await browser.post(settings, { intent: 'confirm-email', code })).text())),
	)
	const judged = texts.filter((text) => /not right|is now/.test(text))
	expect(judged.length).toBeLessThanOrEqual(5)
})
