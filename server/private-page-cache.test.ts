import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createClient } from '@libsql/client'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { PAGE_CACHE_STATUS_HEADER, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '#app/lib/page-cache'
import { SESSION_COOKIE_NAME } from '#app/lib/session.server'
import { createPrivatePageCache, privatePageGeneration } from './private-page-cache'
import { trackWrites } from './write-tracking'

// The signed-in page cache behind a real node:http server, as server/node.ts
// wires it: answer() first, else render, keep() and send.

let generation = 'g1'
let renders = 0
/** What the next render answers; a test may change it, or bump `generation` mid-render. */
let render: () => Response = defaultPage
let cache = createPrivatePageCache({ buildId: 'build-1', generation: () => generation })
let server: Server
let origin: string

function defaultPage() {
	return new Response(`<html><body>render ${renders}</body></html>`, {
		headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PRIVATE_CACHE_CONTROL, 'content-security-policy': "script-src 'nonce-abc'" },
	})
}

beforeAll(async () => {
	server = createServer(async (req, res) => {
		if (cache.answer(req, res)) return
		const key = cache.keyFor(req.method, req.url, req.headers.cookie)
		const before = generation
		renders += 1
		let response = render()
		if (key) response = cache.keep(key, before, response)
		res.writeHead(response.status, Object.fromEntries(response.headers))
		res.end(Buffer.from(await response.arrayBuffer()))
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
	generation = 'g1'
	render = defaultPage
	cache = createPrivatePageCache({ buildId: 'build-1', generation: () => generation })
})

const session = (id: string) => `_ga=GA1; ${SESSION_COOKIE_NAME}=${id}.signature`
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
	fetch(`${origin}${url}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } })
/** The kept copy is stored once the visitor's copy has been read through. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

test('a repeat of the same signed-in request is answered from the kept page, with its headers', async () => {
	const first = await get('/a/1/dashboard', session('alice'))
	expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull()
	const body = await first.text()
	await settle()
	const again = await get('/a/1/dashboard', session('alice'))
	expect(again.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
	expect(again.headers.get('content-security-policy')).toBe("script-src 'nonce-abc'")
	expect(again.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
	expect(await again.text()).toBe(body)

	const zipped = await fetch(`${origin}/a/1/dashboard`, { headers: { cookie: session('alice'), 'accept-encoding': 'gzip' } })
	expect(zipped.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
	expect(zipped.headers.get('content-encoding')).toBe('gzip')
})

test('never for another session, another cookie, another URL, a signed-out visitor or a data request', async () => {
	await (await get('/a/1/dashboard', session('alice'))).text()
	await (await get('/about')).text()
	await (await get('/a/1/dashboard.data', session('alice'))).text()
	await settle()
	for (const [url, cookie] of [
		['/a/1/dashboard', session('mallory')],
		['/a/1/dashboard', `${session('alice')}; theme=dark`],
		['/a/1/dashboard?tab=2', session('alice')],
		['/a/1/dashboard.data', session('alice')],
		['/about', undefined],
	] as const) {
		const response = await get(url, cookie)
		expect(response.headers.get(PAGE_CACHE_STATUS_HEADER), `${url} ${cookie}`).toBeNull()
		await response.text()
	}
	// Each signed-in page under its own key; the signed-out page and the data request not at all.
	expect(cache.size).toBe(4)
})

test('a write since the render (a new generation) renders again', async () => {
	await (await get('/a/1/dashboard', session('alice'))).text()
	await settle()
	generation = 'g2'
	const after = await get('/a/1/dashboard', session('alice'))
	expect(after.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull()
	expect(await after.text()).toContain(`render ${renders}`)
	await settle()
	expect((await get('/a/1/dashboard', session('alice'))).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
})

test('a page whose render saw a write, sets a cookie, is public or is not a 200 is not kept', async () => {
	const pages: Array<() => Response> = [
		() => {
			generation = 'g-during'
			return defaultPage()
		},
		() => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'cache-control': PRIVATE_CACHE_CONTROL, 'set-cookie': 'flash=; Max-Age=0' } }),
		() => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'cache-control': PUBLIC_PAGE_CACHE_CONTROL } }),
		() => new Response('<p>x</p>', { status: 404, headers: { 'content-type': 'text/html', 'cache-control': PRIVATE_CACHE_CONTROL } }),
		() => new Response('{}', { headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_CACHE_CONTROL } }),
	]
	for (const page of pages) {
		render = page
		await (await get('/a/1/page', session('alice'))).text()
		await settle()
		expect(cache.size).toBe(0)
	}
})

test('a kept page lapses after its time to live', async () => {
	cache = createPrivatePageCache({ buildId: 'build-1', generation: () => generation, ttlMs: 30 })
	await (await get('/a/1/dashboard', session('alice'))).text()
	await settle()
	expect((await get('/a/1/dashboard', session('alice'))).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
	await new Promise((resolve) => setTimeout(resolve, 60))
	expect((await get('/a/1/dashboard', session('alice'))).headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull()
})

test('the generation moves with this process’s writes and with another connection’s', async () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-generation-'))
	const file = path.join(dir, 'test.db')
	const client = createClient({ url: `file:${file}` })
	const other = createClient({ url: `file:${file}` })
	try {
		await client.execute('PRAGMA journal_mode = WAL')
		const writes = trackWrites(client)
		const current = privatePageGeneration(writes, file)
		await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)')
		let seen = current()

		await client.execute('SELECT * FROM notes')
		await client.batch(['SELECT 1', { sql: 'SELECT * FROM notes WHERE id = ?', args: [1] }], 'read')
		expect(current()).toBe(seen)

		await client.execute({ sql: 'INSERT INTO notes (text) VALUES (?)', args: ['a'] })
		expect(current()).not.toBe(seen)
		seen = current()
		await client.batch([{ sql: 'INSERT INTO notes (text) VALUES (?)', args: ['b'] }], 'write')
		expect(current()).not.toBe(seen)
		seen = current()
		const transaction = await client.transaction('write')
		await transaction.execute({ sql: 'UPDATE notes SET text = ? WHERE id = 1', args: ['c'] })
		await transaction.commit()
		expect(current()).not.toBe(seen)

		// Another connection (a script, another process) is seen through the files.
		seen = current()
		await other.execute({ sql: 'INSERT INTO notes (text) VALUES (?)', args: ['from elsewhere'] })
		expect(current()).not.toBe(seen)
	} finally {
		client.close()
		other.close()
		rmSync(dir, { recursive: true, force: true })
	}
})
