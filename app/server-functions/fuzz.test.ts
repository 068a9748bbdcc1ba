import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { startTrial } from '#app/features/billing/billing.server'
import { createUserSession } from '#app/lib/session.server'
import { aimedInputs, seedCatalog, seedFamily, snapshotDiff, snapshotFamily, type SeededFamily } from '../../tests/support/fuzz-family'
import { mulberry32, randomRawBody, randomString, randomValue } from '../../tests/support/fuzz'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

// Throws 200+ random and malformed requests at every registered function:
// none may answer 500 (bad input is always the caller's 4xx). Then the owner
// of another account aims valid-looking calls at a family's account and ids:
// no answer carries the family's data, no account-scoped call for it
// succeeds, and none of its rows change. Seeded, so a failure reproduces.

const REQUESTS_PER_FUNCTION = 220
const ATTACKS_PER_FUNCTION = 40

let ctx: TestContext
let cookies: string[]
let family: SeededFamily
let attacker: { userId: string; accountId: string }
beforeAll(async () => {
	ctx = await createTestContext()
	const admin = await createSignedInUser(ctx, { isAdmin: true, role: 'owner' })
	const member = await createSignedInUser(ctx, { role: 'counselor' })
	cookies = [admin.cookie, member.cookie, 'ns_session=garbage', '']
	await seedCatalog(ctx)
	family = await seedFamily(ctx, 'F')
	const [user] = await ctx.db.insert(users).values({ email: 'attacker@example.com', name: 'Attacker', emailVerifiedAt: Date.now() }).returning({ id: users.id })
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'B Student', onboardingCompletedAt: Date.now(), planVersion: 1 }).returning({ id: accounts.id })
	await ctx.db.insert(memberships).values({ accountId: account!.id, userId: user!.id, role: 'owner' })
	await startTrial(ctx, account!.id, 'founder-monthly', user!.id)
	attacker = { userId: user!.id, accountId: account!.id }
}, 60_000)
afterAll(() => ctx.cleanup())

test(`no registered function answers 500 to ${REQUESTS_PER_FUNCTION} random requests`, async () => {
	const consoleError = vi.spyOn(console, 'error')
	const random = mulberry32(20261123)
	const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']
	const failures: string[] = []
	let sent = 0

	for (const id of serverFnRegistry.keys()) {
		for (let i = 0; i < REQUESTS_PER_FUNCTION; i++) {
			const method = random() < 0.8 ? serverFnRegistry.get(id)!.method : methods[Math.floor(random() * methods.length)]!
			const url = new URL(`http://localhost:3000/_serverFn/${encodeURIComponent(id)}`)
			if (random() < 0.95) url.searchParams.set('createServerFn', random() < 0.1 ? randomString(random) : '')
			if (method === 'GET' && random() < 0.9) {
				url.searchParams.set('payload', random() < 0.7 ? JSON.stringify(randomValue(random)) : randomString(random))
			}
			const cookie = cookies[Math.floor(random() * cookies.length)]!
			const request = new Request(url, {
				method,
				body: method === 'GET' ? undefined : randomRawBody(random),
				headers: cookie ? { cookie } : {},
			})
			const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
			sent++
			const body = await response.text()
			if (response.status >= 500 && response.status !== 501) {
				failures.push(`${method} ${url.pathname}${url.search} → ${response.status} ${body}`)
			}
			expect(() => JSON.parse(body)).not.toThrow()
		}
	}

	expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_FUNCTION * serverFnRegistry.size)
	expect(failures).toEqual([])
	expect(consoleError).not.toHaveBeenCalled()
	consoleError.mockRestore()
})

test(`the owner of another account gets nothing of a family's from ${ATTACKS_PER_FUNCTION} calls per function aimed at it`, async () => {
	const random = mulberry32(20261125)
	const inputsFor = aimedInputs(random, family, attacker.accountId)
	const before = await snapshotFamily(ctx, family)
	const failures: string[] = []
	let reachedHandlers = 0

	for (const [id, definition] of serverFnRegistry) {
		const nextInput = inputsFor(definition)
		for (let i = 0; i < ATTACKS_PER_FUNCTION; i++) {
			const input = nextInput()
			const cookie = (await createUserSession(ctx, attacker.userId, { currentAccountId: random() < 0.5 ? attacker.accountId : null })).setCookie.split(';')[0]!
			const url = new URL(`http://localhost:3000/_serverFn/${encodeURIComponent(id)}?createServerFn`)
			if (definition.method === 'GET') url.searchParams.set('payload', JSON.stringify(input))
			const request = new Request(url, {
				method: definition.method,
				body: definition.method === 'GET' ? undefined : JSON.stringify({ data: input, context: random() < 0.2 ? { accountId: family.accountId } : undefined }),
				headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
			})
			const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
			const body = await response.text()
			const shown = `${id} ${JSON.stringify(input)?.slice(0, 200)} → ${response.status} ${body.slice(0, 200)}`
			if (response.status !== 400) reachedHandlers++
			if (response.status >= 500) failures.push(shown)
			if (body.includes(family.canary)) failures.push(`read the family's data: ${shown}`)
			const namesFamily = Boolean(input && typeof input === 'object' && (input as { accountId?: unknown }).accountId === family.accountId)
			if (namesFamily && typeof definition.access === 'object' && response.ok) failures.push(`succeeded on the family's account: ${shown}`)
		}
	}

	expect(failures).toEqual([])
	expect(snapshotDiff(before, await snapshotFamily(ctx, family))).toEqual([])
	// Most calls got past input validation: the access checks, not the schemas, answered them.
	expect(reachedHandlers).toBeGreaterThan(serverFnRegistry.size * ATTACKS_PER_FUNCTION * 0.4)
}, 60_000)
