import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'libsql'

// A TEST STAND-IN for a libSQL server (sqld / Turso), never a product part:
// it answers the part of Hrana over HTTP (protocol version 2, JSON) that
// `@libsql/client/web` and `@libsql/client` send for an `http://` URL —
// `POST /v2/pipeline` with execute, batch (with its step conditions),
// sequence, store_sql, close_sql, get_autocommit and close — over one libSQL
// file, on a loopback port a test chooses. tests/worker/README.md says why it
// exists (no sqld package could be installed here) and what it leaves out.
//
// As on sqld, a stream (what a baton names) is its own connection: a
// transaction left open across requests holds the file, and the other
// streams' requests wait for it instead of failing with SQLITE_BUSY. A stream
// idle for STREAM_IDLE_MS is rolled back and closed, as sqld expires batons.

const STREAM_IDLE_MS = 10_000

type HranaValue =
	| { type: 'null' }
	| { type: 'integer'; value: string }
	| { type: 'float'; value: number }
	| { type: 'text'; value: string }
	| { type: 'blob'; base64: string }

interface HranaStmt {
	sql?: string
	sql_id?: number
	args?: HranaValue[]
	named_args?: Array<{ name: string; value: HranaValue }>
	want_rows?: boolean
}

type HranaCond =
	| { type: 'ok' | 'error'; step: number }
	| { type: 'not'; cond: HranaCond }
	| { type: 'and' | 'or'; conds: HranaCond[] }
	| { type: 'is_autocommit' }

type StreamRequest =
	| { type: 'close' }
	| { type: 'execute'; stmt: HranaStmt }
	| { type: 'batch'; batch: { steps: Array<{ condition?: HranaCond | null; stmt: HranaStmt }> } }
	| { type: 'sequence'; sql?: string; sql_id?: number }
	| { type: 'store_sql'; sql_id: number; sql: string }
	| { type: 'close_sql'; sql_id: number }
	| { type: 'get_autocommit' }
	| { type: string }

interface StmtResult {
	cols: Array<{ name: string; decltype: string | null }>
	rows: HranaValue[][]
	affected_row_count: number
	last_insert_rowid: string | null
}

interface Stream {
	db: Database.Database
	sqls: Map<number, string>
	idle: NodeJS.Timeout
}

class HranaError extends Error {
	constructor(
		message: string,
		readonly code: string,
	) {
		super(message)
	}
}

export interface LibsqlStandIn {
	/** http://127.0.0.1:{port}: a DATABASE_URL for the Worker and for `npm run db:migrate`. */
	url: string
	/** Pipeline requests answered so far (a test can check the database was really reached). */
	requests: () => number
	close: () => Promise<void>
}

/**
 * Serves `file` over Hrana/HTTP on a free loopback port. With `authToken`,
 * every request must carry `Authorization: Bearer <authToken>` (401 otherwise),
 * so a test sees that the caller sends the token it was configured with.
 */
