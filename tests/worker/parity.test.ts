import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTrial } from '#app/features/billing/billing.server'
import { samplePdf } from '#app/features/documents/sample-files'
import { sha256Hex } from '#app/lib/crypto'
import { accounts, calendarFeeds, documents, memberships, tasks, users } from '#app/lib/db/schema'
import { parseEnv } from '#app/lib/env'
import type { FileStore } from '#app/lib/files'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { everyone, familyMembers, matrixPages, matrixServerFns, pageDefaults, type PageOutcome, type Who } from '../support/access-matrix'
import { EDGE_SESSION_SECRET, startEdgeStack, type EdgeStack } from '../support/edge-stack'
import { hostileStrings, mulberry32, pick, randomRawBody, randomString, randomValue } from '../support/fuzz'
import { aimedInputs, seedFamily, snapshotDiff, snapshotFamily, type FamilyContext, type SeededFamily } from '../support/fuzz-family'

// Parity with the Node host, on the Worker (workerd, KV and R2 from Miniflare,
// libSQL over HTTP): the server-function fuzz (app/server-functions/fuzz.test.ts)
// for one function of each access rule and method plus the access matrix's
// functions, the access matrix itself (tests/support/access-matrix.ts) over
// HTTP, and every upload and download path. 0 × 5xx, 0 leaks.

const REQUESTS_PER_FUNCTION = 30
const ATTACKS_PER_FUNCTION = 15

let stack: EdgeStack
let origin: string
let ctx: FamilyContext & { client: EdgeStack['client'] }
let family: SeededFamily
let familyOwnerCookie: string

/** One function per access rule and method, then the access matrix's: the sample run against the Worker. */
const sampledFunctions = (() => {
	const byRule = new Map<string, string>()
	for (const [id, definition] of serverFnRegistry) {
		const rule = `${JSON.stringify(definition.access)} ${definition.method}`
		if (!byRule.has(rule)) byRule.set(rule, id)
	}
	return [...new Set([...byRule.values(), ...matrixServerFns({ accountId: '', taskId: '' }).map((fn) => fn.id)])]
})()

/** The Worker's R2, as far as a test reaches it: a document's bytes through the download route, as the family's owner. */
function filesThroughTheWorker(): FileStore {
	const unreachable = () => {
		throw new Error('the test reads R2 only through the download route')
	}
	return {
		async get(key) {
			const [row] = await stack.db.select({ id: documents.id, accountId: documents.accountId }).from(documents).where(eq(documents.storageKey, key))
			if (!row) return null
			const response = await fetch(`${origin}/a/${row.accountId}/documents/${row.id}`, { headers: { cookie: familyOwnerCookie } })
			if (response.status !== 200) return null
			const body = new Uint8Array(await response.arrayBuffer())
			return { body, contentType: response.headers.get('content-type') ?? '', size: body.byteLength }
		},
		put: unreachable,
		delete: unreachable,
		list: unreachable,
	}
}

/** POST /a/{id}/documents/upload as a script does (multipart, JSON answer). */
function upload(accountId: string, cookie: string, { title = 'Transcript', requestOrigin = origin } = {}) {
	const form = new FormData()
	form.set('file', new Blob([samplePdf], { type: 'application/pdf' }), 'transcript.pdf')
	form.set('title', title)
	form.set('kind', 'transcript')
	return fetch(`${origin}/a/${accountId}/documents/upload`, {
		method: 'POST',
		body: form,
		headers: { accept: 'application/json', origin: requestOrigin, ...(cookie ? { cookie } : {}) },
		redirect: 'manual',
	})
}

beforeAll(async () => {
	stack = await startEdgeStack()
	origin = stack.origin
	const env = parseEnv({ BASE_URL: origin, DATABASE_URL: stack.database.url, SESSION_SECRET: EDGE_SESSION_SECRET })
	ctx = { env, db: stack.db, client: stack.client, now: () => new Date(), files: filesThroughTheWorker() }
	family = await seedFamily(ctx, 'E', {
		async storeDocument(input, ownerCookie) {
			const response = await upload(input.accountId, await ownerCookie(), { title: input.title })
			const body = (await response.json()) as { document?: { id: string } }
			if (response.status !== 201 || !body.document) throw new Error(`the upload answered ${response.status}: ${JSON.stringify(body)}`)
			return body.document.id
		},
	})
	familyOwnerCookie = await family.cookie.owner()
}, 240_000)

