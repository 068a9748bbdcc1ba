import { createRequire } from 'node:module'
import {
	LibsqlError,
	type Client,
	type InArgs,
	type InStatement,
	type InValue,
	type Replicated,
	type ResultSet,
	type Row,
	type Transaction,
	type TransactionMode,
	type Value,
} from '@libsql/client'

// The libSQL client for a local file, as `@libsql/client` is, with two
// differences that a profile of a signed-in render asked for (issue 27,
// decision 047). `@libsql/client` prepares every statement anew and builds
// each row with a defineProperty per value and per column name: together
// about a sixth of a render's CPU. Here each connection keeps its prepared
// statements, keyed by their SQL (drizzle writes the same SQL for the same
// query, values go as arguments), and a statement's rows share one shape
// made once. What callers see is the same: rows indexable and named, the
// names enumerable and the indexes not, integers as numbers (a RangeError
// past 2^53), blobs as ArrayBuffers, SQLite errors as LibsqlError, and a
// transaction on a connection of its own. server/libsql-file-client.test.ts
// holds the two clients to the same answers.

const require = createRequire(import.meta.url)
// The native binding `@libsql/client` itself uses (better-sqlite3's API).
const Database = require('libsql') as LibsqlDatabaseConstructor

interface LibsqlStatement {
	readonly reader: boolean
	raw(raw?: boolean): LibsqlStatement
	safeIntegers(toggle?: boolean): LibsqlStatement
	columns(): Array<{ name: string; type: string | null }>
	all(args: unknown): unknown[][]
	run(args: unknown): { changes: number; lastInsertRowid: number | bigint }
}
interface LibsqlDatabase {
	readonly inTransaction: boolean
	readonly open: boolean
	prepare(sql: string): LibsqlStatement
	exec(sql: string): void
	close(): void
}
interface LibsqlDatabaseConstructor {
	new (path: string): LibsqlDatabase
	SqliteError: new (...args: never[]) => Error & { code: string; rawCode?: number }
}

/** A connection is kept at most this many statements; SQL past it is prepared for its one use. */
const STATEMENTS_KEPT = 500
/** Connections handed back by finished transactions, kept (with their statements) for the next. */
const IDLE_CONNECTIONS_KEPT = 2

interface Prepared {
	statement: LibsqlStatement
	/** Null for a statement that returns no rows (an insert without `returning`, DDL, …). */
	shape: RowShape | null
	/**
	 * The arguments it was first run with: their number, or their names.
	 * SQLite keeps a statement's bindings between runs, so a call with fewer
	 * arguments than the last would run with the last caller's values in the
	 * slots it left out; it gets a statement of its own instead, whose unbound
	 * slots are NULL as with `@libsql/client`.
	 */
	arity: string
}

interface RowShape {
	columns: string[]
	columnTypes: string[]
	make(values: Value[]): Row
}

/** Bumped by any schema change made through the client: every connection then prepares its statements again. */
interface SchemaGeneration {
	value: number
}

class Connection {
	readonly #statements = new Map<string, Prepared>()
	#generation: number
	constructor(
		readonly db: LibsqlDatabase,
		private readonly schema: SchemaGeneration,
	) {
		this.#generation = schema.value
	}

