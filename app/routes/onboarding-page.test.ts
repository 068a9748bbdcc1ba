import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accounts, memberships } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../tests/support/test-context'
import * as onboarding from './onboarding'

// Onboarding's three steps post one intent union; each step's errors come
// back at their fields, Back and Start over are buttons, and the browser's
// time zone is taken only when it is one we offer.

const origin = 'http://localhost:3000'
const year = new Date().getUTCFullYear() + 2
let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const post = (cookie: string, fields: Array<[string, string]>) =>
	settle(() => onboarding.action(routeArgs(ctx, new Request(`${origin}/onboarding`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, origin } }))))
const load = async (cookie: string) => (await settle(() => onboarding.loader(routeArgs(ctx, new Request(`${origin}/onboarding`, { headers: { cookie } }))))).data as Awaited<ReturnType<typeof onboarding.loader>>
const render = (loaderData: unknown, actionData: unknown) => {
	const props = { loaderData, actionData, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(onboarding.default, props) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] }))
}
const accountOf = async (userId: string) =>
	(await ctx.db.select({ step: accounts.onboardingStep, timeZone: accounts.timeZone, testPlans: accounts.testPlans, concerns: accounts.concerns }).from(memberships).innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(eq(memberships.userId, userId)))[0]

test('the student step: errors at their fields; the time zone kept only when it is one we offer', async () => {
	const { user, cookie } = await createSignedInUser(ctx)
	const refused = await post(cookie, [['intent', 'student'], ['studentName', ''], ['graduationYear', '1999'], ['filledBy', 'parent'], ['zip', '123']])
	expect(refused).toMatchObject({ status: 400, data: { ok: false, intent: 'student', result: { error: { studentName: ["Enter the student's name."], zip: ['Use a 5-digit ZIP code.'] } } } })
	const html = render(await load(cookie), refused.data)
	expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="onboarding-student-studentName-error"/)
	expect(html.match(/Enter the student&#x27;s name\./g)).toHaveLength(1)

	const made = await post(cookie, [['intent', 'student'], ['studentName', 'Maya'], ['graduationYear', String(year)], ['filledBy', 'parent'], ['timeZone', 'Mars/Olympus_Mons']])
	expect(made.status).toBe(302)
	expect(await accountOf(user.id)).toMatchObject({ step: 2, timeZone: 'America/New_York' })
	await post(cookie, [['intent', 'student'], ['studentName', 'Maya'], ['graduationYear', String(year)], ['filledBy', 'parent'], ['timeZone', 'America/Denver']])
	expect(await accountOf(user.id)).toMatchObject({ timeZone: 'America/Denver' })
})

test('the goals step: a half-filled test row is refused at its field; empty rows are no tests; Back goes a step back', async () => {
	const { user, cookie } = await createSignedInUser(ctx)
	expect(await post(cookie, [['intent', 'goals']])).toMatchObject({ status: 409, data: { ok: false, message: 'Start with the student step.' } })
	await post(cookie, [['intent', 'student'], ['studentName', 'Noah'], ['graduationYear', String(year)], ['filledBy', 'student']])

	const half = await post(cookie, [['intent', 'goals'], ['testPlans[0].test', ''], ['testPlans[0].date', ''], ['testPlans[1].test', 'SAT'], ['testPlans[1].date', '']])
	expect(half).toMatchObject({ status: 400, data: { result: { error: { 'testPlans[1].date': ['Use a date like 2027-03-13.'] } } } })
	const html = render(await load(cookie), half.data)
	expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="onboarding-goals-testPlans\[1\]\.date-error"/)

	const saved = await post(cookie, [['intent', 'goals'], ['testPlans[0].test', ''], ['testPlans[0].date', ''], ['testPlans[1].test', 'ACT'], ['testPlans[1].date', '2027-04-10'], ['concerns', 'deadlines']])
	expect(saved.status).toBe(302)
	expect(await accountOf(user.id)).toMatchObject({ step: 3, testPlans: [{ test: 'ACT', date: '2027-04-10' }], concerns: ['deadlines'] })
	expect((await post(cookie, [['intent', 'back']])).status).toBe(302)
	expect(await accountOf(user.id)).toMatchObject({ step: 2 })
	expect((await load(cookie)).step).toBe('goals')
	await post(cookie, [['intent', 'back']])
	await post(cookie, [['intent', 'back']])
	expect(await accountOf(user.id)).toMatchObject({ step: 1 })
})

test('an unknown step is a 400 said at the top of the page', async () => {
	const { cookie } = await createSignedInUser(ctx)
	const unknown = await post(cookie, [['intent', 'launch']])
	expect(unknown).toMatchObject({ status: 400, data: { ok: false, message: 'Unknown step.' } })
	expect(render(await load(cookie), unknown.data)).toContain('Unknown step.')
})
