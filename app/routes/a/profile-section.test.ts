import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setMemberSections } from '#app/features/accounts/members.server'
import { accountSections } from '#app/features/accounts/permissions'
import { accountPages } from '#app/features/accounts/sections'
import { loadAssistantFacts } from '#app/features/assistant/facts.server'
import { accounts, memberships, studentProfiles, users } from '#app/lib/db/schema'
import { createUserSession } from '#app/lib/session.server'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as applications from './applications'
import * as collegesPage from './colleges'
import * as dashboard from './dashboard'
import * as layout from './layout'
import * as profile from './profile'
import * as settings from './settings'

// The student profile — GPA and courses, activities, honors, school and
// address, goals and support needs — is a section like the others (decision
// 022): a counselor it is not shared with gets none of it from any page,
// function or the nav, and gets all of it once the owner shares it.

const origin = 'http://localhost:3000'
const secrets = ['Canary Ridge High', '97999', '3.87', 'Canary Robotics', 'Marine biology canary']

let ctx: TestContext
let accountId: string
let ownerAccess: Parameters<typeof setMemberSections>[1]
let counselor: { id: string; cookie: string }

beforeAll(async () => {
	ctx = await createTestContext()
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'premium-monthly' })
	accountId = owner.accountId!
	await ctx.db.update(accounts).set({ onboardingCompletedAt: Date.now(), graduationYear: new Date().getUTCFullYear() + 2, highSchool: 'Canary Ridge High', state: 'OR', zip: '97999', intendedMajors: ['Marine biology canary'], concerns: ['adhd'] }).where(eq(accounts.id, accountId))
	await ctx.db.insert(studentProfiles).values({
		accountId,
		gpa: { unweighted: 3.87, weighted: 4.1, credits: 6, savedAt: Date.now(), courses: [{ name: 'AP Biology', credits: 1, grade: 'A', weight: 'ap' }] },
		activities: [{ id: 'a1', name: 'Canary Robotics', role: 'Captain', organization: 'School', description: 'Built robots with the team.', grades: [10, 11], hoursPerWeek: 4, weeksPerYear: 30 }],
	})
	const [user] = await ctx.db.insert(users).values({ email: 'counselor@example.com', name: 'Ms. Park', emailVerifiedAt: Date.now() }).returning()
	await ctx.db.insert(memberships).values({ accountId, userId: user!.id, role: 'counselor', sections: ['tasks', 'colleges', 'applications', 'assistant'] })
	counselor = { id: user!.id, cookie: (await createUserSession(ctx, user!.id, { currentAccountId: accountId })).setCookie.split(';')[0]! }
	ownerAccess = { accountId, userId: owner.user.id, role: 'owner', sections: [...accountSections], readOnly: false }
})
afterAll(() => ctx.cleanup())

const get = (path: string) => new Request(`${origin}/a/${accountId}/${path}`, { headers: { cookie: counselor.cookie } })
const load = (module: { loader: (args: never) => unknown }, path: string) => settle(() => module.loader(routeArgs(ctx, get(path), { accountId }) as never))

async function callFn(id: string, data: unknown) {
	const method = serverFnRegistry.get(id)!.method
	const url = new URL(`${origin}/_serverFn/${id}?createServerFn`)
	if (method === 'GET') url.searchParams.set('payload', JSON.stringify(data))
	const request = new Request(url, { method, body: method === 'POST' ? JSON.stringify({ data }) : undefined, headers: { cookie: counselor.cookie, origin } })
	const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
	return { status: response.status, text: await response.text() }
}

/** Everything a counselor can ask for that might carry the profile, as text. */
async function whatTheCounselorGets() {
	const pages = await Promise.all([
		load(layout, 'dashboard'),
		load(dashboard, 'dashboard'),
		load(settings, 'settings?tab=student'),
		load(settings, 'settings?tab=users'),
		load(collegesPage, 'colleges'),
		load(applications, 'applications'),
	])
	const functions = await Promise.all([callFn('getAccountDetails', { accountId }), callFn('getStudentData', { accountId }), callFn('getAppLoaderData', null)])
	const access = (await settle(() => layout.loader(routeArgs(ctx, get('dashboard'), { accountId }) as never))).data as { access: Parameters<typeof loadAssistantFacts>[1] }
	const facts = await loadAssistantFacts(ctx, access.access)
	const profilePage = await load(profile, 'profile')
	return { text: JSON.stringify([pages.map((page) => page.data), functions.map((fn) => fn.text), facts, profilePage.data]), profilePage, studentData: functions[1]!.status, sections: access.access.sections }
}

describe('a counselor the profile is not shared with', () => {
	test('gets none of it: not the page, not the nav, not the details in any loader, function or the assistant', async () => {
		const got = await whatTheCounselorGets()
		expect(got.profilePage.status).toBe(403)
		expect(got.studentData).toBe(403)
		for (const secret of secrets) expect(got.text, secret).not.toContain(secret)
		expect(accountPages.filter((page) => !page.section || got.sections.includes(page.section)).map((page) => page.path)).not.toContain('profile')
	})

	test('cannot write it either', async () => {
		expect((await callFn('saveGpaToProfile', { accountId, courses: [{ name: 'x', credits: 1, grade: 'A', weight: 'regular' }], cumulativeGpa: null, previousCredits: null })).status).toBe(403)
		const post = new Request(`${origin}/a/${accountId}/profile`, { method: 'POST', body: new URLSearchParams({ intent: 'update-majors', intendedMajors: 'Hacked' }), headers: { cookie: counselor.cookie, origin } })
		expect((await settle(() => profile.action(routeArgs(ctx, post, { accountId })))).status).toBe(403)
	})
})

test('once the owner shares the profile, the counselor reads it (and still changes nothing)', async () => {
	await setMemberSections(ctx, ownerAccess, counselor.id, ['tasks', 'colleges', 'applications', 'assistant', 'profile'])
	const got = await whatTheCounselorGets()
	expect(got.profilePage.status).toBe(200)
	expect(got.studentData).toBe(200)
	for (const secret of ['Canary Ridge High', '97999', '3.87', 'Canary Robotics']) expect(got.text, secret).toContain(secret)
	expect(accountPages.filter((page) => !page.section || got.sections.includes(page.section)).map((page) => page.path)).toContain('profile')
})
