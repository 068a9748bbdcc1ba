import type { ErrorReportingConfig } from '#app/features/config/public-config'
import {
	allowedUrls,
	decideReport,
	DENIED_URLS,
	IGNORED_ERRORS,
	monitoringDisabledReason,
	tracesSampleRate,
} from './error-reporting'

type SentryModule = typeof import('@sentry/react-router')

let sentry: SentryModule | null = null

/**
 * Starts browser error tracking when it is configured. The SDK is loaded on
 * demand, so a page without error tracking ships none of it.
 */
export async function startErrorReporting(config: ErrorReportingConfig, baseUrl: string) {
	const disabled = monitoringDisabledReason(config)
	if (disabled) {
		console.info(disabled)
		return
	}
	const Sentry = await import('@sentry/react-router')
	const hostname = window.location.hostname
	Sentry.init({
		dsn: config.dsn!,
		environment: config.environment,
		release: config.release ?? undefined,
		tracesSampleRate: tracesSampleRate(config.environment),
		integrations: [Sentry.browserTracingIntegration()],
		ignoreErrors: IGNORED_ERRORS,
		denyUrls: DENIED_URLS,
		allowUrls: allowedUrls(baseUrl),
		beforeSend(event, hint) {
			const decision = decideReport({
				environment: config.environment,
				hostname,
				hasOriginalException: Boolean(hint.originalException),
			})
			if (decision === 'log') console.info('[error-reporting] not sent from localhost:', event)
			return decision === 'send' ? event : null
		},
	})
	sentry = Sentry
}

/** Reports an error the UI caught (error screens); logs it when tracking is off. */
export function reportClientError(error: unknown) {
	if (sentry) sentry.captureException(error)
	else console.error(error)
}
