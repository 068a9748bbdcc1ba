import { createServer, STATUS_CODES, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import { Cron } from 'croner'
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createBillingProvider } from '#app/features/billing/provider.server'
import { runScheduledJobs } from '#app/features/jobs/scheduled-jobs.server'
import type { AppServices } from '#app/lib/app-context'
import { createResendMailer } from '#app/lib/mail'
import { logError, scrubEvent } from '#app/lib/redact'
import { securityHeaders } from '#app/lib/security-headers'
import { isDocumentRequest } from '#app/lib/page-cache'
import { serveRequest } from '#app/lib/serve-request'
import { ensureNodeBuild, nodeBuildDir, serverBuildFile } from './build'
import { announce, runClusterWorker, startNodeCluster, workerRole } from './cluster'
import { sendFetchResponse, toFetchRequest } from './express-bridge'
import { createDatabase, openDatabase, prepareDatabase } from './database'
import { loadNodeSettings } from './node-env'
import { createNodePushSender } from './push'
import {
	createDiskFileStore,
	createLruCache,
	createOutboxMailer,
	createPageCacheResponder,
	createSmtpMailer,
} from './services'

// The Node host: the embedded default (DESIGN.md §1). One libSQL file, local
// disk, an in-process cache and scheduler and a mail outbox: no accounts needed.
// `npm start` runs it in one worker process per core (server/cluster.ts,
// decision 038); `npm run dev` and WEB_CONCURRENCY=1 in this one process.

export interface NodeServerOptions {
	/** `npm run dev`: Vite serves the app, with HMR. */
	dev?: boolean
	/**
	 * One worker of the cluster (server/cluster.ts): the primary has built,
	 * migrated and seeded, and announces the address; the scheduled jobs run
	 * only where `scheduler` is set.
	 */
	worker?: { slot: number; scheduler: boolean }
}

