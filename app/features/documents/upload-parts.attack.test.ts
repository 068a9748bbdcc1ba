import { afterAll, beforeAll, expect, test } from 'vitest'
import { concatBytes } from '#app/lib/bytes'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { bootstrapFamily } from '../../../tests/support/node-host'
import { MAX_UPLOAD_PARTS, uploadStatuses } from './documents'
import { samplePdf } from './sample-files'

// An upload whose shape, not its size, is the attack, against the real Node
// host. The body limit (20 MB and room for the form around the file) bounds
// the bytes; a multipart parser's work is per part and per header line.
// Measured with the platform's parser: 300,000 empty parts (16 MB) were stored
// after 1.7 s of a worker, one part of five million header lines after 5.5 s,
// where one 20 MB file costs about 0.4 s. A first bound counted the parts in
// front of that parser, and a review got around it by writing the boundary in
// the Content-Type so that the two read it differently. Uploading takes a
// member with write access to the vault: one family's member slowing every
// family on the worker. The body is now read by our own strict parser
// (multipart.ts, decision 055).

const BOUNDARY = 'nsb'
const BUDGET_MS = 1_500
let server: AttackHost
let browser: Browser
let accountId: string

beforeAll(async () => {
	server = await startAttackHost()
	const family = await bootstrapFamily(server.origin, 'parts')
	accountId = family.accountId
	browser = new Browser(server.origin)
	browser.cookies.set(...(family.cookie.split('=') as [string, string]))
	await upload(multipart({})) // the first upload pays for loading the code
}, 240_000)
afterAll(() => server?.stop())

const encoder = new TextEncoder()

/** A body as an attacker writes it: the upload form's own file, title and kind, and what is asked for around them. */
function multipart({ boundary = BOUNDARY, extraParts = 0, fileHeaders = '', preamble = '' }: { boundary?: string; extraParts?: number; fileHeaders?: string; preamble?: string }) {
	const field = (name: string, value = '') => encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
	const head = encoder.encode(
		`${preamble}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n${fileHeaders}Content-Type: application/pdf\r\n\r\n`,
	)
	const extra = field('x')
	const pieces = [head, samplePdf, encoder.encode('\r\n'), field('title', 'Scan'), field('kind', 'other'), ...Array.from({ length: extraParts }, () => extra)]
	pieces.push(encoder.encode(`--${boundary}--\r\n`))
	return concatBytes(pieces)
}

async function upload(body: Uint8Array<ArrayBuffer>, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
	const started = performance.now()
	const response = await browser.request(`/a/${accountId}/documents/upload`, { method: 'POST', body, headers: { accept: 'application/json', 'content-type': contentType } })
	const answer = (await response.json()) as { ok: boolean; message: string }
	return { status: response.status, ...answer, ms: performance.now() - started }
}

async function expectRefusedAtOnce(label: string, body: Uint8Array<ArrayBuffer>, contentType?: string) {
	const answer = await upload(body, contentType)
	expect(answer.status, label).toBe(400)
	expect(answer.message, label).toBe(uploadStatuses.unreadable)
	expect(answer.ms, label).toBeLessThan(BUDGET_MS)
}

test('an upload of 300,000 empty parts is refused at once', async () => {
	await expectRefusedAtOnce('300,000 parts', multipart({ extraParts: 300_000 }))
}, 60_000)

test('a boundary written to be read two ways is refused, not read one way by the check and another by a parser', async () => {
	// Each got 300,000 parts past the first bound, stored after about 2 s.
	const body = multipart({ boundary: 'Y', extraParts: 300_000 })
	for (const contentType of [
		'multipart/form-data; boundary=X, multipart/form-data; boundary=Y',
		'multipart/form-data; boundary =X; boundary=Y',
		'multipart/form-data; boundary="Y',
		'multipart/form-data; boundary=Y; charset=utf-8',
	]) {
		await expectRefusedAtOnce(contentType, body, contentType)
	}
}, 60_000)

test('a part of five million header lines, or a body that never ends its headers, is refused at once', async () => {
	await expectRefusedAtOnce('header lines', multipart({ fileHeaders: 'a:\r\n'.repeat(5_000_000) }))
	const unended = new Uint8Array(20 * 1024 * 1024).fill(13)
	unended.set(encoder.encode(`--${BOUNDARY}\r\n`))
	await expectRefusedAtOnce('\\r after the first delimiter', unended)
}, 60_000)

test('a boundary of dashes after 20 MB of dashes is refused at once', async () => {
	// workerd's parser searched for it naively: 2.4 s.
	const boundary = `${'-'.repeat(69)}x`
	await expectRefusedAtOnce('a preamble of dashes', multipart({ boundary, preamble: '-'.repeat(20 * 1024 * 1024) }), `multipart/form-data; boundary=${boundary}`)
}, 60_000)

test(`the upload form's own fields, and a few more, are still stored`, async () => {
	expect((await upload(multipart({ extraParts: MAX_UPLOAD_PARTS - 3 }))).status).toBe(201)
	expect((await upload(multipart({ extraParts: MAX_UPLOAD_PARTS - 2 }))).message).toBe(uploadStatuses.unreadable)
}, 60_000)
