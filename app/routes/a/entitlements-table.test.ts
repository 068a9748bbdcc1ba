import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { allFeatures, type Feature, planDefinitions } from '#app/features/billing/catalog'
import type { FormWrites } from '#app/features/billing/writes'
import { sha256Hex } from '#app/lib/crypto'
import { accounts, conversations, essays, invitations, memberships, plans, rateLimits, subscriptions, tasks, users } from '#app/lib/db/schema'
import { createUserSession } from '#app/lib/session.server'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { eq } from 'drizzle-orm'
import { profileIntents } from '#app/features/accounts/profile-settings.server'
import { notificationIntents } from '#app/features/notifications/notification-settings.server'
import { routeTable } from '../../../tests/support/route-table'
import * as invitePage from '../invite.$token'
import { routeArgs } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'

// Entitlements on every write (decision 022), as a table: every plan in the
// catalog × every billing state × every write that uses a plan feature — the
// server functions that declare a `feature`, the form actions' `writes`
// tables, and the writes that share with a counselor — must answer what the
// plan promises: the write goes through, or it is refused with 403
// `plan_required` and nothing is written. The table is built from the
// catalog and the registries, so a new plan, feature or write is in it the
// day it is added; a write that does not say what it uses fails below.

const DAY = 24 * 60 * 60 * 1000
const origin = 'http://localhost:3000'

/** What each billing state promises, as decision 010 and the pricing page say it, independent of entitlements.ts. */
const states = [
	{ name: 'trialing (7 days: tries the chosen plan)', access: true, everything: false, trialDays: 7, row: (at: number) => ({ status: 'trialing' as const, trialEndsAt: at + 3 * DAY }) },
	{ name: 'trialing (14 days: full access)', access: true, everything: true, trialDays: 14, row: (at: number) => ({ status: 'trialing' as const, trialEndsAt: at + 3 * DAY }) },
	{ name: 'active', access: true, everything: false, trialDays: 7, row: (at: number) => ({ status: 'active' as const, currentPeriodEnd: at + 20 * DAY }) },
	{ name: 'past due (the card is being retried)', access: true, everything: false, trialDays: 7, row: (at: number) => ({ status: 'past_due' as const, currentPeriodEnd: at - DAY }) },
	{ name: 'canceled, paid time left', access: true, everything: false, trialDays: 7, row: (at: number) => ({ status: 'canceled' as const, cancelAtPeriodEnd: true, canceledAt: at - DAY, currentPeriodEnd: at + 10 * DAY }) },
	{ name: 'canceled, period over', access: false, everything: false, trialDays: 7, row: (at: number) => ({ status: 'canceled' as const, cancelAtPeriodEnd: true, canceledAt: at - 40 * DAY, currentPeriodEnd: at - DAY }) },
	{ name: 'trial ended', access: false, everything: false, trialDays: 7, row: (at: number) => ({ status: 'trialing' as const, trialEndsAt: at - 60 * 60 * 1000 }) },
]
type State = (typeof states)[number]

const promised = (state: State, plan: (typeof planDefinitions)[number], feature: Feature) => state.access && (state.everything || plan.features.includes(feature))

/** Features that no write uses: what they give is read or sent (the family view, reminders), never written. */
const readOnlyFeatures: Feature[] = ['family-view', 'reminders', 'priority-reminders']

/** Form actions under /a/{id} that are not the family's writes, and why. */
const notFamilyWrites: Record<string, string> = {
	'a/:accountId/admin/entitlements': 'site administrators’ billing tools: they change the plan itself',
	'a/:accountId/push-subscription': 'a member’s own device for push (any member, counselors too): it uses nothing of the plan; JSON, with its own tests',
}

/** A valid input for each server function that uses a feature: the check runs after the input is read. */
const examples: Record<string, (fixture: Fixture) => unknown> = {
	updateTaskStatus: (f) => ({ accountId: f.accountId, taskId: f.taskId, intent: 'skip' }),
	saveGpaToProfile: (f) => ({ accountId: f.accountId, courses: [{ name: 'Algebra II', credits: 1, grade: 'A', weight: 'regular' }], cumulativeGpa: null, previousCredits: null }),
	saveEssayDraft: (f) => ({ accountId: f.accountId, essayId: f.essayId, body: 'A new paragraph.' }),
	renameAssistantConversation: (f) => ({ accountId: f.accountId, conversationId: f.conversationId, title: 'Renamed' }),
}

