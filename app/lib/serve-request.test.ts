import { createClient } from '@libsql/client'
import { expect, test, vi } from 'vitest'
import { coalesceReads } from './db/coalesce-reads'
import { parseEnv } from './env'
import { serveRequest } from './serve-request'

const env = parseEnv({
	BASE_URL: 'https://northstar.example',
	DATABASE_URL: 'file:./test.db',
	SESSION_SECRET: 'test-secret-0123456789abcdef0123456789',
	ALLOW_LOCAL_BILLING: 'true',
	ALLOW_MAIL_OUTBOX: 'true',
})

test('two requests served at once batch their reads apart: each its own (coalesce-reads.ts)', async () => {
	const client = createClient({ url: ':memory:' })
	await client.executeMultiple("create table notes (id integer primary key, body text not null); insert into notes (body) values ('a'), ('b');")
	const batch = vi.spyOn(client, 'batch')
	const db = coalesceReads(client)
	/** A page whose two loaders read side by side. */
	const page = async () => {
		const [body, count] = await Promise.all([db.execute('select body from notes where id = 1'), db.execute('select count(*) as n from notes')])
		return new Response(`${body.rows[0]?.body} ${count.rows[0]?.n}`)
	}
	const serve = () => serveRequest(new Request('https://northstar.example/a/1/dashboard'), { env, reportError: () => {} }, page)
	const answers = await Promise.all([serve(), serve()])
	expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['a 2', 'a 2'])
	expect(batch.mock.calls.map(([statements]) => statements.length)).toEqual([2, 2])
	client.close()
})
