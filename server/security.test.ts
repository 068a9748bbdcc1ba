import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, get as httpGet } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pageCacheKey, type StoredPage } from '#app/lib/page-cache'
import { inlineScriptHashes } from '#app/lib/security-headers'
import { ensureNodeBuild } from './build'
import { createLruCache, createPageCacheResponder } from './services'

// Security headers and the public-page cache on the Node host, as `npm start`
// runs it: every kind of answer carries the headers, the page's scripts carry
// the header's nonce, and a public page comes from the cache only for visitors
// who are signed out.

interface Started {
	child: ChildProcess
	origin: Promise<string>
	stop: () => Promise<void>
}

function startServer(env: Record<string, string>): Started {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-security-'))
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
		// Vitest puts Vite's BASE_URL ("/") in process.env; the app's BASE_URL is another thing.
		env: { ...process.env, BASE_URL: '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	const origin = new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 180_000)
		child.stdout!.on('data', () => {
			const match = output.match(/serving at (http:\/\/\S+)/)
			if (match) {
				clearTimeout(timer)
				resolve(match[1]!.replace('localhost', '127.0.0.1'))
			}
		})
		void exit.then(() => reject(new Error(`server exited:\n${output}`)))
	})
	return {
		child,
		origin,
		async stop() {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await exit
			}
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

function nonceOf(response: Response): string {
	const csp = response.headers.get('content-security-policy') ?? ''
	const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
	expect(nonce, `no nonce in ${csp}`).toBeTruthy()
	return nonce!
}

/** Every <script> that runs (not a JSON-LD data block) and whether it carries the nonce. */
function executableScripts(html: string): string[] {
	return [...html.matchAll(/<script\b[^>]*>/g)]
		.map((match) => match[0])
		.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
}

function expectSecurityHeaders(response: Response) {
	const csp = response.headers.get('content-security-policy') ?? ''
	expect(csp).toContain("default-src 'self'")
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).toContain("object-src 'none'")
	expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
	expect(response.headers.get('x-content-type-options')).toBe('nosniff')
	expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
	expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()')
	expect(response.headers.get('x-frame-options')).toBe('DENY')
}

let local: Started
let origin: string

beforeAll(async () => {
	ensureNodeBuild()
	// One process: the page cache is per worker (decision 038), and these tests expect a request to find what the one before stored.
	local = startServer({ ENABLE_TEST_ROUTES: 'true', NODE_ENV: 'test', WEB_CONCURRENCY: '1' })
	origin = await local.origin
}, 240_000)
afterAll(async () => {
	await local?.stop()
})

