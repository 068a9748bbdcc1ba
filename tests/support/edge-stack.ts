import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { and, eq } from 'drizzle-orm'
import webpush from 'web-push'
import { createDatabase, type Database } from '#app/lib/db/client'
import { jobRuns } from '#app/lib/db/schema'
import { parseEnv } from '#app/lib/env'
import { createUserSession } from '#app/lib/session.server'
import { startLibsqlStandIn, type LibsqlStandIn } from './libsql-stand-in'
import { startMailStandIn, type MailStandIn } from './mail-stand-in'
import { startPushStandIn, type PushStandIn } from './push-stand-in'
import { rootDir } from './node-host'
import { startWorkerHost, type WorkerHost } from './worker-host'

// The production edge on this machine: the Workers build in workerd (KV and
// R2 from Miniflare) against a libSQL server over HTTP (the test stand-in),
// migrated and seeded by `npm run db:migrate` / `db:seed` with the http://
// URL, as a deployment is, and sending mail through Resend's API (the test
// stand-in). Everything on free loopback ports, in a temp folder, stopped by
// stop().

export const EDGE_SESSION_SECRET = 'edge-test-session-secret-0123456789abcdef'
const DATABASE_AUTH_TOKEN = 'edge-test-database-token'
const RESEND_API_KEY = 're_edge_test_key'

export interface EdgeStack {
	worker: WorkerHost
	origin: string
	/**
	 * Stops the Worker and starts the same build again without its static
	 * assets, over the same KV and R2, with /cdn-cgi/handler/scheduled open:
	 * this Miniflare cannot fire `scheduled` on a Worker with assets
	 * (tests/support/worker-host.ts). `worker` and `origin` then name the new one.
	 */
	restartForCron: () => Promise<void>
	database: LibsqlStandIn
	mail: MailStandIn
	/** A push service on loopback (the Worker may post to it: PUSH_ALLOW_LOOPBACK), and the VAPID keys the Worker signs with. */
	push: PushStandIn
	vapid: { publicKey: string; privateKey: string; subject: string }
	/** The test's own connection to the same database, over HTTP as the Worker's. */
	client: Client
	db: Database
	/** A session for this user, made in the database as sign-in makes one: the `ns_session=…` cookie pair. */
	sessionCookie: (userId: string, currentAccountId?: string | null) => Promise<string>
	/** What `npm run db:migrate` and `db:seed` printed. */
	scriptOutput: string
	stop: () => Promise<void>
}

export async function startEdgeStack(): Promise<EdgeStack> {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-edge-'))
	const database = await startLibsqlStandIn({ file: path.join(dir, 'edge.db'), authToken: DATABASE_AUTH_TOKEN })
	const mail = await startMailStandIn({ apiKey: RESEND_API_KEY })
	const push = await startPushStandIn()
	const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:reminders@northstar.test' }
	// Stopped in the reverse order of their start.
	const stopped: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true, force: true }), () => database.close(), () => mail.close(), () => push.close()]
	const stop = async () => {
		for (const step of stopped.splice(0).reverse()) await step()
	}
	try {
		const databaseEnv = { DATABASE_URL: database.url, DATABASE_AUTH_TOKEN, DATA_DIR: dir, SESSION_SECRET: EDGE_SESSION_SECRET }
		let scriptOutput = await runNpm(['run', 'db:migrate'], databaseEnv)
		scriptOutput += await runNpm(['run', 'db:seed'], databaseEnv)
		const persistDir = path.join(dir, 'miniflare')
		const vars = () => ({
			DATABASE_URL: database.url,
			DATABASE_AUTH_TOKEN,
			SESSION_SECRET: EDGE_SESSION_SECRET,
			RESEND_API_KEY,
			RESEND_BASE_URL: mail.url,
			VAPID_PUBLIC_KEY: vapid.publicKey,
			VAPID_PRIVATE_KEY: vapid.privateKey,
			VAPID_SUBJECT: vapid.subject,
			PUSH_ALLOW_LOOPBACK: 'true',
		})
		let worker = await startWorkerHost({ vars, persistDir })
		stopped.push(() => worker.stop())
		const client = createClient({ url: database.url, authToken: DATABASE_AUTH_TOKEN })
		stopped.push(async () => client.close())
		const db = createDatabase(client)
		const stack: EdgeStack = {
			get worker() {
				return worker
			},
			get origin() {
				return worker.origin
			},
			async restartForCron() {
				await worker.stop()
				worker = await startWorkerHost({ vars, persistDir, testScheduled: true, withoutAssets: true })
			},
			database,
			mail,
			push,
			vapid,
			client,
			db,
			async sessionCookie(userId, currentAccountId = null) {
				const env = parseEnv({ BASE_URL: worker.origin, DATABASE_URL: database.url, SESSION_SECRET: EDGE_SESSION_SECRET })
				const { setCookie } = await createUserSession({ env, db, now: () => new Date() }, userId, { currentAccountId })
				return setCookie.split(';')[0]!
			},
			scriptOutput,
			stop,
		}
		return stack
	} catch (error) {
		await stop()
		throw error
	}
}

/**
 * Fires the Worker's `scheduled` handler as a Cron Trigger would, for `cron`
 * (a line of wrangler.toml's [triggers]) at `time`.
 */
export async function triggerCron(stack: EdgeStack, cron: string, time: Date) {
	const url = new URL('/cdn-cgi/handler/scheduled', stack.origin)
	url.searchParams.set('cron', cron)
	url.searchParams.set('time', String(time.getTime()))
	const response = await fetch(url)
	return { status: response.status, body: await response.text() }
}

/** The job run a Cron Trigger started, once it has finished (the Worker runs it after answering, in waitUntil). */
export async function settledRun(stack: EdgeStack, job: string, runKey: string) {
	for (let tries = 0; tries < 100; tries++) {
		const [run] = await stack.db.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)))
		if (run && run.status !== 'running') return run
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${job} ${runKey} did not finish`)
}

/** `npm …` in the repository, asynchronously: the database stand-in answers from this very process. */
function runNpm(args: string[], env: Record<string, string>): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn('npm', args, { cwd: rootDir, env: { ...process.env, BASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
		let output = ''
		child.stdout.on('data', (chunk) => (output += chunk))
		child.stderr.on('data', (chunk) => (output += chunk))
		child.on('error', reject)
		child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm ${args.join(' ')} exited with ${code}:\n${output}`))))
	})
}
