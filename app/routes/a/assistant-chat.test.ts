import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTrial } from '#app/features/billing/billing.server'
import { createTask } from '#app/features/plan/plan.server'
import { memberships, rateLimits } from '#app/lib/db/schema'
import { dailyMessageLimit } from '#app/features/assistant/chat.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import { routeArgs } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as accountChat from './assistant.chat'
import * as publicChat from '../assistant.chat'

// The assistant's chat end to end on the server: the stream, what is stored,
// who may ask, what a member without a section gets, and the day's limit.

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselor: Awaited<ReturnType<typeof createSignedInUser>>
let accountId: string
const origin = 'http://localhost:3000'

beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date('2026-11-23T17:00:00Z')
	owner = await createSignedInUser(ctx, { role: 'owner' })
	accountId = owner.accountId!
	await startTrial(ctx, accountId, 'founder-monthly', null)
	await createTask(ctx, { accountId, userId: owner.user.id, input: { title: 'Request the transcript from the counselor', notes: null, category: 'applications', owner: 'student', dueDate: '2026-11-26', minutes: 10, priority: 1 } })
	counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: counselor.user.id, role: 'counselor', sections: ['assistant'] })
})
afterAll(() => ctx.cleanup())

const ask = (body: unknown, cookie = owner.cookie) =>
	accountChat.action(
		routeArgs(ctx, new Request(`${origin}/a/${accountId}/assistant/chat`, { method: 'POST', body: JSON.stringify(body), headers: { cookie, origin, 'content-type': 'application/json' } }), { accountId }),
	) as Promise<Response>

/** The UI message stream as text deltas, sources and metadata. */
async function readStream(response: Response) {
	const events = (await response.text())
		.split('\n')
		.filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
		.map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string; url?: string; messageMetadata?: { conversationId: string } })
	return {
		text: events.filter((event) => event.type === 'text-delta').map((event) => event.delta).join(''),
		sources: events.filter((event) => event.type === 'source-url').map((event) => event.url),
		conversationId: events.find((event) => event.messageMetadata)?.messageMetadata?.conversationId,
	}
}

const fn = async (id: string, data: unknown, cookie = owner.cookie) => {
	const method = serverFnRegistry.get(id)!.method
	const url = new URL(`${origin}/_serverFn/${id}?createServerFn`)
	if (method === 'GET') url.searchParams.set('payload', JSON.stringify(data))
	const response = await handleServerFnRequest({ request: new Request(url, { method, body: method === 'POST' ? JSON.stringify({ data }) : undefined, headers: { cookie, origin } }), id, app: ctx, registry: serverFnRegistry })
	return { status: response.status, body: (await response.json()) as never }
}

test('a question streams a grounded answer with sources, and both turns are stored in the member’s conversation', async () => {
	const response = await ask({ text: 'What is due this week?' })
	expect(response.status).toBe(200)
	const { text, sources, conversationId } = await readStream(response)
	expect(text).toContain('Request the transcript from the counselor')
	expect(sources).toContain(`/a/${accountId}/tasks`)
	expect(conversationId).toBeTruthy()
	const stored = await fn('getAssistantConversation', { accountId, conversationId })
	expect(stored.status).toBe(200)
	expect((stored.body as { messages: Array<{ role: string }> }).messages.map((message) => message.role)).toEqual(['user', 'assistant'])
	// Someone else in the family cannot read it.
	expect((await fn('getAssistantConversation', { accountId, conversationId }, counselor.cookie)).body).toMatchObject({ messages: [] })
	expect((await fn('listAssistantConversations', { accountId })).body).toHaveLength(1)
	expect((await fn('renameAssistantConversation', { accountId, conversationId, title: 'This week' })).status).toBe(200)
	expect((await fn('deleteAssistantConversation', { accountId, conversationId }, counselor.cookie)).status).toBe(404)
	expect((await fn('deleteAssistantConversation', { accountId, conversationId })).status).toBe(200)
})

test("a 'context-' conversation resumes: the same conversation on every ask", async () => {
	const first = await readStream(await ask({ conversationId: 'context-essays', text: 'How do I start my essay?' }))
	const second = await readStream(await ask({ conversationId: 'context-essays', text: 'And how long should it be?' }))
	expect(second.conversationId).toBe(first.conversationId)
	const stored = await fn('getAssistantConversation', { accountId, conversationId: 'context-essays' })
	expect((stored.body as { messages: unknown[] }).messages).toHaveLength(4)
})

test('a counselor who may use the assistant gets nothing from sections not shared with them', async () => {
	const { text } = await readStream(await ask({ text: 'What is due this week?' }, counselor.cookie))
	expect(text).toContain('I can’t see the plan’s tasks for this student')
	expect(text).not.toContain('Request the transcript')
})

test('who may ask, and bad input', async () => {
	const stranger = await createSignedInUser(ctx, { role: 'owner' })
	expect((await ask({ text: 'What is due?' }, stranger.cookie)).status).toBe(403)
	expect((await ask({ text: 'What is due?' }, '')).status).toBe(401)
	const unshared = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId, userId: unshared.user.id, role: 'counselor', sections: ['tasks'] })
	expect((await ask({ text: 'What is due?' }, unshared.cookie)).status).toBe(403)
	const empty = await ask({ text: '   ' })
	expect(empty.status).toBe(400)
	expect(await empty.json()).toEqual({ error: { message: 'Ask a question first.' } })
	expect((await ask({ text: 'x'.repeat(2001) })).status).toBe(400)
	expect((await ask({ conversationId: 'not-mine', text: 'Hello' })).status).toBe(404)
	expect((await ask('not json')).status).toBe(400)
})

test('public pages: guides only, no account data', async () => {
	const response = (await publicChat.action(
		routeArgs(ctx, new Request(`${origin}/assistant/chat`, { method: 'POST', body: JSON.stringify({ text: 'What is Early Decision?' }), headers: { origin, 'content-type': 'application/json' } })),
	)) as Response
	const { text, sources } = await readStream(response)
	expect(text.toLowerCase()).toContain('binding')
	expect(sources.every((href) => !href!.startsWith('/a/'))).toBe(true)
})

test('each student account has a daily message limit by plan; over it is a 429 with Retry-After', async () => {
	const billing = await getBillingState(ctx, accountId)
	expect(dailyMessageLimit(billing)).toBe(40)
	expect(dailyMessageLimit({ ...billing, status: 'active' })).toBe(150)
	expect(dailyMessageLimit({ ...billing, features: [] })).toBe(0)
	const at = ctx.now().getTime()
	await ctx.db.insert(rateLimits).values({ key: `assistant:${accountId}`, count: 40, windowStartsAt: at, expiresAt: at + 3_600_000 }).onConflictDoUpdate({ target: rateLimits.key, set: { count: 40, expiresAt: at + 3_600_000 } })
	const response = await ask({ text: 'One more?' })
	expect(response.status).toBe(429)
	expect(response.headers.get('retry-after')).toBe('3600')
	expect(((await response.json()) as { error: { message: string } }).error.message).toContain('40 assistant messages')
})
