import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { startTrial } from '#app/features/billing/billing.server'
import { createUserSession } from '#app/lib/session.server'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs, settle, throughMiddleware } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { everyone, familyMembers, matrixPages, matrixServerFns, pageDefaults, pageWriters, type PageOutcome, type Who } from '../../../tests/support/access-matrix'
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
// family's data by changing an id (IDOR). The table is tests/support/access-matrix.ts,
// which tests/worker/parity.test.ts also runs against the Worker.

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
	for (const [who, role, sections] of familyMembers) {
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

type Expected = PageOutcome

function outcome(result: { status: number; headers: Headers }): Expected | string {
	if (result.status === 302) {
		const location = result.headers.get('location') ?? ''
		if (location.startsWith('/login')) return 'login'
		if (location === `/a/${strangerAccountId}/dashboard`) return 'own-dashboard'
		return `redirect ${location}`
	}
	return result.status as Expected
}

const modules: Record<string, { loader: (args: never) => unknown }> = {
	dashboard, profile, settings, resources: resourcesPage, tasks: tasksPage, colleges: collegesPage, applications,
	tests: testsPage, 'applications?tab=documents': applications, 'financial-aid': financialAid, contacts: contactsPage,
	'admin/entitlements': adminEntitlements,
}
const pages = matrixPages.map((page) => ({ ...page, module: modules[page.path]! }))

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
		const expected = overrides[who] ?? pageDefaults[who]
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
		expect(outcome(result)).toBe(pageWriters[who])
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
		expect(outcome(result)).toBe(pageWriters[who])
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

describe.each(matrixServerFns({ accountId: '', taskId: '' }).map(({ id }, index) => ({ id, index })))('server function $id', ({ index }) => {
	test.each(everyone)('%s', async (who) => {
		// Read when the test runs: the account and task exist only after beforeAll.
		const { id, data, expect: expected } = matrixServerFns({ accountId, taskId })[index]!
		const { status, text } = await callFn(id, who, data)
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