export async function startLibsqlStandIn({ file, authToken }: { file: string; authToken?: string }): Promise<LibsqlStandIn> {
	const streams = new Map<string, Stream>()
	// Requests wait here while another stream holds an open transaction.
	let owner: Stream | null = null
	const waiting: Array<() => void> = []
	let answered = 0

	function openStream(): Stream {
		const db = new Database(file)
		db.exec('PRAGMA busy_timeout = 5000')
		db.defaultSafeIntegers(true)
		return { db, sqls: new Map(), idle: setTimeout(() => {}, 0) }
	}

	function closeStream(stream: Stream) {
		clearTimeout(stream.idle)
		if (stream.db.inTransaction) stream.db.exec('ROLLBACK')
		stream.db.close()
		if (owner === stream) releaseOwner()
	}

	function releaseOwner() {
		owner = null
		while (waiting.length && owner === null) waiting.shift()!()
	}

	async function turn(stream: Stream) {
		while (owner !== null && owner !== stream) await new Promise<void>((resolve) => waiting.push(resolve))
	}

	const server = createServer((request, response) => {
		handle(request, response).catch((error: unknown) => {
			sendJson(response, 500, { message: error instanceof Error ? error.message : String(error), code: 'INTERNAL' })
		})
	})

	async function handle(request: IncomingMessage, response: ServerResponse) {
		const path = new URL(request.url ?? '/', 'http://stand-in').pathname
		if (authToken !== undefined && request.headers.authorization !== `Bearer ${authToken}`) {
			return sendJson(response, 401, { message: 'Unauthorized: wrong or missing auth token', code: 'AUTH_JWT_INVALID' })
		}
		if (request.method === 'GET' && (path === '/v2' || path === '/health' || path === '/')) return sendText(response, 200, 'ok')
		if (request.method !== 'POST' || path !== '/v2/pipeline') return sendText(response, 404, 'Not found')

		const body = JSON.parse(await readBody(request)) as { baton?: string | null; requests: StreamRequest[] }
		let stream: Stream
		if (body.baton) {
			const found = streams.get(body.baton)
			if (!found) return sendJson(response, 400, { message: 'Stream not found: the baton is unknown or expired', code: 'STREAM_EXPIRED' })
			streams.delete(body.baton)
			stream = found
		} else {
			stream = openStream()
		}
		clearTimeout(stream.idle)
		await turn(stream)

		let closed = false
		const results = body.requests.map((item) => {
			if (closed) return { type: 'error', error: { message: 'The stream is closed', code: 'STREAM_CLOSED' } }
			try {
				const answer = run(stream, item)
				if (item.type === 'close') closed = true
				return { type: 'ok', response: answer }
			} catch (error) {
				return { type: 'error', error: errorOf(error) }
			}
		})
		answered++

		let baton: string | null = null
		if (closed) {
			closeStream(stream)
		} else {
			baton = randomBytes(12).toString('base64url')
			streams.set(baton, stream)
			stream.idle = setTimeout(() => {
				streams.delete(baton!)
				closeStream(stream)
			}, STREAM_IDLE_MS)
			stream.idle.unref()
			if (stream.db.inTransaction) owner = stream
			else if (owner === stream) releaseOwner()
		}
		sendJson(response, 200, { baton, base_url: null, results })
	}

	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		requests: () => answered,
		async close() {
			for (const stream of streams.values()) closeStream(stream)
			streams.clear()
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}

function run(stream: Stream, request: StreamRequest): Record<string, unknown> {
	switch (request.type) {
		case 'close':
			return { type: 'close' }
		case 'execute': {
			const { stmt } = request as Extract<StreamRequest, { type: 'execute' }>
			return { type: 'execute', result: execute(stream, stmt) }
		}
		case 'batch': {
			const { batch } = request as Extract<StreamRequest, { type: 'batch' }>
			const stepResults: Array<StmtResult | null> = []
			const stepErrors: Array<ReturnType<typeof errorOf> | null> = []
			batch.steps.forEach((step, index) => {
				stepResults[index] = null
				stepErrors[index] = null
				if (step.condition && !holds(step.condition, stream, stepResults, stepErrors)) return
				try {
					stepResults[index] = execute(stream, step.stmt)
				} catch (error) {
					stepErrors[index] = errorOf(error)
				}
			})
			return { type: 'batch', result: { step_results: stepResults, step_errors: stepErrors } }
		}
		case 'sequence': {
			const { sql, sql_id } = request as Extract<StreamRequest, { type: 'sequence' }>
			stream.db.exec(sqlText(stream, { sql, sql_id }))
			return { type: 'sequence' }
		}
		case 'store_sql': {
			const { sql_id, sql } = request as Extract<StreamRequest, { type: 'store_sql' }>
			stream.sqls.set(sql_id, sql)
			return { type: 'store_sql' }
		}
		case 'close_sql': {
			stream.sqls.delete((request as Extract<StreamRequest, { type: 'close_sql' }>).sql_id)
			return { type: 'close_sql' }
		}
		case 'get_autocommit':
			return { type: 'get_autocommit', is_autocommit: !stream.db.inTransaction }
		default:
			// describe and cursors are not sent by the clients this stands in for (tests/worker/README.md).
			throw new HranaError(`The test stand-in does not answer "${request.type}" requests`, 'NOT_SUPPORTED')
	}
}

function holds(cond: HranaCond, stream: Stream, results: Array<StmtResult | null>, errors: Array<unknown>): boolean {
	switch (cond.type) {
		case 'ok': return results[cond.step] != null
		case 'error': return errors[cond.step] != null
		case 'not': return !holds(cond.cond, stream, results, errors)
		case 'and': return cond.conds.every((inner) => holds(inner, stream, results, errors))
		case 'or': return cond.conds.some((inner) => holds(inner, stream, results, errors))
		case 'is_autocommit': return !stream.db.inTransaction
	}
}

function sqlText(stream: Stream, { sql, sql_id }: { sql?: string; sql_id?: number }): string {
	if (sql !== undefined) return sql
	const stored = sql_id === undefined ? undefined : stream.sqls.get(sql_id)
	if (stored === undefined) throw new HranaError(`No SQL text stored under id ${sql_id}`, 'SQL_NOT_FOUND')
	return stored
}

function execute(stream: Stream, stmt: HranaStmt): StmtResult {
	const statement = stream.db.prepare(sqlText(stream, stmt))
	const args = stmt.named_args?.length
		? Object.fromEntries(stmt.named_args.map(({ name, value }) => [name.replace(/^[:@$]/, ''), fromHrana(value)]))
		: (stmt.args ?? []).map(fromHrana)
	const changesBefore = totalChanges(stream.db)
	if (statement.reader) {
		statement.raw(true)
		const cols = statement.columns().map((column) => ({ name: column.name, decltype: column.type }))
		const rows = statement.all(args) as unknown[][]
		const [changes, lastInsertRowid] = stream.db.prepare('SELECT total_changes(), last_insert_rowid()').raw(true).get() as [bigint, bigint]
		return {
			cols,
			rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(toHrana)),
			affected_row_count: Number(changes - changesBefore),
			last_insert_rowid: String(lastInsertRowid),
		}
	}
	const info = statement.run(args)
	return { cols: [], rows: [], affected_row_count: Number(info.changes), last_insert_rowid: String(info.lastInsertRowid) }
}

