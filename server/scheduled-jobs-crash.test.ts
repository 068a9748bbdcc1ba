import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq } from 'drizzle-orm'
import webpush from 'web-push'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { runScheduledJobs } from '#app/features/jobs/scheduled-jobs.server'
import { saveNotificationPrefs } from '#app/features/notifications/notifications.server'
import { createTask } from '#app/features/plan/plan.server'
import { accounts, memberships, notificationPrefs, pushSubscriptions, sessions, users } from '#app/lib/db/schema'
import type { Mailer } from '#app/lib/mail'
import { createSubscriber, startPushStandIn } from '../tests/support/push-stand-in'
import { createTestContext, readOutbox, type TestContext } from '../tests/support/test-context'
import { createWebPushSender } from './push'

// Scheduled mail and push when the job dies half-way («Quality gates»): a
// mailer that fails after some sends, and the process killed with SIGKILL
// while a send (or a push) is under way. Run again, every member gets each
// mail and each push exactly once.
// (notifications.server.test.ts covers a send failing on the first mail and
// a doubled trigger.)

const FAMILIES = 8
// Monday, November 23, 2026, 8:30 a.m. in New York: reminders, and the owners' Monday digest.
const morning = new Date('2026-11-23T13:30:00Z')
const laterThatHour = new Date('2026-11-23T13:50:00Z')
const nextHour = new Date('2026-11-23T14:30:00Z')
const rootDir = fileURLToPath(new URL('..', import.meta.url))
/** A module of this repository, as an import specifier in a child's script. */
const from = (file: string) => JSON.stringify(path.join(rootDir, file))

let ctx: TestContext
/** Each mail owed this morning, as "to subject": an owner's reminder and digest, a student's reminder. */
let owed: string[]

beforeEach(async () => {
	ctx = await createTestContext()
	owed = []
	for (let n = 0; n < FAMILIES; n++) {
		const [account] = await ctx.db.insert(accounts).values({ studentName: `Student ${n}`, timeZone: 'America/New_York', planVersion: 1 }).returning()
		for (const role of ['owner', 'student'] as const) {
			const [user] = await ctx.db.insert(users).values({ email: `${role}${n}@example.com`, name: `${role} ${n}` }).returning()
			await ctx.db.insert(memberships).values({ accountId: account!.id, userId: user!.id, role })
			if (role === 'owner') {
				await saveNotificationPrefs(ctx, account!.id, user!.id, { emailReminders: true, digestDay: 1, quietStart: null, quietEnd: null, categories: null })
				await createTask(ctx, { accountId: account!.id, userId: user!.id, input: { title: 'Send the transcript request', notes: null, category: 'applications', owner: 'student', dueDate: '2026-11-23', minutes: 10, priority: 2 } })
				await createTask(ctx, { accountId: account!.id, userId: user!.id, input: { title: 'Print the SAT admission ticket', notes: null, category: 'testing', owner: 'student', dueDate: '2026-11-24', minutes: 10, priority: 2 } })
			}
		}
		owed.push(`owner${n}@example.com 2 things due soon for Student ${n}`, `owner${n}@example.com Student ${n}'s week ahead`, `student${n}@example.com 2 things due soon for Student ${n}`)
	}
})
afterEach(async () => {
	vi.restoreAllMocks()
	await ctx.cleanup()
})

/**
 * Runs `source` in a child process over the test's database file and outbox
 * (JOB_DATABASE_URL, JOB_OUTBOX, JOB_NOW this morning): the script runs the
 * jobs and prints HANGING where it hangs for good. The child is killed there
 * with SIGKILL, as a crash would.
 */
async function killWhileHanging(name: string, source: string, env: Record<string, string>) {
	const script = path.join(ctx.dir, name)
	writeFileSync(script, source)
	const child = spawn(process.execPath, ['--import', 'tsx', script], {
		cwd: rootDir,
		env: { ...process.env, JOB_DATABASE_URL: ctx.env.DATABASE_URL, JOB_OUTBOX: ctx.outboxDir, JOB_NOW: morning.toISOString(), ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)))
	await vi.waitFor(() => expect(output).toMatch(/HANGING|FINISHED|Error/), { timeout: 30_000, interval: 50 })
	expect(output).toContain('HANGING')
	child.kill('SIGKILL')
	expect(await exited).toBe('SIGKILL')
}

const delivered = () => readOutbox(ctx.outboxDir).map((mail) => `${mail.to} ${mail.subject}`)

/** Every owed mail exactly once, nothing else. */
function expectEachOwedMailOnce() {
	const mails = delivered()
	expect(mails.filter((mail, index) => mails.indexOf(mail) !== index), 'mails sent twice').toEqual([])
	expect(mails.sort()).toEqual([...owed].sort())
}

test('a mailer that fails after 5 sends: the run is marked failed, and the next run sends the rest, none twice', async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {})
	let sends = 0
	const flaky: Mailer = {
		async send(message) {
			if (++sends > 5) throw new Error('SMTP connection lost')
			return ctx.mail.send(message)
		},
	}
	expect(await runScheduledJobs({ ...ctx, mail: flaky }, morning, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'failed' })
	expect(delivered()).toHaveLength(5)
	// A failed run is claimed again by the next trigger, the same hour: it sends the rest.
	expect(await runScheduledJobs(ctx, laterThatHour, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'done' })
	expectEachOwedMailOnce()
	expect(await runScheduledJobs(ctx, laterThatHour, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'skipped' })
	// And later runs owe nothing more today.
	await runScheduledJobs(ctx, new Date('2026-11-23T15:30:00Z'), { cadence: 'hourly' })
	expectEachOwedMailOnce()
})

