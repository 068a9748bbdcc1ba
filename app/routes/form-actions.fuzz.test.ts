import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test, vi, type MockInstance } from 'vitest'
import { sampleExe, samplePdf } from '#app/features/documents/sample-files'
import { startTrial } from '#app/features/billing/billing.server'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { createUserSession } from '#app/lib/session.server'
import { eq } from 'drizzle-orm'
import { routeTable } from '../../tests/support/route-table'
import { familyIds, seedCatalog, seedFamily, snapshotDiff, snapshotFamily, type SeededFamily } from '../../tests/support/fuzz-family'
import { hostileStrings, mulberry32, oversizedString, pick, pollutingKeys, prototypesAreClean, type Random, randomString, randomValue } from '../../tests/support/fuzz'
import { routeArgs } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'

// Every route module with an `action`, found from app/routes.ts (a new action
// is fuzzed without touching this file), gets seeded-random posts: real
// intents and field names read from its source, hostile, huge, wrong-typed,
// prototype-polluting and unicode values, multipart with random files. No
// answer may be a 500; the owner of another account (B) aiming at account A's
// ids, in the URL or in the fields, must leave every row of A as it was and
// read none of it. Seeded: a failure reproduces.

const ATTACKS_PER_ACTION = 40
const POSTS_PER_ACTION = 80
const SEED = 20261124
const origin = 'http://localhost:3000'
const appDir = fileURLToPath(new URL('..', import.meta.url))

/** Covered by app/server-functions/fuzz.test.ts, which fuzzes every function behind it. */
const coveredElsewhere = new Set(['_serverFn/:id'])

interface ActionRoute {
	path: string
	file: string
	params: string[]
	action: (args: never) => unknown
	intents: string[]
	fields: string[]
	values: string[]
	/** Per field, the values its zod enum accepts, where the source spells them. */
	enums: Map<string, string[]>
}

/** The module's source and what it imports from the app and content, two levels deep: where its intents, field names and enum values are spelled. */
function sourcesOf(file: string): string {
	// Reached again from nearer the route, a module is read again: its own imports then count too.
	const seen = new Map<string, number>()
	const read = (path: string, depth: number): string[] => {
		if ((seen.get(path) ?? -1) >= depth) return []
		seen.set(path, depth)
		let source: string
		try {
			source = readFileSync(path, 'utf8')
		} catch {
			return []
		}
		if (depth === 0) return [source]
		const targets = [...source.matchAll(/from '(#app\/[^']+|\.{1,2}\/[^']+)'/g)].map(([, target]) =>
			target!.startsWith('#app/') ? `${appDir}${target!.slice(5)}` : fileURLToPath(new URL(target!, `file://${path}`)),
		)
		return [source, ...targets.filter((target) => !target.includes('/components/')).flatMap((target) => ['', '.ts', '.tsx'].flatMap((extension) => (/\.tsx?$/.test(target) === (extension === '') ? read(`${target}${extension}`, depth - 1) : [])))]
	}
	return read(`${appDir}${file}`, 2).join('\n')
}

const unique = (values: string[]) => [...new Set(values)].sort()
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!)

function enumsOf(source: string, fields: string[]) {
	const enums = new Map<string, string[]>()
	for (const field of fields) {
		const inline = matches(source, new RegExp(`\\b${field}: z\\.enum\\(\\[([^\\]]+)\\]`, 'g'))
		const named = matches(source, new RegExp(`\\b${field}: z\\.enum\\((\\w+)`, 'g')).flatMap((constant) => matches(source, new RegExp(`const ${constant} = \\[([^\\]]+)\\]`, 'g')))
		const values = [...inline, ...named].flatMap((list) => matches(list, /'([^']+)'/g))
		if (values.length) enums.set(field, unique(values))
	}
	return enums
}

