import { isLoopbackHost } from '#app/lib/loopback'

// Error-tracking rules from spec §8–9, as plain data and functions so they are
// tested without a browser and shared by the browser and both hosts.

export const IGNORED_ERRORS: Array<string | RegExp> = [
	/ResizeObserver loop/,
	'NetworkError',
	'Network request failed',
	'Failed to fetch',
]

/** Browser-extension scripts are never ours. */
export const DENIED_URLS: RegExp[] = [
	/^chrome-extension:\/\//i,
	/^moz-extension:\/\//i,
	/^safari-(web-)?extension:\/\//i,
	/^ms-browser-extension:\/\//i,
	/^extensions\//i,
]

export function tracesSampleRate(environment: string): number {
	return environment === 'production' ? 0.1 : 1
}

/** Our own hosts (from BASE_URL) plus the Workers app domain (DECISIONS.md). */
export function allowedUrls(baseUrl: string): RegExp[] {
	const host = new URL(baseUrl).hostname.replace(/^www\./, '')
	const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
	return [new RegExp(`^https?://([a-z0-9-]+\\.)*${escaped}(:\\d+)?(/|$)`, 'i'), /^https:\/\/([a-z0-9-]+\.)*workers\.dev(\/|$)/i]
}

export type ReportDecision = 'send' | 'log' | 'drop'

/**
 * What happens to one event: on localhost it is logged, not sent; in
 * production only events with an originating exception are sent.
 */
export function decideReport({
	environment,
	hostname,
	hasOriginalException,
}: {
	environment: string
	hostname: string
	hasOriginalException: boolean
}): ReportDecision {
	if (isLoopbackHost(hostname)) return 'log'
	if (environment === 'production' && !hasOriginalException) return 'drop'
	return 'send'
}

export function isIgnoredError(message: string): boolean {
	return IGNORED_ERRORS.some((pattern) =>
		typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
	)
}

export { monitoringDisabledReason } from './monitoring-switch'
