import { createContext, type RouterContextProvider } from 'react-router'
import type { BillingProvider } from './billing-provider'
import type { Cache } from './cache'
import type { Database } from './db/client'
import type { Env } from './env'
import type { FileStore } from './files'
import type { Mailer } from './mail'
import type { PushSender } from './push'

/**
 * Everything a loader, action or server function may reach outside itself.
 * Each host builds one per request (DESIGN.md §1); nothing under app/ reads
 * process.env, imports a host module or keeps a global client.
 */
export interface AppContext {
	env: Env
	db: Database
	cache: Cache
	files: FileStore
	mail: Mailer
	/** Web push, or null when the VAPID settings are missing (push is off). */
	push: PushSender | null
	/** Where families pay: Stripe when configured, else the local test provider. */
	billing: BillingProvider
	/** Keeps the request's process alive for work that finishes after the response. */
	waitUntil: (promise: Promise<unknown>) => void
	/** Sends an unexpected server error to error tracking (a no-op when it is off). */
	reportError: (error: unknown, details?: Record<string, unknown>) => void
	now: () => Date
	/** The Workers AI binding, when the Worker has one (AI_PROVIDER=workers-ai). */
	workersAi?: unknown
	/** The client's network address for rate limits (never shown, never stored beyond a window). */
	clientAddress: string | null
	/**
	 * The build whose public pages are kept whole for every visitor (the page
	 * cache, app/lib/page-cache.ts); null turns it off (`npm run dev`).
	 */
	pageCache: { buildId: string } | null
	/**
	 * True when the request asks for a whole HTML document, not a client
	 * navigation's `.data` (or a server function). The host decides it from the
	 * URL it received: React Router hands middleware and loaders a `.data`
	 * request under the page's own URL, so they cannot tell.
	 */
	documentRequest: boolean
}

/** What a host makes once (per process or isolate); the rest of AppContext belongs to one request. */
export type AppServices = Omit<AppContext, 'waitUntil' | 'clientAddress' | 'pageCache' | 'documentRequest'>

export const appContext = createContext<AppContext>()

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
	return context.get(appContext)
}
