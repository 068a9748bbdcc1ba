import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { cookieHeaderHasSession, isDocumentPath, PAGE_CACHE_STATUS_HEADER, PRIVATE_CACHE_CONTROL } from '#app/lib/page-cache'

// The Node host keeps a signed-in page it rendered for a short while, for the
// same visitor only, and answers a repeat of the same request (a reload, the
// back button, a second tab) from it while the database has not changed
// (decision 020). Valid means all three:
// - the same build, URL and Cookie header (so the same session, and the same
//   everything else a page may read from cookies): the key;
// - no write since it was rendered: this process counts its own writes
//   (write-tracking.ts), and another process's writes (a script, a second
//   host on the same file) show in the database and WAL files' size and time;
// - younger than PRIVATE_PAGE_TTL_MS, which bounds anything a page derives
//   from the clock (today's tasks, a trial's last day, a session's expiry).
// Only a 200 HTML document marked private, setting no cookie, whose render
// saw no write from start to finish, is kept. Workers run many isolates that
// cannot see each other's writes, so the Worker has no such cache.

export const PRIVATE_PAGE_TTL_MS = 30_000
export const PRIVATE_PAGE_CACHE_ENTRIES = 500

interface KeptPage {
	generation: string
	status: number
	headers: Record<string, string>
	body: Buffer
	/** Compressed on the first hit that asks for it. */
	gzip?: Buffer
}

export interface PrivatePageCacheOptions {
	buildId: string
	/** Changes whenever the database may have changed (see privatePageGeneration). */
	generation: () => string
	max?: number
	ttlMs?: number
}

export type PrivatePageCache = ReturnType<typeof createPrivatePageCache>

export function createPrivatePageCache({ buildId, generation, max = PRIVATE_PAGE_CACHE_ENTRIES, ttlMs = PRIVATE_PAGE_TTL_MS }: PrivatePageCacheOptions) {
	const pages = new LRUCache<string, KeptPage>({ max, ttl: ttlMs })

	/** The key a signed-in GET for a document is kept under, else null. */
	function keyFor(method: string | undefined, url: string | undefined, cookieHeader: string | undefined): string | null {
		if (method !== 'GET' || !url || !cookieHeader || !cookieHeaderHasSession(cookieHeader)) return null
		if (!isDocumentPath(url.split('?', 1)[0]!)) return null
		// Hashed: the cache holds no session token.
		return `${buildId}\n${url}\n${createHash('sha256').update(cookieHeader).digest('base64')}`
	}

	return {
		keyFor,
		generation,

		/** Answers from a kept page if there is a valid one; false when the caller must render. */
		answer(req: IncomingMessage, res: ServerResponse): boolean {
			const key = keyFor(req.method, req.url, req.headers.cookie)
			const page = key ? pages.get(key) : undefined
			if (!key || !page) return false
			if (page.generation !== generation()) {
				pages.delete(key)
				return false
			}
			const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
			if (gzip) page.gzip ??= gzipSync(page.body)
			const body = gzip ? page.gzip! : page.body
			res.writeHead(page.status, {
				...page.headers,
				[PAGE_CACHE_STATUS_HEADER]: 'HIT',
				vary: 'Accept-Encoding, Cookie',
				'content-length': String(body.byteLength),
				...(gzip ? { 'content-encoding': 'gzip' } : {}),
			})
			res.end(body)
			return true
		},

		/**
		 * Passes the rendered response on, keeping a copy when it may be
		 * answered again: `generationBefore` was read before the render began.
		 */
		keep(key: string, generationBefore: string, response: Response): Response {
			if (!isPrivatePage(response)) return response
			const [toVisitor, toKeep] = response.body!.tee()
			const headers = Object.fromEntries(response.headers)
			void new Response(toKeep).arrayBuffer().then(
				(bytes) => {
					if (generation() !== generationBefore) return
					pages.set(key, { generation: generationBefore, status: response.status, headers, body: Buffer.from(bytes) })
				},
				() => undefined,
			)
			return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers: response.headers })
		},

		/** Kept pages, for tests. */
		get size() {
			return pages.size
		},
	}
}

function isPrivatePage(response: Response): boolean {
	return (
		response.status === 200 &&
		Boolean(response.body) &&
		(response.headers.get('content-type') ?? '').startsWith('text/html') &&
		response.headers.get('cache-control') === PRIVATE_CACHE_CONTROL &&
		!response.headers.has('set-cookie')
	)
}

/**
 * The database's generation as the cache reads it: this process's write count,
 * plus the size and modification time of the database file and its WAL.
 */
export function privatePageGeneration(writes: { readonly count: number }, databaseFile: string): () => string {
	const files = [databaseFile, `${databaseFile}-wal`]
	return () => {
		let generation = String(writes.count)
		for (const file of files) {
			const info = statSync(file, { bigint: true, throwIfNoEntry: false })
			generation += info ? `:${info.size}:${info.mtimeNs}` : ':-'
		}
		return generation
	}
}