function totalChanges(db: Database.Database): bigint {
	return (db.prepare('SELECT total_changes()').raw(true).get() as [bigint])[0]
}

function fromHrana(value: HranaValue): unknown {
	switch (value.type) {
		case 'null': return null
		case 'integer': return BigInt(value.value)
		case 'float': return value.value
		case 'text': return value.value
		case 'blob': return Buffer.from(value.base64, 'base64')
	}
}

function toHrana(value: unknown): HranaValue {
	if (value === null || value === undefined) return { type: 'null' }
	if (typeof value === 'bigint') return { type: 'integer', value: String(value) }
	if (typeof value === 'number') return { type: 'float', value }
	if (typeof value === 'string') return { type: 'text', value }
	if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') }
	throw new HranaError(`A value of type ${typeof value} cannot be sent`, 'INTERNAL')
}

function errorOf(error: unknown): { message: string; code: string } {
	if (error instanceof HranaError) return { message: error.message, code: error.code }
	const { message, code } = error as { message?: string; code?: string }
	return { message: message ?? String(error), code: typeof code === 'string' ? code : 'SQLITE_ERROR' }
}

function readBody(request: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
		request.on('error', reject)
	})
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
	response.writeHead(status, { 'content-type': 'application/json' })
	response.end(JSON.stringify(body))
}

function sendText(response: ServerResponse, status: number, body: string) {
	response.writeHead(status, { 'content-type': 'text/plain' })
	response.end(body)
}