type ActionModule = { action?: (args: never) => unknown; writes?: FormWrites }
const appDir = fileURLToPath(new URL('../..', import.meta.url))
const familyRoutes: Array<{ path: string; module: ActionModule }> = []
for (const { path, file } of routeTable) {
	if (!path.startsWith('a/:accountId')) continue
	const module = (await import(/* @vite-ignore */ `${appDir}${file}`)) as ActionModule
	if (typeof module.action === 'function') familyRoutes.push({ path, module })
}

interface Fixture {
	accountId: string
	ownerCookie: string
	inviteeCookie: string
	parentId: string
	counselorId: string
	invitationToken: string
	taskId: string
	essayId: string
	conversationId: string
}

let ctx: TestContext
let counter = 0
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

async function person(label: string) {
	counter += 1
	const [user] = await ctx.db.insert(users).values({ email: `${label}-${counter}@example.com`, name: label, emailVerifiedAt: Date.now() }).returning({ id: users.id, email: users.email })
	return user!
}

/** A family on `planSlug` in `state`: an owner, a parent, a counselor shown the tasks, a counselor invited, and a task, an essay and a chat. */
async function family(planSlug: string, state: State): Promise<Fixture> {
	const at = Date.now()
	const [owner, parent, counselor, invitee] = [await person('owner'), await person('parent'), await person('counselor'), await person('invitee')]
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'Table Student', graduationYear: new Date().getUTCFullYear() + 2, onboardingCompletedAt: at, createdByUserId: owner.id }).returning({ id: accounts.id })
	const accountId = account!.id
	const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, planSlug))
	await ctx.db.insert(subscriptions).values({ accountId, planId: plan!.id, provider: 'local', createdAt: at - 30 * DAY, ...state.row(at) })
	await ctx.db.insert(memberships).values([
		{ accountId, userId: owner.id, role: 'owner' },
		{ accountId, userId: parent.id, role: 'parent' },
		{ accountId, userId: counselor.id, role: 'counselor', sections: ['tasks'] },
	])
	const invitationToken = `table-invitation-${counter}`.padEnd(24, 'x')
	await ctx.db.insert(invitations).values({ accountId, email: invitee.email, role: 'counselor', sections: ['tasks'], tokenHash: await sha256Hex(invitationToken), invitedByUserId: owner.id, expiresAt: at + 7 * DAY })
	const [task] = await ctx.db.insert(tasks).values({ accountId, title: 'Visit a campus', category: 'family', owner: 'parent', dueDate: '2030-01-15' }).returning({ id: tasks.id })
	const [essay] = await ctx.db.insert(essays).values({ accountId, title: 'Personal essay', wordLimit: 650 }).returning({ id: essays.id })
	const [conversation] = await ctx.db.insert(conversations).values({ accountId, userId: owner.id, title: 'A chat' }).returning({ id: conversations.id })
	const cookie = async (userId: string) => (await createUserSession(ctx, userId, { currentAccountId: accountId })).setCookie.split(';')[0]!
	return {
		accountId,
		ownerCookie: await cookie(owner.id),
		inviteeCookie: await cookie(invitee.id),
		parentId: parent.id,
		counselorId: counselor.id,
		invitationToken,
		taskId: task!.id,
		essayId: essay!.id,
		conversationId: conversation!.id,
	}
}

/** Every row of every table the family's writes could touch (sessions and counters aside), for "nothing was written". */
async function snapshot() {
	const names = (await ctx.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('sessions', 'rate_limits', '__drizzle_migrations')")).rows.map((row) => String(row.name))
	const rows: Record<string, unknown[]> = {}
	for (const name of names) rows[name] = (await ctx.client.execute(`SELECT * FROM "${name}" ORDER BY rowid`)).rows.map((row) => JSON.stringify(row))
	return rows
}

type Answer = { status: number; body: unknown }

async function answerOf(run: () => unknown): Promise<Answer> {
	let value: unknown
	try {
		value = await run()
	} catch (thrown) {
		value = thrown
	}
	if (value instanceof Response) {
		const text = await value.text()
		try {
			return { status: value.status, body: JSON.parse(text) }
		} catch {
			return { status: value.status, body: text }
		}
	}
	if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
		const { data, init } = value as { data: unknown; init: ResponseInit | null }
		return { status: init?.status ?? 200, body: data }
	}
	if (value instanceof Error) throw value
	return { status: 200, body: value }
}