async function findActionRoutes(): Promise<ActionRoute[]> {
	const found: ActionRoute[] = []
	for (const { path, file } of routeTable) {
		if (coveredElsewhere.has(path)) continue
		const module = (await import(/* @vite-ignore */ `${appDir}${file}`)) as { action?: ActionRoute['action'] }
		if (typeof module.action !== 'function') continue
		const source = sourcesOf(file)
		const intents = unique([
			...matches(source, /intent(?:\.value)? === '([^']+)'/g),
			...matches(source, /case '([a-z][a-z0-9-]*)'/g),
			...matches(source, /literal\('([a-z][a-z0-9-]*)'\)/g),
			...matches(source, /name="intent" value="([^"]+)"/g),
			...matches(source, /Intents = \[([^\]]+)\]/g).flatMap((list) => matches(list, /'([^']+)'/g)),
		])
		const fields = unique([
			...matches(source, /name="([A-Za-z][\w.]*)"/g),
			...matches(source, /\.get(?:All)?\('([A-Za-z][\w.]*)'\)/g),
			...matches(source, /^\s+([a-z][A-Za-z]*): z[.\n]/gm),
			...matches(source, /^\s+([a-z][A-Za-z]*): [A-Z]\w*Schema\b/gm),
			...matches(source, /searchParams\.get\('([^']+)'\)/g),
		])
		const values = unique(matches(source, /'([a-z][a-z0-9-]{1,24})'/g))
		found.push({ path, file, params: matches(path, /:(\w+)/g), action: module.action, intents, fields, values, enums: enumsOf(source, fields) })
	}
	return found
}

let ctx: TestContext
let family: SeededFamily
let attacker: { userId: string; accountId: string }
let adminId: string
const unexpectedErrors: unknown[] = []
let consoleError: MockInstance<typeof console.error>

beforeAll(async () => {
	consoleError = vi.spyOn(console, 'error')
	ctx = await createTestContext()
	ctx.reportError = (error) => void unexpectedErrors.push(error)
	await seedCatalog(ctx)
	family = await seedFamily(ctx, 'A')
	attacker = await newAttacker()
	const [admin] = await ctx.db.insert(users).values({ email: 'site-admin@example.com', name: 'Site Admin', isAdmin: true, emailVerifiedAt: Date.now() }).returning({ id: users.id })
	adminId = admin!.id
}, 60_000)
afterAll(() => ctx.cleanup())

/** A's owner may have deleted themselves (settings, «delete me»): then a new family A takes its place. */
async function ensureFamily() {
	const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, family.users.owner.id))
	const [account] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, family.accountId))
	if (!owner || !account) family = await seedFamily(ctx, 'A')
}

/** The owner of account B: signed in, on a plan, with an account of their own. */
async function newAttacker() {
	const [user] = await ctx.db.insert(users).values({ email: `attacker-${Date.now()}@example.com`, name: 'Attacker', emailVerifiedAt: Date.now() }).returning({ id: users.id })
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'B Student', onboardingCompletedAt: Date.now(), planVersion: 1 }).returning({ id: accounts.id })
	await ctx.db.insert(memberships).values({ accountId: account!.id, userId: user!.id, role: 'owner' })
	await startTrial(ctx, account!.id, 'founder-monthly', user!.id)
	return { userId: user!.id, accountId: account!.id }
}

/** A new session per request, so a fuzzed «sign out everywhere» or «delete me» never ends the next request's. */
async function attackerCookie() {
	const [alive] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, attacker.userId))
	if (!alive) attacker = await newAttacker()
	return (await createUserSession(ctx, attacker.userId, { currentAccountId: attacker.accountId })).setCookie.split(';')[0]!
}

const idFields = ['id', 'taskId', 'entryId', 'essayId', 'versionId', 'commentId', 'contactId', 'recommendationId', 'documentId', 'offerId', 'scholarshipId', 'memberId', 'userId', 'invitationId', 'accountId', 'collegeId', 'conversationId', 'feedId', 'changeId', 'activityId', 'honorId', 'appealedOfferId', 'competingOfferId']

/** The family's ids of the kind a field names (taskId → its tasks), else all of them. */
function idsNamed(name: string, ids: string[]): string[] {
	const stem = name.replace(/Ids?$/, '').toLowerCase()
	const named = Object.entries(family.ids)
		.filter(([key]) => stem !== '' && stem !== 'id' && key.toLowerCase().includes(stem))
		.flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
	return named.length && ids.includes(named[0]!) ? named : ids
}

function fieldValue(random: Random, route: ActionRoute, ids: string[]): string {
	const roll = random()
	if (roll < 0.3) return pick(random, ids)
	if (roll < 0.55) return pick(random, hostileStrings)
	if (roll < 0.7) return pick(random, route.values.length ? route.values : hostileStrings)
	if (roll < 0.75) return oversizedString(random)
	if (roll < 0.85) return randomString(random)
	if (roll < 0.95) return String(pick(random, [0, -1, 1, 2, 3, 7, 100, 1e21, 2 ** 53 + 1, 0.5, -0, NaN, Infinity]))
	return JSON.stringify(randomValue(random))
}

