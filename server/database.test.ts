import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { count } from 'drizzle-orm'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { DEMO_USER, seedDatabase } from '#app/features/seed/seed.server'
import { createDatabase, migrateDatabase, migrationsFolder, openDatabase } from './database'

const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function freshFile() {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-db-'))
	dirs.push(dir)
	const client = await openDatabase(`file:${path.join(dir, 'northstar.db')}`)
	return { client, db: createDatabase(client) }
}

test('migrating creates the tables, and migrating twice is a no-op', async () => {
	const { client, db } = await freshFile()
	await migrateDatabase(db)
	const tables = async () =>
		(await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).rows.map((row) => row.name)
	const first = await tables()
	expect(first).toEqual(expect.arrayContaining([
		'accounts', 'audit_log', 'email_leads', 'job_runs', 'memberships', 'plans',
		'rate_limits', 'sessions', 'subscriptions', 'users', 'verifications',
	]))
	await migrateDatabase(db)
	expect(await tables()).toEqual(first)
	const applied = await client.execute('SELECT count(*) AS n FROM __drizzle_migrations')
	const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'))
	expect(Number(applied.rows[0]!.n)).toBe(files.length)
	client.close()
})

test('a local file runs in WAL mode with foreign keys on', async () => {
	const { client } = await freshFile()
	expect((await client.execute('PRAGMA journal_mode')).rows[0]![0]).toBe('wal')
	expect(Number((await client.execute('PRAGMA foreign_keys')).rows[0]![0])).toBe(1)
	client.close()
})

test('every connection waits for a busy file and keeps foreign keys on, also the one opened after a transaction', async () => {
	const { client } = await freshFile()
	const settings = async () => [
		Number((await client.execute('PRAGMA busy_timeout')).rows[0]![0]),
		Number((await client.execute('PRAGMA foreign_keys')).rows[0]![0]),
		String((await client.execute('PRAGMA journal_mode')).rows[0]![0]),
	]
	expect(await settings()).toEqual([5000, 1, 'wal'])
	// The file client hands its connection to the transaction and opens another for what follows.
	const transaction = await client.transaction('write')
	expect(await settings()).toEqual([5000, 1, 'wal'])
	await transaction.commit()
	await client.reconnect()
	expect(await settings()).toEqual([5000, 1, 'wal'])
	client.close()
})

test('another process holding the write lock: a write waits for it instead of failing', async () => {
	const { client } = await freshFile()
	const file = path.join(dirs.at(-1)!, 'northstar.db')
	await client.execute('CREATE TABLE t (n INTEGER)')
	// Another process (as another worker would) takes the write lock and keeps it for 300 ms.
	const holder = spawn(
		process.execPath,
		['-e', `const db = new (require('libsql'))(${JSON.stringify(file)}); db.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (1)'); console.log('LOCKED'); setTimeout(() => { db.exec('COMMIT'); db.close() }, 300)`],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	)
	await new Promise<void>((resolve) => holder.stdout!.on('data', (chunk) => String(chunk).includes('LOCKED') && resolve()))
	const started = Date.now()
	await client.execute('INSERT INTO t VALUES (2)')
	expect(Date.now() - started).toBeGreaterThanOrEqual(100)
	expect(Number((await client.execute('SELECT count(*) FROM t')).rows[0]![0])).toBe(2)
	await new Promise((resolve) => holder.on('exit', resolve))
	client.close()
})

test('a deployment is seeded with the plans but never the demo family', async () => {
	const { client, db } = await freshFile()
	await migrateDatabase(db)
	expect(await seedDatabase(db, { demoFamily: false })).toEqual({ created: false, email: null })
	expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(0)
	client.close()
})

test('seeding is idempotent', async () => {
	const { client, db } = await freshFile()
	await migrateDatabase(db)
	expect(await seedDatabase(db, { now: new Date('2026-11-23T12:00:00Z'), demoFamily: true })).toEqual({ created: true, email: DEMO_USER.email })
	expect(await seedDatabase(db, { demoFamily: true })).toEqual({ created: false, email: DEMO_USER.email })
	for (const table of [users, accounts, memberships]) {
		expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(1)
	}
	const [account] = await db.select().from(accounts)
	expect(account!.graduationYear).toBe(2028)
	client.close()
})
