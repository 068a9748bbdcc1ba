import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { saveApplication } from '#app/features/applications/applications.server'
import { savePriorityDate } from '#app/features/aid/overview.server'
import { addCollege, listCollegeEntries, removeCollegeEntry, updateCollegeEntry } from '#app/features/colleges/college-list.server'
import { saveTestRecord } from '#app/features/test-scores/tests.server'
import { accounts, colleges, planEngineChanges, recommendationRequests, recommendations, tasks } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { listEngineChanges, undoPlanChange } from './changes-log.server'
import { refreshPlan, runPlanEngine, runPlanEngineForAll } from './engine.server'

let ctx: TestContext
// The family's today is 2026-10-01 (New York); a clock that moves a millisecond per reading keeps rows in order.
let tick = 0
beforeAll(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date(Date.parse('2026-10-01T16:00:00Z') + tick++)
	await ctx.db.insert(colleges).values([
		{ id: '910001', name: 'Rice University', admissionRate: 0.08 },
		{ id: '910002', name: 'Lakeside College', admissionRate: 0.6 },
	])
})
afterAll(async () => {
	await ctx.cleanup()
})

async function newAccount() {
	return (await createSignedInUser(ctx, { role: 'owner' })).accountId!
}
const engineTasks = (accountId: string) =>
	ctx.db
		.select({ id: tasks.id, templateId: tasks.templateId, title: tasks.title, dueDate: tasks.dueDate, owner: tasks.owner, category: tasks.category, priority: tasks.priority, status: tasks.status })
		.from(tasks)
		.where(and(eq(tasks.accountId, accountId), like(tasks.templateId, 'linked:engine:%')))
		.orderBy(tasks.templateId)
const log = (accountId: string) =>
	ctx.db
		.select({ id: planEngineChanges.id, kind: planEngineChanges.kind, ruleKey: planEngineChanges.ruleKey, title: planEngineChanges.title, reason: planEngineChanges.reason, taskId: planEngineChanges.taskId, undoneAt: planEngineChanges.undoneAt })
		.from(planEngineChanges)
		.where(eq(planEngineChanges.accountId, accountId))
		.orderBy(planEngineChanges.createdAt)

/** Adds Rice as an Early Decision application due Nov 1 that needs the CSS Profile by Nov 15, through the family's own write paths. */
async function addEdSchool(accountId: string) {
	expect(await addCollege(ctx, accountId, '910001')).toBe('added')
	const [entry] = await listCollegeEntries(ctx, accountId)
	await updateCollegeEntry(ctx, accountId, entry!.entry.id, { status: 'applying', planType: 'ED' })
	await saveApplication(ctx, accountId, { entryId: entry!.entry.id, deadline: '2026-11-01', platform: 'common-app', fee: null, feeWaiver: false, portalUrl: null, done: [] })
	const saved = await savePriorityDate(ctx, accountId, { listEntryId: entry!.entry.id, aidPriorityDeadline: '2026-11-15', cssProfileRequired: true })
	expect(saved.ok).toBe(true)
	return entry!.entry.id
}

test('add an ED school that needs the CSS Profile: the CSS and ED tasks appear and are logged; a second run changes nothing', async () => {
	const accountId = await newAccount()
	await addEdSchool(accountId)
	expect(await engineTasks(accountId)).toEqual([
		expect.objectContaining({ templateId: 'linked:engine:css:910001', title: 'Submit the CSS Profile for Rice University', dueDate: '2026-11-15', owner: 'parent', category: 'financial-aid', priority: 1, status: 'open' }),
		expect.objectContaining({ templateId: 'linked:engine:ed-calculator:910001', title: 'Run Rice University’s net price calculator before you apply ED', dueDate: '2026-10-25', status: 'open' }),
	])
	const entries = await log(accountId)
	expect(entries.filter((entry) => entry.kind === 'added').map((entry) => [entry.ruleKey, entry.reason])).toEqual([
		['engine:ed-calculator:910001', expect.stringContaining('Early Decision is binding')],
		['engine:css:910001', 'Rice University needs the CSS Profile and its aid priority date is Nov 15.'],
	])
	// Nov 1 is 31 days away: no letters risk yet. Run twice more: no duplicates, no new log entries.
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
	expect(await engineTasks(accountId)).toHaveLength(2)
	expect(await log(accountId)).toHaveLength(entries.length)
})

