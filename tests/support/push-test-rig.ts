import webpush from 'web-push'
import { createTask } from '#app/features/plan/plan.server'
import { savePushSubscription } from '#app/features/notifications/push.server'
import { accounts, memberships, users } from '#app/lib/db/schema'
import type { PushMessage } from '#app/lib/push'
import { createUserSession } from '#app/lib/session.server'
import { createWebPushSender } from '../../server/push'
import { createSubscriber, type PushStandIn, type ReceivedPush, startPushStandIn, type TestSubscriber, verifyVapid } from './push-stand-in'
import { createTestContext, readOutbox, type TestContext } from './test-context'

// A family (Sam, New York) with a plan, a push-service stand-in on loopback,
// and a context whose push sender is web-push with fresh VAPID keys: what the
// job's push tests share.

export const vapidSubject = 'mailto:reminders@northstar.test'

export interface PushTestRig {
	ctx: TestContext
	standIn: PushStandIn
	accountId: string
	people: Record<'owner' | 'parent' | 'student', string>
	/** Saved choices without push kinds: e-mail reminders on, no digest, no quiet hours. */
	prefs: { emailReminders: boolean; digestDay: number | null; quietStart: number | null; quietEnd: number | null; categories: null }
	vapid: { publicKey: string; privateKey: string }
	/** A device of this member, subscribed at this path of the stand-in under a sign-in of its own (push turns on with the default kinds). */
	subscribe: (member: 'owner' | 'parent' | 'student', path: string) => Promise<TestSubscriber & { sessionId: string }>
	/** A fresh sign-in for this member: its session id. */
	signIn: (member: 'owner' | 'parent' | 'student') => Promise<string>
	receivedBy: (subscriber: TestSubscriber) => PushMessage[]
	verifyJwt: (request: ReceivedPush) => { aud: string; exp: number; sub: string }
	task: (title: string, dueDate: string) => Promise<unknown>
	mailsTo: (member: 'owner' | 'parent' | 'student') => Array<{ subject: string; text: string }>
	cleanup: () => Promise<void>
}

export function createPushStandInSubscriber(rig: Pick<PushTestRig, 'standIn'>, path: string) {
	return createSubscriber(`${rig.standIn.origin}${path}`)
}

export async function startPushTestRig(): Promise<PushTestRig> {
	const vapid = webpush.generateVAPIDKeys()
	const ctx = await createTestContext({ PUSH_ALLOW_LOOPBACK: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapidSubject })
	ctx.push = createWebPushSender({ ...vapid, subject: vapidSubject, allowLoopback: true })
	const standIn = await startPushStandIn()
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'Sam', timeZone: 'America/New_York', planVersion: 1 }).returning()
	const accountId = account!.id
	const people = {} as PushTestRig['people']
	for (const role of ['owner', 'parent', 'student'] as const) {
		const [user] = await ctx.db.insert(users).values({ email: `${role}@example.com`, name: role }).returning()
		people[role] = user!.id
		await ctx.db.insert(memberships).values({ accountId, userId: user!.id, role })
	}
	const task = (title: string, dueDate: string) =>
		createTask(ctx, { accountId, userId: people.owner, input: { title, notes: null, category: 'applications', owner: 'student', dueDate, minutes: 10, priority: 2 } })
	await task('Print the SAT admission ticket', '2026-11-24') // tomorrow
	await task('Send the transcript request', '2026-11-23') // today
	await task('Return the library books', '2026-11-20') // 3 days overdue
	await task('Draft the scholarship essay', '2026-12-03') // 10 days: not yet
	const roles = { owner: 'owner', parent: 'parent', student: 'student' } as const
	const signIn = async (member: 'owner' | 'parent' | 'student') => (await createUserSession(ctx, people[member], { currentAccountId: accountId })).sessionId
	return {
		ctx,
		standIn,
		accountId,
		people,
		prefs: { emailReminders: true, digestDay: null, quietStart: null, quietEnd: null, categories: null },
		vapid,
		async subscribe(member, path) {
			const subscriber = createPushStandInSubscriber({ standIn }, path)
			const sessionId = await signIn(member)
			await savePushSubscription(ctx, { accountId, userId: people[member], sessionId, role: roles[member], input: { endpoint: subscriber.endpoint, keys: subscriber.keys }, label: 'Test browser' })
			return { ...subscriber, sessionId }
		},
		signIn,
		receivedBy: (subscriber) =>
			standIn
				.received()
				.filter((request) => `${standIn.origin}${request.path}` === subscriber.endpoint)
				.map((request) => JSON.parse(subscriber.decrypt(request.body)) as PushMessage),
		verifyJwt: (request) => verifyVapid(request.headers.authorization as string | undefined, { audience: standIn.origin, publicKey: vapid.publicKey, subject: vapidSubject }),
		task,
		mailsTo: (member) => readOutbox(ctx.outboxDir).filter((mail) => mail.to === `${member}@example.com`),
		async cleanup() {
			await standIn.close()
			await ctx.cleanup()
		},
	}
}
