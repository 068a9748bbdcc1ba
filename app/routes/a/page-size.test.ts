import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_LIST } from '#app/features/colleges/college-list'
import { DEMO_ACCOUNT, DEMO_USER } from '#app/features/seed/seed.server'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { bootstrapFamily } from '../../../tests/support/node-host'

// No signed-in page weighs more than 60 KB of HTML before compression (issue
// 27): long lists are paged. Checked on the real Node host for the demo family
// (a whole junior-year plan, signed in the way a parent does) and for a test
// family made by the test bootstrap.

const LIMIT = 60 * 1024
const pages = ['dashboard', 'tasks', 'colleges', 'applications', 'financial-aid', 'tests', 'profile', 'settings', 'contacts', 'resources']

let server: AttackHost
beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

async function sizesOf(get: (path: string) => Promise<Response>, accountId: string) {
	const sizes: Record<string, number> = {}
	for (const page of pages) {
		const response = await get(`/a/${accountId}/${page}`)
		expect(response.status, page).toBe(200)
		sizes[page] = Buffer.byteLength(await response.text())
	}
	return sizes
}

function expectWithinLimit(sizes: Record<string, number>) {
	console.info(Object.entries(sizes).map(([page, bytes]) => `${page} ${(bytes / 1024).toFixed(1)} KB`).join(', '))
	expect(Object.entries(sizes).filter(([, bytes]) => bytes > LIMIT)).toEqual([])
}

test('the demo family’s signed-in pages are each at most 60 KB of HTML', async () => {
	const parent = new Browser(server.origin)
	expect((await parent.post('/login', { email: DEMO_USER.email })).status).toBe(302)
	const { code } = server.signInMail(DEMO_USER.email)
	expect((await parent.post('/verify-email?context=login', { intent: 'verify', code })).status).toBe(302)
	expectWithinLimit(await sizesOf((path) => parent.request(path, { navigate: true }), DEMO_ACCOUNT.id))
}, 120_000)

test('a test family’s signed-in pages are each at most 60 KB of HTML', async () => {
	const { accountId, cookie } = await bootstrapFamily(server.origin, 'size')
	const get = (path: string) => fetch(`${server.origin}${path}`, { headers: { cookie } })
	// The first visit seeds the family's plan.
	await get(`/a/${accountId}/dashboard`)
	// A full college list (MAX_LIST), added the way the page adds them.
	const found: string[] = []
	for (const q of ['university', 'college', 'state', 'institute']) {
		const response = await get(`/_serverFn/searchColleges?createServerFn&payload=${encodeURIComponent(JSON.stringify({ q }))}`)
		for (const { id } of (await response.json()) as Array<{ id: string }>) if (!found.includes(id)) found.push(id)
	}
	expect(found.length).toBeGreaterThanOrEqual(MAX_LIST)
	for (const collegeId of found.slice(0, MAX_LIST)) {
		const added = await fetch(`${server.origin}/a/${accountId}/colleges`, { method: 'POST', headers: { cookie, origin: server.origin }, body: new URLSearchParams({ intent: 'add', collegeId }), redirect: 'manual' })
		expect(added.status).toBeLessThan(400)
		await added.arrayBuffer()
	}
	expectWithinLimit(await sizesOf(get, accountId))
}, 180_000)
