import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client/web'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { plainRowReader } from '#app/lib/db/plain-rows'
import { accounts, tasks } from '#app/lib/db/schema'
import { createDatabase, migrateDatabase } from '../../server/database'
import { startLibsqlStandIn, type LibsqlStandIn } from '../support/libsql-stand-in'

// The test stand-in for a libSQL server answers what the Worker's client
// (`@libsql/client/web`) sends, as sqld does: statements, batches that roll
// back on a failed step, transactions across requests, typed values, errors
// with their SQLite codes, and the app's migrations.

let dir: string
let standIn: LibsqlStandIn
let client: Client

beforeAll(async () => {
	dir = mkdtempSync(path.join(tmpdir(), 'northstar-standin-'))
	standIn = await startLibsqlStandIn({ file: path.join(dir, 'stand-in.db'), authToken: 'token-for-the-test' })
	client = createClient({ url: standIn.url, authToken: 'token-for-the-test' })
})

afterAll(async () => {
	client?.close()
	await standIn?.close()
	rmSync(dir, { recursive: true, force: true })
})

test('a request without the token is refused', async () => {
	const stranger = createClient({ url: standIn.url })
	await expect(stranger.execute('SELECT 1')).rejects.toMatchObject({ code: 'AUTH_JWT_INVALID' })
	stranger.close()
})

test('values keep their types: integers past 2^53, floats, text, blobs and nulls', async () => {
	await client.execute('CREATE TABLE kinds (i INTEGER, f REAL, t TEXT, b BLOB, n TEXT)')
	const inserted = await client.execute({
		sql: 'INSERT INTO kinds VALUES (?, ?, ?, ?, ?)',
		args: [9007199254740993n, 1.5, 'Ωmega 😀', new Uint8Array([0, 255, 7]), null],
	})
	expect(inserted.rowsAffected).toBe(1)
	expect(inserted.lastInsertRowid).toBe(1n)
	const bigints = createClient({ url: standIn.url, authToken: 'token-for-the-test', intMode: 'bigint' })
	const { rows, columns, columnTypes } = await bigints.execute('SELECT i, f, t, b, n FROM kinds')
	bigints.close()
	expect(columns).toEqual(['i', 'f', 't', 'b', 'n'])
	expect(columnTypes).toEqual(['INTEGER', 'REAL', 'TEXT', 'BLOB', 'TEXT'])
	expect(rows[0]!.i).toBe(9007199254740993n)
	expect(rows[0]!.f).toBe(1.5)
	expect(rows[0]!.t).toBe('Ωmega 😀')
	expect([...new Uint8Array(rows[0]!.b as ArrayBuffer)]).toEqual([0, 255, 7])
	expect(rows[0]!.n).toBeNull()
	const named = await client.execute({ sql: 'SELECT :word AS word, $n + 1 AS next', args: { word: 'hello', n: 41 } })
	expect(named.rows[0]).toMatchObject({ word: 'hello', next: 42 })
})

test('a batch is all or nothing, and a failed step carries its SQLite code', async () => {
	await client.execute('CREATE TABLE once (id TEXT PRIMARY KEY)')
	await client.batch([{ sql: 'INSERT INTO once VALUES (?)', args: ['a'] }, { sql: 'INSERT INTO once VALUES (?)', args: ['b'] }], 'write')
	const failed = client.batch([{ sql: 'INSERT INTO once VALUES (?)', args: ['c'] }, { sql: 'INSERT INTO once VALUES (?)', args: ['a'] }], 'write')
	await expect(failed).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) })
	expect((await client.execute('SELECT id FROM once ORDER BY id')).rows.map((row) => row.id)).toEqual(['a', 'b'])
	// The read-only batch the app's read coalescing sends (BEGIN TRANSACTION READONLY is libSQL's).
	const reads = await client.batch(['SELECT count(*) AS n FROM once', 'SELECT 2 AS two'], 'read')
	expect(reads.map((result) => result.rows[0]![0])).toEqual([2, 2])
})

test('a transaction spans requests on one stream; another stream waits for it instead of failing', async () => {
	await client.execute('CREATE TABLE counter (n INTEGER)')
	await client.execute('INSERT INTO counter VALUES (0)')
	const transaction = await client.transaction('write')
	await transaction.execute('UPDATE counter SET n = n + 1')
	const other = client.execute('UPDATE counter SET n = n + 10')
	await new Promise((resolve) => setTimeout(resolve, 100))
	await transaction.execute('UPDATE counter SET n = n + 1')
	await transaction.commit()
	await other
	expect((await client.execute('SELECT n FROM counter')).rows[0]!.n).toBe(12)

	const rolledBack = await client.transaction('write')
	await rolledBack.execute('UPDATE counter SET n = 0')
	await rolledBack.rollback()
	expect((await client.execute('SELECT n FROM counter')).rows[0]!.n).toBe(12)
})

test('the app migrations apply through it, and a second run changes nothing', async () => {
	const db = createDatabase(client)
	await migrateDatabase(db)
	await migrateDatabase(db)
	const tables = await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'accounts', 'job_runs', 'notification_log')`)
	expect(tables.map((table) => table.name).sort()).toEqual(['accounts', 'job_runs', 'notification_log', 'users'])
	expect(standIn.requests()).toBeGreaterThan(5)
})

test('the rows the Worker’s client gives carry their column names: a long list read by name matches drizzle’s mapping', async () => {
	const db = createDatabase(client)
	await migrateDatabase(db)
	const [account] = await db.insert(accounts).values({ studentName: 'Sam', graduationYear: 2029 }).returning({ id: accounts.id })
	await db.insert(tasks).values([
		{ accountId: account!.id, title: 'Plain', category: 'family', owner: 'parent' },
		{ accountId: account!.id, title: 'With steps', how: ['One', 'Two'], category: 'family', owner: 'student', recurrence: 'monthly' },
	])
	const columns = getTableColumns(tasks)
	const query = db.select(columns).from(tasks).where(eq(tasks.accountId, sql.placeholder('accountId'))).orderBy(tasks.title).prepare()
	// Asked together, the two reads travel as one batch (coalesce-reads.ts): its rows are read by name too.
	const [mapped, values] = await Promise.all([query.all({ accountId: account!.id }), query.values({ accountId: account!.id })])
	expect(mapped.map((task) => task.title)).toEqual(['Plain', 'With steps'])
	expect(plainRowReader(columns)(values)).toEqual(mapped)
})
