import * as Sentry from '@sentry/react-router'
import type { ErrorReportingConfig } from '#app/lib/public-config'
import { redactText, scrubEvent } from '#app/lib/redact'
import { allowedUrls, decideReport, DENIED_URLS, IGNORED_ERRORS, tracesSampleRate } from './error-reporting'

// The browser SDK and its setup, in a chunk of their own: only pages where
// error tracking is configured load it (error-reporting.client.ts).

export function initSentry(config: ErrorReportingConfig & { dsn: string }, baseUrl: string) {
	const hostname = window.location.hostname
	Sentry.init({
		dsn: config.dsn,
		environment: config.environment,
		release: config.release ?? undefined,
		tracesSampleRate: tracesSampleRate(config.environment),
		integrations: [Sentry.browserTracingIntegration()],
		ignoreErrors: IGNORED_ERRORS,
		denyUrls: DENIED_URLS,
		allowUrls: allowedUrls(baseUrl),
		// Reports carry no address, code, token, essay text or query string (app/lib/redact.ts).
		sendDefaultPii: false,
		beforeBreadcrumb(breadcrumb) {
			if (breadcrumb.message) breadcrumb.message = redactText(breadcrumb.message)
			for (const key of ['url', 'from', 'to'] as const) {
				const value = breadcrumb.data?.[key]
				if (typeof value === 'string') breadcrumb.data![key] = redactText(value)
			}
			return breadcrumb
		},
		beforeSendTransaction: (event) => scrubEvent(event),
		beforeSend(event, hint) {
			const decision = decideReport({
				environment: config.environment,
				hostname,
				hasOriginalException: Boolean(hint.originalException),
			})
			if (decision === 'log') console.info('[error-reporting] not sent from localhost:', event)
			return decision === 'send' ? scrubEvent(event) : null
		},
	})
	return Sentry
}