/** Refused by the plan: 403 with `plan_required`, however the route shapes its answer. */
function refusedByPlan({ status, body }: Answer) {
	const code = (body as { code?: string; error?: { code?: string } } | null)?.code ?? (body as { error?: { code?: string } } | null)?.error?.code
	return status === 403 && code === 'plan_required'
}

function formPost(path: string, cookie: string, fields: Record<string, string>) {
	return new Request(`${origin}/${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' } })
}

interface Write {
	name: string
	feature: Feature | null
	run: (fixture: Fixture) => Promise<Answer>
}

function formWrites(): Write[] {
	const writes: Write[] = []
	for (const { path, module } of familyRoutes) {
		if (path in notFamilyWrites) continue
		for (const [intent, rule] of Object.entries(module.writes ?? {})) {
			if (typeof rule === 'object' && rule !== null) continue // whenCounselor: tried with the members they touch, below
			const request = (f: Fixture) => {
				const at = path.replace(':accountId', f.accountId)
				if (path.endsWith('documents/upload')) return new Request(`${origin}/${at}`, { method: 'POST', body: new FormData(), headers: { cookie: f.ownerCookie, origin, accept: 'application/json' } })
				if (path.endsWith('assistant/chat')) return new Request(`${origin}/${at}`, { method: 'POST', body: JSON.stringify({ text: 'What is due this week?' }), headers: { cookie: f.ownerCookie, origin, 'content-type': 'application/json' } })
				return formPost(at, f.ownerCookie, { intent })
			}
			writes.push({ name: `/${path} ${intent}`, feature: rule, run: (f) => answerOf(() => module.action!(routeArgs(ctx, request(f), { accountId: f.accountId }))) })
		}
	}
	return writes
}

function serverFnWrites(): Write[] {
	return [...serverFnRegistry.values()]
		.filter((definition) => definition.feature)
		.map((definition) => ({
			name: `serverFn ${definition.id}`,
			feature: definition.feature!,
			async run(f) {
				const url = new URL(`${origin}/_serverFn/${definition.id}?createServerFn`)
				const input = examples[definition.id]!(f)
				if (definition.method === 'GET') url.searchParams.set('payload', JSON.stringify(input))
				const request = new Request(url, { method: definition.method, body: definition.method === 'POST' ? JSON.stringify({ data: input }) : undefined, headers: { cookie: f.ownerCookie, origin, 'content-type': 'application/json' } })
				return answerOf(() => handleServerFnRequest({ request, id: definition.id, app: ctx, registry: serverFnRegistry }))
			},
		}))
}

const settingsRoute = () => familyRoutes.find((route) => route.path === 'a/:accountId/settings')!.module
const settingsPost = (f: Fixture, fields: Record<string, string>) => answerOf(() => settingsRoute().action!(routeArgs(ctx, formPost(`a/${f.accountId}/settings`, f.ownerCookie, fields), { accountId: f.accountId })))

/** The writes that share with a counselor, each with a member it touches; and their twins that must never be locked. */
const counselorWrites: Write[] = [
	{ name: 'settings invite a counselor', feature: 'counselor-sharing', run: (f) => settingsPost(f, { intent: 'invite', email: `new-counselor-${++counter}@example.com`, role: 'counselor', sections: 'tasks' }) },
	{ name: 'settings change a parent into a counselor', feature: 'counselor-sharing', run: (f) => settingsPost(f, { intent: 'change-role', userId: f.parentId, role: 'counselor' }) },
	{ name: 'settings share another section with a counselor', feature: 'counselor-sharing', run: (f) => settingsPost(f, { intent: 'set-sections', userId: f.counselorId, sections: 'colleges' }) },
	{ name: 'settings share every section with a counselor', feature: 'counselor-sharing', run: (f) => settingsPost(f, { intent: 'share-all', userId: f.counselorId }) },
	{
		name: '/invite/{token} a counselor accepts',
		feature: 'counselor-sharing',
		run: (f) => answerOf(() => invitePage.action(routeArgs(ctx, new Request(`${origin}/invite/${f.invitationToken}`, { method: 'POST', body: new URLSearchParams({ answer: 'accept' }), headers: { cookie: f.inviteeCookie, origin, 'content-type': 'application/x-www-form-urlencoded' } }), { token: f.invitationToken }))),
	},
	{ name: 'settings invite a parent', feature: null, run: (f) => settingsPost(f, { intent: 'invite', email: `new-parent-${++counter}@example.com`, role: 'parent' }) },
	{ name: 'settings stop sharing with a counselor', feature: null, run: (f) => settingsPost(f, { intent: 'set-sections', userId: f.counselorId }) },
]

test('every write says what it uses of the plan', () => {
	const undeclared = [...serverFnRegistry.values()].filter((definition) => definition.method === 'POST' && definition.access !== 'public' && !('feature' in definition)).map((definition) => definition.id)
	expect(undeclared, 'server functions that write without a `feature` (null for none)').toEqual([])
	const withoutExample = serverFnWrites().map((write) => write.name.slice('serverFn '.length)).filter((id) => !examples[id])
	expect(withoutExample, 'add an example input to this table').toEqual([])
	const withoutTable = familyRoutes.filter(({ path, module }) => !(path in notFamilyWrites) && !module.writes).map(({ path }) => path)
	expect(withoutTable, 'form actions without a `writes` table').toEqual([])
	expect(familyRoutes.length).toBeGreaterThanOrEqual(12)
})

test('Settings lists every intent its domain modules handle', () => {
	const declared = Object.keys(familyRoutes.find((route) => route.path === 'a/:accountId/settings')!.module.writes!)
	expect(declared).toEqual(expect.arrayContaining([...notificationIntents, ...profileIntents]))
})

test('every feature the catalog sells is either written by some write here or only ever read', () => {
	const written = new Set([...formWrites(), ...serverFnWrites(), ...counselorWrites].map((write) => write.feature).filter(Boolean))
	for (const feature of allFeatures) expect(written.has(feature) !== readOnlyFeatures.includes(feature), feature).toBe(true)
})

test('an intent a writes table does not list is refused before it runs', async () => {
	const f = await family('founder-monthly', states[2]!)
	for (const { path, module } of familyRoutes) {
		if (path in notFamilyWrites || path.endsWith('documents/upload') || path.endsWith('assistant/chat')) continue
		const at = path.replace(':accountId', f.accountId)
		const answer = await answerOf(() => module.action!(routeArgs(ctx, formPost(at, f.ownerCookie, { intent: 'not-a-declared-write' }), { accountId: f.accountId })))
		expect(answer.status, path).toBe(400)
	}
})

describe.each(planDefinitions.map((plan) => [plan.slug, plan] as const))('%s', (_slug, plan) => {
	test.each(states.map((state) => [state.name, state] as const))('%s', async (_name, state) => {
		const env = ctx.env
		ctx.env = { ...env, TRIAL_DAYS: state.trialDays }
		try {
			const f = await family(plan.slug, state)
			const writes = [...serverFnWrites(), ...formWrites(), ...counselorWrites]
			const locked = writes.filter((write) => write.feature && !promised(state, plan, write.feature))
			// Then the rest: writes that use a feature, then those that use none, canceling the plan last of all.
			const open = writes.filter((write) => !locked.includes(write)).sort((a, b) => Number(!a.feature) - Number(!b.feature) || Number(a.name.endsWith(' cancel')) - Number(b.name.endsWith(' cancel')))
			const wrong: string[] = []
			// Refused writes first, between two snapshots: a refusal writes nothing.
			const before = await snapshot()
			for (const write of locked) {
				const answer = await write.run(f)
				if (!refusedByPlan(answer)) wrong.push(`${write.name} [${write.feature}]: promised a refusal, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
			}
			const after = await snapshot()
			for (const table of Object.keys(after)) if (JSON.stringify(after[table]) !== JSON.stringify(before[table])) wrong.push(`a refused write changed ${table}`)
			for (const write of open) {
				await ctx.db.delete(rateLimits)
				const answer = await write.run(f)
				if (refusedByPlan(answer) || answer.status >= 500) wrong.push(`${write.name} [${write.feature ?? 'no feature'}]: promised to go through, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
			}
			expect(wrong).toEqual([])
		} finally {
			ctx.env = env
		}
	}, 60_000)
})
