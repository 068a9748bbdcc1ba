import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client, type ResultSet, type Row } from '@libsql/client'
import { afterEach, describe, expect, test } from 'vitest'
import { createFileClient, fileUrlPath } from './libsql-file-client'

// Our file client (decision 047) against `@libsql/client`'s own, each on a
// file of its own, asked the same things: what callers see must not differ.

const dirs: string[] = []
const clients: Client[] = []
afterEach(() => {
	for (const client of clients.splice(0)) client.close()
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function fileUrl() {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-file-client-'))
	dirs.push(dir)
	return `file:${path.join(dir, 'test.db')}`
}

const makers = {
	'@libsql/client': (url: string) => createClient({ url }),
	'our file client': (url: string) => createFileClient(url),
}

function pair() {
	const opened = Object.entries(makers).map(([name, make]) => {
		const url = fileUrl()
		const client = make(url)
		clients.push(client)
		return { name, url, client }
	})
	return opened
}

/** What a caller can see of a row: its names, its values by index, its length, its JSON. */
function seen(row: Row) {
	return {
		keys: Object.keys(row),
		length: row.length,
		byIndex: Array.prototype.slice.call(row).map(bytesOrValue),
		byName: Object.fromEntries(Object.keys(row).map((key) => [key, bytesOrValue(row[key]!)])),
		json: JSON.stringify(row, (_key, value: unknown) => (value instanceof ArrayBuffer ? Buffer.from(value).toString('hex') : value)),
		spread: Object.keys({ ...row }),
	}
}
function bytesOrValue(value: unknown) {
	return value instanceof ArrayBuffer ? `bytes:${Buffer.from(value).toString('hex')}` : value
}
function seenResult(result: ResultSet) {
	return {
		columns: result.columns,
		columnTypes: result.columnTypes,
		rows: result.rows.map(seen),
		rowsAffected: result.rowsAffected,
		lastInsertRowid: result.lastInsertRowid,
		json: JSON.stringify(result),
	}
}
async function outcome(run: () => Promise<unknown>) {
	try {
		const value = await run()
		return { ok: value }
	} catch (error) {
		const { name, message, code, rawCode } = error as Error & { code?: string; rawCode?: number }
		return { error: { name, message, code, rawCode } }
	}
}

/** Runs `script` on both clients and expects the same answers. */
async function expectSameAnswers(script: (client: Client, url: string) => Promise<unknown[]>) {
	const [library, ours] = pair()
	const expected = await script(library!.client, library!.url)
	const actual = await script(ours!.client, ours!.url)
	expect(actual).toEqual(expected)
	return actual
}

const SCHEMA = 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, score REAL, born INTEGER, photo BLOB, note TEXT)'

describe('answers as @libsql/client does', () => {
	test('rows: indexable and named, names enumerable, values typed', async () => {
		await expectSameAnswers(async (client) => [
			seenResult(await client.execute(SCHEMA)),
			seenResult(await client.execute({ sql: 'INSERT INTO t (name, score, born, photo, note) VALUES (?, ?, ?, ?, ?)', args: ['Ada', 3.5, new Date(1_700_000_000_000), new Uint8Array([1, 2, 255]).buffer, null] })),
			seenResult(await client.execute({ sql: 'INSERT INTO t (name, score, born) VALUES (:name, @score, $born)', args: { name: 'Grace', score: 4, born: 12n } })),
			seenResult(await client.execute('INSERT INTO t (name, score, born) VALUES (?, ?, ?)', ['Alan', true, false])),
			seenResult(await client.execute({ sql: 'INSERT INTO t (name) VALUES (?) RETURNING id, name', args: ['Edsger'] })),
			seenResult(await client.execute('SELECT * FROM t ORDER BY id')),
			seenResult(await client.execute({ sql: 'SELECT name, score FROM t WHERE score > ? ORDER BY id', args: [1] })),
			// The same SQL again (a kept statement) with other arguments.
			seenResult(await client.execute({ sql: 'SELECT name, score FROM t WHERE score > ? ORDER BY id', args: [3.9] })),
			seenResult(await client.execute("UPDATE t SET note = 'x' WHERE score >= 1")),
			seenResult(await client.execute('SELECT count(*), sum(score) AS total FROM t')),
		])
	})

	test('a repeated column name: the first names the value, both are there by index', async () => {
		await expectSameAnswers(async (client) => {
			await client.execute('CREATE TABLE a (id TEXT, title TEXT)')
			await client.execute('CREATE TABLE b (id TEXT, a_id TEXT)')
			await client.execute("INSERT INTO a VALUES ('a1', 'First')")
			await client.execute("INSERT INTO b VALUES ('b1', 'a1')")
			return [seenResult(await client.execute('SELECT a.id, b.id, a.title FROM a JOIN b ON b.a_id = a.id'))]
		})
	})

	test('errors: the same LibsqlError codes, RangeError and TypeError for values that cannot go', async () => {
		await expectSameAnswers(async (client) => [
			await outcome(() => client.execute(SCHEMA)),
			await outcome(() => client.execute("INSERT INTO t (name) VALUES ('same')")),
			await outcome(() => client.execute("INSERT INTO t (name) VALUES ('same')")),
			await outcome(() => client.execute('INSERT INTO t (note) VALUES (1)')),
			await outcome(() => client.execute('SELEC nonsense')),
			await outcome(() => client.execute('SELECT * FROM missing')),
			await outcome(() => client.execute({ sql: 'SELECT ?', args: [Number.NaN] })),
			await outcome(() => client.execute({ sql: 'SELECT ?', args: [undefined as never] })),
			await outcome(() => client.execute({ sql: 'SELECT ?', args: [2n ** 64n] })),
			await outcome(() => client.execute('SELECT 9007199254740993')),
		])
	})

	test('batch: all or nothing', async () => {
		await expectSameAnswers(async (client) => [
			await outcome(() => client.execute(SCHEMA)),
			await outcome(() => client.batch([{ sql: 'INSERT INTO t (name) VALUES (?)', args: ['one'] }, 'INSERT INTO t (name) VALUES (NULL)'], 'write')),
			seenResult(await client.execute('SELECT count(*) AS n FROM t')),
			(await client.batch([['INSERT INTO t (name) VALUES (?)', ['two']], 'SELECT name FROM t'], 'write')).map(seenResult),
			(await client.batch(['SELECT count(*) AS n FROM t'], 'read')).map(seenResult),
		])
	})

	test('transactions: on a connection of their own until committed or rolled back', async () => {
		await expectSameAnswers(async (client) => {
			await client.execute(SCHEMA)
			const count = async () => Number((await client.execute('SELECT count(*) AS n FROM t')).rows[0]!.n)
			const answers: unknown[] = []
			const kept = await client.transaction('write')
			await kept.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['kept'] })
			answers.push(await count(), kept.closed)
			await kept.commit()
			kept.close()
			answers.push(await count(), kept.closed, await outcome(() => kept.execute('SELECT 1')))
			const dropped = await client.transaction('write')
			await dropped.batch([{ sql: 'INSERT INTO t (name) VALUES (?)', args: ['dropped'] }])
			await dropped.rollback()
			dropped.close()
			answers.push(await count())
			const abandoned = await client.transaction('deferred')
			await abandoned.execute("INSERT INTO t (name) VALUES ('abandoned')")
			abandoned.close()
			answers.push(await count())
			return answers
		})
	})

	test('migrate, executeMultiple, a closed client and reconnecting', async () => {
		await expectSameAnswers(async (client) => {
			const answers: unknown[] = []
			answers.push((await client.migrate([{ sql: SCHEMA, args: [] }, { sql: "INSERT INTO t (name) VALUES ('m')", args: [] }])).map(seenResult))
			await client.executeMultiple("INSERT INTO t (name) VALUES ('x'); INSERT INTO t (name) VALUES ('y');")
			answers.push(await outcome(() => client.executeMultiple('INSERT INTO nowhere VALUES (1);')))
			answers.push(seenResult(await client.execute('SELECT name FROM t ORDER BY id')))
			client.close()
			answers.push(client.closed, await outcome(() => client.execute('SELECT 1')))
			await client.reconnect()
			answers.push(client.closed, seenResult(await client.execute('SELECT count(*) AS n FROM t')))
			return answers
		})
	})
	test('a script that fails after its own BEGIN leaves no transaction open for later requests', async () => {
		await expectSameAnswers(async (client) => [
			await outcome(() => client.execute(SCHEMA)),
			await outcome(() => client.executeMultiple("BEGIN; INSERT INTO t (name) VALUES ('half'); INSERT INTO t (name) VALUES (NULL); COMMIT;")),
			await outcome(() => client.execute("INSERT INTO t (name) VALUES ('later request')")),
			await outcome(async () => {
				await client.reconnect()
				return (await client.execute('SELECT name FROM t')).rows.map((row) => row.name)
			}),
		])
	})

	test("a statement given fewer arguments than its last run binds NULL, never the last caller's values", async () => {
		await expectSameAnswers(async (client) => {
			await client.execute('CREATE TABLE notes (family TEXT, body TEXT)')
			await client.execute({ sql: 'INSERT INTO notes VALUES (?, ?)', args: ['fam-A', 'A private'] })
			const answers: unknown[] = []
			answers.push(seenResult(await client.execute({ sql: 'SELECT body FROM notes WHERE family = ?', args: ['fam-A'] })))
			answers.push(await outcome(async () => seenResult(await client.execute('SELECT body FROM notes WHERE family = ?'))))
			answers.push(await outcome(() => client.execute({ sql: 'INSERT INTO notes VALUES (?, ?)', args: ['fam-C'] })))
			answers.push(seenResult(await client.execute({ sql: 'SELECT body FROM notes WHERE family = ?', args: ['fam-C'] })))
			answers.push(seenResult(await client.execute({ sql: 'SELECT body FROM notes WHERE family = :family', args: { family: 'fam-A' } })))
			answers.push(await outcome(async () => seenResult(await client.execute({ sql: 'SELECT body FROM notes WHERE family = :family', args: {} }))))
			return answers
		})
	})

	test('columns named length or __proto__', async () => {
		await expectSameAnswers(async (client) => [seenResult(await client.execute('SELECT 1 AS length, 2 AS __proto__, 3 AS x'))])
	})
})

