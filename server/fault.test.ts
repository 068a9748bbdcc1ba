import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sweepOrphanFiles } from '#app/features/documents/documents.server'
import { bytes } from '#app/features/documents/sample-files'
import { createDatabase } from '#app/lib/db/client'
import { bootstrapFamily, killNodeHost, startNodeHost, stopNodeHost, type StartedHost } from '../tests/support/node-host'
import { ensureNodeBuild } from './build'
import { createDiskFileStore } from './services'

// Crash safety of the Node host («Quality gates»): concurrent writes (tasks,
// college list, document uploads) against the production host with two worker
// processes writing to one database file (decision 038), SIGKILL to all its
// processes while requests are in flight, restart on the same data folder. Every write that
// was answered with success is there; nothing is half-written; the database
// passes PRAGMA integrity_check.
//
// What "half-written" means per kind of write:
// - task: a row is all or nothing (one INSERT); a title appears at most once.
// - list entry: a row for a catalog college (foreign keys hold), at most once per college.
// - document: the bytes are stored before the row is inserted, so a row always
//   has its file (and the file's metadata) at the recorded size. A kill between
//   the two can leave a file without a row: invisible to the family, and only
//   possible for an upload that was never answered with success, and the
//   daily sweep deletes it.

const FAMILIES = 4
const WRITES = 240
const CONCURRENCY = 16
const KILL_AFTER = 180