/** A value of the kind the field's name asks for: most requests should get past validation and reach the database. */
function plausibleValue(random: Random, name: string, route: ActionRoute, ids: string[]): string {
	if (route.enums.has(name)) return pick(random, route.enums.get(name)!)
	if (/email/i.test(name)) return pick(random, ['parent@example.com', `fuzz${Math.floor(random() * 1e6)}@example.com`, family.users.student.email])
	if (/date|deadline|On$|until/i.test(name)) return pick(random, ['2030-05-01', '2026-12-01', '2027-01-15', ''])
	if (/cents|amount|cost|price|fee|grant|loan|workStudy/i.test(name)) return pick(random, ['1234', '12.50', '0', '45000'])
	if (/minutes|priority|year|hours|weeks|grade|score|rw|math|limit|days|position|gpa|credits|hour|day|start|end/i.test(name)) return pick(random, ['1', '2', '3', '1', '2', '3', '10', '30', '2028', '650'])
	if (/Id$|^id$|^token$/.test(name)) return pick(random, idsNamed(name, ids))
	if (/url|link|portal/i.test(name)) return 'https://example.com/page'
	if (/private|renewable|waiver|required|waived|reminders|confirm|liked|consent/i.test(name)) return pick(random, ['on', 'true', 'false', 'DELETE'])
	return random() < 0.5 && route.values.length ? pick(random, route.values) : pick(random, ['Visit the campus', 'Ask Ms. Park for a letter', 'Robotics club', 'State University'])
}

function randomFields(random: Random, route: ActionRoute, ids: string[]): Array<[string, string]> {
	const fields: Array<[string, string]> = []
	const names = [...route.fields, ...idFields]
	if (random() < 0.5) {
		// Almost right: a real intent, the route's own fields with fitting values, then a mutation or two.
		if (route.intents.length && random() < 0.95) fields.push(['intent', pick(random, route.intents)])
		for (const name of route.fields) if (name !== 'intent' && random() < 0.85) fields.push([name, plausibleValue(random, name, route, ids)])
		for (let i = pick(random, [0, 0, 0, 1, 1, 2]); i > 0 && fields.length; i--) {
			const at = Math.floor(random() * fields.length)
			fields[at] = random() < 0.8 ? [fields[at]![0], fieldValue(random, route, ids)] : [pick(random, pollutingKeys), fields[at]![1]]
		}
		return fields
	}
	if (random() < 0.9) fields.push(['intent', random() < 0.8 && route.intents.length ? pick(random, route.intents) : pick(random, [...hostileStrings, randomString(random)])])
	for (let i = Math.floor(random() * 9); i > 0; i--) {
		const name = random() < 0.85 ? pick(random, names) : random() < 0.6 ? pick(random, pollutingKeys) : randomString(random)
		fields.push([name, fieldValue(random, route, ids)])
	}
	return fields
}

function randomFile(random: Random): File {
	const name = pick(random, ['transcript.pdf', 'résumé 😀.pdf', '../../etc/passwd', '<script>.pdf', "x' OR 1=1 --.pdf", '', 'a'.repeat(400) + '.pdf', 'virus.exe', 'essay.docx'])
	const body = pick(random, [samplePdf, sampleExe, new Uint8Array(), new Uint8Array(2_000_000).fill(0x25), new TextEncoder().encode('%PDF-1.4 truncated'), new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new TextEncoder().encode('<html><script>alert(1)</script>')])
	return new File([body], name, { type: pick(random, ['application/pdf', 'application/octet-stream', 'text/html', '', 'image/jpeg']) })
}

