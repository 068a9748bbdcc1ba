import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { startTrial } from '#app/features/billing/billing.server'
import { createUserSession } from '#app/lib/session.server'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs, settle, throughMiddleware } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as adminEntitlements from './admin-entitlements'
import * as applications from './applications'
import * as dashboard from './dashboard'
import * as layout from './layout'
import * as profile from './profile'
import * as financialAid from './financial-aid'
import * as contactsPage from './contacts'
import * as settings from './settings'
import * as tasksPage from './tasks'
import * as testsPage from './tests'
import * as resourcesPage from './resources'
import * as collegesPage from './colleges'
import { createTask } from '#app/features/plan/plan.server'

// Every page under /a/{id}/ and every account-scoped server function, for
// every kind of visitor: exactly the expected answer, and never another
// family's data by changing an id (IDOR).

type Who = 'owner' | 'parent' | 'student' | 'counselorShared' | 'counselorNone' | 'stranger' | 'signedOut'
const everyone: Who[] = ['owner', 'parent', 'student', 'counselorShared', 'counselorNone', 'stranger', 'signedOut']

let ctx: TestContext
let accountId: string
let strangerAccountId: string
const cookies = {} as Record<Who, string>
const origin = 'http://localhost:3000'

async function addUser(email: string) {
	const [user] = await ctx.db.insert(users).values({ email, name: email.split('@')[0]!, emailVerifiedAt: Date.now() }).returning()
	return user!
}

async function addAccount(studentName: string) {
	const [account] = await ctx.db
		.insert(accounts)
		.values({ studentName, graduationYear: 2028, onboardingCompletedAt: Date.now() })
		.returning()
	return account!.id
}

beforeAll(async () => {
	ctx = await createTestContext()
	accountId = await addAccount('Family Student')
	strangerAccountId = await addAccount('Stranger Student')
	for (const id of [accountId, strangerAccountId]) await startTrial(ctx, id, 'founder-monthly', null)
	const roles: Array<[Who, 'owner' | 'parent' | 'student' | 'counselor', string[] | null]> = [
		['owner', 'owner', null],
		['parent', 'parent', null],
		['student', 'student', null],
		['counselorShared', 'counselor', ['tasks', 'colleges', 'applications']],
		['counselorNone', 'counselor', []],
	]
	for (const [who, role, sections] of roles) {
		const user = await addUser(`${who}@example.com`)
		await ctx.db.insert(memberships).values({ accountId, userId: user.id, role, sections })
		cookies[who] = (await createUserSession(ctx, user.id)).setCookie.split(';')[0]!
	}
	const stranger = await addUser('stranger@example.com')
	await ctx.db.insert(memberships).values({ accountId: strangerAccountId, userId: stranger.id, role: 'owner' })
	cookies.stranger = (await createUserSession(ctx, stranger.id)).setCookie.split(';')[0]!
	cookies.signedOut = ''
})
afterAll(() => ctx.cleanup())

function get(path: string, who: Who) {
	return new Request(`${origin}${path}`, { headers: cookies[who] ? { cookie: cookies[who] } : {} })
}

type Expected = 200 | 403 | 'login' | 'own-dashboard'

function outcome(result: { status: number; headers: Headers }): Expected | string {
	if (result.status === 302) {
		const location = result.headers.get('location') ?? ''
		if (location.startsWith('/login')) return 'login'
		if (location === `/a/${strangerAccountId}/dashboard`) return 'own-dashboard'
		return `redirect ${location}`
	}
	return result.status as Expected
}

const pages: Array<{ path: string; module: { loader: (args: never) => unknown }; expect: Partial<Record<Who, Expected>> }> = [
	{ path: 'dashboard', module: dashboard, expect: {} },
	// The profile is a section like the others (decision 022): counselors see it only when shared.
	{ path: 'profile', module: profile, expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'settings', module: settings, expect: {} },
	{ path: 'resources', module: resourcesPage, expect: {} },
	{ path: 'tasks', module: tasksPage, expect: { counselorNone: 403 } },
	{ path: 'colleges', module: collegesPage, expect: { counselorNone: 403 } },
	{ path: 'applications', module: applications, expect: { counselorNone: 403 } },
	{ path: 'tests', module: testsPage, expect: { counselorShared: 403, counselorNone: 403 } },
	// The vault is its own section: reading applications does not open documents.
	{ path: 'applications?tab=documents', module: applications, expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'financial-aid', module: financialAid, expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'contacts', module: contactsPage, expect: { counselorShared: 403, counselorNone: 403 } },
	{
		path: 'admin/entitlements',
		module: adminEntitlements,
		expect: { owner: 403, parent: 403, student: 403, counselorShared: 403, counselorNone: 403 },
	},
]

describe('the /a/{id} layout (spec §4 route access)', () => {
	test.each(everyone)('%s', async (who) => {
		const result = await settle(() => throughMiddleware(routeArgs(ctx, get(`/a/${accountId}/dashboard`, who), { accountId }), layout.middleware, layout.loader))
		const expected: Record<Who, Expected> = {
			owner: 200, parent: 200, student: 200, counselorShared: 200, counselorNone: 200,
			stranger: 'own-dashboard', signedOut: 'login',
		}
		expect(outcome(result)).toBe(expected[who])
		if (expected[who] !== 200) expect(JSON.stringify(result.data ?? '')).not.toContain('Family Student')
	})
})

