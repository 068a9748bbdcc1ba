import { afterEach, beforeEach, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { notificationLog, planEngineChanges, pushSubscriptions, sessions } from '#app/lib/db/schema'
import { createPushStandInSubscriber, type PushTestRig, startPushTestRig } from '../../../tests/support/push-test-rig'
import { saveNotificationPrefs, sendPlanNotifications } from './notifications.server'
import { savePushSubscription } from './push.server'

// The hourly job's pushes, end to end on this machine: encrypted and signed
// by web-push, posted to a loopback push-service stand-in, decrypted there per
// RFC 8291 by the test's own decryptor, and its VAPID JWT verified.

let rig: PushTestRig
// Monday, November 23, 2026, 8:30 a.m. in New York.
const morning = new Date('2026-11-23T13:30:00Z')

beforeEach(async () => {
	rig = await startPushTestRig()
})
afterEach(async () => {
	await rig.cleanup()
})

test('a due-soon push reaches the device, decrypts, names the task, and carries a valid VAPID JWT', async () => {
	const device = await rig.subscribe('owner', '/push/owner-phone')
	expect(await sendPlanNotifications(rig.ctx, morning)).toMatchObject({ pushes: 2 })
	const [dueSoon, overdue] = rig.receivedBy(device)
	expect(dueSoon).toMatchObject({ title: '2 things due soon for Sam', url: `/a/${rig.accountId}/tasks`, tag: `due-soon:${rig.accountId}` })
	expect(dueSoon!.body).toContain('Print the SAT admission ticket')
	expect(dueSoon!.body).toContain('Send the transcript request')
	expect(overdue).toMatchObject({ title: 'Overdue for Sam', body: 'Return the library books' })
	const [request] = rig.standIn.received()
	expect(request!.headers['content-encoding']).toBe('aes128gcm')
	expect(request!.headers.ttl).toBeDefined()
	expect(rig.verifyJwt(request!)).toMatchObject({ sub: 'mailto:reminders@northstar.test' })
	const [row] = await rig.ctx.db.select({ lastSuccessAt: pushSubscriptions.lastSuccessAt }).from(pushSubscriptions)
	expect(row!.lastSuccessAt).toBeGreaterThan(0)
})

test('only the kinds the member chose, and nothing without a device or with push off', async () => {
	const device = await rig.subscribe('owner', '/push/owner-phone')
	await saveNotificationPrefs(rig.ctx, rig.accountId, rig.people.owner!, { ...rig.prefs, pushKinds: ['overdue'] })
	await sendPlanNotifications(rig.ctx, morning)
	expect(rig.receivedBy(device).map((push) => push.title)).toEqual(['Overdue for Sam'])
	// The student has no device: nothing goes out for them, and no claim is kept.
	const claims = await rig.ctx.db.select({ key: notificationLog.key }).from(notificationLog)
	expect(claims.filter((claim) => claim.key.startsWith('push:') && claim.key.includes(rig.people.student!))).toEqual([])
	// Push not configured on the host: nothing is tried.
	await rig.ctx.db.delete(notificationLog)
	expect(await sendPlanNotifications({ ...rig.ctx, push: null }, morning)).toMatchObject({ pushes: 0 })
})

test('quiet hours hold for push: nothing before they end, then once', async () => {
	const device = await rig.subscribe('owner', '/push/owner-phone')
	await saveNotificationPrefs(rig.ctx, rig.accountId, rig.people.owner!, { ...rig.prefs, emailReminders: false, quietStart: 21, quietEnd: 10, pushKinds: ['due-soon'] })
	await sendPlanNotifications(rig.ctx, morning)
	expect(rig.receivedBy(device)).toHaveLength(0)
	// 10:05 in New York: quiet hours are over.
	await sendPlanNotifications(rig.ctx, new Date('2026-11-23T15:05:00Z'))
	await sendPlanNotifications(rig.ctx, new Date('2026-11-23T16:05:00Z'))
	expect(rig.receivedBy(device).map((push) => push.tag)).toEqual([`due-soon:${rig.accountId}`])
	// Quiet again at 10 p.m., even after the send hour: a newly owed push waits for the morning.
	await rig.task('Sign the FAFSA', '2026-11-30')
	await sendPlanNotifications(rig.ctx, new Date('2026-11-24T03:30:00Z'))
	expect(rig.receivedBy(device)).toHaveLength(1)
})

test('a subscription the push service answers 410 (or 404) is removed; another failure gives the claim back', async () => {
	const gone = await rig.subscribe('owner', '/push/gone')
	const missing = await rig.subscribe('parent', '/push/missing')
	rig.standIn.answer('/push/gone', 410)
	rig.standIn.answer('/push/missing', 404)
	await sendPlanNotifications(rig.ctx, morning)
	expect(await rig.ctx.db.select().from(pushSubscriptions)).toEqual([])
	expect(rig.receivedBy(gone)).toEqual([])
	expect(rig.receivedBy(missing)).toEqual([])

	const flaky = await rig.subscribe('owner', '/push/flaky')
	rig.standIn.answer('/push/flaky', 503)
	await rig.ctx.db.delete(notificationLog)
	await sendPlanNotifications(rig.ctx, morning)
	expect(await rig.ctx.db.select({ key: notificationLog.key }).from(notificationLog)).toSatisfy((rows: Array<{ key: string }>) => rows.every((row) => !row.key.startsWith('push:')))
	expect(await rig.ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)).toHaveLength(1)
	rig.standIn.answer('/push/flaky', 201)
	await sendPlanNotifications(rig.ctx, new Date('2026-11-23T14:30:00Z'))
	expect(rig.receivedBy(flaky)).toHaveLength(2)
})

