import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import nodemailer from 'nodemailer'
import type { Cache } from '#app/lib/cache'
import { cacheablePath, PAGE_CACHE_STATUS_HEADER, pageCacheKey, type StoredPage } from '#app/lib/page-cache'
import { assertFileKey, type FileStore } from '#app/lib/files'
import type { Mailer, MailMessage } from '#app/lib/mail'
import { createId } from '#app/lib/ids'

// The Node host's implementations of the app's infrastructure interfaces.

export function createLruCache({ max = 5000 }: { max?: number } = {}): Cache {
	const lru = new LRUCache<string, { value: string }>({ max, ttlAutopurge: false })
	return {
		async get<T>(key: string) {
			const hit = lru.get(key)
			return hit ? (JSON.parse(hit.value) as T) : null
		},
		async set(key, value, { ttlSeconds } = {}) {
			lru.set(key, { value: JSON.stringify(value) }, ttlSeconds ? { ttl: ttlSeconds * 1000 } : {})
		},
		async delete(key) {
			lru.delete(key)
		},
	}
}

interface PreparedPage {
	status: number
	identity: { headers: Record<string, string>; body: Buffer }
	gzip: { headers: Record<string, string>; body: Buffer }
}

/**
 * Answers page-cache hits on the Node host straight from the socket, before
 * Express: the entry is read from the Cache (the LRU, the source of truth),
 * then kept decoded, as bytes and pre-gzipped, for as long as that entry
 * lives. Parsing the JSON and compressing on every hit would cost more than
 * rendering is worth caching for (DESIGN.md §6: ≥ 50 % of a static file).
 * Resolves false when the request is not a hit; the caller answers it.
 */
export function createPageCacheResponder(
	cache: Cache,
	buildId: string,
	{ max = 1000, trustProxy = 0 }: { max?: number; trustProxy?: number } = {},
) {
	const prepared = new LRUCache<string, PreparedPage>({ max })
	return async function answerFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
		const path = cacheablePath(req.method ?? 'GET', req.url ?? '/', req.headers.cookie)
		const origin = path === null ? null : requestOrigin(req, trustProxy)
		if (path === null || origin === null) return false
		const key = pageCacheKey(buildId, origin, path)
		let page = prepared.get(key)
		if (!page) {
			const stored = await cache.get<StoredPage>(key).catch(() => null)
			const ttl = stored ? stored.expiresAt - Date.now() : 0
			if (!stored || ttl <= 0) return false
			page = preparePage(stored)
			prepared.set(key, page, { ttl })
		}
		const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
		const { headers, body } = gzip ? page.gzip : page.identity
		res.writeHead(page.status, headers)
		res.end(req.method === 'HEAD' ? undefined : body)
		return true
	}
}

/**
 * The origin of the URL the host builds for React Router (server/node.ts),
 * as the page middleware keys its entries: the scheme from a trusted proxy's
 * X-Forwarded-Proto (Express's rule for `req.protocol`), the Host header.
 * Null when the Host header makes no URL (the request then goes the long way).
 */
export function requestOrigin(req: IncomingMessage, trustProxy: number): string | null {
	const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted)
	const forwarded = trustProxy > 0 ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim() : ''
	const scheme = forwarded || (encrypted ? 'https' : 'http')
	try {
		return new URL(`${scheme}://${req.headers.host ?? 'localhost'}`).origin
	} catch {
		return null
	}
}

function preparePage(stored: StoredPage): PreparedPage {
	const base: Record<string, string> = { ...Object.fromEntries(stored.headers), [PAGE_CACHE_STATUS_HEADER]: 'HIT', vary: 'Accept-Encoding' }
	const identity = Buffer.from(stored.body)
	const gzip = gzipSync(identity)
	return {
		status: stored.status,
		identity: { headers: { ...base, 'content-length': String(identity.byteLength) }, body: identity },
		gzip: { headers: { ...base, 'content-encoding': 'gzip', 'content-length': String(gzip.byteLength) }, body: gzip },
	}
}

