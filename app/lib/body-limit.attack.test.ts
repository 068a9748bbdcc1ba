import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sendBig, startAttackHost, type AttackHost } from '../../tests/support/attacker'
import { bodyLimitFor, BODY_LIMITS } from './body-limit'

// Oversized bodies against the real Node host: a 300 MB form declared up
// front, and bodies that never say how long they are (chunked) streamed until
// the host answers. The answer must be a 413 at once — long before the body
// could have been read — and the host's memory must stay flat.

let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

const MiB = 1024 * 1024

/** The host process's resident memory, in MiB. */
function hostRssMiB() {
	const status = readFileSync(`/proc/${server.host.child.pid}/status`, 'utf8')
	return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024
}

test('the limits: 20 MB uploads, 256 KB for the Stripe webhook, 64 KB for the assistant, 1 MB for the rest', () => {
	expect(bodyLimitFor('/a/abc/documents/upload')).toBe(BODY_LIMITS.upload)
	expect(bodyLimitFor('/webhooks/stripe')).toBe(BODY_LIMITS.webhook)
	expect(bodyLimitFor('/assistant/chat')).toBe(BODY_LIMITS.assistant)
	expect(bodyLimitFor('/a/abc/assistant/chat')).toBe(BODY_LIMITS.assistant)
	for (const path of ['/login', '/login.data', '/_serverFn/addTask', '/a/abc/settings', '/a/abc/documents/upload/x']) {
		expect(bodyLimitFor(path)).toBe(BODY_LIMITS.default)
	}
	expect(BODY_LIMITS.default.bytes).toBe(1 * MiB)
	expect(BODY_LIMITS.upload.bytes).toBeGreaterThanOrEqual(20 * MiB)
})

test('a 300 MB form declared up front is refused at once, unread', async () => {
	const answer = await sendBig(server.origin, '/login', { totalBytes: 300 * MiB, declare: true })
	expect(answer.status).toBe(413)
	expect(answer.body).toContain('too large')
	expect(answer.sentBytes).toBeLessThan(32 * MiB)
	expect(answer.ms).toBeLessThan(5_000)
})

test('a chunked body with no length is counted as it arrives and refused just past the limit', async () => {
	const answer = await sendBig(server.origin, '/login', { totalBytes: 300 * MiB, declare: false })
	expect(answer.status).toBe(413)
	expect(answer.sentBytes).toBeLessThan(32 * MiB)
})

test('each route has its own limit; a server function answers in its JSON error shape', async () => {
	const json = await sendBig(server.origin, '/_serverFn/captureEmailLead?createServerFn', { totalBytes: 2 * MiB, declare: false, contentType: 'application/json' })
	expect(json.status).toBe(413)
	expect(JSON.parse(json.body)).toMatchObject({ error: { code: 'payload_too_large', status: 413 } })
	const webhook = await sendBig(server.origin, '/webhooks/stripe', { totalBytes: 300 * 1024, declare: true, contentType: 'application/json' })
	expect(webhook.status, webhook.body).toBe(413)
	const assistant = await sendBig(server.origin, '/assistant/chat', { totalBytes: 100 * 1024, declare: false, contentType: 'application/json' })
	expect(assistant.status, assistant.body).toBe(413)
	const upload = await sendBig(server.origin, '/a/someone/documents/upload', { totalBytes: 25 * MiB, declare: true, contentType: 'multipart/form-data; boundary=x' })
	expect(upload.status, upload.body).toBe(413)
})

test('ten 300 MB bodies at once leave the host as small as it was', async () => {
	const before = hostRssMiB()
	const answers = await Promise.all(
		Array.from({ length: 10 }, (_, n) => sendBig(server.origin, '/login', { totalBytes: 300 * MiB, declare: n % 2 === 0 })),
	)
	expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(413))
	expect(hostRssMiB() - before).toBeLessThan(64)
}, 60_000)

test('the host keeps serving after the refusals', async () => {
	const response = await fetch(`${server.origin}/login`)
	expect(response.status).toBe(200)
})