export async function startNodeServer(rawEnv: NodeJS.ProcessEnv = process.env, { dev = false, worker }: NodeServerOptions = {}) {
	// `npm run dev` shows sign-in codes on screen: it listens on this machine only unless HOST says otherwise.
	const settings = loadNodeSettings(dev ? { NODE_ENV: 'development', HOST: '127.0.0.1', ...rawEnv } : rawEnv)
	const { env } = settings
	if (!dev && !worker) ensureNodeBuild()

	const client = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
	const db = createDatabase(client)
	const seeded = worker ? null : await prepareDatabase(db, env)

	const reportError = await createErrorReporter(env.SENTRY_DSN, env.SENTRY_ENVIRONMENT ?? env.NODE_ENV)

	const services: AppServices = {
		env,
		db,
		cache: createLruCache(),
		files: createDiskFileStore(settings.uploadDir),
		mail: env.RESEND_API_KEY
			? createResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL })
			: env.SMTP_URL
				? createSmtpMailer({ transport: env.SMTP_URL, from: env.MAIL_FROM })
				: createOutboxMailer({ dir: settings.outboxDir, from: env.MAIL_FROM }),
		push: createNodePushSender(env),
		billing: createBillingProvider(env),
		reportError,
		now: () => new Date(),
	}
	const logAndReport = (error: unknown) => {
		logError('[server]', error)
		reportError(error)
	}
	const pending = new Set<Promise<unknown>>()
	const waitUntil = (promise: Promise<unknown>) => {
		const tracked = promise.catch((error) => reportError(error)).finally(() => pending.delete(tracked))
		pending.add(tracked)
	}

	// The context key and class come from the server build itself, so the host
	// sets exactly what the app reads (DESIGN.md §9). The root middleware adds
	// the nonce, the security headers and the page cache, as on Workers.
	function handlerFor(build: ServerBuild) {
		const { appContext, RouterContextProvider } = build.entry.module as unknown as typeof import('#app/entry.server')
		const handleRequest = createRequestHandler(build, env.NODE_ENV)
		const pageCache = dev ? null : { buildId: build.assets.version }
		return async (req: ExpressRequest, res: ExpressResponse) => {
			const request = toFetchRequest(req, res)
			const response = await serveRequest(request, { env, reportError: logAndReport }, (bounded) => {
				const context = new RouterContextProvider()
				context.set(appContext, { ...services, waitUntil, clientAddress: req.ip ?? null, pageCache, documentRequest: isDocumentRequest(request) })
				return handleRequest(bounded, context)
			})
			await sendFetchResponse(res, response)
		}
	}

	const app = express()
	app.disable('x-powered-by')
	// req.ip and req.protocol read X-Forwarded-For and -Proto through exactly this many proxies.
	app.set('trust proxy', settings.trustProxy)
	// Rendered pages are compressed at zlib level 3 (decision 039): a page is compressed anew for every
	// request. The hashed files come compressed from the build (decision 058); under /assets/ this
	// compresses only what the build did not write, such as the app's 404 page for a missing file.
	const compressFiles = compression()
	const compressPages = compression({ level: 3 })
	app.use((req, res, next) => (req.path.startsWith('/assets/') ? compressFiles : compressPages)(req, res, next))
	const build = dev ? null : ((await import(serverBuildFile)) as ServerBuild)
	// Static files and anything answered outside React Router carry the same
	// headers (without a nonce: no inline script may run there); React Router's
	// answers replace them with their own, nonce included.
	const baseHeaders = securityHeaders(env)
	app.use((_req, res, next) => {
		res.set(baseHeaders)
		next()
	})
	const vite = dev
		? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
		: null
	if (vite) {
		// `npm run dev`: Vite serves modules with HMR; each request loads the current build.
		app.use(vite.middlewares)
		app.all('/{*path}', async (req, res, next) => {
			try {
				const current = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
				await handlerFor(current)(req, res)
			} catch (error) {
				if (error instanceof Error) vite.ssrFixStacktrace(error)
				next(error)
			}
		})
	} else {
		const handler = handlerFor(build!)
		// Hashed file names: safe to keep for a year. Brotli to every browser, as the build wrote it.
		app.use('/assets', servePrecompressedAssets(path.join(nodeBuildDir, 'client/assets')))
		// The other public files are known once the build exists: a page's path is looked up in that
		// list instead of asking the disk for every request (a stat per render, found by `npm run bench:profile`).
		const clientDir = path.join(nodeBuildDir, 'client')
		const publicFiles = listPublicFiles(clientDir)
		// The service worker is asked for anew on every check (issue 26): a stale one would keep stale pages.
		const noCacheFiles = new Set(['sw.js'])
		const servePublicFile = express.static(clientDir, {
			maxAge: '1h',
			index: false,
			redirect: false,
			setHeaders: (res, file) => {
				if (noCacheFiles.has(path.basename(file))) res.setHeader('cache-control', 'no-cache')
			},
		})
		app.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? servePublicFile(req, res, next) : next()))
		app.all('/{*path}', (req, res, next) => handler(req, res).catch(next))
	}
	// React Router answers its own errors; this is for a failure around it. A client's mistake
	// that a static file refuses (a range past its end, a failed If-Match) is said as such, unreported.
	const onError: ErrorRequestHandler = (error, _req, res, next) => {
		if (res.headersSent) return next(error)
		const status = clientErrorStatus(error)
		if (status) {
			res.status(status).set(baseHeaders).set('cache-control', 'no-store').type('text/plain').send(STATUS_CODES[status])
			return
		}
		logAndReport(error)
		res.status(500).set(baseHeaders).set('cache-control', 'no-store').type('text/plain').send('Something went wrong on our side.')
	}
	app.use(onError)

	// Exactly one process runs the scheduled jobs: this one, unless it is a cluster worker other than the first.
	const scheduler = !worker || worker.scheduler
	const jobs = !scheduler ? [] : [
		new Cron('0 13 * * *', { timezone: 'UTC', protect: true }, async () => {
			await runScheduledJobs(services, new Date(), { cadence: 'daily' })
		}),
		new Cron('0 * * * *', { timezone: 'UTC', protect: true }, async () => {
			await runScheduledJobs(services, new Date(), { cadence: 'hourly' })
		}),
	]
	if (worker && scheduler) console.log(`Scheduled jobs run in worker ${worker.slot + 1} (pid ${process.pid}).`)

	// A cached public page is answered before Express and before a Fetch
	// Request is built: that is what lets it keep up with a static file.
	const answerFromPageCache = build ? createPageCacheResponder(services.cache, build.assets.version, { trustProxy: settings.trustProxy }) : null
	// Tests tell the cluster's workers apart by this header (only with the test routes on, never in a deployment).
	const workerHeader = worker && env.ENABLE_TEST_ROUTES ? String(process.pid) : null
	const server: Server = createServer((req, res) => {
		if (workerHeader) res.setHeader('x-northstar-worker', workerHeader)
		if (!answerFromPageCache) return void app(req, res)
		answerFromPageCache(req, res).then(
			(answered) => answered || app(req, res),
			() => app(req, res),
		)
	})
	await new Promise<void>((resolve) => server.listen(settings.port, settings.host, () => resolve()))
	const { port } = server.address() as AddressInfo
	if (!worker) announce(settings, port, seeded!.email)

	let stopping: Promise<void> | null = null
	async function stop() {
		stopping ??= (async () => {
			for (const job of jobs) job.stop()
			await new Promise<void>((resolve) => {
				server.close(() => resolve())
				server.closeIdleConnections()
				// Requests still running after 10 s are cut off.
				setTimeout(() => server.closeAllConnections(), 10_000).unref()
			})
			await Promise.allSettled(pending)
			await vite?.close()
			client.close()
		})()
		return stopping
	}
	return { server, port, stop, services }
}

