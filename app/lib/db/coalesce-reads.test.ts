import { createClient, type Client, type InStatement } from '@libsql/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { coalesceReads, withReadScope, type CoalescingClient } from './coalesce-reads'

let client: Client
let coalescing: CoalescingClient
beforeEach(async () => {
	client = createClient({ url: ':memory:' })
	await client.executeMultiple('create table notes (id integer primary key, body text not null); insert into notes (body) values (\'a\'), (\'b\');')
	coalescing = coalesceReads(client)
})
afterEach(() => client.close())

test('reads asked for together go out as one read-only batch, each caller getting its own rows', async () => {
	const batch = vi.spyOn(client, 'batch')
	const execute = vi.spyOn(client, 'execute')
	const [first, second, third] = await Promise.all([
		coalescing.execute('select body from notes where id = ?', [1]),
		coalescing.execute({ sql: 'select body from notes where id = ?', args: [2] }),
		coalescing.execute('SELECT count(*) as n from notes'),
	])
	expect(first.rows[0]?.body).toBe('a')
	expect(second.rows[0]?.body).toBe('b')
	expect(third.rows[0]?.n).toBe(2)
	expect(batch).toHaveBeenCalledTimes(1)
	expect(batch.mock.calls[0]?.[1]).toBe('read')
	expect(execute).not.toHaveBeenCalled()
})

test('a read alone is a plain execute, and reads in later turns are separate trips', async () => {
	const batch = vi.spyOn(client, 'batch')
	const execute = vi.spyOn(client, 'execute')
	expect((await coalescing.execute('select body from notes where id = 1')).rows[0]?.body).toBe('a')
	expect((await coalescing.execute('select body from notes where id = 2')).rows[0]?.body).toBe('b')
	expect(execute).toHaveBeenCalledTimes(2)
	expect(batch).not.toHaveBeenCalled()
})

test('a write runs after the reads asked for before it, and the reads asked for after it see it', async () => {
	const before = coalescing.execute('select count(*) as n from notes')
	const write = coalescing.execute('insert into notes (body) values (?)', ['c'])
	const after = coalescing.execute('select count(*) as n from notes')
	expect((await write).rowsAffected).toBe(1)
	expect((await before).rows[0]?.n).toBe(2)
	expect((await after).rows[0]?.n).toBe(3)
})

test('one failing read does not fail the reads batched with it', async () => {
	const results = await Promise.allSettled([
		coalescing.execute('select body from notes where id = 1'),
		coalescing.execute('select nope from missing_table'),
		coalescing.execute('select body from notes where id = 2'),
	])
	expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
	expect(results[0]).toMatchObject({ value: { rows: [{ body: 'a' }] } })
	expect(results[2]).toMatchObject({ value: { rows: [{ body: 'b' }] } })
})

test('a read asked for before a write sees the data before it even when another read of its batch fails and is asked again', async () => {
	const before = coalescing.execute('select count(*) as n from notes')
	const failing = coalescing.execute('select nope from missing_table').catch(() => 'failed')
	const write = coalescing.execute('insert into notes (body) values (?)', ['c'])
	expect((await write).rowsAffected).toBe(1)
	expect(await failing).toBe('failed')
	expect((await before).rows[0]?.n).toBe(2)
})

/** Inserts take `ms` (a round-trip to Turso), or never answer with `null` (a fetch that hangs). */
function slowInserts(ms: number | null) {
	const execute = client.execute.bind(client)
	vi.spyOn(client, 'execute').mockImplementation(async (statement: InStatement) => {
		if (typeof statement !== 'string' && /^insert/i.test(statement.sql)) await new Promise((resolve) => (ms === null ? undefined : setTimeout(resolve, ms)))
		return execute(statement)
	})
}
const answeredWithin = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))])

test('in a scope, reads asked for after a write wait for it, however long it takes (a round-trip to Turso)', async () => {
	slowInserts(50)
	await withReadScope(async () => {
		const write = coalescing.execute('insert into notes (body) values (?)', ['c'])
		const after = coalescing.execute('select count(*) as n from notes')
		expect((await after).rows[0]?.n).toBe(3)
		await write
	})
})

test('outside a scope (the Node host), one caller’s slow or hung write holds no other caller’s later reads', async () => {
	slowInserts(null)
	void coalescing.execute('insert into notes (body) values (?)', ['c'])
	await new Promise((resolve) => setImmediate(resolve))
	expect(await answeredWithin(coalescing.execute('select body from notes where id = 2'), 500)).toBe(true)
})

test('reads of two scopes (two requests on Workers) never travel in one batch; each scope’s own still do', async () => {
	const batch = vi.spyOn(client, 'batch')
	const execute = vi.spyOn(client, 'execute')
	const [first, second] = await Promise.all([
		withReadScope(() => Promise.all([coalescing.execute('select body from notes where id = 1'), coalescing.execute('select count(*) as n from notes')])),
		withReadScope(() => coalescing.execute('select body from notes where id = 2')),
	])
	expect(first.map((result) => result.rows[0])).toMatchObject([{ body: 'a' }, { n: 2 }])
	expect(second.rows[0]?.body).toBe('b')
	expect(batch).toHaveBeenCalledTimes(1)
	expect(batch.mock.calls[0]?.[0]).toHaveLength(2)
	expect(execute).toHaveBeenCalledTimes(1)
})

test('a scope whose batch never goes out (its timer lost with its request, as when Workers aborts one) holds no other scope’s reads', async () => {
	const setImmediateOfNode = globalThis.setImmediate
	// The first request's turn never comes; the timers set after it run.
	vi.stubGlobal('setImmediate', () => vi.stubGlobal('setImmediate', setImmediateOfNode))
	try {
		void withReadScope(() => coalescing.execute('select body from notes where id = 1'))
		const other = withReadScope(() => coalescing.execute('select body from notes where id = 2'))
		expect(await answeredWithin(other, 500)).toBe(true)
	} finally {
		vi.unstubAllGlobals()
	}
})

test('a client that throws instead of rejecting fails its own reads, not the process', async () => {
	vi.spyOn(client, 'batch').mockImplementation(() => {
		throw new Error('thrown, not rejected')
	})
	vi.spyOn(client, 'execute').mockImplementation(() => {
		throw new Error('thrown, not rejected')
	})
	const results = await Promise.allSettled([coalescing.execute('select 1'), coalescing.execute('select 2')])
	expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
})