test('submitted: the calculator step goes and the ED answer arrives; remove the college: its tasks go, logged as removed', async () => {
	const accountId = await newAccount()
	const entryId = await addEdSchool(accountId)
	await updateCollegeEntry(ctx, accountId, entryId, { status: 'applied' })
	expect((await engineTasks(accountId)).map((task) => [task.templateId, task.dueDate])).toEqual([
		['linked:engine:css:910001', '2026-11-15'],
		['linked:engine:ed-answer:910001', '2026-12-16'],
	])
	expect((await log(accountId)).slice(-2).map((entry) => [entry.kind, entry.ruleKey])).toEqual([
		['added', 'engine:ed-answer:910001'],
		['removed', 'engine:ed-calculator:910001'],
	])

	expect(await removeCollegeEntry(ctx, accountId, entryId)).toBe(true)
	expect(await engineTasks(accountId)).toEqual([])
	const removed = (await log(accountId)).slice(-2)
	expect(removed.map((entry) => [entry.kind, entry.title, entry.reason])).toEqual([
		['removed', 'Submit the CSS Profile for Rice University', 'That college is no longer on the list.'],
		['removed', expect.stringMatching(/^Early Decision answer from Rice University/), 'That college is no longer on the list.'],
	])
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
})

test('undo an added task: it is deleted and stays gone after more runs and writes', async () => {
	const accountId = await newAccount()
	const entryId = await addEdSchool(accountId)
	const css = (await log(accountId)).find((entry) => entry.ruleKey === 'engine:css:910001')!
	expect((await listEngineChanges(ctx, accountId)).find((entry) => entry.id === css.id)?.undo).toBe('undo')
	expect(await undoPlanChange(ctx, accountId, css.id)).toEqual({ ok: true, message: 'Removed “Submit the CSS Profile for Rice University”. Northstar will not add it again.' })
	expect((await engineTasks(accountId)).map((task) => task.templateId)).toEqual(['linked:engine:ed-calculator:910001'])
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
	await savePriorityDate(ctx, accountId, { listEntryId: entryId, aidPriorityDeadline: '2026-11-20', cssProfileRequired: true })
	expect((await engineTasks(accountId)).map((task) => task.templateId)).toEqual(['linked:engine:ed-calculator:910001'])
	expect((await listEngineChanges(ctx, accountId)).find((entry) => entry.id === css.id)).toMatchObject({ undo: null, undoneAt: expect.any(Number) })
	// Once undone, undoing again is a no-op; a removal has nothing to undo; another family's entry is not found.
	expect(await undoPlanChange(ctx, accountId, css.id)).toEqual({ ok: true, message: 'That change was already undone.' })
	expect((await undoPlanChange(ctx, await newAccount(), css.id)).ok).toBe(false)
	await removeCollegeEntry(ctx, accountId, entryId)
	const removal = (await log(accountId)).find((entry) => entry.kind === 'removed')!
	expect(await undoPlanChange(ctx, accountId, removal.id)).toMatchObject({ ok: false, status: 400 })
})

test('re-prioritise a task due within two weeks, then undo: the priority comes back and stays', async () => {
	const accountId = await newAccount()
	const [soon] = await ctx.db.insert(tasks).values({ accountId, title: 'Ask Ms. Lee for a letter', category: 'applications', owner: 'student', priority: 3, dueDate: '2026-10-09' }).returning({ id: tasks.id })
	const [later] = await ctx.db.insert(tasks).values({ accountId, title: 'Draft the activities list', category: 'applications', owner: 'student', priority: 2, dueDate: '2026-11-20' }).returning({ id: tasks.id })
	const ops = await runPlanEngine(ctx, accountId)
	expect(ops.map((op) => op.type)).toEqual(['bump'])
	const priority = async (id: string) => (await ctx.db.select({ priority: tasks.priority }).from(tasks).where(eq(tasks.id, id)))[0]!.priority
	expect(await priority(soon!.id)).toBe(1)
	expect(await priority(later!.id)).toBe(2)
	const [bump] = await log(accountId)
	expect(bump).toMatchObject({ kind: 'reprioritized', taskId: soon!.id, title: 'Ask Ms. Lee for a letter', reason: 'Due in 8 days, on Oct 9.' })
	expect(await undoPlanChange(ctx, accountId, bump!.id)).toMatchObject({ ok: true })
	expect(await priority(soon!.id)).toBe(3)
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
	expect(await priority(soon!.id)).toBe(3)
})

test('a planned test date with a registration deadline becomes a task; registering finishes it', async () => {
	const accountId = await newAccount()
	const form = { test: 'SAT' as const, subject: '', date: '2026-12-05', registrationDeadline: '2026-11-20', status: 'planned' as const, notes: null, scores: null }
	const record = await saveTestRecord(ctx, accountId, form)
	expect(await engineTasks(accountId)).toEqual([expect.objectContaining({ title: 'Register for the SAT on December 5, 2026', dueDate: '2026-11-20', category: 'testing', status: 'open' })])
	await saveTestRecord(ctx, accountId, { ...form, status: 'registered' }, record!.id)
	expect((await engineTasks(accountId)).map((task) => task.status)).toEqual(['done'])
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
})