/** A random body: a form (urlencoded or multipart, maybe with files), JSON, garbage or nothing. */
function randomBody(random: Random, route: ActionRoute, ids: string[]): { body?: BodyInit; contentType?: string } {
	const fields = randomFields(random, route, ids)
	const roll = random()
	const multipartFirst = route.path.endsWith('documents/upload')
	if ((multipartFirst && roll < 0.6) || (!multipartFirst && roll >= 0.5 && roll < 0.72)) {
		const form = new FormData()
		for (const [name, value] of fields) form.append(name, value)
		for (let i = Math.floor(random() * 3); i > 0; i--) form.append(random() < 0.8 ? 'file' : pick(random, [...route.fields, '__proto__']), randomFile(random))
		return { body: form }
	}
	if (roll < 0.5 || (multipartFirst && roll < 0.75)) {
		return { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' }
	}
	if (roll < 0.82) {
		const json = random() < 0.6 ? Object.fromEntries(fields) : randomValue(random)
		return { body: JSON.stringify(random() < 0.3 ? { __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } }, ...(json as object) } : json), contentType: 'application/json' }
	}
	if (roll < 0.94) {
		return {
			body: pick(random, ['%E0%A4%A', 'a=%', '\u0000\u0001', '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\n', '{"intent":', randomString(random), new Uint8Array([0xff, 0xfe, 0x00])]),
			contentType: pick(random, ['text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json', 'application/octet-stream']),
		}
	}
	return {}
}

function randomQuery(random: Random, ids: string[]) {
	const query = new URLSearchParams()
	for (let i = Math.floor(random() * 3); i > 0; i--) {
		const name = pick(random, ['accountId', 'plan', 'tab', 'redirectTo', 'email', 'index', 'token', '__proto__'])
		query.append(name, random() < 0.4 ? pick(random, ids) : pick(random, [...hostileStrings, 'founder-monthly', 'documents', '/dashboard', '//evil.example']))
	}
	return query.size ? `?${query}` : ''
}

type Outcome = { status: number; data: unknown; error?: unknown }

/** Calls the action as React Router would and reads its answer: thrown errors are what the host would answer 500 to. */
async function callAction(route: ActionRoute, request: Request, params: Record<string, string>): Promise<Outcome> {
	let value: unknown
	try {
		value = await route.action(routeArgs(ctx, request, params))
	} catch (thrown) {
		value = thrown
	}
	if (value instanceof Response) {
		try {
			return { status: value.status, data: await value.text() }
		} catch (error) {
			return { status: 500, data: null, error }
		}
	}
	if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
		const { data, init } = value as { data: unknown; init: ResponseInit | null }
		return { status: init?.status ?? 200, data }
	}
	if (value instanceof Error) return { status: 500, data: null, error: value }
	return { status: 200, data: value }
}

function describeFailure(route: ActionRoute, request: Request, fields: string, outcome: Outcome) {
	const error = outcome.error instanceof Error ? `${outcome.error.name}: ${outcome.error.message}` : JSON.stringify(outcome.data)?.slice(0, 200)
	return `${route.path} ${request.headers.get('content-type') ?? '(no content-type)'} ${fields.slice(0, 200)} → ${outcome.status} ${error}`
}

async function post(route: ActionRoute, random: Random, { cookie, targetAccountId, ids }: { cookie: string; targetAccountId: string; ids: string[] }) {
	const params: Record<string, string> = {}
	for (const name of route.params) {
		params[name] = name === 'accountId' ? targetAccountId : name === 'token' ? (random() < 0.5 ? family.invitationToken : pick(random, [...ids, ...hostileStrings])) : pick(random, ids)
	}
	const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!.replace(/[\uD800-\uDFFF]/g, '\uFFFD')))
	const { body, contentType } = randomBody(random, route, ids)
	const headers = new Headers()
	if (cookie) headers.set('cookie', cookie)
	if (contentType) headers.set('content-type', contentType)
	const originRoll = random()
	if (originRoll < 0.9) headers.set('origin', origin)
	else if (originRoll < 0.95) headers.set('origin', 'https://evil.example')
	if (random() < 0.2) headers.set('accept', 'application/json')
	const method = random() < 0.9 ? 'POST' : pick(random, ['PUT', 'PATCH', 'DELETE'])
	const request = new Request(`${origin}/${path}${randomQuery(random, ids)}`, { method, body, headers })
	const shown = body instanceof FormData ? `multipart ${[...body.keys()].join(',')}` : typeof body === 'string' ? body : body ? '(bytes)' : '(empty)'
	return { request, shown, outcome: await callAction(route, request, params) }
}

const routes = await findActionRoutes()

test('every form action in app/routes.ts is found and fuzzed', () => {
	const paths = routes.map((route) => route.path)
	// A floor, not the list: new actions join on their own.
	for (const known of ['a/:accountId/tasks', 'a/:accountId/colleges', 'a/:accountId/applications', 'a/:accountId/settings', 'a/:accountId/documents/upload', 'login', 'signup', 'logout', 'onboarding']) {
		expect(paths).toContain(known)
	}
	expect(routes.length).toBeGreaterThanOrEqual(25)
	expect(routes.find((route) => route.path === 'a/:accountId/tasks')!.intents).toEqual(expect.arrayContaining(['create', 'update', 'add-step', 'comment', 'delete']))
})

