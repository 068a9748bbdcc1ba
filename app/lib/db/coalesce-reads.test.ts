import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { coalesceReads, type CoalescingClient } from './coalesce-reads'

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

test('a write is not held back, and reads asked for before it still see the data before it', async () => {
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