export function createDiskFileStore(root: string): FileStore {
	const resolve = (key: string) => path.join(root, ...assertFileKey(key).split('/'))
	return {
		async put(key, body, { contentType }) {
			const file = resolve(key)
			await mkdir(path.dirname(file), { recursive: true })
			await writeFile(file, body)
			await writeFile(`${file}.meta.json`, JSON.stringify({ contentType, size: body.byteLength }))
		},
		async get(key) {
			const file = resolve(key)
			try {
				const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')])
				const { contentType } = JSON.parse(meta) as { contentType: string }
				return { body: new Uint8Array(body), contentType, size: body.byteLength }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
		async delete(key) {
			const file = resolve(key)
			await rm(file, { force: true })
			await rm(`${file}.meta.json`, { force: true })
		},
		async *list(prefix) {
			// A file and its .meta.json are one key; a crash between writing or
			// deleting the two can leave either alone, and it is listed all the same.
			const listed = new Map<string, number>()
			let names: string[]
			try {
				names = await readdir(root, { recursive: true })
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
				throw error
			}
			for (const name of names) {
				const key = name.split(path.sep).join('/').replace(/\.meta\.json$/, '')
				if (!key.startsWith(prefix)) continue
				const info = await stat(path.join(root, name)).catch(() => null)
				if (!info?.isFile()) continue
				listed.set(key, Math.min(listed.get(key) ?? Number.POSITIVE_INFINITY, info.mtimeMs))
			}
			for (const [key, uploadedAt] of listed) yield { key, uploadedAt }
		},
	}
}

/** SMTP through nodemailer (SMTP_URL), for a Node host with a mail server of its own. */
export function createSmtpMailer({
	transport,
	from,
}: {
	/** An smtp:// URL, or nodemailer transport options (tests use { jsonTransport: true }). */
	transport: string | Record<string, unknown>
	from: string
}): Mailer {
	const transporter = nodemailer.createTransport(transport as Parameters<typeof nodemailer.createTransport>[0])
	return {
		async send(message) {
			const info = await transporter.sendMail({
				from,
				to: message.to,
				subject: message.subject,
				text: message.text,
				html: message.html,
				headers: message.tag ? { 'X-Northstar-Tag': message.tag } : undefined,
			})
			return { id: String(info.messageId) }
		},
	}
}

/**
 * The mail outbox: every mail is written to a folder as a .json (for tests and
 * tools) and an .eml (to open in a mail program), instead of being sent.
 */
export function createOutboxMailer({ dir, from }: { dir: string; from: string }): Mailer {
	return {
		async send(message) {
			const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${createId()}`
			await mkdir(dir, { recursive: true })
			// Written aside, then renamed: a reader never sees half a mail.
			const write = async (name: string, content: string) => {
				await writeFile(path.join(dir, `.${name}.tmp`), content)
				await rename(path.join(dir, `.${name}.tmp`), path.join(dir, name))
			}
			await write(`${id}.eml`, toEml(id, from, message))
			await write(`${id}.json`, JSON.stringify({ id, from, ...message }, null, 2))
			return { id }
		},
	}
}

function toEml(id: string, from: string, message: MailMessage): string {
	const boundary = `northstar-${id}`
	const headers = [
		`Message-ID: <${id}@northstar.local>`,
		`Date: ${new Date().toUTCString()}`,
		`From: ${from}`,
		`To: ${message.to}`,
		`Subject: ${message.subject}`,
		'MIME-Version: 1.0',
	]
	if (!message.html) {
		return [...headers, 'Content-Type: text/plain; charset=utf-8', '', message.text, ''].join('\r\n')
	}
	return [
		...headers,
		`Content-Type: multipart/alternative; boundary="${boundary}"`,
		'',
		`--${boundary}`,
		'Content-Type: text/plain; charset=utf-8',
		'',
		message.text,
		`--${boundary}`,
		'Content-Type: text/html; charset=utf-8',
		'',
		message.html,
		`--${boundary}--`,
		'',
	].join('\r\n')
}
