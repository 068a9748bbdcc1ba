import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { memberships } from '#app/lib/db/schema'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as profilePage from './profile'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselorCookie: string
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner', plan: 'founder-monthly' })
	const counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: null })
	counselorCookie = counselor.cookie
})
afterAll(async () => {
	await ctx.cleanup()
})

const post = (entries: Array<[string, string]>, cookie = owner.cookie) =>
	settle(() =>
		profilePage.action(
			routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/profile`, { method: 'POST', body: new URLSearchParams(entries), headers: { cookie, origin } }), {
				accountId: owner.accountId!,
			}),
		),
	)
const load = async () =>
	(await settle(() => profilePage.loader(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/profile`, { headers: { cookie: owner.cookie } }), { accountId: owner.accountId! }))))
		.data as Awaited<ReturnType<typeof profilePage.loader>>

// The page as the server renders it after a post (no JavaScript).
const render = (loaderData: Awaited<ReturnType<typeof load>>, actionData: unknown) => {
	const props = { loaderData, actionData, params: { accountId: owner.accountId! }, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(profilePage.default, props) }])
	return renderToString(createElement(Stub, { initialEntries: ['/'] }))
}

const activity = (name: string, description = 'Led weekly practice for 20 younger players and organized the spring tournament.') =>
	[['intent', 'add-activity'], ['name', name], ['description', description], ['grades', '10'], ['grades', '11'], ['hoursPerWeek', '6']] as Array<[string, string]>

test('activities: a 150-character description, at most 10, reorderable; bad input gets a message per field', async () => {
	const tooLong = await post(activity('Soccer', 'x'.repeat(151)))
	expect(tooLong.status).toBe(400)
	expect((tooLong.data as { result: { error: Record<string, string[]> } }).result.error.description).toEqual(['Keep the description to 150 characters, as the Common App does.'])
	const noGrades = await post([['intent', 'add-activity'], ['name', 'Chess'], ['description', 'Captain of the chess team for two years.'], ['hoursPerWeek', '400']])
	expect((noGrades.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
		grades: ['Choose at least one grade.'],
		hoursPerWeek: ['Hours per week is a whole number from 0 to 168.'],
	})
	// Each error at its field, tied to it; the form open; not said again at the top.
	const html = render(await load(), noGrades.data)
	expect(html).toMatch(/<details class="mt-4" open="">\s*<summary[^>]*>Add an activity/)
	expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="activity-hoursPerWeek-error"/)
	expect(html).toContain('<ul id="activity-hoursPerWeek-error"')
	expect(html).toMatch(/<fieldset[^>]*aria-describedby="activity-grades-error"/)
	expect(html.match(/Choose at least one grade\./g)).toHaveLength(1)
	for (let index = 1; index <= 10; index++) expect((await post(activity(`Activity ${index}`))).status).toBe(200)
	const eleventh = await post(activity('One too many'))
	expect(eleventh).toMatchObject({ status: 409, data: { message: 'The Common App has room for 10 activities. Remove one to add another.' } })
	const { profile } = await load()
	expect(profile.activities).toHaveLength(10)
	expect(profile.activities[0]).toMatchObject({ name: 'Activity 1', grades: [10, 11], hoursPerWeek: 6, weeksPerYear: null })
	await post([['intent', 'move-down'], ['id', profile.activities[0]!.id]])
	expect((await load()).profile.activities.slice(0, 2).map((entry) => entry.name)).toEqual(['Activity 2', 'Activity 1'])
	await post([['intent', 'remove-activity'], ['id', profile.activities[0]!.id]])
	expect((await load()).profile.activities).toHaveLength(9)
})

test('intended majors: up to five, from a comma list', async () => {
	expect((await post([['intent', 'update-majors'], ['intendedMajors', 'Biology, Public health,, Nursing, Chemistry, Math, History']])).status).toBe(200)
	expect((await load()).account.intendedMajors).toEqual(['Biology', 'Public health', 'Nursing', 'Chemistry', 'Math'])
	const tooLong = await post([['intent', 'update-majors'], ['intendedMajors', 'x'.repeat(501)]])
	expect(tooLong).toMatchObject({ status: 400, data: { ok: false, intent: 'update-majors', result: { error: { intendedMajors: ['Keep the majors under 500 characters.'] } } } })
	expect((await load()).account.intendedMajors).toHaveLength(5)
})

test('a button posted without its id is a 400 said at the top of the page, not at a field', async () => {
	const missing = await post([['intent', 'remove-activity']])
	expect(missing).toMatchObject({ status: 400, data: { ok: false, intent: 'remove-activity', message: 'That activity is no longer on the profile.' } })
	expect((missing.data as { result?: unknown }).result).toBeUndefined()
	expect((await post([['intent', 'remove-honor'], ['id', 'x'.repeat(65)]])).status).toBe(400)
})

test('honors, and a counselor may read the profile but not change it', async () => {
	expect((await post([['intent', 'add-honor'], ['title', 'National Merit Commended Student'], ['level', 'national'], ['grades', '12']])).status).toBe(200)
	expect((await load()).profile.honors[0]).toMatchObject({ title: 'National Merit Commended Student', level: 'national', grades: [12] })
	expect((await post([['intent', 'add-honor'], ['title', 'x'], ['level', 'galactic']])).status).toBe(400)
	expect((await post([['intent', 'add-honor'], ['title', 'Spelling bee'], ['level', 'school'], ['grades', '9']], counselorCookie)).status).toBe(403)
})

test('saveGpaToProfile works the GPA out on the server from the courses', async () => {
	const call = async (data: unknown, cookie = owner.cookie) => {
		const request = new Request(`${origin}/_serverFn/saveGpaToProfile?createServerFn`, { method: 'POST', body: JSON.stringify({ data }), headers: { 'content-type': 'application/json', origin, cookie } })
		const response = await handleServerFnRequest({ request, id: 'saveGpaToProfile', app: ctx, registry: serverFnRegistry })
		return { status: response.status, body: (await response.json()) as any }
	}
	const courses = [
		{ name: 'English', credits: 1, grade: 'A', weight: 'regular' },
		{ name: 'Math', credits: 1, grade: 'B+', weight: 'regular' },
		{ name: 'Science', credits: 1, grade: 'A-', weight: 'honors' },
		{ name: 'History', credits: 1, grade: 'B', weight: 'regular' },
	]
	const saved = await call({ accountId: owner.accountId, courses, cumulativeGpa: null, previousCredits: null })
	expect(saved).toMatchObject({ status: 200, body: { accountId: owner.accountId, unweighted: 3.5 } })
	expect((await load()).profile.gpa).toMatchObject({ unweighted: 3.5, weighted: 3.63, credits: 4 })
	expect((await call({ accountId: owner.accountId, courses: [{ name: 'x', credits: 1, grade: 'Z', weight: 'regular' }], cumulativeGpa: null, previousCredits: null })).status).toBe(400)
	expect((await call({ accountId: owner.accountId, courses, cumulativeGpa: null, previousCredits: null }, counselorCookie)).status).toBe(403)
})