type Kind = 'task' | 'college' | 'upload'
interface Write {
	kind: Kind
	family: number
	label: string
	collegeId?: string
	outcome?: 'ok' | 'refused' | 'unanswered'
	status?: number
	documentId?: string
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-fault-'))
let host: StartedHost | null = null
const databaseUrl = `file:${path.join(dataDir, 'northstar.db')}`

beforeAll(() => {
	ensureNodeBuild()
}, 300_000)
afterAll(async () => {
	if (host) await stopNodeHost(host)
	rmSync(dataDir, { recursive: true, force: true })
})

async function withDatabase<T>(run: (client: Client) => Promise<T>): Promise<T> {
	const client = createClient({ url: databaseUrl })
	try {
		await client.execute('PRAGMA busy_timeout = 5000')
		return await run(client)
	} finally {
		client.close()
	}
}

/** A small, real, distinct PDF per upload (the vault sniffs the bytes). */
const pdf = (label: string) => bytes(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)

async function send(origin: string, family: { accountId: string; cookie: string }, write: Write): Promise<Response> {
	const headers = { cookie: family.cookie, origin }
	const base = `${origin}/a/${family.accountId}`
	if (write.kind === 'task') {
		return fetch(`${base}/tasks.data`, { method: 'POST', headers, body: new URLSearchParams({ intent: 'create', title: write.label, category: 'applications', owner: 'student', dueDate: '2030-01-15' }) })
	}
	if (write.kind === 'college') {
		return fetch(`${base}/colleges.data`, { method: 'POST', headers, body: new URLSearchParams({ intent: 'add', collegeId: write.collegeId! }) })
	}
	const form = new FormData()
	form.set('file', new File([pdf(write.label)], `${write.label}.pdf`, { type: 'application/pdf' }))
	form.set('title', write.label)
	form.set('kind', 'transcript')
	return fetch(`${base}/documents/upload`, { method: 'POST', headers: { ...headers, accept: 'application/json' }, body: form })
}

test(`${WRITES} concurrent writes, SIGKILL mid-stream, restart: every acknowledged write is there, nothing half-written, integrity ok`, async () => {
	host = startNodeHost({ DATA_DIR: dataDir, ENABLE_TEST_ROUTES: 'true', WEB_CONCURRENCY: '2' })
	let origin = await host.origin
	const families = await Promise.all(Array.from({ length: FAMILIES }, (_, n) => bootstrapFamily(origin, `fault${n}`)))
	const collegeIds = await withDatabase(async (client) => (await client.execute('SELECT id FROM colleges ORDER BY id LIMIT 120')).rows.map((row) => String(row.id)))

	const writes: Write[] = Array.from({ length: WRITES }, (_, n) => {
		const kind: Kind = (['task', 'college', 'upload'] as const)[n % 3]!
		const family = n % FAMILIES
		return { kind, family, label: `fault-${kind}-${n}`, collegeId: kind === 'college' ? collegeIds[n % collegeIds.length] : undefined }
	})

	// Send with CONCURRENCY in flight; after KILL_AFTER answers, SIGKILL the host with requests still open.
	let answered = 0
	let inFlightAtKill = -1
	let workersKilled: number[] = []
	let inFlight = 0
	let next = 0
	const killed = host.exit
	const worker = async () => {
		while (next < writes.length && inFlightAtKill < 0) {
			const write = writes[next++]!
			inFlight++
			try {
				const response = await send(origin, families[write.family]!, write)
				write.status = response.status
				const body = await response.text()
				write.outcome = response.status >= 200 && response.status < 300 ? 'ok' : 'refused'
				if (write.kind === 'upload' && write.outcome === 'ok') write.documentId = (JSON.parse(body) as { document: { id: string } }).document.id
			} catch {
				write.outcome = 'unanswered'
			} finally {
				inFlight--
			}
			if (++answered === KILL_AFTER && inFlightAtKill < 0) {
				inFlightAtKill = inFlight
				workersKilled = killNodeHost(host!)
			}
		}
	}
	await Promise.all(Array.from({ length: CONCURRENCY }, worker))
	expect((await killed).signal).toBe('SIGKILL')
	expect(workersKilled.length, 'the workers were killed with the primary').toBeGreaterThanOrEqual(2)
	const sent = writes.filter((write) => write.outcome)
	const ok = sent.filter((write) => write.outcome === 'ok')
	// Before the kill, every write succeeded: what follows checks real acknowledged writes.
	expect(sent.filter((write) => write.outcome === 'refused').map((write) => `${write.label} → ${write.status}`)).toEqual([])
	expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER - 1)
	expect(inFlightAtKill, 'requests were in flight when the host was killed').toBeGreaterThan(0)

	// The files as the kill left them: SQLite recovers the WAL on open.
	expect(await withDatabase(async (client) => (await client.execute('PRAGMA integrity_check')).rows[0]![0])).toBe('ok')

	host = startNodeHost({ DATA_DIR: dataDir, ENABLE_TEST_ROUTES: 'true', WEB_CONCURRENCY: '2' })
	origin = await host.origin

	await withDatabase(async (client) => {
		expect((await client.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
		expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
		const accountIds = families.map((family) => family.accountId)
		const inFamilies = `(${accountIds.map(() => '?').join(', ')})`

		const titles = (await client.execute({ sql: `SELECT title FROM tasks WHERE account_id IN ${inFamilies} AND title LIKE 'fault-task-%'`, args: accountIds })).rows.map((row) => String(row.title))
		expect(titles.filter((title, index) => titles.indexOf(title) !== index), 'tasks stored twice').toEqual([])
		for (const write of ok.filter((write) => write.kind === 'task')) expect(titles, `acknowledged task ${write.label}`).toContain(write.label)
		for (const title of titles) expect(writes.find((write) => write.label === title)?.outcome, `task ${title} was sent`).toBeDefined()

		const entries = (await client.execute({ sql: `SELECT account_id, college_id FROM list_entries WHERE account_id IN ${inFamilies}`, args: accountIds })).rows.map((row) => `${row.account_id} ${row.college_id}`)
		expect(new Set(entries).size, 'list entries stored twice').toBe(entries.length)
		for (const write of ok.filter((write) => write.kind === 'college')) {
			expect(entries, `acknowledged list entry ${write.label}`).toContain(`${families[write.family]!.accountId} ${write.collegeId}`)
		}

		const documents = (await client.execute({ sql: `SELECT id, size, storage_key FROM documents WHERE account_id IN ${inFamilies}`, args: accountIds })).rows
		const documentIds = documents.map((row) => String(row.id))
		for (const write of ok.filter((write) => write.kind === 'upload')) expect(documentIds, `acknowledged upload ${write.label}`).toContain(write.documentId)
		for (const row of documents) {
			const file = path.join(dataDir, 'uploads', ...String(row.storage_key).split('/'))
			expect(existsSync(file) && statSync(file).size, `the file of document ${row.id}`).toBe(Number(row.size))
			expect(existsSync(`${file}.meta.json`), `the metadata of document ${row.id}`).toBe(true)
		}
		// Files without a row: only from uploads that were never acknowledged.
		const stored = accountIds.flatMap((accountId) => {
			const dir = path.join(dataDir, 'uploads', 'accounts', accountId, 'documents')
			return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.meta.json')) : []
		})
		const orphans = stored.filter((name) => !documentIds.includes(name))
		expect(orphans.length).toBeLessThanOrEqual(writes.filter((write) => write.kind === 'upload' && write.outcome === 'unanswered').length)
	})

	// The restarted host serves what was written: the plan, and an acknowledged upload's bytes.
	const family = families[0]!
	const tasksPage = await fetch(`${origin}/a/${family.accountId}/tasks`, { headers: { cookie: family.cookie } })
	expect(tasksPage.status).toBe(200)
	const upload = ok.find((write) => write.kind === 'upload' && write.family === 0)!
	const download = await fetch(`${origin}/a/${family.accountId}/documents/${upload.documentId}`, { headers: { cookie: family.cookie } })
	expect(download.status).toBe(200)
	expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf(upload.label))
	expect((await stopNodeHost(host)).code).toBe(0)
	host = null

	// The daily sweep, a day later, removes the files the kill left without a row, and only those.
	const uploads = createDiskFileStore(path.join(dataDir, 'uploads'))
	const storedFiles = async () => {
		const keys: string[] = []
		for await (const file of uploads.list('accounts/')) keys.push(file.key)
		return keys.sort()
	}
	await withDatabase(async (client) => {
		const rows = (await client.execute('SELECT storage_key FROM documents')).rows.map((row) => String(row.storage_key)).sort()
		await sweepOrphanFiles({ db: createDatabase(client), files: uploads }, new Date(Date.now() + 86_400_000))
		expect(await storedFiles()).toEqual(rows)
	})
}, 120_000)