test('the process killed (SIGKILL) in the middle of a send: the rerun sends the rest, none twice, and the database is intact', async () => {
	// The job runs in a child process over the same database file and outbox; its
	// mailer writes the 5th mail and then never returns, and the child is killed there.
	await killWhileHanging(
		'run-jobs.mts',
		`
		import { createDatabase, openDatabase } from ${from('server/database.ts')}
		import { createOutboxMailer } from ${from('server/services.ts')}
		import { runScheduledJobs } from ${from('app/features/jobs/scheduled-jobs.server.ts')}
		const client = await openDatabase(process.env.JOB_DATABASE_URL)
		const outbox = createOutboxMailer({ dir: process.env.JOB_OUTBOX, from: 'Northstar <hello@example.com>' })
		let sends = 0
		const mail = {
			async send(message) {
				const sent = await outbox.send(message)
				if (++sends === Number(process.env.HANG_AFTER)) {
					console.log('HANGING')
					// Hang for real: a timer keeps the process alive until it is killed.
					await new Promise(() => setInterval(() => {}, 1000))
				}
				return sent
			},
		}
		const env = { BASE_URL: 'http://localhost:3000', MAIL_FROM: 'hello@example.com' }
		await runScheduledJobs({ db: createDatabase(client), mail, env, now: () => new Date(process.env.JOB_NOW), files: null }, new Date(process.env.JOB_NOW), { cadence: 'hourly' })
		console.log('FINISHED')
		`,
		{ HANG_AFTER: '5' },
	)
	expect(delivered()).toHaveLength(5)

	// The killed run still holds this hour's key (until it is stale), so a retrigger now sends nothing; the next hour does the rest.
	expect(await runScheduledJobs(ctx, laterThatHour, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'skipped' })
	expect(delivered()).toHaveLength(5)
	expect(await runScheduledJobs(ctx, nextHour, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'done' })
	expectEachOwedMailOnce()
	expect((await ctx.client.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
}, 60_000)

test('push: the process killed (SIGKILL) right after a push left: the rerun pushes the rest, none twice', async () => {
	const standIn = await startPushStandIn()
	try {
		const vapid = webpush.generateVAPIDKeys()
		const subject = 'mailto:reminders@northstar.test'
		const owners = await ctx.db.select({ accountId: memberships.accountId, userId: memberships.userId }).from(memberships).where(eq(memberships.role, 'owner'))
		for (const [n, owner] of owners.entries()) {
			const { keys } = createSubscriber(`${standIn.origin}/push/owner${n}`)
			const [session] = await ctx.db.insert(sessions).values({ userId: owner.userId, expiresAt: nextHour.getTime() + 86_400_000 }).returning({ id: sessions.id })
			await ctx.db.insert(pushSubscriptions).values({ ...owner, sessionId: session!.id, endpoint: `${standIn.origin}/push/owner${n}`, p256dh: keys.p256dh, auth: keys.auth, label: `Phone ${n}` })
			await ctx.db.update(notificationPrefs).set({ pushKinds: ['due-soon'] }).where(and(eq(notificationPrefs.accountId, owner.accountId), eq(notificationPrefs.userId, owner.userId)))
		}
		await killWhileHanging(
			'run-push-jobs.mts',
			`
			import { createDatabase, openDatabase } from ${from('server/database.ts')}
			import { createOutboxMailer } from ${from('server/services.ts')}
			import { createWebPushSender } from ${from('server/push.ts')}
			import { runScheduledJobs } from ${from('app/features/jobs/scheduled-jobs.server.ts')}
			const client = await openDatabase(process.env.JOB_DATABASE_URL)
			const mail = createOutboxMailer({ dir: process.env.JOB_OUTBOX, from: 'Northstar <hello@example.com>' })
			const real = createWebPushSender({ publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY, subject: process.env.VAPID_SUBJECT, allowLoopback: true })
			let sends = 0
			const push = {
				publicKey: real.publicKey,
				async send(target, message) {
					const outcome = await real.send(target, message)
					if (++sends === Number(process.env.HANG_AFTER)) {
						console.log('HANGING')
						await new Promise(() => setInterval(() => {}, 1000))
					}
					return outcome
				},
			}
			const env = { BASE_URL: 'http://localhost:3000', MAIL_FROM: 'hello@example.com' }
			await runScheduledJobs({ db: createDatabase(client), mail, push, env, now: () => new Date(process.env.JOB_NOW), files: null }, new Date(process.env.JOB_NOW), { cadence: 'hourly' })
			console.log('FINISHED')
			`,
			{ HANG_AFTER: '3', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: subject },
		)
		expect(standIn.received()).toHaveLength(3)

		// The next hour's run, in this process, with push as the host makes it.
		const push = createWebPushSender({ ...vapid, subject, allowLoopback: true })
		expect(await runScheduledJobs({ ...ctx, push }, nextHour, { cadence: 'hourly' })).toContainEqual({ job: 'plan-notifications', status: 'done' })
		const paths = standIn.received().map((request) => request.path)
		expect(paths.filter((p, index) => paths.indexOf(p) !== index), 'pushed twice').toEqual([])
		expect(paths.sort()).toEqual(owners.map((_, n) => `/push/owner${n}`).sort())
		await runScheduledJobs({ ...ctx, push }, new Date('2026-11-23T15:30:00Z'), { cadence: 'hourly' })
		expect(standIn.received()).toHaveLength(owners.length)
	} finally {
		await standIn.close()
	}
}, 60_000)
