import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { accounts, applications, colleges, documents, jobRuns, listEntries, planEngineChanges, sessions, tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { runKey, runScheduledJobs, type ScheduledJob, scheduledJobs, STALE_RUN_MS } from './scheduled-jobs.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

test('run keys are per hour or per day (UTC)', () => {
	const now = new Date('2026-11-23T13:45:00Z')
	expect(runKey('hourly', now)).toBe('2026-11-23T13')
	expect(runKey('daily', now)).toBe('2026-11-23')
})

test('a job runs once per key, however often it is triggered', async () => {
	let runs = 0
	const jobs: ScheduledJob[] = [{ name: 'count', cadence: 'daily', run: async () => void runs++ }]
	const now = new Date('2026-11-23T13:00:00Z')
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'count', status: 'done' }])
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'count', status: 'skipped' }])
	expect(await runScheduledJobs(ctx, now, { cadence: 'hourly', jobs })).toEqual([])
	await runScheduledJobs(ctx, new Date('2026-11-24T13:00:00Z'), { cadence: 'daily', jobs })
	expect(runs).toBe(2)
})

test('a failing job is recorded as failed and does not stop the others', async () => {
	const jobs: ScheduledJob[] = [
		{ name: 'broken', cadence: 'hourly', run: async () => { throw new Error('boom') } },
		{ name: 'fine', cadence: 'hourly', run: async () => {} },
	]
	const original = console.error
	console.error = () => {}
	const results = await runScheduledJobs(ctx, new Date('2026-11-23T10:00:00Z'), { cadence: 'hourly', jobs })
	console.error = original
	expect(results).toEqual([{ job: 'broken', status: 'failed' }, { job: 'fine', status: 'done' }])
	const [row] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.job, 'broken'))
	expect(row).toMatchObject({ status: 'failed', error: 'Error: boom' })
})

test('a failed run, or one left "running" by a killed process, is run again; a running one is not', async () => {
	let runs = 0
	let fail = true
	const jobs: ScheduledJob[] = [{ name: 'retry', cadence: 'daily', run: async () => { runs++; if (fail) throw new Error('down') } }]
	const now = new Date('2026-11-25T06:00:00Z')
	const original = console.error
	console.error = () => {}
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'retry', status: 'failed' }])
	console.error = original
	fail = false
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'retry', status: 'done' }])
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'retry', status: 'skipped' }])
	expect(runs).toBe(2)

	// Killed mid-run: the row says running. Fresh, it is left alone; stale, it is claimed again.
	await ctx.db.insert(jobRuns).values({ job: 'killed', runKey: runKey('daily', now), status: 'running', startedAt: Date.now() })
	const killed: ScheduledJob[] = [{ name: 'killed', cadence: 'daily', run: async () => void runs++ }]
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs: killed })).toEqual([{ job: 'killed', status: 'skipped' }])
	await ctx.db.update(jobRuns).set({ startedAt: Date.now() - STALE_RUN_MS - 1 }).where(eq(jobRuns.job, 'killed'))
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs: killed })).toEqual([{ job: 'killed', status: 'done' }])
})

test('the hourly housekeeping purges expired sessions', async () => {
	const { user } = await createSignedInUser(ctx)
	await ctx.db.insert(sessions).values({ userId: user.id, expiresAt: Date.now() - 1000 })
	await runScheduledJobs(ctx, new Date(), { cadence: 'hourly' })
	const left = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
	expect(left).toHaveLength(1)
	expect(left[0]!.expiresAt).toBeGreaterThan(Date.now())
})

test('the daily job purges documents deleted more than 30 days ago (and leaves newer ones)', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	const day = 24 * 60 * 60 * 1000
	const now = new Date('2026-12-01T13:00:00Z')
	for (const [title, deletedAt] of [['Old draft', now.getTime() - 31 * day], ['Recent draft', now.getTime() - 2 * day]] as const) {
		const key = `accounts/${owner.accountId}/documents/${title.toLowerCase().replace(' ', '-')}`
		await ctx.files.put(key, new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf' })
		await ctx.db.insert(documents).values({ accountId: owner.accountId!, title, fileName: 'draft.pdf', kind: 'essay', contentType: 'application/pdf', size: 8, storageKey: key, deletedAt })
	}
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily' })).toContainEqual({ job: 'purge-deleted-documents', status: 'done' })
	const left = await ctx.db.select({ title: documents.title }).from(documents).where(eq(documents.accountId, owner.accountId!))
	expect(left).toEqual([{ title: 'Recent draft' }])
	expect(await ctx.files.get(`accounts/${owner.accountId}/documents/old-draft`)).toBeNull()
	expect(await ctx.files.get(`accounts/${owner.accountId}/documents/recent-draft`)).not.toBeNull()
})

test('the daily plan engine updates onboarded families’ plans, once a day', async () => {
	const onboarded = await createSignedInUser(ctx, { role: 'owner' })
	const notYet = await createSignedInUser(ctx, { role: 'owner' })
	await ctx.db.update(accounts).set({ onboardingCompletedAt: Date.now() }).where(eq(accounts.id, onboarded.accountId!))
	await ctx.db.insert(colleges).values({ id: '920001', name: 'Harbor College' })
	for (const { accountId } of [onboarded, notYet]) {
		// Status applied to an Early Decision college with a Nov 1 deadline: the answer task is due.
		const [entry] = await ctx.db.insert(listEntries).values({ accountId: accountId!, collegeId: '920001', status: 'applied', planType: 'ED' }).returning({ id: listEntries.id })
		await ctx.db.insert(applications).values({ accountId: accountId!, listEntryId: entry!.id, deadline: '2026-11-01' })
	}
	const now = new Date('2026-11-10T13:00:00Z')
	const jobs = scheduledJobs.filter((job) => job.name === 'plan-engine')
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'plan-engine', status: 'done' }])
	const engineTasks = (accountId: string) => ctx.db.select({ title: tasks.title, dueDate: tasks.dueDate }).from(tasks).where(eq(tasks.accountId, accountId))
	expect(await engineTasks(onboarded.accountId!)).toEqual([
		{ title: 'Early Decision answer from Harbor College: if admitted, withdraw your other applications and reply by the deposit deadline', dueDate: '2026-12-16' },
	])
	expect(await engineTasks(notYet.accountId!)).toEqual([])
	expect(await ctx.db.select({ kind: planEngineChanges.kind }).from(planEngineChanges).where(eq(planEngineChanges.accountId, onboarded.accountId!))).toEqual([{ kind: 'added' }])
	expect(await runScheduledJobs(ctx, now, { cadence: 'daily', jobs })).toEqual([{ job: 'plan-engine', status: 'skipped' }])
})
