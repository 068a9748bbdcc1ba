import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ensureNodeBuild, nodeBuildDir } from './build'

// The Node host end to end, as `npm start` runs it: a real process on a
// loopback port over a temp data folder.

interface Started {
	child: ChildProcess
	output: () => string
	exit: Promise<number | null>
}

function startServer(env: Record<string, string>): Started {
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
		// Vitest puts Vite's BASE_URL ("/") in process.env; the app's BASE_URL is another thing.
		env: { ...process.env, BASE_URL: '', HOST: '127.0.0.1', PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	return { child, output: () => output, exit }
}

function waitForUrl(started: Started): Promise<string> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no URL printed:\n${started.output()}`)), 60_000)
		const check = () => {
			const match = started.output().match(/serving at (http:\/\/\S+)/)
			if (match && started.output().includes('Demo sign-in: parent@northstar.demo')) {
				clearTimeout(timer)
				resolve(match[1]!.replace('localhost', '127.0.0.1'))
			}
		}
		started.child.stdout!.on('data', check)
		void started.exit.then(() => reject(new Error(`server exited:\n${started.output()}`)))
	})
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-node-'))
let server: Started
let origin: string

beforeAll(async () => {
	ensureNodeBuild()
	server = startServer({ DATA_DIR: dataDir })
	origin = await waitForUrl(server)
}, 240_000)
afterAll(async () => {
	if (server && server.child.exitCode === null) {
		server.child.kill('SIGTERM')
		await server.exit
	}
	rmSync(dataDir, { recursive: true, force: true })
})

test('serves the home page compressed, with the title', async () => {
	const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } })
	expect(response.status).toBe(200)
	expect(response.headers.get('content-encoding')).toBe('gzip')
	expect(await response.text()).toContain('<title>Northstar - Your College Prep Companion</title>')
})

/** A request's answer as it comes off the wire (fetch would decode it), with the method and headers of the test's choosing. */
function onTheWire(pathname: string, { method = 'GET', headers = {}, acceptEncoding }: { method?: string; headers?: Record<string, string>; acceptEncoding?: string } = {}) {
	if (acceptEncoding !== undefined) headers = { ...headers, 'accept-encoding': acceptEncoding }
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; wire: Buffer }>((resolve, reject) => {
		const req = httpRequest(`${origin}${pathname}`, { method, headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, wire: Buffer.concat(chunks) }))
		})
		req.on('error', reject)
		req.end()
	})
}

test('a rendered page is compressed whole, not flushed chunk by chunk (decision 034)', async () => {
	// A query that is not a campaign tag: rendered, never from the page cache.
	const { wire } = await onTheWire('/?compression=1', { acceptEncoding: 'gzip' })
	const html = gunzipSync(wire)
	expect(html.toString()).toContain('<title>')
	// React writes a page in many small chunks; a flush after each (as @react-router/express
	// does) made the same pages 25–120 % larger on the wire.
	// Pages are compressed at level 3 (decision 039).
	expect(wire.byteLength).toBeLessThan(gzipSync(html, { level: 3 }).byteLength * 1.1)
})

/** A rendered page's answer as it comes off the wire: a query that is not a campaign tag is never from the page cache. */
const renderedPage = (acceptEncoding?: string) => onTheWire(`/?rendered=${Math.random()}`, { acceptEncoding })

test('a rendered page is brotli where the client takes it (every browser), else gzip, else as it is (decision 039)', async () => {
	const browser = await renderedPage('gzip, deflate, br, zstd')
	expect(browser.headers['content-encoding']).toBe('br')
	expect(browser.headers.vary).toMatch(/accept-encoding/i)
	expect(brotliDecompressSync(browser.wire).toString()).toContain('<title>')

	for (const gzipOnly of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip']) {
		const gzipped = await renderedPage(gzipOnly)
		expect(gzipped.headers['content-encoding'], gzipOnly).toBe('gzip')
		expect(gunzipSync(gzipped.wire).toString()).toContain('<title>')
	}

	for (const refused of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
		const plain = await renderedPage(refused)
		expect(plain.headers['content-encoding'], String(refused)).toBeUndefined()
		expect(plain.wire.toString()).toContain('<title>')
	}
})

test('hashed assets: the files the build compressed, brotli to a browser, gzip to a gzip-only client; cached a year (decision 058)', async () => {
	const html = await (await fetch(`${origin}/`)).text()
	const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0]
	expect(asset).toBeTruthy()
	const file = path.join(nodeBuildDir, 'client', asset!)
	const original = readFileSync(file)

	const browser = await onTheWire(asset!, { acceptEncoding: 'gzip, deflate, br, zstd' })
	expect(browser.status).toBe(200)
	expect(browser.headers['content-encoding']).toBe('br')
	expect(browser.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i)
	expect(browser.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(browser.headers.vary).toMatch(/accept-encoding/i)
	// The build's own file, at brotli's best: nothing compressed per request.
	expect(browser.wire.equals(readFileSync(`${file}.br`))).toBe(true)
	expect(brotliDecompressSync(browser.wire).equals(original)).toBe(true)
	expect(browser.wire.byteLength).toBeLessThan(gzipSync(original, { level: 9 }).byteLength * 0.92)

	const gzipOnly = await onTheWire(asset!, { acceptEncoding: 'gzip' })
	expect(gzipOnly.headers['content-encoding']).toBe('gzip')
	expect(gunzipSync(gzipOnly.wire).equals(original)).toBe(true)

	for (const refused of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
		const plain = await onTheWire(asset!, { acceptEncoding: refused })
		expect(plain.headers['content-encoding'], String(refused)).toBeUndefined()
		expect(plain.wire.equals(original), String(refused)).toBe(true)
	}
})

test('every script and stylesheet of 1 KiB or more in the build has its brotli and gzip copies (decision 058)', () => {
	const assets = path.join(nodeBuildDir, 'client/assets')
	const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name) && readFileSync(path.join(assets, name)).byteLength >= 1024)
	expect(files.length).toBeGreaterThan(10)
	const missing = files.filter((name) => !existsSync(path.join(assets, `${name}.br`)) || !existsSync(path.join(assets, `${name}.gz`)))
	expect(missing).toEqual([])
})

test('an asset request the file cannot answer is not labelled as the compressed file (decision 058)', async () => {
	const html = await (await fetch(`${origin}/`)).text()
	const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0]!
	// A range past the end, a precondition that fails: the client's mistake, said as such, never a 500.
	const range = await onTheWire(asset, { acceptEncoding: 'br', headers: { range: 'bytes=99999999-' } })
	expect(range.status).toBe(416)
	expect(range.headers['content-encoding']).toBeUndefined()
	const precondition = await onTheWire(asset, { acceptEncoding: 'gzip', headers: { 'if-match': '"not-this-file"' } })
	expect(precondition.status).toBe(412)
	expect(precondition.headers['content-encoding']).toBeUndefined()
	// Another method goes on to the app, whose answer says its own encoding truthfully.
	const post = await onTheWire(asset, { method: 'POST', acceptEncoding: 'br' })
	expect(post.status).toBeGreaterThanOrEqual(400)
	if (post.headers['content-encoding'] === 'br') expect(() => brotliDecompressSync(post.wire)).not.toThrow()
	else expect(post.headers['content-encoding']).toBeUndefined()
	// The copies are the host's to choose, not addresses of their own.
	for (const copy of [`${asset}.br`, `${asset}.gz`]) expect((await onTheWire(copy)).status, copy).toBe(404)
})

test('an unknown path answers 404 with the not-found screen', async () => {
	const response = await fetch(`${origin}/no/such/page`)
	expect(response.status).toBe(404)
	expect(await response.text()).toContain('Page Not Found')
})

test('server functions answer JSON over HTTP', async () => {
	const config = await fetch(`${origin}/_serverFn/getAnalyticsConfig?createServerFn`)
	expect(config.status).toBe(200)
	expect(await config.json()).toMatchObject({ enabled: false })
	const unknown = await fetch(`${origin}/_serverFn/nope?createServerFn`, { method: 'POST' })
	expect(unknown.status).toBe(404)
	expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } })
})

test('the database file is created, migrated and seeded, in WAL mode', async () => {
	expect(existsSync(path.join(dataDir, 'northstar.db'))).toBe(true)
	expect(readdirSync(dataDir)).toContain('northstar.db-wal')
	const client = createClient({ url: `file:${path.join(dataDir, 'northstar.db')}` })
	const result = await client.execute('SELECT email FROM users')
	expect(result.rows.map((row) => row.email)).toEqual(['parent@northstar.demo'])
	client.close()
})

test('a bad setting stops start-up with a message naming it', async () => {
	const badPort = startServer({ DATA_DIR: dataDir, PORT: 'eighty' })
	expect(await badPort.exit).toBe(1)
	expect(badPort.output()).toMatch(/PORT: expected a port number/)
	const badFlag = startServer({ DATA_DIR: dataDir, ANALYTICS_ENABLED: 'sometimes' })
	expect(await badFlag.exit).toBe(1)
	expect(badFlag.output()).toMatch(/ANALYTICS_ENABLED: expected true or false \(got "sometimes"\)/)
	const badWorkers = startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: 'lots' })
	expect(await badWorkers.exit).toBe(1)
	expect(badWorkers.output()).toMatch(/WEB_CONCURRENCY: expected a number of worker processes \(got "lots"\)/)
}, 60_000)

test('a second start seeds nothing new and SIGTERM stops it cleanly', async () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-start-'))
	for (let run = 0; run < 2; run++) {
		const started = startServer({ DATA_DIR: dir })
		const url = await waitForUrl(started)
		expect((await fetch(url)).status).toBe(200)
		started.child.kill('SIGTERM')
		expect(await started.exit).toBe(0)
		expect(started.output()).toContain('SIGTERM received')
	}
	const client = createClient({ url: `file:${path.join(dir, 'northstar.db')}` })
	expect((await client.execute('SELECT count(*) AS n FROM users')).rows[0]!.n).toBe(1)
	client.close()
	rmSync(dir, { recursive: true, force: true })
}, 120_000)

test('no server-only code reaches the browser bundle', () => {
	const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../build/node/client/assets')
	const offenders = readdirSync(dir)
		.filter((file) => file.endsWith('.js'))
		.filter((file) => {
			const text = readFileSync(path.join(dir, file), 'utf8')
			// drizzle tables, the libSQL client, Stripe's SDK, the mail transport.
			return /drizzle:entityKind|@libsql|api\.stripe\.com|nodemailer/.test(text)
		})
	expect(offenders).toEqual([])
})
