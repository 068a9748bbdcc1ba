import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, firstPostForm, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Login CSRF against the real Node host: a page on another site tries to sign
// a visitor's browser in to the attacker's own account, so that what the
// visitor then types (an essay, a family's finances) lands where the attacker
// can read it. The attacker controls their inbox and the page the visitor is
// on; they can send the visitor's browser anywhere and post forms from it.

const evil = 'https://evil.example'
let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

function attackerAddress() {
	return `attacker-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
}

test('a link to /login?auto=true sends no code by itself; it only fills the form in', async () => {
	const attacker = attackerAddress()
	const visitor = new Browser(server.origin)
	const response = await visitor.request(`/login?${new URLSearchParams({ email: attacker, auto: 'true' })}`, {
		navigate: true,
		from: evil,
	})
	expect(response.status).toBe(200)
	const html = await response.text()
	expect(html).toContain(`value="${attacker}"`)
	expect(server.mailsTo(attacker)).toHaveLength(0)
	expect(visitor.cookies.size).toBe(0)
})

test("the visitor's browser sent to /login?auto=true and then to the attacker's link is not signed in", async () => {
	const attacker = attackerAddress()
	const visitor = new Browser(server.origin)
	// Step 1: the attacker's page navigates the visitor to auto=true with the attacker's address.
	await visitor.follow(
		await visitor.request(`/login?${new URLSearchParams({ email: attacker, auto: 'true' })}`, { navigate: true, from: evil }),
	)
	// The attacker asks for their own code elsewhere if the first step sent none.
	if (server.mailsTo(attacker).length === 0) await new Browser(server.origin).post('/login', { email: attacker })
	const { linkPath, code } = server.signInMail(attacker)

	// Step 2: the visitor is sent to the attacker's magic link, then the page posts whatever form it shows.
	const opened = await visitor.request(linkPath, { navigate: true, from: evil })
	const form = opened.status === 200 ? firstPostForm(await opened.text()) : null
	if (form) await visitor.follow(await visitor.post(form.action ?? linkPath, form.fields, { from: evil }))
	else await visitor.follow(opened)
	expect(await visitor.whoAmI()).toBeNull()

	// Step 3: a cross-site form posts the attacker's code into the visitor's browser.
	await visitor.follow(await visitor.post('/verify-email?context=login', { intent: 'verify', code }, { from: evil }))
	expect(await visitor.whoAmI()).toBeNull()
})

test('a cross-site form cannot ask for a code or sign in', async () => {
	const attacker = attackerAddress()
	const visitor = new Browser(server.origin)
	// Refused before anything runs: by React Router's own origin check (400) or ours (403).
	for (const [path, fields] of [
		['/login', { email: attacker }],
		['/signup', { email: attacker, name: 'A', kind: 'parent' }],
		['/verify-email?context=login', { intent: 'resend', email: attacker }],
	] as const) {
		const status = (await visitor.post(path, fields, { from: evil })).status
		expect([400, 403], `${path} answered ${status}`).toContain(status)
	}
	expect(server.mailsTo(attacker)).toHaveLength(0)
	expect(visitor.cookies.size).toBe(0)
})

test("the attacker's magic link opened by the visitor asks before it signs in, naming the address", async () => {
	const attacker = attackerAddress()
	await new Browser(server.origin).post('/login', { email: attacker })
	const { linkPath } = server.signInMail(attacker)
	const visitor = new Browser(server.origin)
	const page = await visitor.request(linkPath, { navigate: true, from: evil })
	expect(page.status).toBe(200)
	const html = await page.text()
	expect(html).toContain(`Sign in as ${attacker}?`)
	expect(firstPostForm(html)).not.toBeNull()
	expect(await visitor.whoAmI()).toBeNull()
})
