import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startNodeHost, stopNodeHost, type StartedHost } from './node-host'

// What an attack test needs against the real Node host: the host on a
// throwaway data folder (its outbox readable, as the attacker's own inbox
// would be), and a browser-like client with a cookie jar that the attacker may
// read and rewrite at will.

export interface AttackHost {
	origin: string
	dataDir: string
	host: StartedHost
	/** Mails sent to `to`, oldest first. */
	mailsTo: (to: string) => OutboxMail[]
	/** The newest sign-in mail to `to`: its code and the path and query of its link. */
	signInMail: (to: string) => { code: string; linkPath: string }
	stop: () => Promise<void>
}

export interface OutboxMail {
	to: string
	subject: string
	text: string
}

export async function startAttackHost(env: Record<string, string> = {}): Promise<AttackHost> {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-attack-'))
	const host = startNodeHost({ DATA_DIR: dataDir, ENABLE_TEST_ROUTES: 'true', ...env })
	const origin = await host.origin
	const mailsTo = (to: string) => {
		const dir = path.join(dataDir, 'outbox')
		let files: string[] = []
		try {
			files = readdirSync(dir).filter((file) => file.endsWith('.json'))
		} catch {
			return []
		}
		return files
			.sort()
			.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
			.filter((mail) => mail.to === to)
	}
	return {
		origin,
		dataDir,
		host,
		mailsTo,
		signInMail(to) {
			const mail = mailsTo(to).at(-1)
			if (!mail) throw new Error(`no mail to ${to}`)
			const code = mail.text.match(/^\s+(\d{6})$/m)?.[1]
			const link = mail.text.match(/(https?:\/\/\S+\/verify-email\?\S+)/)?.[1]
			if (!code || !link) throw new Error(`no code or link in the mail to ${to}:\n${mail.text}`)
			const url = new URL(link)
			return { code, linkPath: `${url.pathname}${url.search}` }
		},
		async stop() {
			await stopNodeHost(host)
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/**
 * A browser as far as the server can tell: it keeps cookies, sends Origin and
 * Sec-Fetch-Site the way Chromium does for the page it pretends to be on, and
 * follows redirects only when asked to.
 */
export class Browser {
	readonly cookies = new Map<string, string>()
	constructor(readonly origin: string) {}

	get cookieHeader() {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	}

	/** `from` is the page the request is made from: our own origin by default, another site's when given. */
	async request(pathOrUrl: string, init: RequestInit & { from?: string; navigate?: boolean } = {}): Promise<Response> {
		const url = new URL(pathOrUrl, this.origin)
		const from = init.from ?? this.origin
		const sameOrigin = new URL(from).origin === url.origin
		const headers = new Headers(init.headers)
		if (this.cookies.size) headers.set('cookie', this.cookieHeader)
		headers.set('sec-fetch-site', sameOrigin ? 'same-origin' : 'cross-site')
		if (init.navigate) headers.set('sec-fetch-mode', 'navigate')
		if (init.method && init.method !== 'GET' && init.method !== 'HEAD') headers.set('origin', new URL(from).origin)
		const response = await fetch(url, { ...init, headers, redirect: 'manual' })
		this.take(response)
		return response
	}

	/** A form post from `from` (our page by default), as `application/x-www-form-urlencoded`. */
	post(pathOrUrl: string, fields: Record<string, string>, options: { from?: string } = {}) {
		return this.request(pathOrUrl, {
			method: 'POST',
			body: new URLSearchParams(fields),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			navigate: true,
			...options,
		})
	}

	/** Follows a response's redirects (GET), as a browser does; returns the last response. */
	async follow(response: Response, limit = 10): Promise<Response> {
		let current = response
		for (let hop = 0; hop < limit && current.status >= 300 && current.status < 400; hop++) {
			const location = current.headers.get('location')
			if (!location) break
			const next = new URL(location, this.origin)
			if (next.origin !== new URL(this.origin).origin) return current
			current = await this.request(`${next.pathname}${next.search}`, { navigate: true })
		}
		return current
	}

	/** Who the server thinks this browser is: the signed-in user's address, or null. */
	async whoAmI(): Promise<string | null> {
		const response = await this.request('/_serverFn/getCurrentUser?createServerFn')
		const body = (await response.json()) as { email?: string } | null
		return body?.email ?? null
	}

	private take(response: Response) {
		for (const line of response.headers.getSetCookie()) {
			const [pair] = line.split(';')
			const index = pair!.indexOf('=')
			const name = pair!.slice(0, index).trim()
			const value = pair!.slice(index + 1).trim()
			const expired = /max-age=0(?:;|$)/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)
			if (expired || value === '') this.cookies.delete(name)
			else this.cookies.set(name, value)
		}
	}
}

/** The hidden fields and action of the first POST form in an HTML page, for a test that clicks its button. */
export function firstPostForm(html: string): { action: string | null; fields: Record<string, string> } | null {
	const form = html.match(/<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i)
	if (!form) return null
	const action = form[0].match(/action="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? null
	const fields: Record<string, string> = {}
	for (const input of form[1]!.matchAll(/<input\b[^>]*>/gi)) {
		const name = input[0].match(/name="([^"]*)"/)?.[1]
		const value = input[0].match(/value="([^"]*)"/)?.[1] ?? ''
		if (name) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')
	}
	const button = form[1]!.match(/<button\b[^>]*name="([^"]*)"[^>]*value="([^"]*)"/i)
	if (button) fields[button[1]!] = button[2]!
	return { action, fields }
}

/**
 * Sends a body of `totalBytes` (declared up front, or chunked when `declare`
 * is false) over a raw socket, a chunk at a time, and stops as soon as the
 * host answers. A raw socket because a host that refuses a body may close the
 * connection while this side is still writing: the answer is read from
 * whatever arrived, where an HTTP client would give up on the failed write.
 */
export function sendBig(
	origin: string,
	path: string,
	{ totalBytes, declare, contentType = 'application/x-www-form-urlencoded' }: { totalBytes: number; declare: boolean; contentType?: string },
) {
	return new Promise<{ status: number; body: string; sentBytes: number; ms: number }>((resolve, reject) => {
		const url = new URL(path, origin)
		const started = Date.now()
		let sent = 0
		let received = Buffer.alloc(0)
		let done = false
		const finish = () => {
			if (done) return
			const text = received.toString('latin1')
			const headerEnd = text.indexOf('\r\n\r\n')
			if (headerEnd < 0) return
			const head = text.slice(0, headerEnd)
			const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1])
			let body = received.subarray(headerEnd + 4)
			const length = head.match(/\r\ncontent-length: *(\d+)/i)?.[1]
			if (length !== undefined) {
				if (body.byteLength < Number(length)) return
				body = body.subarray(0, Number(length))
			} else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
				const parts: Buffer[] = []
				let at = 0
				for (;;) {
					const lineEnd = body.indexOf('\r\n', at)
					if (lineEnd < 0) return
					const size = parseInt(body.subarray(at, lineEnd).toString(), 16)
					if (size === 0) break
					if (body.byteLength < lineEnd + 2 + size) return
					parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
					at = lineEnd + 2 + size + 2
				}
				body = Buffer.concat(parts)
			} else return
			done = true
			socket.destroy()
			resolve({ status, body: body.toString('utf8'), sentBytes: sent, ms: Date.now() - started })
		}
		const socket = connect(Number(url.port), url.hostname, () => {
			socket.write(
				[
					`POST ${url.pathname}${url.search} HTTP/1.1`,
					`Host: ${url.host}`,
					`Origin: ${url.origin}`,
					`Content-Type: ${contentType}`,
					declare ? `Content-Length: ${totalBytes}` : 'Transfer-Encoding: chunked',
					'',
					'',
				].join('\r\n'),
			)
			const pump = () => {
				while (!done && sent < totalBytes) {
					const chunk = Buffer.alloc(Math.min(64 * 1024, totalBytes - sent), 'a')
					sent += chunk.byteLength
					const framed = declare ? chunk : Buffer.concat([Buffer.from(`${chunk.byteLength.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
					if (!socket.write(framed)) return void socket.once('drain', pump)
				}
				if (!done && !declare) socket.write('0\r\n\r\n')
			}
			pump()
		})
		socket.on('data', (chunk) => {
			received = Buffer.concat([received, chunk])
			finish()
		})
		// Writing into a connection the host closed fails; the answer, if any, was read already.
		socket.on('error', () => undefined)
		socket.on('close', () => {
			finish()
			if (!done) reject(new Error(`no answer after ${sent} bytes (received ${JSON.stringify(received.toString('latin1').slice(0, 200))})`))
		})
	})
}
