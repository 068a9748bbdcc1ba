import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accounts, memberships, sessions, tasks, users } from '#app/lib/db/schema'
import { createUserSession } from '#app/lib/session.server'
import { seedCatalog, seedFamily, snapshotFamily, type SeededFamily } from '../../../tests/support/fuzz-family'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { deleteAccount } from './deletion.server'
import { deleteMyData } from './my-account.server'
import { clearOnboarding, saveStudentStep } from './onboarding.server'

// Deleting must not lean on foreign-key cascades: Turso over HTTP may never
// turn them on. Every test here runs on a connection with
// `PRAGMA foreign_keys = OFF` and then looks in every table the database has —
// read from sqlite_master, so a table added later is looked in too — for a
// row that still names what was deleted, and asks SQLite for rows whose
// parent is gone (`PRAGMA foreign_key_check`).

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
	await ctx.client.execute('PRAGMA foreign_keys = OFF')
	await seedCatalog(ctx)
}, 60_000)
afterAll(() => ctx.cleanup())

async function columns() {
	const tables = (await ctx.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'")).rows.map((row) => String(row.name))
	const found: Array<{ table: string; column: string }> = []
	for (const table of tables) {
		for (const row of (await ctx.client.execute(`PRAGMA table_info("${table}")`)).rows) found.push({ table, column: String(row.name) })
	}
	return found
}

/** Every row, in any table, whose `*account_id` column names one of the ids (or `*user_id`, for people). */
async function rowsNaming(kind: 'account_id' | 'user_id', ids: string[]) {
	const left: string[] = []
	for (const { table, column } of await columns()) {
		if (column !== kind && !column.endsWith(`_${kind}`)) continue
		for (const id of ids) {
			const { rows } = await ctx.client.execute({ sql: `SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`, args: [id] })
			if (Number(rows[0]!.n) > 0) left.push(`${table}.${column} = ${id}: ${rows[0]!.n} row(s)`)
		}
	}
	return left
}

async function orphans() {
	const { rows } = await ctx.client.execute('PRAGMA foreign_key_check')
	return rows.map((row) => `${row.table} row ${row.rowid} → ${row.parent}`)
}

async function storedFiles(accountId: string) {
	const keys: string[] = []
	for await (const file of ctx.files.list(`accounts/${accountId}/`)) keys.push(file.key)
	return keys
}

/** A second family whose rows must come through every deletion unchanged. */
let bystander: SeededFamily
let bystanderBefore: Awaited<ReturnType<typeof snapshotFamily>>
beforeAll(async () => {
	bystander = await seedFamily(ctx, 'Z')
	bystanderBefore = await snapshotFamily(ctx, bystander)
})

test('the connection really has foreign keys off: deleting an account row alone leaves its children', async () => {
	const family = await seedFamily(ctx, 'P')
	await ctx.db.delete(accounts).where(eq(accounts.id, family.accountId))
	expect((await rowsNaming('account_id', [family.accountId])).length).toBeGreaterThan(5)
	expect(await orphans()).not.toEqual([])
	await deleteAccount(ctx, family.accountId) // tidy up for the tests below
	expect(await rowsNaming('account_id', [family.accountId])).toEqual([])
})

test('deleting a student account removes every row it owns and its files', async () => {
	const family = await seedFamily(ctx, 'A')
	expect(await storedFiles(family.accountId)).not.toEqual([])
	await deleteAccount(ctx, family.accountId)
	expect(await rowsNaming('account_id', [family.accountId])).toEqual([])
	expect(await orphans()).toEqual([])
	expect(await storedFiles(family.accountId)).toEqual([])
	// Its members are people with lives elsewhere: they stay.
	expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, family.users.owner.id))).toHaveLength(1)
	expect(await snapshotFamily(ctx, bystander)).toEqual(bystanderBefore)
})

test('deleting my data removes me, every row that names me, and every account only I ran', async () => {
	const family = await seedFamily(ctx, 'B')
	const owner = family.users.owner
	// A second account the owner runs with a co-parent stays, without them.
	const [shared] = await ctx.db.insert(accounts).values({ studentName: 'Shared student', createdByUserId: owner.id }).returning({ id: accounts.id })
	const [coParent] = await ctx.db.insert(users).values({ email: `co-${family.canary.toLowerCase()}@example.com` }).returning({ id: users.id })
	await ctx.db.insert(memberships).values([
		{ accountId: shared!.id, userId: owner.id, role: 'owner' },
		{ accountId: shared!.id, userId: coParent!.id, role: 'parent' },
	])
	await ctx.db.insert(tasks).values({ accountId: shared!.id, title: 'Done by the owner', category: 'family', owner: 'parent', status: 'done', completedByUserId: owner.id, createdByUserId: owner.id })
	await createUserSession(ctx, owner.id, { currentAccountId: shared!.id })

	await deleteMyData(ctx, owner)

	expect(await rowsNaming('user_id', [owner.id])).toEqual([])
	expect(await rowsNaming('account_id', [family.accountId])).toEqual([])
	expect(await orphans()).toEqual([])
	expect(await storedFiles(family.accountId)).toEqual([])
	expect(await ctx.db.select({ role: memberships.role }).from(memberships).where(eq(memberships.accountId, shared!.id))).toEqual([{ role: 'owner' }])
	expect(await ctx.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.accountId, shared!.id))).toEqual([{ title: 'Done by the owner' }])
	expect(await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, owner.id))).toEqual([])
	expect(await snapshotFamily(ctx, bystander)).toEqual(bystanderBefore)
})

test('starting onboarding over removes the unfinished account and everything it had', async () => {
	const [user] = await ctx.db.insert(users).values({ email: 'restart@example.com' }).returning()
	const session = { ...user!, sessionId: 'none', currentAccountId: null }
	const accountId = await saveStudentStep(ctx, session, { studentName: 'Restart', graduationYear: new Date().getUTCFullYear() + 2, highSchool: null, state: null, zip: null, filledBy: 'parent' })
	expect(await clearOnboarding(ctx, user!.id)).toEqual({ cleared: true })
	expect(await rowsNaming('account_id', [accountId])).toEqual([])
	expect(await orphans()).toEqual([])
})