describe('every answer carries the security headers', () => {
	test('a public page: headers, the nonce on every script, and cacheable', async () => {
		const response = await fetch(`${origin}/about`)
		expect(response.status).toBe(200)
		expectSecurityHeaders(response)
		expect(response.headers.get('strict-transport-security')).toBeNull()
		expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300')
		const nonce = nonceOf(response)
		const scripts = executableScripts(await response.text())
		expect(scripts.length).toBeGreaterThan(1)
		for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
	})

	test('a server function, a 404 page and a static file', async () => {
		const fn = await fetch(`${origin}/_serverFn/getBaseUrl?createServerFn`)
		expect(fn.status).toBe(200)
		expectSecurityHeaders(fn)

		const missing = await fetch(`${origin}/no/such/page`)
		expect(missing.status).toBe(404)
		expectSecurityHeaders(missing)
		expect(missing.headers.get('cache-control')).toBe('private, no-store')
		const nonce = nonceOf(missing)
		for (const tag of executableScripts(await missing.text())) expect(tag).toContain(`nonce="${nonce}"`)
		expect((await fetch(`${origin}/no/such/page`)).headers.get('x-page-cache')).toBeNull()

		const icon = await fetch(`${origin}/favicon.svg`)
		expect(icon.status).toBe(200)
		expectSecurityHeaders(icon)
		expect(icon.headers.get('content-security-policy')).not.toContain('nonce-')
		// The public files are a list read at start: nested ones are served, nothing outside the folder is.
		const nested = await fetch(`${origin}/blog/images/application-process-480.webp`)
		expect(nested.status).toBe(200)
		expect(nested.headers.get('content-type')).toBe('image/webp')
		for (const outside of ['/..%2Fpackage.json', '/%2e%2e/package.json', '/_headers', '/%E0%A4%A']) {
			const response = await fetch(`${origin}${outside}`)
			expect(response.status, outside).not.toBe(200)
			await response.arrayBuffer()
		}

		// The service worker (issue 26): checked anew on every update, as JavaScript.
		const worker = await fetch(`${origin}/sw.js`)
		expect(worker.status).toBe(200)
		expectSecurityHeaders(worker)
		expect(worker.headers.get('cache-control')).toBe('no-cache')
		expect(worker.headers.get('content-type')).toMatch(/javascript/)
	})

	test('a signed-in page is private, no-store, with its own nonce on its scripts', async () => {
		const bootstrap = await fetch(`${origin}/test/bootstrap`)
		expect(bootstrap.status).toBe(200)
		expectSecurityHeaders(bootstrap)
		const cookie = bootstrap.headers.getSetCookie()[0]!.split(';')[0]!
		const accountId = (await bootstrap.text()).match(/data-testid="account-id">([^<]+)</)![1]!

		const page = await fetch(`${origin}/a/${accountId}/dashboard`, { headers: { cookie } })
		expect(page.status).toBe(200)
		expectSecurityHeaders(page)
		expect(page.headers.get('cache-control')).toBe('private, no-store')
		expect(page.headers.get('x-page-cache')).toBeNull()
		const nonce = nonceOf(page)
		for (const tag of executableScripts(await page.text())) expect(tag).toContain(`nonce="${nonce}"`)
	})
})

describe('the public-page cache', () => {
	test('a second visit to a public page is served from the cache: the same page, no shared nonce, its scripts allowed by hash', async () => {
		const first = await fetch(`${origin}/features`)
		const firstHtml = await first.text()
		// The copy is stored once the page has finished streaming.
		let second = await fetch(`${origin}/features`)
		for (let tries = 0; second.headers.get('x-page-cache') !== 'HIT' && tries < 20; tries++) {
			await second.text()
			await new Promise((resolve) => setTimeout(resolve, 50))
			second = await fetch(`${origin}/features`)
		}
		expect(second.headers.get('x-page-cache')).toBe('HIT')
		const secondHtml = await second.text()
		expect(secondHtml).toBe(firstHtml.replaceAll(` nonce="${nonceOf(first)}"`, ''))
		expectSecurityHeaders(second)
		const csp = second.headers.get('content-security-policy')!
		expect(csp).not.toContain('nonce-')
		expect(secondHtml).not.toContain('nonce=')
		// Every inline script that runs is named by its hash; nothing else inline may run.
		for (const hash of await inlineScriptHashes(secondHtml)) expect(csp).toContain(`'sha256-${hash}'`)
		expect(executableScripts(secondHtml).length).toBeGreaterThan(0)
		// Campaign tags share the entry.
		expect((await fetch(`${origin}/features?utm_source=newsletter`)).headers.get('x-page-cache')).toBe('HIT')
	})

	test('a client navigation to a cached page gets its data, never the page’s HTML', async () => {
		// React Router hands middleware a `.data` request under the page's own URL; the host says which it was.
		expect((await fetch(`${origin}/features`)).headers.get('x-page-cache')).toBe('HIT')
		for (const path of ['/features.data', '/_root.data']) {
			const data = await fetch(`${origin}${path}`)
			expect(data.headers.get('content-type'), path).toContain('text/x-script')
			expect(data.headers.get('x-page-cache'), path).toBeNull()
			expect(await data.text(), path).not.toContain('<!DOCTYPE html>')
		}
	})

	test('a signed-in visitor is never served the cached page, and their page is never stored', async () => {
		const bootstrap = await fetch(`${origin}/test/bootstrap`)
		const cookie = bootstrap.headers.getSetCookie()[0]!.split(';')[0]!
		await bootstrap.text()

		// /features is in the cache from the test above (or is now).
		const anonymous = await fetch(`${origin}/features`)
		expect(anonymous.headers.get('x-page-cache')).toBe('HIT')
		await anonymous.text()

		const signedIn = await fetch(`${origin}/features`, { headers: { cookie } })
		expect(signedIn.headers.get('x-page-cache')).toBeNull()
		expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
		// Rendered for this visitor, with a nonce of its own.
		expect(await signedIn.text()).toContain(`nonce="${nonceOf(signedIn)}"`)

		// A page first visited signed in is not stored for the next visitor.
		const privacySignedIn = await fetch(`${origin}/privacy`, { headers: { cookie } })
		await privacySignedIn.text()
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect((await fetch(`${origin}/privacy`)).headers.get('x-page-cache')).toBe('MISS')
	})
})