	prepare(sql: string, arity: string): Prepared {
		if (this.#generation !== this.schema.value) {
			this.#statements.clear()
			this.#generation = this.schema.value
		}
		const kept = this.#statements.get(sql)
		if (kept?.arity === arity) return kept
		const statement = this.db.prepare(sql)
		statement.safeIntegers(true)
		let shape: RowShape | null = null
		if (statement.reader) {
			statement.raw(true)
			shape = shapeOf(statement)
		}
		const prepared = { statement, shape, arity }
		if (!kept && this.#statements.size < STATEMENTS_KEPT) this.#statements.set(sql, prepared)
		return prepared
	}

	/** A schema change: this connection and the client's others prepare their statements again. */
	schemaChanged() {
		this.schema.value++
	}
}

function shapeOf(statement: LibsqlStatement): RowShape {
	const columns = statement.columns()
	return rowShape(
		columns.map((column) => column.name),
		columns.map((column) => column.type ?? ''),
	)
}

/**
 * A row is an object whose own enumerable properties are its column names
 * (the first of a repeated name wins, as in libSQL), with its values by
 * index and its `length` on a prototype made once per statement.
 */
class RowValues {
	readonly #values: Value[]
	constructor(values: Value[]) {
		this.#values = values
	}
	static valueAt(row: RowValues, index: number) {
		return row.#values[index]
	}
}

function rowShape(columns: string[], columnTypes: string[]): RowShape {
	const Shaped = class extends RowValues {}
	const named: Array<[string, number]> = []
	columns.forEach((name, index) => {
		Object.defineProperty(Shaped.prototype, index, {
			get(this: RowValues) {
				return RowValues.valueAt(this, index)
			},
		})
		// As in libSQL, a name the row already has (`length`, an index) does not name a value.
		if (name === 'length' || (INDEX.test(name) && Number(name) < columns.length)) return
		if (!named.some(([seen]) => seen === name)) named.push([name, index])
	})
	Object.defineProperty(Shaped.prototype, 'length', { value: columns.length })
	// Assigning `__proto__` would set the prototype: a column called that is defined instead (rare, and slower).
	const defineNames = named.some(([name]) => name === '__proto__')
	return {
		columns,
		columnTypes,
		make(values) {
			const row = new Shaped(values) as unknown as Record<string, Value>
			if (defineNames) for (const [name, index] of named) Object.defineProperty(row, name, { value: values[index], enumerable: true, configurable: true, writable: true })
			else for (const [name, index] of named) row[name] = values[index]!
			return row as unknown as Row
		},
	}
}

const INDEX = /^(0|[1-9]\d*)$/

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)
const MIN_INTEGER = -(2n ** 63n)
const MAX_INTEGER = 2n ** 63n - 1n

function valueFromSql(value: unknown): Value {
	if (typeof value === 'bigint') {
		if (value < MIN_SAFE || value > MAX_SAFE) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
		return Number(value)
	}
	if (value instanceof Uint8Array) return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer
	return value as Value
}

function valueToSql(value: InValue): unknown {
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
		return value
	}
	if (typeof value === 'bigint') {
		if (value < MIN_INTEGER || value > MAX_INTEGER) throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument')
		return value
	}
	if (typeof value === 'boolean') return value ? 1 : 0
	if (value instanceof ArrayBuffer) return Buffer.from(value)
	if (value instanceof Date) return value.valueOf()
	if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
	return value
}

function argsToSql(args: InArgs | undefined): unknown {
	if (args === undefined) return []
	if (Array.isArray(args)) return args.map(valueToSql)
	const named: Record<string, unknown> = {}
	for (const name in args) {
		const bare = name[0] === '@' || name[0] === '$' || name[0] === ':' ? name.slice(1) : name
		named[bare] = valueToSql(args[name]!)
	}
	return named
}

function normalize(statement: InStatement | [string, InArgs?], args?: InArgs): { sql: string; args?: InArgs } {
	if (typeof statement === 'string') return { sql: statement, args }
	if (Array.isArray(statement)) return { sql: statement[0], args: statement[1] }
	return statement
}

function libsqlError(error: unknown): unknown {
	return error instanceof Database.SqliteError ? new LibsqlError(error.message, error.code, error.rawCode, error) : error
}

class FileResultSet implements ResultSet {
	constructor(
		readonly columns: string[],
		readonly columnTypes: string[],
		readonly rows: Row[],
		readonly rowsAffected: number,
		readonly lastInsertRowid: bigint | undefined,
	) {}
	toJSON() {
		return {
			columns: this.columns,
			columnTypes: this.columnTypes,
			rows: this.rows.map((row) => Array.from({ length: row.length }, (_, index) => jsonValue(row[index]!))),
			rowsAffected: this.rowsAffected,
			lastInsertRowid: this.lastInsertRowid === undefined ? null : String(this.lastInsertRowid),
		}
	}
}

function jsonValue(value: Value) {
	if (typeof value === 'bigint') return String(value)
	if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64')
	return value
}

