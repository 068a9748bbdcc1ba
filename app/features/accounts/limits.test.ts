import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MAX_TRIALS_PER_USER, startTrial, trialsLeft } from '#app/features/billing/billing.server'
import { accounts, memberships, rateLimits, subscriptions, users } from '#app/lib/db/schema'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import * as onboarding from '#app/routes/onboarding'
import * as settings from '#app/routes/a/settings'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { deleteAccount } from './deletion.server'
import { INVITATION_LIMITS } from './members.server'
import { MAX_STUDENT_ACCOUNTS_PER_USER } from './onboarding.server'

// A person holds a bounded number of student accounts and starts a bounded
// number of free trials (decision 022): one trial per student account, never
// a second for the same account, and no new trial each time an account is
// deleted and made again. Invitations are mail to any address typed in, so
// they are rate-limited per network and per person.

const origin = 'http://localhost:3000'
const year = new Date().getUTCFullYear() + 2
let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

function post(path: string, cookie: string, fields: Record<string, string>) {
	return new Request(`${origin}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' } })
}

const studentStep = (name: string) => ({ intent: 'student', studentName: name, graduationYear: String(year), filledBy: 'parent' })

/** Runs onboarding's three steps for a new student, as the forms post them. */
async function onboard(cookie: string, name: string) {
	const student = await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', cookie, studentStep(name)))))
	if (student.status !== 302) return student
	await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', cookie, { intent: 'goals' }))))
	return settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', cookie, { intent: 'plan' }))))
}

describe('student accounts per person', () => {
	test(`the ${MAX_STUDENT_ACCOUNTS_PER_USER + 1}th is refused at the name field, by the form and by completeStudentData; deleting one frees its place`, async () => {
		const parent = await createSignedInUser(ctx)
		const made = await ctx.db
			.insert(accounts)
			.values(Array.from({ length: MAX_STUDENT_ACCOUNTS_PER_USER }, (_, index) => ({ studentName: `Child ${index}`, graduationYear: year, onboardingCompletedAt: Date.now(), createdByUserId: parent.user.id })))
			.returning({ id: accounts.id })
		await ctx.db.insert(memberships).values(made.map(({ id }) => ({ accountId: id, userId: parent.user.id, role: 'owner' as const })))

		const refused = await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', parent.cookie, studentStep('One too many')))))
		expect(refused.status).toBe(409)
		expect(JSON.stringify(refused.data)).toContain(`You have ${MAX_STUDENT_ACCOUNTS_PER_USER} student accounts`)
		expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.studentName).toHaveLength(1)
		const page = await settle(() => onboarding.loader(routeArgs(ctx, new Request(`${origin}/onboarding?addingStudent=true`, { headers: { cookie: parent.cookie } }))))
		expect(page.data).toMatchObject({ accountLimitReached: true })

		const request = new Request(`${origin}/_serverFn/completeStudentData?createServerFn`, { method: 'POST', body: JSON.stringify({ data: { studentName: 'One too many', graduationYear: year, filledBy: 'parent' } }), headers: { cookie: parent.cookie, origin } })
		const response = await handleServerFnRequest({ request, id: 'completeStudentData', app: ctx, registry: serverFnRegistry })
		expect(response.status).toBe(409)
		expect(await response.json()).toMatchObject({ error: { code: 'account_limit', issues: [{ path: ['studentName'] }] } })
		expect(await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.createdByUserId, parent.user.id))).toHaveLength(MAX_STUDENT_ACCOUNTS_PER_USER)

		await deleteAccount(ctx, made[0]!.id)
		expect((await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', parent.cookie, studentStep('Room again')))))).status).toBe(302)
	})
})

describe('free trials', () => {
	test('one per student account: a canceled trial is not started again', async () => {
		const owner = await createSignedInUser(ctx, { role: 'owner' })
		expect(await startTrial(ctx, owner.accountId!, 'founder-monthly', owner.user.id)).toMatchObject({ started: true })
		await ctx.db.update(subscriptions).set({ status: 'canceled', currentPeriodEnd: Date.now() }).where(eq(subscriptions.accountId, owner.accountId!))
		expect(await startTrial(ctx, owner.accountId!, 'founder-monthly', owner.user.id)).toEqual({ started: false, reason: 'account-had-one' })
		const request = new Request(`${origin}/_serverFn/startFreeTrial?createServerFn`, { method: 'POST', body: JSON.stringify({ data: { accountId: owner.accountId } }), headers: { cookie: owner.cookie, origin } })
		const response = await handleServerFnRequest({ request, id: 'startFreeTrial', app: ctx, registry: serverFnRegistry })
		expect(response.status).toBe(409)
		expect(await response.json()).toMatchObject({ error: { code: 'trial_used' } })
	})

	test(`at most ${MAX_TRIALS_PER_USER} per person, however often accounts are deleted and made again; the plan step says so and goes to billing`, async () => {
		const parent = await createSignedInUser(ctx)
		for (let round = 0; round < MAX_TRIALS_PER_USER; round++) {
			expect((await onboard(parent.cookie, `Student ${round}`)).headers.get('location')).toMatch(/\/dashboard$/)
			const [made] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.createdByUserId, parent.user.id))
			await deleteAccount(ctx, made!.id) // and start again, hoping for a fresh trial
		}
		expect(await trialsLeft(ctx, parent.user.id)).toBe(0)
		const student = await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', parent.cookie, studentStep('One more')))))
		expect(student.status).toBe(302)
		await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', parent.cookie, { intent: 'goals' }))))
		const page = await settle(() => onboarding.loader(routeArgs(ctx, new Request(`${origin}/onboarding`, { headers: { cookie: parent.cookie } }))))
		expect(page.data).toMatchObject({ step: 'plan', trialsLeft: 0 })
		const done = await settle(() => onboarding.action(routeArgs(ctx, post('/onboarding', parent.cookie, { intent: 'plan' }))))
		expect(done.headers.get('location')).toMatch(/\/settings\?tab=billing$/)
		const [last] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.createdByUserId, parent.user.id))
		expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, last!.id))).toEqual([])
		const [row] = await ctx.db.select({ trials: users.trialsStarted }).from(users).where(eq(users.id, parent.user.id))
		expect(row!.trials).toBe(MAX_TRIALS_PER_USER)
	})
})

describe('invitations', () => {
	beforeEach(async () => {
		await ctx.db.delete(rateLimits)
	})

	const invite = (cookie: string, accountId: string, email: string, app = ctx) =>
		settle(() => settings.action(routeArgs(app, post(`/a/${accountId}/settings?tab=users`, cookie, { intent: 'invite', email, role: 'parent' }), { accountId })))

	test(`${INVITATION_LIMITS.perNetwork.limit} an hour from one network; the next is a 429 with Retry-After, said at the form`, async () => {
		const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
		for (let i = 0; i < INVITATION_LIMITS.perNetwork.limit; i++) expect((await invite(owner.cookie, owner.accountId!, `guest${i}@example.com`)).status).toBe(200)
		const refused = await invite(owner.cookie, owner.accountId!, 'one-more@example.com')
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(refused.data).toMatchObject({ result: { error: { '': [expect.stringContaining('Too many invitations')] } } })
		// Another owner on the same network is held back too: the network is what is counted.
		const other = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
		expect((await invite(other.cookie, other.accountId!, 'neighbour@example.com')).status).toBe(429)
		// From another network, they are not.
		expect((await invite(other.cookie, other.accountId!, 'neighbour@example.com', { ...ctx, clientAddress: '2001:db8:1:2::7' })).status).toBe(200)
	})

	test(`${INVITATION_LIMITS.perInviter.limit} a day from one person, from any network`, async () => {
		const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
		for (let i = 0; i < INVITATION_LIMITS.perInviter.limit; i++) {
			expect((await invite(owner.cookie, owner.accountId!, `far${i}@example.com`, { ...ctx, clientAddress: `198.51.100.${i + 1}` })).status).toBe(200)
		}
		expect((await invite(owner.cookie, owner.accountId!, 'far-more@example.com', { ...ctx, clientAddress: '203.0.113.9' })).status).toBe(429)
	})
})
