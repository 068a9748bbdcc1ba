import type { Cache } from '#app/lib/cache'
import { assertFileKey, type FileStore } from '#app/lib/files'
import type { Mailer } from '#app/lib/mail'

// The Workers host's implementations of the app's infrastructure interfaces.
// They name only the binding methods they use, so Node-side contract tests
// can hand them Miniflare's KV and R2 without Workers' global types.

export interface KvBinding {
	get(key: string, type: 'json'): Promise<unknown>
	put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>
	delete(key: string): Promise<void>
}

export interface R2Binding {
	put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>
	get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>
	delete(key: string): Promise<void>
	list(options: { prefix?: string; cursor?: string; limit?: number }): Promise<{
		objects: Array<{ key: string; uploaded: Date }>
		truncated: boolean
		cursor?: string
	}>
}

/** KV keeps entries for at least 60 s, so shorter lifetimes are rounded up. */
export function createKvCache(kv: KvBinding): Cache {
	return {
		async get<T>(key: string) {
			return ((await kv.get(key, 'json')) as T | null) ?? null
		},
		async set(key, value, { ttlSeconds } = {}) {
			await kv.put(key, JSON.stringify(value), ttlSeconds ? { expirationTtl: Math.max(60, ttlSeconds) } : {})
		},
		async delete(key) {
			await kv.delete(key)
		},
	}
}

export function createR2FileStore(bucket: R2Binding): FileStore {
	return {
		async put(key, body, { contentType }) {
			await bucket.put(assertFileKey(key), body, { httpMetadata: { contentType } })
		},
		async get(key) {
			const object = await bucket.get(assertFileKey(key))
			if (!object) return null
			const body = new Uint8Array(await object.arrayBuffer())
			return {
				body,
				contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
				size: body.byteLength,
			}
		},
		async delete(key) {
			await bucket.delete(assertFileKey(key))
		},
		async *list(prefix) {
			let cursor: string | undefined
			do {
				const page = await bucket.list({ prefix, cursor, limit: 1000 })
				for (const object of page.objects) yield { key: object.key, uploadedAt: object.uploaded.getTime() }
				cursor = page.truncated ? page.cursor : undefined
			} while (cursor)
		},
	}
}

/** Without a mail provider a Worker cannot deliver; it says so loudly instead of dropping mail silently. */
export function createUnconfiguredMailer(): Mailer {
	return {
		async send(message) {
			// The tag, not the subject: a sign-in mail's subject holds its code, and this error is logged.
			throw new Error(`No mail provider is configured (set RESEND_API_KEY); a "${message.tag ?? 'mail'}" mail was not sent.`)
		},
	}
}