afterAll(() => stack?.stop())

describe('the server-function fuzz, on the Worker', () => {
	let attacker: { userId: string; accountId: string }
	let cookies: string[]
	beforeAll(async () => {
		const person = async (email: string, isAdmin: boolean, role: 'owner' | 'counselor') => {
			const [user] = await stack.db.insert(users).values({ email, name: email, isAdmin, emailVerifiedAt: Date.now() }).returning({ id: users.id })
			const [account] = await stack.db.insert(accounts).values({ studentName: 'B Student', onboardingCompletedAt: Date.now(), planVersion: 1 }).returning({ id: accounts.id })
			await stack.db.insert(memberships).values({ accountId: account!.id, userId: user!.id, role })
			await startTrial(ctx, account!.id, 'founder-monthly', user!.id)
			return { userId: user!.id, accountId: account!.id, cookie: await stack.sessionCookie(user!.id, account!.id) }
		}
		const admin = await person('edge-admin@example.com', true, 'owner')
		const member = await person('edge-counselor@example.com', false, 'counselor')
		cookies = [admin.cookie, member.cookie, 'ns_session=garbage', '']
		const { cookie: _cookie, ...owner } = await person('edge-attacker@example.com', false, 'owner')
		attacker = owner
	})

	test(`no sampled function answers 5xx to ${REQUESTS_PER_FUNCTION} random requests`, async () => {
		expect(sampledFunctions.length).toBeGreaterThanOrEqual(14)
		const random = mulberry32(20261124)
		const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']
		const failures: string[] = []
		for (const id of sampledFunctions) {
			for (let i = 0; i < REQUESTS_PER_FUNCTION; i++) {
				const method = random() < 0.8 ? serverFnRegistry.get(id)!.method : methods[Math.floor(random() * methods.length)]!
				const url = new URL(`${origin}/_serverFn/${encodeURIComponent(id)}`)
				if (random() < 0.95) url.searchParams.set('createServerFn', random() < 0.1 ? randomString(random) : '')
				if (method === 'GET' && random() < 0.9) url.searchParams.set('payload', random() < 0.7 ? JSON.stringify(randomValue(random)) : randomString(random))
				const cookie = cookies[Math.floor(random() * cookies.length)]!
				const response = await fetch(url, { method, body: method === 'GET' ? undefined : randomRawBody(random), headers: cookie ? { cookie } : {} })
				const body = await response.text()
				if (response.status >= 500 && response.status !== 501) failures.push(`${method} ${url.pathname}${url.search} → ${response.status} ${body.slice(0, 200)}`)
				else if (!isJson(body)) failures.push(`${method} ${url.pathname}${url.search} → ${response.status}, not JSON: ${body.slice(0, 200)}`)
			}
		}
		expect(failures).toEqual([])
	}, 180_000)

	test(`the owner of another account gets nothing of a family's from ${ATTACKS_PER_FUNCTION} calls per function aimed at it`, async () => {
		const random = mulberry32(20261126)
		const inputsFor = aimedInputs(random, family, attacker.accountId)
		const before = await snapshotFamily(ctx, family)
		const failures: string[] = []
		for (const id of sampledFunctions) {
			const definition = serverFnRegistry.get(id)!
			const nextInput = inputsFor(definition)
			for (let i = 0; i < ATTACKS_PER_FUNCTION; i++) {
				const input = nextInput()
				const cookie = await stack.sessionCookie(attacker.userId, random() < 0.5 ? attacker.accountId : null)
				const url = new URL(`${origin}/_serverFn/${encodeURIComponent(id)}?createServerFn`)
				if (definition.method === 'GET') url.searchParams.set('payload', JSON.stringify(input))
				const response = await fetch(url, {
					method: definition.method,
					body: definition.method === 'GET' ? undefined : JSON.stringify({ data: input, context: random() < 0.2 ? { accountId: family.accountId } : undefined }),
					headers: { cookie, origin, 'content-type': 'application/json' },
				})
				const body = await response.text()
				const shown = `${id} ${JSON.stringify(input)?.slice(0, 200)} → ${response.status} ${body.slice(0, 200)}`
				if (response.status >= 500) failures.push(shown)
				if (body.includes(family.canary)) failures.push(`read the family's data: ${shown}`)
				const namesFamily = Boolean(input && typeof input === 'object' && (input as { accountId?: unknown }).accountId === family.accountId)
				if (namesFamily && typeof definition.access === 'object' && response.ok) failures.push(`succeeded on the family's account: ${shown}`)
			}
		}
		expect(failures).toEqual([])
		expect(snapshotDiff(before, await snapshotFamily(ctx, family))).toEqual([])
		// The snapshot really read the document back out of R2.
		expect(before['(document files)']!.join()).not.toContain('missing')
	}, 180_000)
})

