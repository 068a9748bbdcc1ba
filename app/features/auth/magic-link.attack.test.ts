import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, firstPostForm, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Account takeover through the sign-in cookie, tried against the real Node
// host: the attacker asks a code for their own address and one for the
// victim's (the seeded demo parent), then rewrites whatever their browser
// holds so that their own code or link would name the victim.

const demoParent = 'parent@northstar.demo'
let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

function attackerAddress() {
	return `attacker-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
}

/** Opens a magic link as a person would: the page, then its button if the page asks for one. */
async function openLink(browser: Browser, linkPath: string) {
	const response = await browser.request(linkPath, { navigate: true })
	if (response.status !== 200) return browser.follow(response)
	const form = firstPostForm(await response.text())
	return form ? browser.follow(await browser.post(form.action ?? linkPath, form.fields)) : response
}

/** A family of its own to attack (the demo parent is the first test's victim). */
async function newVictim() {
	const email = `victim-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
	const response = await new Browser(server.origin).request(`/test/bootstrap?${new URLSearchParams({ email })}`)
	expect(response.status).toBe(200)
	return email
}

/** The attacker's browser with a sign-in in progress for their own address; the victim has a live code too. */
async function setUp(victim: string) {
	const attacker = attackerAddress()
	const browser = new Browser(server.origin)
	expect((await browser.post('/login', { email: attacker })).status).toBe(302)
	// The victim's code, asked for from a second browser the attacker also owns.
	const second = new Browser(server.origin)
	expect((await second.post('/login', { email: victim })).status).toBe(302)
	return { attacker, browser, second, own: server.signInMail(attacker) }
}

function rewriteCookies(browser: Browser, from: string, to: string) {
	for (const [name, value] of browser.cookies) {
		browser.cookies.set(
			name,
			value.replaceAll(encodeURIComponent(encodeURIComponent(from)), encodeURIComponent(encodeURIComponent(to)))
				.replaceAll(encodeURIComponent(from), encodeURIComponent(to))
				.replaceAll(from, to),
		)
	}
}

test('the untampered flow signs the attacker in as themself (the attacks below are real)', async () => {
	const { attacker, browser, own } = await setUp(await newVictim())
	await openLink(browser, own.linkPath)
	expect(await browser.whoAmI()).toBe(attacker)
})

test("the attacker's own link, with the cookie's address rewritten to the victim's, does not sign in as the victim", async () => {
	const { browser, attacker, own } = await setUp(demoParent)
	rewriteCookies(browser, attacker, demoParent)
	await openLink(browser, own.linkPath)
	expect(await browser.whoAmI()).not.toBe(demoParent)
})

test("the attacker's own typed code, with the cookie's address rewritten to the victim's, does not sign in as the victim", async () => {
	const victim = await newVictim()
	const { browser, attacker, own } = await setUp(victim)
	rewriteCookies(browser, attacker, victim)
	await browser.follow(await browser.post('/verify-email?context=login', { intent: 'verify', code: own.code }))
	expect(await browser.whoAmI()).not.toBe(victim)
})

test("the attacker's own code or link, in the browser that asked for the victim's code, does not sign in as the victim", async () => {
	const victim = await newVictim()
	const { second, own } = await setUp(victim)
	await second.follow(await second.post('/verify-email?context=login', { intent: 'verify', code: own.code }))
	expect(await second.whoAmI()).not.toBe(victim)
	await openLink(second, own.linkPath)
	expect(await second.whoAmI()).not.toBe(victim)
})

test("after the attacks the victim's own code still signs the victim in", async () => {
	const victim = await newVictim()
	const { browser, attacker, own } = await setUp(victim)
	rewriteCookies(browser, attacker, victim)
	await openLink(browser, own.linkPath)

	const victimBrowser = new Browser(server.origin)
	await victimBrowser.post('/login', { email: victim })
	const { code } = server.signInMail(victim)
	await victimBrowser.follow(await victimBrowser.post('/verify-email?context=login', { intent: 'verify', code }))
	expect(await victimBrowser.whoAmI()).toBe(victim)
})
