import { createClient } from '@libsql/client/web'
import * as Sentry from '@sentry/cloudflare'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { createBillingProvider } from '#app/features/billing/provider.server'
import { runScheduledJobs } from '#app/features/jobs/scheduled-jobs.server'
import { tracesSampleRate } from '#app/features/monitoring/error-reporting'
import { appContext, type AppContext, type AppServices } from '#app/lib/app-context'
import { createDatabase } from '#app/lib/db/client'
import { withReadScope } from '#app/lib/db/coalesce-reads'
import { parseEnv, type Env } from '#app/lib/env'
import { createResendMailer } from '#app/lib/mail'
import { logError, scrubEvent } from '#app/lib/redact'
import { isDocumentRequest } from '#app/lib/page-cache'
import { serveRequest } from '#app/lib/serve-request'
import { createWorkerPushSender } from './push'
import { createKvCache, createR2FileStore, createUnconfiguredMailer } from './services'

// The Workers host (DESIGN.md §1): the same app, with Turso over HTTP, KV, R2
// and Cron Triggers behind the app's interfaces.

interface Bindings {
	CACHE: KVNamespace
	UPLOADS: R2Bucket
	[variable: string]: unknown
}

const loadBuild = () => import('virtual:react-router/server-build')
const requestHandler = createRequestHandler(loadBuild, import.meta.env.MODE)

// Bindings are fixed for an isolate's life: parse and connect once per isolate.
let services: { bindings: Bindings; value: AppServices } | null = null

function getServices(bindings: Bindings) {
	if (services?.bindings === bindings) return services.value
	const env: Env = parseEnv(bindings)
	const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN })
	const value: AppServices = {
		env,
		db: createDatabase(client),
		cache: createKvCache(bindings.CACHE),
		files: createR2FileStore(bindings.UPLOADS),
		mail: env.RESEND_API_KEY
			? createResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL })
			: createUnconfiguredMailer(),
		push: createWorkerPushSender(env),
		billing: createBillingProvider(env),
		reportError: (error, details) => Sentry.captureException(error, { extra: details }),
		now: () => new Date(),
		workersAi: bindings.AI ?? null,
	}
	services = { bindings, value }
	return value
}

const handler = {
	// As on Node: the body bounded, then React Router, whose root middleware adds
	// the nonce, the security headers and the page cache (here in KV).
	async fetch(request, bindings, ctx) {
		const app = getServices(bindings)
		const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise)
		const { assets } = await loadBuild()
		// Its reads are batched among its own: a batch started by another request could be aborted with it (coalesce-reads.ts).
		return withReadScope(() => serveRequest(request, { env: app.env, reportError: logAndReport(app) }, (bounded) => {
			const context = new RouterContextProvider()
			// Cloudflare sets CF-Connecting-IP itself, replacing any a client sent.
			const clientAddress = request.headers.get('cf-connecting-ip')
			context.set(appContext, { ...app, waitUntil, clientAddress, pageCache: { buildId: assets.version }, documentRequest: isDocumentRequest(request) })
			return requestHandler(bounded, context)
		}))
	},
	async scheduled(controller, bindings, ctx) {
		const cadence = controller.cron === '0 13 * * *' ? 'daily' : 'hourly'
		ctx.waitUntil(withReadScope(() => runScheduledJobs(getServices(bindings), new Date(controller.scheduledTime), { cadence })))
	},
} satisfies ExportedHandler<Bindings>

function logAndReport(app: Pick<AppContext, 'reportError'>) {
	return (error: unknown) => {
		logError('[worker]', error)
		app.reportError(error)
	}
}

export default Sentry.withSentry<Bindings>((bindings) => {
	const dsn = typeof bindings.SENTRY_DSN === 'string' && bindings.SENTRY_DSN ? bindings.SENTRY_DSN : undefined
	const environment = typeof bindings.NODE_ENV === 'string' ? bindings.NODE_ENV : 'production'
	return {
		dsn,
		environment,
		enabled: Boolean(dsn),
		tracesSampleRate: tracesSampleRate(environment),
		// Reports carry no address, code, token, essay text or query string (app/lib/redact.ts).
		sendDefaultPii: false,
		beforeSend: (event) => scrubEvent(event),
		beforeSendTransaction: (event) => scrubEvent(event),
	}
}, handler)