describe('kept statements', () => {
	test("a kept statement sees another connection's writes, and leaves no read open that would stop a checkpoint", async () => {
		const url = fileUrl()
		const ours = createFileClient(url, { onConnect: (execute) => execute('PRAGMA journal_mode = WAL') })
		const other = createClient({ url })
		clients.push(ours, other)
		await ours.execute(SCHEMA)
		const names = async () => (await ours.execute('SELECT name FROM t ORDER BY id')).rows.map((row) => row.name)
		expect(await names()).toEqual([])
		await other.execute("INSERT INTO t (name) VALUES ('from another connection')")
		expect(await names()).toEqual(['from another connection'])
		await ours.execute("INSERT INTO t (name) VALUES ('ours')")
		const checkpoint = await other.execute('PRAGMA wal_checkpoint(TRUNCATE)')
		expect(checkpoint.rows[0]![0]).toBe(0) // not busy
		expect(await names()).toEqual(['from another connection', 'ours'])
	})

	test('columns named like indexes do not break the row', async () => {
		const ours = createFileClient(fileUrl())
		clients.push(ours)
		for (const sql of ['SELECT \'a\' AS "1", \'b\' AS "0"', 'SELECT 5, 1']) {
			const [row] = (await ours.execute(sql)).rows
			expect(row!.length).toBe(2)
			expect(Array.prototype.slice.call(row)).toEqual(sql.startsWith('SELECT 5') ? [5, 1] : ['a', 'b'])
		}
	})

	test("a schema change through one connection reaches the statements another of the client's connections kept", async () => {
		const ours = createFileClient(fileUrl())
		clients.push(ours)
		await ours.execute('CREATE TABLE s (a TEXT, b TEXT, c TEXT)')
		await ours.execute("INSERT INTO s VALUES ('A', 'B', 'C')")
		// A transaction's connection keeps `select *`, then goes back to the idle pool; meanwhile another connection became current.
		const first = await ours.transaction('read')
		await ours.execute('SELECT 1')
		await first.execute('SELECT * FROM s')
		await first.commit()
		first.close()
		await ours.execute('ALTER TABLE s DROP COLUMN b')
		// The next transaction takes the current connection, so what follows runs on the idle one.
		const second = await ours.transaction('read')
		const after = await ours.execute('SELECT * FROM s')
		second.close()
		expect(after.columns).toEqual(['a', 'c'])
		expect({ ...after.rows[0] }).toEqual({ a: 'A', c: 'C' })
	})

	test.each([
		['made through the client: all its connections prepare again', 'ours'],
		["made by another process: a kept `select *` whose rows' width changed reads its columns again", 'another process'],
	] as const)('a schema change %s', async (_title, changedBy) => {
		const url = fileUrl()
		const ours = createFileClient(url)
		const other = createClient({ url })
		clients.push(ours, other)
		await ours.execute('CREATE TABLE s (a TEXT)')
		await ours.execute("INSERT INTO s VALUES ('A')")
		expect((await ours.execute('SELECT * FROM s')).columns).toEqual(['a'])
		await (changedBy === 'ours' ? ours : other).execute("ALTER TABLE s ADD COLUMN b TEXT DEFAULT 'B'")
		const after = await ours.execute('SELECT * FROM s')
		expect(after.columns).toEqual(['a', 'b'])
		expect(Object.keys(after.rows[0]!)).toEqual(['a', 'b'])
		expect({ ...after.rows[0] }).toEqual({ a: 'A', b: 'B' })
	})

	test('every connection is set up as it opens, also those opened while a transaction holds one', async () => {
		const ours = createFileClient(fileUrl(), { onConnect: (execute) => execute('PRAGMA busy_timeout = 1234') })
		clients.push(ours)
		const timeout = async (client: Pick<Client, 'execute'>) => Number((await client.execute('PRAGMA busy_timeout')).rows[0]![0])
		const transaction = await ours.transaction('read')
		expect(await timeout(transaction)).toBe(1234)
		expect(await timeout(ours)).toBe(1234)
		await transaction.commit()
		transaction.close()
		await ours.reconnect()
		expect(await timeout(ours)).toBe(1234)
	})
})

test('file: URLs', () => {
	expect(fileUrlPath('file:data/northstar.db')).toBe('data/northstar.db')
	expect(fileUrlPath('file:/srv/northstar.db')).toBe('/srv/northstar.db')
	expect(fileUrlPath('file:///srv/my%20data.db')).toBe('/srv/my data.db')
	expect(fileUrlPath('file://localhost/srv/northstar.db')).toBe('/srv/northstar.db')
	expect(fileUrlPath('file::memory:')).toBe(':memory:')
	expect(() => fileUrlPath('file://example.com/x.db')).toThrow(/Invalid host/)
	expect(() => fileUrlPath('file:x.db?mode=ro')).toThrow(/no query parameters/)
	expect(() => fileUrlPath('file:x.db#part')).toThrow(/no query parameters or fragment/)
	expect(() => fileUrlPath('file:100%.db')).toThrow(/percent-encoding/)
	expect(() => fileUrlPath('libsql://example.turso.io')).toThrow(/Not a file/)
})
