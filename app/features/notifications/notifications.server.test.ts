import { afterEach, beforeEach, expect, test } from 'vitest'
import { runScheduledJobs } from '#app/features/jobs/scheduled-jobs.server'
import { createTask } from '#app/features/plan/plan.server'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { createTestContext, readOutbox, type TestContext } from '../../../tests/support/test-context'
import { sendPlanNotifications, saveNotificationPrefs } from './notifications.server'

let ctx: TestContext
let accountId: string
const people: Record<string, string> = {}
// Monday, November 23, 2026, 8:30 a.m. in New York.
const morning = new Date('2026-11-23T13:30:00Z')

beforeEach(async () => {
	ctx = await createTestContext()
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'Sam', timeZone: 'America/New_York', planVersion: 1, testPlans: [{ test: 'SAT', date: '2026-12-05' }] }).returning()
	accountId = account!.id
	for (const [name, role, sections] of [
		['owner', 'owner', null],
		['student', 'student', null],
		['counselorShared', 'counselor', ['tasks']],
		['counselorHidden', 'counselor', []],
	] as const) {
		const [user] = await ctx.db.insert(users).values({ email: `${name}@example.com`, name }).returning()
		people[name] = user!.id
		await ctx.db.insert(memberships).values({ accountId, userId: user!.id, role, sections: sections as string[] | null })
	}
	const task = (title: string, dueDate: string, category: 'applications' | 'testing') =>
		createTask(ctx, { accountId, userId: people.owner!, input: { title, notes: null, category, owner: 'student', dueDate, minutes: 10, priority: 2 } })
	await task('Submit the Early Action application', '2026-11-30', 'applications') // 7 days
	await task('Print the SAT admission ticket', '2026-11-24', 'testing') // tomorrow
	await task('Send the transcript request', '2026-11-23', 'applications') // today
	await task('Draft the scholarship essay', '2026-12-03', 'applications') // 10 days: not yet
})
afterEach(async () => {
	await ctx.cleanup()
})

const mails = () => readOutbox(ctx.outboxDir)
const to = (name: string) => mails().filter((mail) => mail.to === `${name}@example.com`)

test('due-soon reminders: 7 days, 1 day and the day itself, once each, to members who can see the plan', async () => {
	await saveNotificationPrefs(ctx, accountId, people.counselorShared!, { emailReminders: true, digestDay: null, quietStart: null, quietEnd: null, categories: null })
	await saveNotificationPrefs(ctx, accountId, people.counselorHidden!, { emailReminders: true, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
	await saveNotificationPrefs(ctx, accountId, people.student!, { emailReminders: true, digestDay: null, quietStart: null, quietEnd: null, categories: ['testing'] })

	expect(await sendPlanNotifications(ctx, morning)).toEqual({ reminders: 3, digests: 0, pushes: 0 })
	const [ownerMail] = to('owner')
	expect(ownerMail!.subject).toBe('3 things due soon for Sam')
	expect(ownerMail!.text).toContain('Send the transcript request — due today')
	expect(ownerMail!.text).toContain('Print the SAT admission ticket — due Tue, Nov 24')
	expect(ownerMail!.text).not.toContain('scholarship essay')
	expect(to('student')).toHaveLength(1)
	expect(to('student')[0]!.subject).toBe('Due soon for Sam: Print the SAT admission ticket')
	expect(to('counselorShared')).toHaveLength(1)
	expect(to('counselorHidden')).toHaveLength(0)

	// Run twice: nothing twice.
	expect(await sendPlanNotifications(ctx, morning)).toEqual({ reminders: 0, digests: 0, pushes: 0 })
	expect(mails()).toHaveLength(3)
	// The next day, only what is newly owed: tomorrow's task is now due today.
	await sendPlanNotifications(ctx, new Date('2026-11-24T13:30:00Z'))
	expect(to('owner')).toHaveLength(2)
	expect(to('owner').some((mail) => mail.subject === 'Due soon for Sam: Print the SAT admission ticket')).toBe(true)
})

test('nothing before the family’s 8 a.m., or before the end of quiet hours', async () => {
	expect(await sendPlanNotifications(ctx, new Date('2026-11-23T12:30:00Z'))).toEqual({ reminders: 0, digests: 0, pushes: 0 })
	await saveNotificationPrefs(ctx, accountId, people.owner!, { emailReminders: true, digestDay: null, quietStart: 21, quietEnd: 10, categories: null })
	await sendPlanNotifications(ctx, morning)
	expect(to('owner')).toHaveLength(0)
	await sendPlanNotifications(ctx, new Date('2026-11-23T15:05:00Z'))
	expect(to('owner')).toHaveLength(1)
})

test('the weekly digest goes out on the chosen day, once, and respects what a member may see', async () => {
	await saveNotificationPrefs(ctx, accountId, people.owner!, { emailReminders: false, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
	await saveNotificationPrefs(ctx, accountId, people.counselorHidden!, { emailReminders: false, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
	await saveNotificationPrefs(ctx, accountId, people.counselorShared!, { emailReminders: false, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
	expect((await sendPlanNotifications(ctx, morning)).digests).toBe(2)
	const [digest] = to('owner')
	expect(digest!.subject).toBe("Sam's week ahead")
	expect(digest!.text).toContain('Due in the next 7 days')
	expect(digest!.text).toContain('SAT — December 5, 2026')
	// The counselor sees tasks but not tests: no test dates in theirs.
	expect(to('counselorShared')[0]!.text).not.toContain('SAT — December 5')
	expect(to('counselorHidden')).toHaveLength(0)
	expect((await sendPlanNotifications(ctx, morning)).digests).toBe(0)
})

test('a failed send gives its claim back, so the next run delivers it — once', async () => {
	const failing = { ...ctx, mail: { send: async () => Promise.reject(new Error('SMTP down')) } }
	await expect(sendPlanNotifications(failing, morning)).rejects.toThrow('SMTP down')
	expect(mails()).toHaveLength(0)
	await sendPlanNotifications(ctx, new Date('2026-11-23T14:30:00Z'))
	await sendPlanNotifications(ctx, new Date('2026-11-23T15:30:00Z'))
	expect(to('owner')).toHaveLength(1)
})

test('the hourly scheduler runs it, and a doubled trigger does nothing more', async () => {
	await runScheduledJobs(ctx, morning, { cadence: 'hourly' })
	const count = mails().length
	expect(count).toBeGreaterThan(0)
	expect(await runScheduledJobs(ctx, morning, { cadence: 'hourly' })).toEqual(expect.arrayContaining([{ job: 'plan-notifications', status: 'skipped' }]))
	expect(mails()).toHaveLength(count)
})