/**
 * The URL paths of the built public files outside /assets (/favicon.svg, /blog/…), read once at
 * start. Not /_headers: it is Cloudflare's rule file for the Worker's static files, not a file to serve.
 */
/**
 * The build's hashed files, each served as the copy the build compressed for
 * this client (decision 058). express-static-gzip labels the answer as that
 * copy before the file is read; a request it passes on (another method, a
 * range past the end) must not carry the label to whatever answers it. The
 * copies have no address of their own.
 */
function servePrecompressedAssets(dir: string): RequestHandler {
	const serve = expressStaticGzip(dir, {
		enableBrotli: true,
		orderPreference: ['br'],
		index: false,
		serveStatic: { immutable: true, maxAge: '1y', index: false, redirect: false },
	})
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || /\.(br|gz)$/.test(req.path)) return next()
		serve(req, res, (error?: unknown) => {
			for (const header of ['content-encoding', 'content-type', 'content-range', 'etag', 'last-modified']) res.removeHeader(header)
			next(error)
		})
	}
}

/** The 4xx status an error from a static file carries, if it is one. */
function clientErrorStatus(error: unknown): number | null {
	const status = typeof error === 'object' && error !== null ? ((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode) : null
	return typeof status === 'number' && status >= 400 && status < 500 && STATUS_CODES[status] ? status : null
}

function listPublicFiles(clientDir: string): Set<string> {
	const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
	return new Set(
		files
			.filter((entry) => entry.isFile())
			.map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
			.filter((file) => !file.startsWith('/assets/') && file !== '/_headers'),
	)
}

/** A request path as a file name; one that does not decode names no file. */
function decodedPath(requestPath: string): string {
	try {
		return decodeURIComponent(requestPath)
	} catch {
		return requestPath
	}
}

async function createErrorReporter(dsn: string | undefined, environment: string) {
	if (!dsn) return (error: unknown) => void error
	const Sentry = await import('@sentry/react-router')
	Sentry.init({
		dsn,
		environment,
		tracesSampleRate: environment === 'production' ? 0.1 : 1,
		// Reports carry no address, code, token, essay text or query string (app/lib/redact.ts).
		sendDefaultPii: false,
		beforeSend: (event) => scrubEvent(event),
		beforeSendTransaction: (event) => scrubEvent(event),
	})
	return (error: unknown, details?: Record<string, unknown>) => {
		Sentry.captureException(error, { extra: details })
	}
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
const role = workerRole()
if (isMain && role) {
	await runClusterWorker(() => startNodeServer(process.env, { worker: role }))
} else if (isMain) {
	try {
		const dev = process.argv.includes('--dev')
		const { stop } =
			dev || loadNodeSettings(process.env).webConcurrency === 1
				? await startNodeServer(process.env, { dev })
				: await startNodeCluster(loadNodeSettings(process.env))
		let stopping = false
		for (const signal of ['SIGTERM', 'SIGINT'] as const) {
			// A second signal (Ctrl+C pressed again) does not cut the open requests off: they have 10 s.
			process.on(signal, () => {
				if (stopping) return void console.log(`${signal} received again: still finishing open requests (at most 10 s).`)
				stopping = true
				console.log(`${signal} received: finishing open requests, then closing the database.`)
				void stop().then(() => process.exit(0))
			})
		}
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	}
}
