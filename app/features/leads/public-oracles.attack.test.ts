import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Public questions that tell something about an address (is it on our list?)
// and public writes that send or store something, asked in a flood from one
// network against the real Node host: each is limited per network address.

let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

function call(browser: Browser, id: string, data: unknown) {
	return browser.request(`/_serverFn/${id}?createServerFn`, {
		method: 'POST',
		body: JSON.stringify({ data }),
		headers: { 'content-type': 'application/json' },
	})
}

test('checkEmailCaptured answers at most 30 questions an hour to one network', async () => {
	const browser = new Browser(server.origin)
	const statuses = []
	for (let n = 0; n < 31; n++) statuses.push((await call(browser, 'checkEmailCaptured', { email: `probe-${n}@example.com` })).status)
	expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200))
	const last = await call(browser, 'checkEmailCaptured', { email: 'probe-last@example.com' })
	expect(last.status).toBe(429)
	expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
})

test('captureEmailLead stores at most 10 addresses an hour from one network', async () => {
	const browser = new Browser(server.origin)
	const statuses = []
	for (let n = 0; n < 11; n++) statuses.push((await call(browser, 'captureEmailLead', { email: `lead-${n}@example.com` })).status)
	expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
	expect(statuses[10]).toBe(429)
})
