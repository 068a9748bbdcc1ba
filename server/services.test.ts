import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cache } from '#app/lib/cache'
import type { FileStore } from '#app/lib/files'
import { createKvCache, createR2FileStore, type KvBinding, type R2Binding } from '../workers/services'
import { createDiskFileStore, createLruCache, createOutboxMailer, createSmtpMailer } from './services'

// One contract per interface, passed by the Node implementation and by the
// Workers one (KV and R2 run for real in Miniflare's local simulators).

const dir = mkdtempSync(path.join(tmpdir(), 'northstar-services-'))
let miniflare: Miniflare
const caches: Record<string, Cache> = {}
const stores: Record<string, FileStore> = {}

beforeAll(async () => {
	miniflare = new Miniflare({
		modules: true,
		script: 'export default { fetch() { return new Response("ok") } }',
		kvNamespaces: ['CACHE'],
		r2Buckets: ['UPLOADS'],
	})
	caches.lru = createLruCache()
	caches.kv = createKvCache((await miniflare.getKVNamespace('CACHE')) as unknown as KvBinding)
	stores.disk = createDiskFileStore(path.join(dir, 'uploads'))
	stores.r2 = createR2FileStore((await miniflare.getR2Bucket('UPLOADS')) as unknown as R2Binding)
}, 60_000)
afterAll(async () => {
	await miniflare?.dispose()
	rmSync(dir, { recursive: true, force: true })
})

describe.each(['lru', 'kv'])('Cache contract: %s', (name) => {
	test('stores JSON values, misses as null, deletes', async () => {
		const cache = caches[name]!
		expect(await cache.get('missing')).toBeNull()
		await cache.set('plan', { tasks: ['Register for the SAT'], count: 1 }, { ttlSeconds: 300 })
		expect(await cache.get('plan')).toEqual({ tasks: ['Register for the SAT'], count: 1 })
		await cache.set('plan', 'replaced')
		expect(await cache.get('plan')).toBe('replaced')
		await cache.delete('plan')
		expect(await cache.get('plan')).toBeNull()
	})
})

describe.each(['disk', 'r2'])('FileStore contract: %s', (name) => {
	test('puts, gets with content type, deletes', async () => {
		const store = stores[name]!
		const body = new TextEncoder().encode('%PDF-1.7 transcript')
		await store.put('accounts/a1/transcript.pdf', body, { contentType: 'application/pdf' })
		const file = await store.get('accounts/a1/transcript.pdf')
		expect(file).toEqual({ body, contentType: 'application/pdf', size: body.byteLength })
		await store.delete('accounts/a1/transcript.pdf')
		expect(await store.get('accounts/a1/transcript.pdf')).toBeNull()
	})

	test('lists the files under a prefix, with when each was written', async () => {
		const store = stores[name]!
		const before = Date.now() - 5_000
		for (const key of ['listing/a/one.pdf', 'listing/a/deep/two.png', 'listing/b/three.pdf']) {
			await store.put(key, new Uint8Array([1, 2, 3]), { contentType: 'application/pdf' })
		}
		const listed = []
		for await (const file of store.list('listing/a/')) listed.push(file)
		expect(listed.map((file) => file.key).sort()).toEqual(['listing/a/deep/two.png', 'listing/a/one.pdf'])
		for (const file of listed) expect(file.uploadedAt).toBeGreaterThan(before)
		await store.delete('listing/a/one.pdf')
		const after = []
		for await (const file of store.list('listing/')) after.push(file.key)
		expect(after.sort()).toEqual(['listing/a/deep/two.png', 'listing/b/three.pdf'])
	})

	test('refuses keys that could escape the store', async () => {
		const store = stores[name]!
		for (const key of ['../secrets', '/etc/passwd', 'a/../../b', 'a//b', '']) {
			await expect(store.put(key, new Uint8Array(1), { contentType: 'text/plain' })).rejects.toThrow(/Invalid file key/)
		}
	})
})

test('the outbox mailer writes each mail as .json and .eml', async () => {
	const outbox = path.join(dir, 'outbox')
	const mailer = createOutboxMailer({ dir: outbox, from: 'Northstar <hello@northstar.local>' })
	const { id } = await mailer.send({ to: 'parent@example.com', subject: 'Your code', text: 'Code: 123456', html: '<p>Code: <b>123456</b></p>' })
	expect(readdirSync(outbox).sort()).toEqual([`${id}.eml`, `${id}.json`])
	expect(JSON.parse(readFileSync(path.join(outbox, `${id}.json`), 'utf8'))).toMatchObject({ to: 'parent@example.com', subject: 'Your code', text: 'Code: 123456' })
	const eml = readFileSync(path.join(outbox, `${id}.eml`), 'utf8')
	expect(eml).toMatch(/^Subject: Your code\r$/m)
	expect(eml).toMatch(/multipart\/alternative/)
})

test('the SMTP mailer hands nodemailer the whole message', async () => {
	const mailer = createSmtpMailer({ transport: { jsonTransport: true }, from: 'Northstar <hello@northstar.app>' })
	const { id } = await mailer.send({ to: 'parent@example.com', subject: 'Your code', text: 'Code: 123456', html: '<p>123456</p>', tag: 'sign-in-code' })
	expect(id).toMatch(/@/)
})

test('the Resend mailer posts the message to the API with the key', async () => {
	const { createResendMailer } = await import('#app/lib/mail')
	const calls: Array<{ url: string; init: RequestInit }> = []
	const mailer = createResendMailer({
		apiKey: 're_test',
		from: 'Northstar <hello@northstar.app>',
		fetch: (async (url: string, init: RequestInit) => {
			calls.push({ url, init })
			return Response.json({ id: 'email_1' })
		}) as unknown as typeof fetch,
	})
	expect(await mailer.send({ to: 'a@b.co', subject: 'Hi', text: 'Hello' })).toEqual({ id: 'email_1' })
	expect(calls[0]!.url).toBe('https://api.resend.com/emails')
	expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer re_test')
	expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ to: ['a@b.co'], subject: 'Hi', text: 'Hello' })
})

test('the Resend mailer posts to RESEND_BASE_URL when it is set (a loopback stand-in in the Worker tests)', async () => {
	const { createResendMailer } = await import('#app/lib/mail')
	const urls: string[] = []
	const mailer = createResendMailer({
		apiKey: 're_test',
		from: 'Northstar <hello@northstar.app>',
		baseUrl: 'http://127.0.0.1:4010/',
		fetch: (async (url: string) => {
			urls.push(url)
			return Response.json({ id: 'email_2' })
		}) as unknown as typeof fetch,
	})
	await mailer.send({ to: 'a@b.co', subject: 'Hi', text: 'Hello' })
	expect(urls).toEqual(['http://127.0.0.1:4010/emails'])
})
