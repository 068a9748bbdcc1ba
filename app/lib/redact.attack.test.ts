import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../tests/support/attacker'

// What the real Node host writes to its log while a family signs in and a
// route fails on a URL full of what they sent (issue «Hardening» §8): the
// failure is there, their address, code and query values are not.

let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

test('signing in and a failing route leave no address, code or query value in the log', async () => {
	const email = `privacy-${Date.now()}@example.org`
	const browser = new Browser(server.origin)
	expect((await browser.post('/login', { email })).status).toBe(302)
	const { code, linkPath } = server.signInMail(email)
	const wrong = code === '000000' ? '111111' : '000000'
	await browser.post('/verify-email?context=login', { intent: 'verify', code: wrong })
	await browser.follow(await browser.post('/verify-email?context=login', { intent: 'verify', code }))
	expect(await browser.whoAmI()).toBe(email)

	const secretToken = linkPath.split('token=')[1]!
	const failing = await browser.request(
		`/test/errors?${new URLSearchParams({ kind: 'server', email, code, token: secretToken, q: 'my essay about grandma' })}`,
	)
	expect(failing.status).toBe(500)

	const log = server.host.output()
	expect(log).toContain('[route]')
	expect(log).toContain('Test server failure')
	for (const secret of [email, encodeURIComponent(email), code, wrong, secretToken, 'grandma']) {
		expect(log).not.toContain(secret)
	}
})
