import { createClient } from '@libsql/client'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seedPlanForAccount } from '#app/features/plan/seed.server'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { createDatabase } from './client'
import { plainRowReader } from './plain-rows'
import { accounts, colleges, listEntries, tasks } from './schema'

let ctx: TestContext
let accountId: string
beforeAll(async () => {
	ctx = await createTestContext()
	const [account] = await ctx.db
		.insert(accounts)
		.values({ studentName: 'Sam', graduationYear: 2029, testPlans: [{ test: 'SAT', date: '2026-12-05' }], concerns: ['cost'], onboardingCompletedAt: Date.now() })
		.returning({ id: accounts.id })
	accountId = account!.id
	await seedPlanForAccount(ctx, accountId)
	// A task with every column filled, the JSON ones included, so each column's decoder is asked.
	await ctx.db.insert(tasks).values({ accountId, title: 'Every column', why: 'Because', how: ['One', 'Two'], notes: 'A note', category: 'family', owner: 'parent', dependsOn: ['g11-sat'], link: 'https://example.com', recurrence: 'weekly', snoozedUntil: '2027-01-02', completedAt: 1 })
})
afterAll(async () => {
	await ctx?.cleanup()
})

const allColumns = getTableColumns(tasks)
const everyTask = (db: TestContext['db']) => db.select(allColumns).from(tasks).where(eq(tasks.accountId, sql.placeholder('accountId'))).orderBy(tasks.id).prepare()

test('reads a seeded plan, every column, as drizzle maps it: our file client’s rows and @libsql/client’s', async () => {
	const query = everyTask(ctx.db)
	const mapped = await query.all({ accountId })
	expect(mapped.length).toBeGreaterThan(100)
	expect(mapped.find((task) => task.title === 'Every column')).toMatchObject({ how: ['One', 'Two'], dependsOn: ['g11-sat'], recurrence: 'weekly', completedAt: 1 })
	const read = plainRowReader(allColumns)
	expect(read(await query.values({ accountId }))).toEqual(mapped)
	// The same file through `@libsql/client` (the client Node uses for Turso; its rows are made another way).
	const client = createClient({ url: ctx.env.DATABASE_URL })
	try {
		expect(read(await everyTask(createDatabase(client)).values({ accountId }))).toEqual(mapped)
	} finally {
		client.close()
	}
})

test('refuses a selection whose rows it could not read by name', () => {
	// A join brings two `id`s: the row keeps the first under that name.
	expect(() => plainRowReader({ entry: listEntries.id, college: colleges.id })).toThrow(/distinct column names/)
	expect(() => plainRowReader({})).toThrow(/distinct column names/)
})

test('refuses rows without its columns’ names instead of reading them as nulls', () => {
	const read = plainRowReader({ id: tasks.id, title: tasks.title })
	expect(() => read([['a-task', 'A title']])).toThrow(/has no "id"/)
	// Any column, not only the first: a row whose later column is named otherwise would read it as undefined.
	const row = Object.assign(['a-task', 'A title'], { id: 'a-task', Title: 'A title' })
	expect(() => read([row])).toThrow(/has no "title"/)
	expect(read([])).toEqual([])
})
