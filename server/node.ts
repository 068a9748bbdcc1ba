import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import { Cron } from 'croner'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { createBillingProvider } from '#app/features/billing/provider.server'
import { runScheduledJobs } from '#app/features/jobs/scheduled-jobs.server'
import type { AppContext } from '#app/lib/app-context'
import { seedDatabase } from '#app/lib/db/seed.server'
import { createResendMailer } from '#app/lib/mail'
import { ensureNodeBuild, nodeBuildDir, serverBuildFile } from './build'
import { createDatabase, migrateDatabase, openDatabase, readCollegesCsv } from './database'
import { loadNodeSettings } from './node-env'
import { createDiskFileStore, createLruCache, createOutboxMailer, createSmtpMailer } from './services'

// The Node host: the embedded default (DESIGN.md §1). One libSQL file, local
// disk, an in-process cache and scheduler and a mail outbox: no accounts needed.

export async function startNodeServer(
	rawEnv: NodeJS.ProcessEnv = process.env,
	{ dev = false }: { dev?: boolean } = {},
) {
	const settings = loadNodeSettings(dev ? { NODE_ENV: 'development', ...rawEnv } : rawEnv)
	const { env } = settings
	if (!dev) ensureNodeBuild()

	const client = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
	const db = createDatabase(client)
	await migrateDatabase(db)
	const seeded = await seedDatabase(db, { collegesCsv: readCollegesCsv() })

	const reportError = await createErrorReporter(env.SENTRY_DSN, env.SENTRY_ENVIRONMENT ?? env.NODE_ENV)

	const services: Omit<AppContext, 'waitUntil' | 'clientAddress'> = {
		env,
		db,
		cache: createLruCache(),
		files: createDiskFileStore(settings.uploadDir),
		mail: env.RESEND_API_KEY
			? createResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM })
			: env.SMTP_URL
				? createSmtpMailer({ transport: env.SMTP_URL, from: env.MAIL_FROM })
				: createOutboxMailer({ dir: settings.outboxDir, from: env.MAIL_FROM }),
		billing: createBillingProvider(env),
		reportError,
		now: () => new Date(),
	}
	const pending = new Set<Promise<unknown>>()
	const waitUntil = (promise: Promise<unknown>) => {
		const tracked = promise.catch((error) => reportError(error)).finally(() => pending.delete(tracked))
		pending.add(tracked)
	}

	// The context key and class come from the server build itself, so the host
	// sets exactly what the app reads (DESIGN.md §9).
	function handlerFor(build: ServerBuild) {
		const { appContext, RouterContextProvider } = build.entry.module as unknown as typeof import('#app/entry.server')
		return createRequestHandler({
			build,
			mode: env.NODE_ENV,
			getLoadContext(req) {
				const context = new RouterContextProvider()
				context.set(appContext, { ...services, waitUntil, clientAddress: req.socket.remoteAddress ?? null })
				return context
			},
		})
	}

	const app = express()
	app.disable('x-powered-by')
	app.use(compression())
	const vite = dev
		? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
		: null
	if (vite) {
		// `npm run dev`: Vite serves modules with HMR; each request loads the current build.
		app.use(vite.middlewares)
		app.all('/{*path}', async (req, res, next) => {
			try {
				const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
				await handlerFor(build)(req, res, next)
			} catch (error) {
				if (error instanceof Error) vite.ssrFixStacktrace(error)
				next(error)
			}
		})
	} else {
		// Hashed file names: safe to keep for a year.
		app.use(
			'/assets',
			express.static(path.join(nodeBuildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }),
		)
		app.use(express.static(path.join(nodeBuildDir, 'client'), { maxAge: '1h', index: false, redirect: false }))
		app.all('/{*path}', handlerFor((await import(serverBuildFile)) as ServerBuild))
	}

	const jobs = [
		new Cron('0 13 * * *', { timezone: 'UTC', protect: true }, async () => {
			await runScheduledJobs(services, new Date(), { cadence: 'daily' })
		}),
		new Cron('0 * * * *', { timezone: 'UTC', protect: true }, async () => {
			await runScheduledJobs(services, new Date(), { cadence: 'hourly' })
		}),
	]

	const server: Server = await new Promise((resolve) => {
		const listening = app.listen(settings.port, settings.host, () => resolve(listening))
	})
	const { port } = server.address() as AddressInfo
	const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host
	console.log(`Northstar is serving at http://${shownHost}:${port}`)
	console.log(
		`Demo sign-in: ${seeded.email} — enter it at /login; the code arrives in ${path.relative(process.cwd(), settings.outboxDir) || '.'}/`,
	)

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

async function createErrorReporter(dsn: string | undefined, environment: string) {
	if (!dsn) return (error: unknown) => void error
	const Sentry = await import('@sentry/react-router')
	Sentry.init({ dsn, environment, tracesSampleRate: environment === 'production' ? 0.1 : 1 })
	return (error: unknown, details?: Record<string, unknown>) => {
		Sentry.captureException(error, { extra: details })
	}
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
	try {
		const { stop } = await startNodeServer(process.env, { dev: process.argv.includes('--dev') })
		for (const signal of ['SIGTERM', 'SIGINT'] as const) {
			process.once(signal, () => {
				console.log(`${signal} received: finishing open requests, then closing the database.`)
				void stop().then(() => process.exit(0))
			})
		}
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	}
}
