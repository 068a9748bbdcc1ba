import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Open redirects, tried against the real Node host: every way a return path
// reaches a redirect (a signed-in visitor on /signup or /login, the session
// redirect check, the end of a sign-in) with payloads that browsers read as
// another site. A redirect passes only if the browser would stay on our origin.

const payloads = [
	'https://evil.example/phish',
	'http://evil.example',
	'//evil.example',
	'///evil.example',
	'////evil.example/x',
	'/\\evil.example',
	'\\\\evil.example',
	'/\\/evil.example',
	'\\/evil.example',
	'/.//evil.example',
	'/././/evil.example',
	'/..//evil.example',
	'/a/../..//evil.example',
	'/%2F%2Fevil.example',
	'%2F%2Fevil.example',
	'/%5Cevil.example',
	'/\t/evil.example',
	'/\n/evil.example',
	'/\r\n/evil.example',
	'\t//evil.example',
	' //evil.example',
	'/ /evil.example',
	'//%09evil.example',
	'//evil.example@127.0.0.1',
	'https:evil.example',
	'javascript:alert(document.domain)',
	'JaVaScRiPt:alert(1)',
	'java\tscript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'/%0d%0aSet-Cookie:%20x=1',
]

let server: AttackHost
let signedIn: Browser

beforeAll(async () => {
	server = await startAttackHost()
	signedIn = new Browser(server.origin)
	expect((await signedIn.request('/test/bootstrap')).status).toBe(200)
}, 240_000)
afterAll(() => server?.stop())

/** Where a browser goes with this Location: it must stay on our origin, on a path that starts with one slash. */
function expectStaysHome(location: string | null, payload: string) {
	expect(location, `no redirect for ${JSON.stringify(payload)}`).toBeTruthy()
	const target = new URL(location!, server.origin)
	expect(target.origin, `${JSON.stringify(payload)} → ${location}`).toBe(server.origin)
	expect(location, `${JSON.stringify(payload)} → ${location}`).toMatch(/^\/(?![/\\])/)
	expect(location).not.toMatch(/[\u0000-\u001f\\]/)
}

describe('a signed-in visitor sent on by a return path', () => {
	test.each(payloads)('/signup?returnTo=%j', async (payload) => {
		const response = await signedIn.request(`/signup?${new URLSearchParams({ returnTo: payload })}`, { navigate: true })
		expect(response.status).toBe(302)
		expectStaysHome(response.headers.get('location'), payload)
	})

	test.each(payloads)('/login?returnTo=%j', async (payload) => {
		const response = await signedIn.request(`/login?${new URLSearchParams({ returnTo: payload })}`, { navigate: true })
		expect(response.status).toBe(302)
		expectStaysHome(response.headers.get('location'), payload)
	})

	test.each(payloads)('checkSessionRedirect with redirectTo %j', async (payload) => {
		const query = new URLSearchParams({ createServerFn: '', payload: JSON.stringify({ redirectTo: payload }) })
		const response = await signedIn.request(`/_serverFn/checkSessionRedirect?${query}`)
		expect(response.status).toBe(200)
		const { redirectTo } = (await response.json()) as { redirectTo: string }
		expectStaysHome(redirectTo, payload)
	})
})

test('the end of a sign-in never leaves the site, whatever returnTo the form carried', async () => {
	// A handful of the payloads: each sign-in costs a code, and codes are rate-limited.
	for (const payload of ['/.//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example']) {
		const email = `returning-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
		const browser = new Browser(server.origin)
		const asked = await browser.post('/login', { email, returnTo: payload })
		expect(asked.status).toBe(302)
		const verifyPath = asked.headers.get('location')!
		expectStaysHome(verifyPath, payload)
		const { code } = server.signInMail(email)
		const done = await browser.post(verifyPath, { intent: 'verify', code })
		expect(done.status, `sign-in with returnTo ${JSON.stringify(payload)}`).toBe(302)
		expectStaysHome(done.headers.get('location'), payload)
	}
})