test('risks are logged once while they last: no safety on a list of four', async () => {
	const accountId = await newAccount()
	const ids = ['910011', '910012', '910013', '910014']
	await ctx.db.insert(colleges).values(ids.map((id) => ({ id, name: `Selective ${id}`, admissionRate: 0.1 })))
	for (const id of ids) await addCollege(ctx, accountId, id)
	const risks = (await log(accountId)).filter((entry) => entry.kind === 'risk')
	expect(risks.map((entry) => entry.ruleKey)).toEqual(['risk:no-safety'])
	await runPlanEngine(ctx, accountId)
	expect((await log(accountId)).filter((entry) => entry.kind === 'risk')).toHaveLength(1)
	expect(await addCollege(ctx, accountId, '910002')).toBe('added')
	const [entry] = await listCollegeEntries(ctx, accountId).then((rows) => rows.filter((row) => row.college.id === '910002'))
	await updateCollegeEntry(ctx, accountId, entry!.entry.id, { fitOverride: 'safety' })
	expect((await log(accountId)).at(-1)).toMatchObject({ kind: 'removed', ruleKey: 'risk:no-safety', title: 'No safety on the college list' })
})

test('risk: an application due within 30 days with no letters requested, cleared once a letter is asked for', async () => {
	const accountId = await newAccount()
	await addCollege(ctx, accountId, '910002')
	const [entry] = await listCollegeEntries(ctx, accountId)
	await saveApplication(ctx, accountId, { entryId: entry!.entry.id, deadline: '2026-10-20', platform: 'common-app', fee: null, feeWaiver: false, portalUrl: null, done: [] })
	expect((await log(accountId)).map((change) => [change.kind, change.ruleKey])).toEqual([['risk', 'risk:no-recommenders:910002']])
	// A letter for another college (or another family) does not count.
	const [other] = await ctx.db.insert(recommendations).values({ accountId: await newAccount(), recommenderName: 'Ms. Lee', recommenderRole: 'teacher' }).returning({ id: recommendations.id })
	await ctx.db.insert(recommendationRequests).values({ recommendationId: other!.id, collegeId: '910002' })
	expect(await runPlanEngine(ctx, accountId)).toEqual([])
	const [letter] = await ctx.db.insert(recommendations).values({ accountId, recommenderName: 'Mr. Ortiz', recommenderRole: 'teacher' }).returning({ id: recommendations.id })
	await ctx.db.insert(recommendationRequests).values({ recommendationId: letter!.id, collegeId: '910002' })
	expect((await runPlanEngine(ctx, accountId)).map((op) => op.type)).toEqual(['clear'])
})

test('a run reads the account in one round-trip and writes in one batch', async () => {
	const accountId = await newAccount()
	await addEdSchool(accountId)
	const client = ctx.client
	const original = { execute: client.execute.bind(client), batch: client.batch.bind(client) }
	let calls = 0
	client.execute = ((...args: Parameters<typeof client.execute>) => (calls++, original.execute(...args))) as typeof client.execute
	client.batch = ((...args: Parameters<typeof client.batch>) => (calls++, original.batch(...args))) as typeof client.batch
	try {
		await ctx.db.update(tasks).set({ dueDate: '2026-10-30' }).where(and(eq(tasks.accountId, accountId), eq(tasks.templateId, 'linked:engine:css:910001')))
		calls = 0
		expect((await runPlanEngine(ctx, accountId)).map((op) => op.type)).toEqual(['update'])
		// Five reads side by side travel together (coalesce-reads.ts), then one batch of writes.
		expect(calls).toBe(2)
	} finally {
		Object.assign(client, original)
	}
})

test('an engine failure never fails the family’s write: it is reported and the save stands', async () => {
	const reported: unknown[] = []
	await refreshPlan({ db: ctx.db, now: () => { throw new Error('clock broke') }, reportError: (error) => void reported.push(error) }, await newAccount())
	expect(reported).toEqual([new Error('clock broke')])
})

test('the daily run covers onboarded accounts only', async () => {
	const onboarded = await newAccount()
	const fresh = await newAccount()
	await ctx.db.update(accounts).set({ onboardingCompletedAt: Date.now() }).where(eq(accounts.id, onboarded))
	for (const accountId of [onboarded, fresh]) {
		await ctx.db.insert(tasks).values({ accountId, title: 'Finish the Common App activities', category: 'applications', owner: 'student', priority: 2, dueDate: '2026-10-05' })
	}
	const result = await runPlanEngineForAll(ctx)
	expect(result.accounts).toBeGreaterThanOrEqual(1)
	expect((await log(onboarded)).map((entry) => entry.kind)).toEqual(['reprioritized'])
	expect(await log(fresh)).toEqual([])
})