describe('the access matrix, over HTTP on the Worker', () => {
	let accountId: string
	let strangerAccountId: string
	let taskId: string
	let documentId: string
	const cookies = {} as Record<Who, string>

	beforeAll(async () => {
		const addAccount = async (studentName: string) => {
			const [account] = await stack.db.insert(accounts).values({ studentName, graduationYear: 2028, onboardingCompletedAt: Date.now() }).returning({ id: accounts.id })
			await startTrial(ctx, account!.id, 'founder-monthly', null)
			return account!.id
		}
		const addUser = async (email: string) => (await stack.db.insert(users).values({ email, name: email.split('@')[0]!, emailVerifiedAt: Date.now() }).returning({ id: users.id }))[0]!.id
		accountId = await addAccount('Family Student')
		strangerAccountId = await addAccount('Stranger Student')
		for (const [who, role, sections] of familyMembers) {
			const userId = await addUser(`matrix-${who}@example.com`)
			await stack.db.insert(memberships).values({ accountId, userId, role, sections })
			cookies[who] = await stack.sessionCookie(userId)
		}
		const strangerId = await addUser('matrix-stranger@example.com')
		await stack.db.insert(memberships).values({ accountId: strangerAccountId, userId: strangerId, role: 'owner' })
		cookies.stranger = await stack.sessionCookie(strangerId)
		cookies.signedOut = ''
		const created = await fetch(`${origin}/a/${accountId}/tasks`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'create', title: 'A family task', category: 'family', owner: 'parent', priority: '2' }),
			headers: { origin, cookie: cookies.owner },
			redirect: 'manual',
		})
		expect(created.status).toBeLessThan(400)
		const uploaded = await upload(accountId, cookies.owner, { title: 'Family transcript' })
		expect(uploaded.status).toBe(201)
		documentId = ((await uploaded.json()) as { document: { id: string } }).document.id
		taskId = (await stack.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.accountId, accountId)))[0]!.id
	})

	function outcome(response: Response): PageOutcome | string {
		if (response.status >= 300 && response.status < 400) {
			const location = response.headers.get('location') ?? ''
			if (location.startsWith('/login')) return 'login'
			if (location === `/a/${strangerAccountId}/dashboard`) return 'own-dashboard'
			return `redirect ${location}`
		}
		return response.status as PageOutcome
	}

	const get = (path: string, who: Who) => fetch(`${origin}${path}`, { headers: cookies[who] ? { cookie: cookies[who] } : {}, redirect: 'manual' })

	test.each(matrixPages)('/a/{id}/$path answers each visitor as on Node', async ({ path, expect: overrides }) => {
		const seen: Record<string, PageOutcome | string> = {}
		const wanted: Record<string, PageOutcome | string> = {}
		for (const who of everyone) {
			const response = await get(`/a/${accountId}/${path}`, who)
			const body = await response.text()
			seen[who] = outcome(response)
			wanted[who] = overrides[who] ?? pageDefaults[who]
			// A member refused one section still sees the account's name in the layout; someone outside it sees nothing of it.
			if (who === 'stranger' || who === 'signedOut') expect(body, `${path} as ${who}`).not.toContain('Family Student')
		}
		expect(seen).toEqual(wanted)
	})

	test('the account-scoped functions answer each visitor as on Node, and leak nothing', async () => {
		const seen: Record<string, Record<string, number>> = {}
		const wanted: Record<string, Record<string, number>> = {}
		for (const { id, data, expect: expected } of matrixServerFns({ accountId, taskId })) {
			const method = serverFnRegistry.get(id)!.method
			seen[id] = {}
			wanted[id] = expected
			for (const who of everyone) {
				const url = new URL(`${origin}/_serverFn/${id}?createServerFn`)
				if (method === 'GET') url.searchParams.set('payload', JSON.stringify(data))
				const response = await fetch(url, { method, body: method === 'POST' ? JSON.stringify({ data }) : undefined, headers: { origin, ...(cookies[who] ? { cookie: cookies[who] } : {}) } })
				const text = await response.text()
				seen[id]![who] = response.status
				if (response.status !== 200) expect(text, `${id} as ${who}`).not.toContain('Family Student')
			}
		}
		expect(seen).toEqual(wanted)
	})

	test('a document downloads for the members who may see the vault, and for no one else', async () => {
		const wanted: Record<Who, PageOutcome | 404> = { owner: 200, parent: 200, student: 200, counselorShared: 403, counselorNone: 403, stranger: 403, signedOut: 'login' }
		const seen: Record<string, PageOutcome | string | number> = {}
		for (const who of everyone) {
			const response = await get(`/a/${accountId}/documents/${documentId}`, who)
			const body = new Uint8Array(await response.arrayBuffer())
			seen[who] = outcome(response)
			if (response.status === 200) {
				expect(response.headers.get('content-disposition')).toMatch(/^attachment;.*filename="transcript\.pdf"/)
				expect(Buffer.from(body).equals(Buffer.from(samplePdf))).toBe(true)
			} else {
				expect(Buffer.from(body).includes(Buffer.from('%PDF'))).toBe(false)
			}
		}
		expect(seen).toEqual(wanted)
		// Inline, still a sandboxed PDF; through the stranger's own account, the family's id is simply not there.
		const inline = await get(`/a/${accountId}/documents/${documentId}?inline=1`, 'owner')
		expect(inline.status).toBe(200)
		expect(inline.headers.get('content-security-policy')).toContain('sandbox')
		expect((await get(`/a/${strangerAccountId}/documents/${documentId}`, 'stranger')).status).toBe(404)
	})

	test('an upload is taken from the members who may write the vault, from this site only', async () => {
		const wanted: Record<Who, PageOutcome | 201> = { owner: 201, parent: 201, student: 201, counselorShared: 403, counselorNone: 403, stranger: 403, signedOut: 'login' }
		const seen: Record<string, PageOutcome | string | number> = {}
		for (const who of everyone) seen[who] = outcome(await upload(accountId, cookies[who], { title: `By ${who}` }))
		expect(seen).toEqual(wanted)
		expect((await upload(accountId, cookies.owner, { requestOrigin: 'http://evil.example' })).status).toBe(403)
	})

	test('the calendar feed answers its secret only, and the public downloads answer hostile queries without a 5xx', async () => {
		const [owner] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, 'matrix-owner@example.com'))
		const secret = `edgefeed${'x'.repeat(32)}`
		await stack.db.insert(calendarFeeds).values({ accountId, userId: owner!.id, tokenHash: await sha256Hex(secret) })
		const feed = await fetch(`${origin}/calendar/${secret}.ics`)
		expect(feed.status).toBe(200)
		expect(feed.headers.get('content-type')).toContain('text/calendar')
		expect(await feed.text()).toContain('BEGIN:VCALENDAR')
		expect((await fetch(`${origin}/calendar/${secret.slice(0, -1)}y.ics`)).status).toBe(404)
		for (const path of ['/downloads/leadership-opportunities-pdf', '/downloads/college-planning-starter-kit-pdf']) {
			const response = await fetch(`${origin}${path}`)
			expect(response.status, path).toBe(200)
			expect(response.headers.get('content-type')).toContain('application/pdf')
			await response.arrayBuffer()
		}
		const random = mulberry32(20261127)
		const failures: string[] = []
		for (let i = 0; i < 40; i++) {
			const path = pick(random, ['/tools/timeline-builder/calendar.ics', '/calendar/x.ics', '/downloads/college-planning-starter-kit-pdf'])
			const query = new URLSearchParams({ [pick(random, ['year', 'schools', 'tests', 'plan', 'x'])]: pick(random, hostileStrings) })
			const response = await fetch(`${origin}${path}?${query}`)
			await response.arrayBuffer()
			if (response.status >= 500) failures.push(`${path}?${query} → ${response.status}`)
		}
		expect(failures).toEqual([])
	})
})

function isJson(text: string) {
	try {
		JSON.parse(text)
		return true
	} catch {
		return false
	}
}