test('killed between claim and send, and run again: nothing is pushed twice', async () => {
	const device = await rig.subscribe('owner', '/push/owner-phone')
	// The first run delivers its first push, then its process dies before anything else.
	const real = rig.ctx.push!
	let killed!: () => void
	const died = new Promise<void>((resolve) => (killed = resolve))
	const dying = {
		...rig.ctx,
		push: {
			publicKey: real.publicKey,
			send: async (...args: Parameters<typeof real.send>) => {
				await real.send(...args)
				killed()
				return new Promise<never>(() => {})
			},
		},
	}
	void sendPlanNotifications(dying, morning)
	await died
	expect(rig.receivedBy(device)).toHaveLength(1)
	// The rerun (the scheduler reclaims a stale run) finds the due-soon push claimed, and sends only what was never claimed.
	await sendPlanNotifications(rig.ctx, morning)
	await sendPlanNotifications(rig.ctx, morning)
	const titles = rig.receivedBy(device).map((push) => push.title)
	expect(titles).toEqual(['2 things due soon for Sam', 'Overdue for Sam'])
})

test('plan changes and the weekly digest, each once', async () => {
	const device = await rig.subscribe('owner', '/push/owner-phone')
	await saveNotificationPrefs(rig.ctx, rig.accountId, rig.people.owner!, { ...rig.prefs, digestDay: 1, emailDigest: false, pushKinds: ['plan-changes', 'weekly-digest'] })
	await rig.ctx.db.insert(planEngineChanges).values({ accountId: rig.accountId, kind: 'added', ruleKey: 'css-profile', title: 'Submit the CSS Profile', reason: 'Two of your colleges ask for it.', createdAt: morning.getTime() - 3600_000 })
	await sendPlanNotifications(rig.ctx, morning)
	await sendPlanNotifications(rig.ctx, new Date('2026-11-23T14:30:00Z'))
	const pushes = rig.receivedBy(device)
	expect(pushes.map((push) => push.title)).toEqual(['Sam’s plan changed', 'Sam’s week ahead'])
	expect(pushes[0]!.body).toBe('Submit the CSS Profile: Two of your colleges ask for it.')
	expect(pushes[1]!.body).toBe('2 due this week, 1 overdue. Open the plan to see them.')
	// The digest went by push only, as chosen.
	expect(rig.mailsTo('owner').filter((mail) => mail.subject === "Sam's week ahead")).toEqual([])
})

test('a subscription saved for a member turns push on with the default kinds', async () => {
	const subscriber = createPushStandInSubscriber(rig, '/push/new')
	await savePushSubscription(rig.ctx, { accountId: rig.accountId, userId: rig.people.student!, sessionId: await rig.signIn('student'), role: 'student', input: { endpoint: subscriber.endpoint, keys: subscriber.keys }, label: 'Chrome on Android' })
	const [row] = await rig.ctx.db.select().from(pushSubscriptions)
	expect(row).toMatchObject({ userId: rig.people.student, label: 'Chrome on Android', endpoint: subscriber.endpoint })
	await sendPlanNotifications(rig.ctx, morning)
	expect(rig.receivedBy(subscriber).length).toBeGreaterThan(0)
})

test('a device whose keys cannot be used fails alone: the job goes on, and the other devices get their push', async () => {
	const good = await rig.subscribe('owner', '/push/good')
	// A point that is not on the curve: the library throws when it encrypts for it.
	await rig.ctx.db.insert(pushSubscriptions).values({ accountId: rig.accountId, userId: rig.people.parent, endpoint: `${rig.standIn.origin}/push/broken`, p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22), label: 'Broken', sessionId: await rig.signIn('parent') })
	await saveNotificationPrefs(rig.ctx, rig.accountId, rig.people.parent, { ...rig.prefs, pushKinds: ['due-soon'] })
	await expect(sendPlanNotifications(rig.ctx, morning)).resolves.toMatchObject({ pushes: 2 })
	expect(rig.receivedBy(good)).toHaveLength(2)
	// The broken device's claim was given back, for a later try.
	const claims = await rig.ctx.db.select({ key: notificationLog.key }).from(notificationLog)
	expect(claims.filter((claim) => claim.key.startsWith('push:') && claim.key.includes(rig.people.parent))).toEqual([])
})

test('signed out on that browser (or the sign-in expired): the device gets nothing, and is removed', async () => {
	const phone = await rig.subscribe('owner', '/push/phone')
	const laptop = await rig.subscribe('owner', '/push/laptop')
	await rig.ctx.db.delete(sessions).where(eq(sessions.id, laptop.sessionId))
	await sendPlanNotifications(rig.ctx, morning)
	expect(rig.receivedBy(phone)).toHaveLength(2)
	expect(rig.receivedBy(laptop)).toEqual([])
	expect((await rig.ctx.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([phone.endpoint])
	// An expired sign-in counts as signed out.
	await rig.ctx.db.update(sessions).set({ expiresAt: morning.getTime() + 3_600_000 }).where(eq(sessions.id, phone.sessionId))
	await rig.task('Sign the FAFSA', '2026-11-30')
	await sendPlanNotifications(rig.ctx, new Date('2026-11-23T15:30:00Z'))
	expect(rig.receivedBy(phone)).toHaveLength(2)
	expect(await rig.ctx.db.select().from(pushSubscriptions)).toEqual([])
})