describe.each(pages)('/a/{id}/$path', ({ path, module, expect: overrides }) => {
	test.each(everyone)('%s', async (who) => {
		const args = routeArgs(ctx, get(`/a/${accountId}/${path}`, who), { accountId })
		const result = await settle(() => throughMiddleware(args, layout.middleware, module.loader as (args: never) => unknown))
		// Another family's page sends the visitor to their own (spec §4): nothing of it is read.
		const defaults: Record<Who, Expected> = {
			owner: 200, parent: 200, student: 200, counselorShared: 200, counselorNone: 200, stranger: 'own-dashboard', signedOut: 'login',
		}
		const expected = overrides[who] ?? defaults[who]
		expect(outcome(result)).toBe(expected)
		if (expected !== 200) expect(JSON.stringify(result.data ?? '')).not.toContain('Family Student')
	})
})

describe('settings changes (write access)', () => {
	test.each(everyone)('%s', async (who) => {
		const request = new Request(`${origin}/a/${accountId}/settings?tab=student`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'update-student', studentName: 'Family Student' }),
			headers: { origin, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
		})
		const result = await settle(() => throughMiddleware(routeArgs(ctx, request, { accountId }), layout.middleware, settings.action))
		const expected: Record<Who, Expected> = {
			owner: 200, parent: 200, student: 200, counselorShared: 403, counselorNone: 403, stranger: 403, signedOut: 'login',
		}
		expect(outcome(result)).toBe(expected[who])
	})
})

describe('task changes (write access)', () => {
	test.each(everyone)('%s', async (who) => {
		const request = new Request(`${origin}/a/${accountId}/tasks`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'create', title: `Task by ${who}`, category: 'family', owner: 'parent', priority: '2' }),
			headers: { origin, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
		})
		const result = await settle(() => throughMiddleware(routeArgs(ctx, request, { accountId }), layout.middleware, tasksPage.action))
		const expected: Record<Who, Expected> = {
			owner: 200, parent: 200, student: 200, counselorShared: 403, counselorNone: 403, stranger: 403, signedOut: 'login',
		}
		expect(outcome(result)).toBe(expected[who])
	})
})

let taskId = ''
beforeAll(async () => {
	const task = await createTask(ctx, {
		accountId,
		userId: null as unknown as string,
		input: { title: 'A family task', notes: null, category: 'family', owner: 'parent', dueDate: null, minutes: 10, priority: 2 },
	})
	taskId = task.id
})

async function callFn(id: string, who: Who, data: unknown) {
	const method = serverFnRegistry.get(id)!.method
	const url = new URL(`${origin}/_serverFn/${id}?createServerFn`)
	if (method === 'GET' && data !== undefined) url.searchParams.set('payload', JSON.stringify(data))
	const request = new Request(url, {
		method,
		body: method === 'POST' ? JSON.stringify({ data }) : undefined,
		headers: cookies[who] ? { cookie: cookies[who] } : {},
	})
	const response = await handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
	return { status: response.status, text: await response.text() }
}

const readers: Record<Who, number> = {
	owner: 200, parent: 200, student: 200, counselorShared: 200, counselorNone: 200, stranger: 403, signedOut: 401,
}
const writers: Record<Who, number> = { ...readers, counselorShared: 403, counselorNone: 403 }

const accountFns: Array<{ id: string; data: () => unknown; expect: Record<Who, number> }> = [
	{ id: 'getAccountDetails', data: () => ({ accountId }), expect: readers },
	{ id: 'getStudentData', data: () => ({ accountId }), expect: { ...readers, counselorShared: 403, counselorNone: 403 } },
	{ id: 'getCurrentGradeLevel', data: () => ({ accountId }), expect: readers },
	{ id: 'getAccountOnboardingStatus', data: () => ({ accountId }), expect: readers },
	{ id: 'updateStudentData', data: () => ({ accountId, highSchool: 'Lincoln High School' }), expect: writers },
	{ id: 'setCurrentAccount', data: () => ({ id: accountId, studentName: 'x', plan: null }), expect: readers },
	{ id: 'updateTaskStatus', data: () => ({ accountId, taskId, intent: 'skip' }), expect: writers },
]

describe.each(accountFns)('server function $id', ({ id, data, expect: expected }) => {
	test.each(everyone)('%s', async (who) => {
		const { status, text } = await callFn(id, who, data())
		expect(status).toBe(expected[who])
		if (status !== 200) expect(text).not.toContain('Family Student')
	})
})

test('validateAccountAccess tells a stranger no, with their own way back', async () => {
	const { status, text } = await callFn('validateAccountAccess', 'stranger', { accountId })
	expect(status).toBe(200)
	expect(JSON.parse(text)).toEqual({ hasAccess: false, role: null, redirectTo: `/a/${strangerAccountId}/dashboard` })
})

test("a stranger's setCurrentAccount leaves their session untouched", async () => {
	await callFn('setCurrentAccount', 'stranger', { id: accountId })
	const response = await callFn('getCurrentAccount', 'stranger', undefined)
	expect(JSON.parse(response.text)).toMatchObject({ id: strangerAccountId })
	expect(response.text).not.toContain('Family Student')
})

test('the stranger never changed the family account', async () => {
	const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId))
	expect(row!.studentName).toBe('Family Student')
})
