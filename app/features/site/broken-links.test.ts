import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { publicPages } from '#app/public-pages'
import { freePort } from '../../../tests/support/free-port'
import { startNodeHost, stopNodeHost, type StartedHost } from '../../../tests/support/node-host'

// No broken links (Polish #6): the public site crawled on the real Node host,
// from / (then the sitemap's pages and the public route table's, so a page no
// one links to yet is checked too), following every internal <a href> and
// fetching every asset a page names (scripts, stylesheets, icons, preloads,
// images). Nothing same-origin may answer 400 or worse. Bounded: one request
// per path (query-string variants are the same page), other origins, mailto:
// and tel: left alone, a cap on requests and a deadline.

const MAX_REQUESTS = 800
const DEADLINE_MS = 180_000
const PARALLEL = 4

let host: StartedHost
let origin: string
let dataDir: string

beforeAll(async () => {
	dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-crawl-'))
	const port = await freePort()
	// BASE_URL is the host's own address, so absolute links (canonical, og:image) are crawled too.
	host = startNodeHost({ DATA_DIR: dataDir, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` })
	origin = await host.origin
}, 300_000)
afterAll(async () => {
	if (host) await stopNodeHost(host)
	if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Found {
	url: string
	kind: 'page' | 'asset'
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", '#x2F': '/' }
const decode = (value: string) =>
	value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
		if (name in entities) return entities[name]!
		if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16))
		if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
		return whole
	})

function attributesOf(tag: string): Map<string, string> {
	const attributes = new Map<string, string>()
	for (const match of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
		attributes.set(match[1]!.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ''))
	}
	return attributes
}

const srcsetUrls = (srcset: string) =>
	srcset
		.split(',')
		.map((candidate) => candidate.trim().split(/\s+/)[0]!)
		.filter(Boolean)

/** Rel values that name an origin to warm up, not a resource to load. */
const originOnlyRels = new Set(['preconnect', 'dns-prefetch'])

/** The links and assets one HTML page names, as written (relative or absolute). */
function linksIn(html: string): Found[] {
	const found: Found[] = []
	// A script's body is code or data (hydration data, JSON-LD), not markup: its tags are not links.
	// A module script's dynamic imports are the page's own modules, so they are assets.
	const markup = html.replace(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi, (_, open: string, body: string) => {
		if (/\stype=["']?module/i.test(open)) {
			for (const match of body.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.push({ url: match[1]!, kind: 'asset' })
		}
		return `${open}</script>`
	})
	for (const match of markup.matchAll(/<(a|link|script|img|source|meta)\b[^>]*>/gi)) {
		const name = match[1]!.toLowerCase()
		const attributes = attributesOf(match[0])
		if (name === 'a') {
			const href = attributes.get('href')
			if (href !== undefined) found.push({ url: href, kind: 'page' })
		} else if (name === 'link') {
			const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
			const href = attributes.get('href')
			if (href && !rels.some((rel) => originOnlyRels.has(rel))) found.push({ url: href, kind: rels.includes('canonical') || rels.includes('alternate') ? 'page' : 'asset' })
			const srcset = attributes.get('imagesrcset')
			if (srcset) for (const url of srcsetUrls(srcset)) found.push({ url, kind: 'asset' })
		} else if (name === 'script' || name === 'img' || name === 'source') {
			const src = attributes.get('src')
			if (src) found.push({ url: src, kind: 'asset' })
			const srcset = attributes.get('srcset')
			if (srcset) for (const url of srcsetUrls(srcset)) found.push({ url, kind: 'asset' })
		} else if (name === 'meta') {
			const property = attributes.get('property') ?? attributes.get('name') ?? ''
			const content = attributes.get('content')
			if (content && /^(og:image|og:url|twitter:image)$/.test(property)) found.push({ url: content, kind: property === 'og:url' ? 'page' : 'asset' })
		}
	}
	return found
}

test('the link finder reads anchors, assets and module imports, and not tags inside scripts', () => {
	const html = `<head><link rel="stylesheet" href="/assets/app.css"><link rel="preconnect" href="https://fonts.example">
		<link rel="modulepreload" href="/assets/entry.js"><link rel="icon" href="/favicon.svg">
		<meta property="og:image" content="/og/home.png"></head>
		<body><a href="/pricing?plan=a&amp;billing=yearly">Pricing</a><a href='mailto:x@example.com'>Mail</a>
		<img src="/logo.png" srcset="/logo-480.webp 480w, /logo-800.webp 800w"><script src="/assets/a.js"></script>
		<script type="application/ld+json">{"x":"<a href=\\"/nowhere\\">"}</script>
		<script type="module">import("/assets/root.js");</script></body>`
	expect(linksIn(html).map(({ url }) => url)).toEqual([
		'/assets/root.js',
		'/assets/app.css',
		'/assets/entry.js',
		'/favicon.svg',
		'/og/home.png',
		'/pricing?plan=a&billing=yearly',
		'mailto:x@example.com',
		'/logo.png',
		'/logo-480.webp',
		'/logo-800.webp',
		'/assets/a.js',
	])
})

test('every public page, from / on: no internal link or asset answers 400 or worse', { timeout: DEADLINE_MS + 60_000 }, async () => {
	const started = Date.now()
	/** Same-origin URL (path and query, no fragment) keyed by path, with the first page that named it. */
	const queue: Array<{ url: URL; kind: Found['kind']; from: string }> = []
	const seen = new Set<string>()
	const broken: string[] = []
	let requests = 0
	let pages = 0

	const enqueue = (raw: string, kind: Found['kind'], from: string) => {
		const value = raw.trim()
		if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data|blob|sms):/i.test(value)) return
		let url: URL
		try {
			url = new URL(value, new URL(from, origin))
		} catch {
			broken.push(`${value} (unparseable) — on ${from}`)
			return
		}
		if (url.origin !== origin) return
		url.hash = ''
		if (seen.has(url.pathname)) return
		seen.add(url.pathname)
		queue.push({ url, kind, from })
	}

	enqueue('/', 'page', '/')
	const sitemap = await fetch(`${origin}/sitemap.xml`)
	expect(sitemap.status).toBe(200)
	for (const match of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) enqueue(decode(match[1]!), 'page', '/sitemap.xml')
	for (const [page] of publicPages) if (!page.includes(':')) enqueue(`/${page}`, 'page', 'app/public-pages.ts')

	const visit = async ({ url, kind, from }: (typeof queue)[number]) => {
		requests += 1
		const where = `${url.pathname}${url.search}`
		let response: Response
		try {
			response = await fetch(url, { headers: { accept: kind === 'page' ? 'text/html' : '*/*' }, signal: AbortSignal.timeout(30_000) })
		} catch (error) {
			broken.push(`${where} (${(error as Error).message}) — on ${from}`)
			return
		}
		if (response.status >= 400) {
			broken.push(`${where} → ${response.status} — on ${from}`)
			await response.body?.cancel()
			return
		}
		const landed = new URL(response.url)
		if (kind !== 'page' || landed.origin !== origin || !(response.headers.get('content-type') ?? '').startsWith('text/html')) {
			await response.body?.cancel()
			return
		}
		pages += 1
		const page = `${landed.pathname}${landed.search}`
		for (const link of linksIn(await response.text())) enqueue(link.url, link.kind, page)
	}

	while (queue.length > 0) {
		if (Date.now() - started > DEADLINE_MS) throw new Error(`the crawl did not finish in ${DEADLINE_MS / 1000} s (${requests} requests, ${queue.length} left)`)
		if (requests >= MAX_REQUESTS) throw new Error(`the crawl passed ${MAX_REQUESTS} requests (${queue.length} left): raise the cap if the site grew`)
		await Promise.all(queue.splice(0, PARALLEL).map(visit))
	}

	console.info(`[crawl] ${pages} pages, ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
	expect(pages, 'the crawl reached the public site').toBeGreaterThan(50)
	expect(broken, `broken links (${broken.length}):\n${broken.join('\n')}`).toEqual([])
})
