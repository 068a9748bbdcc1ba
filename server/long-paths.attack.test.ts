import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAttackHost, type AttackHost } from '../tests/support/attacker'

// A page's HTML carries the routes of its URL and of every ancestor of it
// (React Router's partial manifest), each ancestor matched against all ~110
// routes. On React Router 7.18.4 that work grew with the square of the path:
// one signed-out request for /x/x/…/x (6,500 segments, 13 KB, inside Node's
// header limit) kept a worker busy for about 6 s, so a few requests a second
// from anyone would have taken the site down. 7.18.5 falls back to sending
// the whole manifest when a path's ancestors would cost too much.

const SEGMENTS = 6_500
/** About 100 times what a normal 404 takes here, and about a quarter of what one long path took before. */
const BUDGET_MS = 1_500

async function timed(url: string) {
	const started = performance.now()
	const response = await fetch(url)
	await response.arrayBuffer()
	return { status: response.status, ms: performance.now() - started }
}

describe('a path with thousands of segments', () => {
	let server: AttackHost
	beforeAll(async () => {
		server = await startAttackHost()
		await timed(`${server.origin}/no-such-page`) // the first render pays for loading the code
	}, 240_000)
	afterAll(() => server?.stop())

	test('is a plain 404, answered as fast as a short one', async () => {
		const long = await timed(`${server.origin}${'/x'.repeat(SEGMENTS)}`)
		expect(long.status).toBe(404)
		expect(long.ms).toBeLessThan(BUDGET_MS)
	}, 60_000)

	test('under a real route is no more expensive', async () => {
		const long = await timed(`${server.origin}/blog${'/x'.repeat(SEGMENTS)}`)
		expect(long.status).toBe(404)
		expect(long.ms).toBeLessThan(BUDGET_MS)
	}, 60_000)

	test('several at once leave the site answering', async () => {
		const attacks = Array.from({ length: 4 }, () => timed(`${server.origin}${'/y'.repeat(SEGMENTS)}`))
		const home = await timed(`${server.origin}/`)
		expect(home.status).toBe(200)
		expect(home.ms).toBeLessThan(BUDGET_MS)
		for (const attack of await Promise.all(attacks)) expect(attack.status).toBe(404)
	}, 60_000)
})