test('the snapshot sees a changed row of the family and a row added under its ids', async () => {
	const before = await snapshotFamily(ctx, family)
	await ctx.client.execute({ sql: 'UPDATE contacts SET phone = ? WHERE id = ?', args: ['555', family.ids.contactId] })
	await ctx.client.execute({ sql: "INSERT INTO task_comments (id, task_id, account_id, body, created_at) VALUES ('probe', ?, ?, 'x', 0)", args: [family.ids.taskId, attacker.accountId] })
	const changed = snapshotDiff(before, await snapshotFamily(ctx, family))
	expect(changed.filter((line) => line.startsWith('contacts'))).toHaveLength(2)
	expect(changed.filter((line) => line.startsWith('task_comments +'))).toHaveLength(1)
	await ctx.client.execute({ sql: 'UPDATE contacts SET phone = NULL WHERE id = ?', args: [family.ids.contactId] })
	await ctx.client.execute("DELETE FROM task_comments WHERE id = 'probe'")
	expect(snapshotDiff(before, await snapshotFamily(ctx, family))).toEqual([])
})

describe(`the owner of account B, ${ATTACKS_PER_ACTION} posts per action aimed at account A: no 500, nothing of A read or changed`, () => {
	test.each(routes.map((route) => [`/${route.path}`, route] as const))('%s', async (_path, route) => {
		const random = mulberry32(SEED + route.path.length * 7919 + route.path.charCodeAt(route.path.length - 1))
		const victimIds = familyIds(family)
		const before = await snapshotFamily(ctx, family)
		const failures: string[] = []
		for (let i = 0; i < ATTACKS_PER_ACTION; i++) {
			// Mostly A's account in the URL; else B's own account with A's ids in the fields.
			const targetAccountId = random() < 0.7 ? family.accountId : attacker.accountId
			const { request, shown, outcome } = await post(route, random, { cookie: await attackerCookie(), targetAccountId, ids: victimIds })
			if (outcome.status >= 500) failures.push(describeFailure(route, request, shown, outcome))
			if (outcome.status < 400 && JSON.stringify(outcome.data ?? '').includes(family.canary)) {
				failures.push(`read A's data: ${describeFailure(route, request, shown, outcome)}`)
			}
		}
		expect(failures).toEqual([])
		expect(snapshotDiff(before, await snapshotFamily(ctx, family))).toEqual([])
	})
})

describe(`signed out, as A's owner, student and counselor, and as a site admin, ${POSTS_PER_ACTION} posts per action: never a 500`, () => {
	test.each(routes.map((route) => [`/${route.path}`, route] as const))('%s', async (_path, route) => {
		const random = mulberry32(SEED * 3 + route.path.length * 104729 + route.path.charCodeAt(0))
		await ensureFamily()
		const ids = familyIds(family)
		const failures: string[] = []
		const statuses = new Map<number, number>()
		for (let i = 0; i < POSTS_PER_ACTION; i++) {
			const who = pick(random, ['signed out', 'owner', 'owner', 'owner', 'owner', 'student', 'counselor', 'site admin'] as const)
			const cookie =
				who === 'signed out'
					? pick(random, ['', 'ns_session=garbage', `ns_session=${'x'.repeat(5000)}`])
					: who === 'site admin'
						? (await createUserSession(ctx, adminId)).setCookie.split(';')[0]!
						: await family.cookie[who]().catch(() => '')
			const { request, shown, outcome } = await post(route, random, { cookie, targetAccountId: random() < 0.9 ? family.accountId : pick(random, [...hostileStrings, attacker.accountId]), ids })
			statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
			if (outcome.status >= 500) failures.push(`[${who}] ${describeFailure(route, request, shown, outcome)}`)
		}
		expect(failures).toEqual([])
		expect([...statuses.keys()].every((status) => status >= 200 && status < 500)).toBe(true)
	})
})

test('no request planted anything on a prototype, made anyone an admin, reached the error reporter or logged an error', async () => {
	expect(prototypesAreClean()).toBe(true)
	expect((await ctx.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((user) => user.id)).toEqual([adminId])
	expect(unexpectedErrors).toEqual([])
	expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([])
	consoleError.mockRestore()
})