describe('the Node host answers hits before Express', () => {
	test('from the stored entry: identity or pre-gzipped bytes, HEAD without a body; never once lapsed or for a session', async () => {
		const cache = createLruCache()
		const page = (body: string, expiresAt: number): StoredPage => ({
			status: 200,
			headers: [['content-type', 'text/html; charset=utf-8'], ['content-security-policy', "script-src 'self' 'nonce-abc'"]],
			body,
			expiresAt,
		})
		const answer = createPageCacheResponder(cache, 'b1')
		const server = createServer((req, res) => {
			void answer(req, res).then((answered) => {
				if (!answered) res.writeHead(299).end('not from the cache')
			})
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
		const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		// Kept as the page middleware keys them: build, origin, path.
		await cache.set(pageCacheKey('b1', at, '/about'), page('<p nonce="abc">About</p>', Date.now() + 60_000))
		await cache.set(pageCacheKey('b1', at, '/old'), page('<p>Old</p>', Date.now() - 1))
		try {
			const plain = await fetch(`${at}/about?utm_source=x`, { headers: { 'accept-encoding': 'identity' } })
			expect(plain.status).toBe(200)
			expect(plain.headers.get('x-page-cache')).toBe('HIT')
			expect(plain.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-abc'")
			expect(await plain.text()).toBe('<p nonce="abc">About</p>')

			// node:http, not fetch: fetch would undo the gzip before the test could see it.
			const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
				httpGet(`${at}/about`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
					const chunks: Buffer[] = []
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
				}).on('error', reject)
			})
			expect(raw.encoding).toBe('gzip')
			expect(gunzipSync(raw.body).toString()).toBe('<p nonce="abc">About</p>')

			const head = await fetch(`${at}/about`, { method: 'HEAD' })
			expect(head.headers.get('x-page-cache')).toBe('HIT')
			expect(await head.text()).toBe('')

			expect((await fetch(`${at}/about`, { headers: { cookie: 'ns_session=x' } })).status).toBe(299)
			expect((await fetch(`${at}/about?q=1`)).status).toBe(299)
			expect((await fetch(`${at}/old`)).status).toBe(299)
			expect((await fetch(`${at}/about`, { method: 'POST' })).status).toBe(299)
		} finally {
			server.close()
		}
	})
})

describe('HSTS', () => {
	test('absent on localhost, present when BASE_URL is https on a real host', async () => {
		expect((await fetch(`${origin}/`)).headers.get('strict-transport-security')).toBeNull()
		const https = startServer({ BASE_URL: 'https://northstar.example', ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })
		try {
			const response = await fetch(`${await https.origin}/`)
			expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
			expectSecurityHeaders(response)
		} finally {
			await https.stop()
		}
	}, 120_000)
})
