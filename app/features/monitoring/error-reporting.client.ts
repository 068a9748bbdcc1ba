import type { ErrorReportingConfig } from '#app/lib/public-config'
import { monitoringDisabledReason } from './monitoring-switch'

let sentry: Awaited<ReturnType<typeof import('./sentry.client').initSentry>> | null = null

/**
 * Starts browser error tracking when it is configured. The SDK and its setup
 * are loaded on demand, so a page without error tracking ships none of them.
 */
export async function startErrorReporting(config: ErrorReportingConfig, baseUrl: string) {
	const disabled = monitoringDisabledReason(config)
	if (disabled) {
		console.info(disabled)
		return
	}
	const { initSentry } = await import('./sentry.client')
	sentry = initSentry({ ...config, dsn: config.dsn! }, baseUrl)
}

/** Reports an error the UI caught (error screens); logs it when tracking is off. */
export function reportClientError(error: unknown) {
	if (sentry) sentry.captureException(error)
	else console.error(error)
}
