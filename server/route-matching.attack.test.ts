import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAttackHost, type AttackHost } from '../tests/support/attacker'

// Requests that make React Router match paths against all ~110 routes, many
// times over, for a few KB sent (decision 053).
//
// A page's HTML carries the routes of its URL and of every ancestor of it
// (the partial manifest). On React Router 7.18.4 that work grew with the
// square of the path: one signed-out request for /x/x/…/x (6,500 segments,
// 13 KB, inside Node's header limit) kept a worker busy for about 6 s, so a
// few requests a second from anyone would have taken the site down. 7.18.5
// falls back to sending the whole manifest when a path's ancestors would cost
// too much.
//
// Route discovery (`/__manifest?paths=…`) matches each path it is given: a
// thousand made-up paths cost about 0.4 s. The host answers for the first
// hundred only (app/lib/manifest-paths.ts).

const SEGMENTS = 6_500
/** About 75 times a normal 404 here (20 ms); one such path took 5.7–6.9 s on 7.18.4. */
const BUDGET_MS = 1_500

let server: AttackHost
let version = ''
beforeAll(async () => {
	server = await startAttackHost()
	// The first render pays for loading the code; the page names the build's manifest version.
	const home = await (await fetch(`${server.origin}/`)).text()
	version = home.match(/"version":\s*"([^"]+)"/)?.[1] ?? ''
}, 240_000)
afterAll(() => server?.stop())

async function timed(url: string) {
	const started = performance.now()
	const response = await fetch(url)
	await response.arrayBuffer()
	return { status: response.status, ms: performance.now() - started }
}

describe('a path with thousands of segments', () => {
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

describe('a route-discovery request with 800 made-up paths', () => {
	// Slashes and commas unescaped, as a hand-made request may send them: more paths within the limit.
	const manifest = (paths: string[]) => `${server.origin}/__manifest?paths=${paths.join(',')}&version=${version}`

	test('is answered for its first hundred paths only, ten of them in the time one took before', async () => {
		expect(version).not.toBe('')
		const madeUp = Array.from({ length: 800 }, (_, index) => `/q${index}`)
		// Under React Router's own 7,680-character limit for the whole URL.
		expect(manifest(['/about', ...madeUp, '/pricing']).length).toBeLessThan(7_680)
		const started = performance.now()
		for (let round = 0; round < 10; round++) {
			const response = await fetch(manifest(['/about', ...madeUp.map((path) => `${path}-${round}`), '/pricing']))
			expect(response.status).toBe(200)
			const routes = Object.keys(await response.json())
			expect(routes).toContain('routes/public/about')
			expect(routes).not.toContain('routes/public/pricing')
		}
		expect(performance.now() - started).toBeLessThan(BUDGET_MS)
	}, 60_000)

	test('a page’s real request is answered whole', async () => {
		const response = await fetch(manifest(['/about', '/blog', '/pricing']))
		expect(Object.keys(await response.json())).toEqual(expect.arrayContaining(['routes/public/about', 'routes/public/blog.index', 'routes/public/pricing']))
	})
})
