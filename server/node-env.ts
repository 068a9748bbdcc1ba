import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { EnvError, parseEnv, type Env } from '#app/lib/env'

// Settings only the Node host reads; the app's own settings are parsed by
// app/lib/env.ts from the same process.env, with Node-friendly defaults.

const NodeHostSchema = z.object({
	PORT: z.coerce
		.number({ error: 'expected a port number' })
		.int('expected a whole number')
		.min(0, 'expected a port from 0 to 65535')
		.max(65535, 'expected a port from 0 to 65535')
		.default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	/**
	 * How many proxies stand in front of this host (a load balancer, nginx, a CDN). The client's
	 * address is read from X-Forwarded-For through exactly that many hops, and the scheme from
	 * X-Forwarded-Proto; 0 (the default) trusts no header a client could send.
	 */
	TRUST_PROXY: z.coerce
		.number({ error: 'expected a number of proxy hops' })
		.int('expected a whole number of proxy hops')
		.min(0, 'expected 0 or more proxy hops')
		.max(10, 'expected at most 10 proxy hops')
		.default(0),
	/**
	 * Worker processes serving requests (server/cluster.ts, decision 038): one per core unless told;
	 * 1 serves from a single process, as `npm run dev` always does.
	 */
	WEB_CONCURRENCY: z.preprocess(
		(value) => (value === '' ? undefined : value),
		z.coerce
			.number({ error: 'expected a number of worker processes' })
			.int('expected a whole number of worker processes')
			.min(1, 'expected 1 or more worker processes')
			.max(64, 'expected at most 64 worker processes')
			.optional(),
	),
	DATA_DIR: z.string().default('./data'),
	UPLOAD_DIR: z.string().optional(),
	MAIL_OUTBOX_DIR: z.string().optional(),
})

export interface NodeHostSettings {
	port: number
	host: string
	trustProxy: number
	/** Worker processes to serve with: WEB_CONCURRENCY, else the number of cores. */
	webConcurrency: number
	dataDir: string
	uploadDir: string
	outboxDir: string
	env: Env
}

export function loadNodeSettings(raw: NodeJS.ProcessEnv = process.env): NodeHostSettings {
	const parsed = NodeHostSchema.safeParse(raw)
	if (!parsed.success) {
		const lines = parsed.error.issues.map(
			(issue) => `  ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(raw[String(issue.path[0])])})`,
		)
		throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
	}
	const { PORT, HOST, DATA_DIR, TRUST_PROXY } = parsed.data
	const dataDir = path.resolve(DATA_DIR)
	mkdirSync(dataDir, { recursive: true })
	const env = parseEnv({
		DATABASE_URL: `file:${path.join(dataDir, 'northstar.db')}`,
		BASE_URL: `http://localhost:${PORT}`,
		SESSION_SECRET: raw.SESSION_SECRET || localSessionSecret(dataDir),
		...withoutEmpty(raw),
	})
	return {
		port: PORT,
		host: HOST,
		trustProxy: TRUST_PROXY,
		webConcurrency: parsed.data.WEB_CONCURRENCY ?? availableParallelism(),
		dataDir,
		uploadDir: path.resolve(parsed.data.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
		outboxDir: path.resolve(parsed.data.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
		env,
	}
}

function withoutEmpty(raw: NodeJS.ProcessEnv) {
	return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''))
}

/**
 * The embedded default needs no configuration: a random session secret is made
 * on first start and kept beside the database, so sessions survive restarts.
 */
function localSessionSecret(dataDir: string): string {
	const file = path.join(dataDir, '.session-secret')
	if (existsSync(file)) return readFileSync(file, 'utf8').trim()
	const secret = randomBytes(32).toString('hex')
	writeFileSync(file, secret, { mode: 0o600 })
	return secret
}
