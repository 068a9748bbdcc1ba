import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { SIGN_IN_LIMITS } from './rate-limit.server'

// Whose address a limit counts, against the real Node host. Behind one proxy
// (TRUST_PROXY=1) the client's address is the last X-Forwarded-For entry, the
// one the proxy added; anything a client wrote before it is ignored. With no
// proxy (the default) the header is ignored altogether, so a client cannot
// spread its requests over made-up addresses.

function askFrom(browser: Browser, email: string, forwardedFor: string) {
	return browser.request('/login', {
		method: 'POST',
		body: new URLSearchParams({ email }),
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
	})
}

/** Codes one network may ask for in a window, whatever the addresses. */
const PER_NETWORK = SIGN_IN_LIMITS.requestsPerNetwork.limit
const address = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`

describe('behind one proxy (TRUST_PROXY=1)', () => {
	let server: AttackHost
	beforeAll(async () => {
		server = await startAttackHost({ TRUST_PROXY: '1' })
	}, 240_000)
	afterAll(() => server?.stop())

	test("codes sent to someone's address from another network do not lock them out at home", async () => {
		const victim = address('family')
		const attacker = new Browser(server.origin)
		const statuses = []
		for (let n = 0; n < 8; n++) statuses.push((await askFrom(attacker, victim, '203.0.113.66')).status)
		expect(statuses.slice(0, 5)).toEqual(Array(5).fill(302))
		expect(statuses.at(-1)).toBe(429)
		// The family, on their own network, still gets a code.
		expect((await askFrom(new Browser(server.origin), victim, '198.51.100.7')).status).toBe(302)
	})

	test('the limit counts the address the proxy saw, not one the client wrote in front of it', async () => {
		const browser = new Browser(server.origin)
		const statuses = []
		for (let n = 0; n <= PER_NETWORK; n++) statuses.push((await askFrom(browser, address('spread'), `10.0.${n}.1, 192.0.2.44`)).status)
		expect(statuses.filter((status) => status === 302)).toHaveLength(PER_NETWORK)
		expect(statuses.at(-1)).toBe(429)
	})

	test('an IPv6 client is one network however it varies the rest of its /64', async () => {
		const browser = new Browser(server.origin)
		const statuses = []
		for (let n = 0; n <= PER_NETWORK; n++) statuses.push((await askFrom(browser, address('v6'), `2001:db8:1:2::${n.toString(16)}`)).status)
		expect(statuses.at(-1)).toBe(429)
	})
})

describe('with no proxy (the default)', () => {
	let server: AttackHost
	beforeAll(async () => {
		server = await startAttackHost()
	}, 240_000)
	afterAll(() => server?.stop())

	test('X-Forwarded-For is ignored: made-up addresses do not buy more requests', async () => {
		const browser = new Browser(server.origin)
		const statuses = []
		for (let n = 0; n <= PER_NETWORK; n++) statuses.push((await askFrom(browser, address('forged'), `198.51.100.${n}`)).status)
		expect(statuses.filter((status) => status === 302)).toHaveLength(PER_NETWORK)
		expect(statuses.at(-1)).toBe(429)
	})
})