/**
 * A schema change can change what a kept `select *` returns, so the client's
 * connections prepare their statements again after one made through it.
 * Another process's change is caught when a row's width no longer matches.
 */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

function run(connection: Connection, statement: { sql: string; args?: InArgs }): ResultSet {
	try {
		const args = argsToSql(statement.args)
		const prepared = connection.prepare(statement.sql, Array.isArray(args) ? String(args.length) : Object.keys(args as object).sort().join())
		if (!prepared.shape) {
			const info = prepared.statement.run(args)
			if (SCHEMA_CHANGE.test(statement.sql)) connection.schemaChanged()
			return new FileResultSet([], [], [], info.changes, BigInt(info.lastInsertRowid))
		}
		const values = prepared.statement.all(args)
		// Another process changed the schema under a kept `select *`: SQLite prepared it again, so its columns are asked again.
		if (values.length > 0 && values[0]!.length !== prepared.shape.columns.length) prepared.shape = shapeOf(prepared.statement)
		const shape = prepared.shape
		const rows = values.map((row) => {
			for (let index = 0; index < row.length; index++) row[index] = valueFromSql(row[index])
			return shape.make(row as Value[])
		})
		// As `@libsql/client`: a statement that returns rows says nothing of rows changed.
		return new FileResultSet(shape.columns, shape.columnTypes, rows, 0, undefined)
	} catch (error) {
		throw libsqlError(error)
	}
}

/** Runs several statements at once (`executeMultiple`); they may change the schema, so statements are prepared again after. */
function runScript(connection: Connection, sql: string) {
	try {
		connection.db.exec(sql)
	} catch (error) {
		throw libsqlError(error)
	} finally {
		connection.schemaChanged()
	}
}

function beginStatement(mode: TransactionMode) {
	if (mode === 'write') return 'BEGIN IMMEDIATE'
	if (mode === 'read') return 'BEGIN TRANSACTION READONLY'
	if (mode === 'deferred') return 'BEGIN DEFERRED'
	throw new RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"')
}

/** Runs statements in one transaction on the connection; any failure rolls all of them back. */
function inTransaction<Result>(connection: Connection, mode: TransactionMode, body: () => Result): Result {
	try {
		run(connection, { sql: beginStatement(mode) })
		const result = body()
		run(connection, { sql: 'COMMIT' })
		return result
	} finally {
		if (connection.db.inTransaction) run(connection, { sql: 'ROLLBACK' })
	}
}

export interface FileClientOptions {
	/** Run on every connection as it opens (a file client opens another for each transaction it hands out). */
	onConnect?: (execute: (sql: string) => void) => void
}

/** The path `libsql` opens for a `file:` URL (`file:relative.db`, `file:/abs.db`, `file:///abs.db`, `file::memory:`). */
export function fileUrlPath(url: string): string {
	if (!url.startsWith('file:')) throw new LibsqlError(`Not a file: URL: ${JSON.stringify(url)}`, 'URL_INVALID')
	if (url.includes('?') || url.includes('#')) throw new LibsqlError('A file: database URL takes no query parameters or fragment here', 'URL_INVALID')
	let path = url.slice('file:'.length)
	if (path.startsWith('//')) {
		const slash = path.indexOf('/', 2)
		const host = path.slice(2, slash === -1 ? undefined : slash)
		if (host !== '' && host.toLowerCase() !== 'localhost') throw new LibsqlError(`Invalid host in file URL: ${JSON.stringify(host)}`, 'URL_INVALID')
		path = slash === -1 ? '' : path.slice(slash)
	}
	if (path === '') throw new LibsqlError('A file: database URL needs a path', 'URL_INVALID')
	if (path === ':memory:') return path
	try {
		return decodeURIComponent(path)
	} catch {
		throw new LibsqlError(`The path of a file: URL is not valid percent-encoding: ${JSON.stringify(path)}`, 'URL_INVALID')
	}
}

