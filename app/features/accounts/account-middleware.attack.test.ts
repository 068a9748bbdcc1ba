import { afterAll, beforeAll, expect, test } from 'vitest'
import { startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { bootstrapFamily } from '../../../tests/support/node-host'

// Another family's pages, asked for every way a browser can ask, against the
// real Node host: the /a/{accountId} middleware stands in front of every
// loader and action below the layout, including a client navigation's data
// request that asks for the page's loader alone (the layout's not re-run).

let server: AttackHost
let family: { accountId: string; cookie: string }
let stranger: { accountId: string; cookie: string }

beforeAll(async () => {
	server = await startAttackHost()
	family = await bootstrapFamily(server.origin, 'family')
	stranger = await bootstrapFamily(server.origin, 'stranger')
}, 240_000)
afterAll(() => server?.stop())

const asStranger = (path: string, init: RequestInit = {}) =>
	fetch(`${server.origin}${path}`, { redirect: 'manual', ...init, headers: { cookie: stranger.cookie, origin: server.origin, ...init.headers } })

test('a document: the stranger is sent to their own dashboard', async () => {
	const response = await asStranger(`/a/${family.accountId}/tasks`)
	expect(response.status).toBe(302)
	expect(response.headers.get('location')).toBe(`/a/${stranger.accountId}/dashboard`)
})

test('a client navigation asking only for the page’s data is redirected too, and carries none of it', async () => {
	const response = await asStranger(`/a/${family.accountId}/tasks.data?_routes=routes%2Fa%2Ftasks`)
	const body = await response.text()
	expect(body).toContain(`/a/${stranger.accountId}/dashboard`)
	expect(body).not.toContain('Student family')
	expect(body).not.toContain('"tasks"')
})

test('a form posted to the other family’s page is refused before its action runs', async () => {
	const response = await asStranger(`/a/${family.accountId}/tasks`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'create', title: 'Planted task', category: 'family', owner: 'parent', priority: '2' }),
	})
	expect(response.status).toBe(403)
	const own = await fetch(`${server.origin}/a/${family.accountId}/tasks`, { headers: { cookie: family.cookie } })
	expect(own.status).toBe(200)
	expect(await own.text()).not.toContain('Planted task')
})

test('signed out, every way in leads to the sign-in page', async () => {
	for (const path of [`/a/${family.accountId}/tasks`, `/a/${family.accountId}/tasks.data?_routes=routes%2Fa%2Ftasks`]) {
		const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
		const answer = response.status === 302 ? (response.headers.get('location') ?? '') : await response.text()
		expect(answer).toContain('/login?returnTo=')
	}
})
