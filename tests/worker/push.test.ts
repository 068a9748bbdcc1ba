import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accounts, memberships, notificationPrefs, pushSubscriptions, sessions, tasks, users } from '#app/lib/db/schema'
import { settledRun, startEdgeStack, triggerCron, type EdgeStack } from '../support/edge-stack'
import { createSubscriber, verifyVapid } from '../support/push-stand-in'

// The Worker's own web push (workers/push.ts: WebCrypto, RFC 8291 aes128gcm,
// RFC 8292 VAPID) inside workerd: the hourly Cron Trigger pushes a due-tomorrow
// reminder to a push-service stand-in on loopback, where the test's own
// decryptor reads it; a subscription answered 410 is deleted; a second firing
// pushes nothing twice.

let stack: EdgeStack
let accountId = ''

beforeAll(async () => {
	stack = await startEdgeStack()
	await stack.restartForCron()
}, 240_000)
afterAll(() => stack?.stop())

// 13:00 in New York two days on: after the family's 8 a.m.
const runAt = (() => {
	const at = new Date()
	at.setUTCDate(at.getUTCDate() + 2)
	at.setUTCHours(17, 0, 0, 0)
	return at
})()

test('the hourly Cron Trigger pushes from workerd: decrypted by the test, naming the task, VAPID verified; 410 removes; nothing twice', async () => {
	const [user] = await stack.db.insert(users).values({ email: `push-edge-${Date.now()}@example.com`, name: 'Pat' }).returning()
	const [account] = await stack.db.insert(accounts).values({ studentName: 'Sam', timeZone: 'America/New_York', planVersion: 1 }).returning()
	accountId = account!.id
	await stack.db.insert(memberships).values({ accountId, userId: user!.id, role: 'owner' })
	await stack.db.insert(notificationPrefs).values({ accountId, userId: user!.id, emailReminders: false, digestDay: null, quietStart: null, quietEnd: null, categories: null, pushKinds: ['due-soon'] })
	const tomorrow = new Date(runAt.getTime() + 86_400_000).toISOString().slice(0, 10)
	await stack.db.insert(tasks).values({ accountId, title: 'Edge push: print the SAT admission ticket', category: 'testing', owner: 'student', dueDate: tomorrow })
	const phone = createSubscriber(`${stack.push.origin}/push/phone`)
	const gone = createSubscriber(`${stack.push.origin}/push/gone`)
	stack.push.answer('/push/gone', 410)
	const [session] = await stack.db.insert(sessions).values({ userId: user!.id, expiresAt: runAt.getTime() + 30 * 86_400_000 }).returning({ id: sessions.id })
	for (const [subscriber, label] of [
		[phone, 'Chrome on Android'],
		[gone, 'Firefox on Windows'],
	] as const) {
		await stack.db.insert(pushSubscriptions).values({ accountId, userId: user!.id, endpoint: subscriber.endpoint, p256dh: subscriber.keys.p256dh, auth: subscriber.keys.auth, label, sessionId: session!.id })
	}

	const hourKey = runAt.toISOString().slice(0, 13)
	expect(await triggerCron(stack, '0 * * * *', runAt)).toMatchObject({ status: 200 })
	expect(await settledRun(stack, 'plan-notifications', hourKey)).toMatchObject({ status: 'done', error: null })
	const received = stack.push.received().filter((request) => request.path === '/push/phone')
	expect(received).toHaveLength(1)
	expect(received[0]!.headers['content-encoding']).toBe('aes128gcm')
	expect(JSON.parse(phone.decrypt(received[0]!.body))).toEqual({
		title: `Due ${new Date(`${tomorrow}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })} for Sam`,
		body: 'Edge push: print the SAT admission ticket',
		url: `/a/${accountId}/tasks`,
		tag: `due-soon:${accountId}`,
	})
	expect(verifyVapid(received[0]!.headers.authorization as string, { audience: stack.push.origin, publicKey: stack.vapid.publicKey, subject: stack.vapid.subject, now: Date.now() })).toMatchObject({ sub: stack.vapid.subject })
	const left = await stack.db.select({ endpoint: pushSubscriptions.endpoint, lastSuccessAt: pushSubscriptions.lastSuccessAt }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId))
	expect(left).toEqual([{ endpoint: phone.endpoint, lastSuccessAt: expect.any(Number) }])

	// The next hour: the claim holds.
	const nextHour = new Date(runAt.getTime() + 3_600_000)
	expect(await triggerCron(stack, '0 * * * *', nextHour)).toMatchObject({ status: 200 })
	expect(await settledRun(stack, 'plan-notifications', nextHour.toISOString().slice(0, 13))).toMatchObject({ status: 'done' })
	expect(stack.push.received().filter((request) => request.path === '/push/phone')).toHaveLength(1)
}, 120_000)