/** A libSQL `Client` for a local file whose connections keep their prepared statements. */
export function createFileClient(url: string, options: FileClientOptions = {}): Client {
	const path = fileUrlPath(url)
	let current: Connection | null = null
	const idle: Connection[] = []
	let closed = false
	const schema: SchemaGeneration = { value: 0 }

	function open(): Connection {
		const connection = new Connection(new Database(path), schema)
		try {
			run(connection, { sql: 'SELECT 1 AS checkThatTheDatabaseCanBeOpened' })
			options.onConnect?.((sql) => void run(connection, { sql }))
		} catch (error) {
			connection.db.close()
			throw error
		}
		return connection
	}

	function connection(): Connection {
		if (closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED')
		current ??= idle.pop() ?? open()
		return current
	}

	/** A finished transaction's connection: kept for the next one, or closed. */
	function handBack(finished: Connection) {
		if (!closed && finished.db.open && !finished.db.inTransaction && idle.length < IDLE_CONNECTIONS_KEPT) idle.push(finished)
		else if (finished.db.open) finished.db.close()
	}

	function closeAll() {
		for (const each of [current, ...idle.splice(0)]) if (each?.db.open) each.db.close()
		current = null
	}

	// `async` throughout: a failure becomes a rejected promise, as with `@libsql/client`.
	const client: Client = {
		async execute(statement: InStatement | string, args?: InArgs) {
			return run(connection(), normalize(statement, args))
		},
		async batch(statements, mode: TransactionMode = 'deferred') {
			const used = connection()
			return inTransaction(used, mode, () =>
				statements.map((statement) => {
					if (!used.db.inTransaction) throw new LibsqlError('The transaction has been rolled back', 'TRANSACTION_CLOSED')
					return run(used, normalize(statement))
				}),
			)
		},
		async migrate(statements) {
			const used = connection()
			try {
				run(used, { sql: 'PRAGMA foreign_keys=off' })
				return inTransaction(used, 'deferred', () =>
					statements.map((statement) => {
						if (!used.db.inTransaction) throw new LibsqlError('The transaction has been rolled back', 'TRANSACTION_CLOSED')
						return run(used, normalize(statement))
					}),
				)
			} finally {
				run(used, { sql: 'PRAGMA foreign_keys=on' })
				used.schemaChanged()
			}
		},
		async transaction(mode: TransactionMode = 'write') {
			const used = connection()
			run(used, { sql: beginStatement(mode) })
			// The connection is the transaction's until it ends; what else runs meanwhile takes another.
			current = null
			return fileTransaction(used, handBack)
		},
		async executeMultiple(sql) {
			const used = connection()
			try {
				runScript(used, sql)
			} finally {
				// A script that failed after its own BEGIN would leave every later request inside that transaction.
				if (used.db.inTransaction) run(used, { sql: 'ROLLBACK' })
			}
		},
		async sync(): Promise<Replicated> {
			throw new LibsqlError('A local file has no replica to sync', 'SYNC_NOT_SUPPORTED')
		},
		close() {
			closed = true
			closeAll()
		},
		async reconnect() {
			closeAll()
			closed = false
			connection()
		},
		get closed() {
			return closed
		},
		protocol: 'file',
	}
	// Opened now, so a file that cannot be opened fails the start, not the first request.
	connection()
	return client
}

function fileTransaction(connection: Connection, handBack: (connection: Connection) => void): Transaction {
	let ended = false
	const end = () => {
		if (ended) return
		ended = true
		handBack(connection)
	}
	const check = () => {
		if (ended || !connection.db.inTransaction) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED')
	}
	return {
		async execute(statement: InStatement) {
			check()
			return run(connection, normalize(statement))
		},
		async batch(statements) {
			return statements.map((statement) => {
				check()
				return run(connection, normalize(statement))
			})
		},
		async executeMultiple(sql) {
			check()
			runScript(connection, sql)
		},
		async rollback() {
			if (ended || !connection.db.inTransaction) return end()
			try {
				run(connection, { sql: 'ROLLBACK' })
			} finally {
				end()
			}
		},
		async commit() {
			check()
			try {
				run(connection, { sql: 'COMMIT' })
			} finally {
				if (!connection.db.inTransaction) end()
			}
		},
		close() {
			if (!ended && connection.db.inTransaction) run(connection, { sql: 'ROLLBACK' })
			end()
		},
		get closed() {
			return ended || !connection.db.inTransaction
		},
	}
}
