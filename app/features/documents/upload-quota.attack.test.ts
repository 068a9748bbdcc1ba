import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'
import { bootstrapFamily } from '../../../tests/support/node-host'
import { DOCUMENT_QUOTA_BYTES } from './documents'
import { samplePdf } from './sample-files'

// Filling the vault past its quota by sending many uploads at once, against
// the real Node host. The account is filled (one row, no file) to three
// uploads short of its quota; then 24 uploads go out together. Whatever the
// timing, the account never holds more than its quota: at most three are
// stored, the rest are told the vault is full, and nothing is a 500.

const UPLOAD_BYTES = 1024 * 1024
const ROOM_FOR = 3
const AT_ONCE = 24
let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

async function withDatabase<T>(run: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
	const client = createClient({ url: `file:${path.join(server.dataDir, 'northstar.db')}` })
	try {
		await client.execute('PRAGMA busy_timeout = 5000')
		return await run(client)
	} finally {
		client.close()
	}
}

function upload(browser: Browser, accountId: string, n: number) {
	const bytes = new Uint8Array(UPLOAD_BYTES)
	bytes.set(samplePdf)
	const form = new FormData()
	form.set('file', new File([bytes], `scan-${n}.pdf`, { type: 'application/pdf' }))
	form.set('title', `Scan ${n}`)
	form.set('kind', 'other')
	return browser.request(`/a/${accountId}/documents/upload`, { method: 'POST', body: form, headers: { accept: 'application/json' } })
}

test(`${AT_ONCE} uploads at once with room for ${ROOM_FOR}: the account never holds more than its quota`, async () => {
	const family = await bootstrapFamily(server.origin, 'quota')
	const browser = new Browser(server.origin)
	browser.cookies.set(...(family.cookie.split('=') as [string, string]))
	await withDatabase((client) =>
		client.execute({
			sql: `INSERT INTO documents (id, account_id, title, file_name, kind, content_type, size, storage_key, created_at, updated_at)
				VALUES (?, ?, 'Old scans', 'scans.pdf', 'other', 'application/pdf', ?, ?, 0, 0)`,
			args: [`filler${Date.now()}`, family.accountId, DOCUMENT_QUOTA_BYTES - ROOM_FOR * UPLOAD_BYTES, `accounts/${family.accountId}/documents/filler`],
		}),
	)

	const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => upload(browser, family.accountId, n)))
	const statuses = answers.map((response) => response.status)
	const bodies = (await Promise.all(answers.map((response) => response.json()))) as Array<{ ok: boolean; message: string }>

	expect(statuses.filter((status) => status !== 201 && status !== 409), 'every answer is stored or refused').toEqual([])
	expect(statuses.filter((status) => status === 201)).toHaveLength(ROOM_FOR)
	for (const body of bodies.filter((body) => !body.ok)) expect(body.message).toMatch(/vault is full/)

	await withDatabase(async (client) => {
		const [row] = (await client.execute({ sql: 'SELECT SUM(size) AS total, COUNT(*) AS count FROM documents WHERE account_id = ?', args: [family.accountId] })).rows
		expect(Number(row!.total)).toBeLessThanOrEqual(DOCUMENT_QUOTA_BYTES)
		expect(Number(row!.count)).toBe(ROOM_FOR + 1)
	})
	// Every refused upload left nothing behind: the files on disk are the stored documents'.
	const dir = path.join(server.dataDir, 'uploads', 'accounts', family.accountId, 'documents')
	const files = existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.meta.json')) : []
	expect(files).toHaveLength(ROOM_FOR)
}, 120_000)
