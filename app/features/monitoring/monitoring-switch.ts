import type { ErrorReportingConfig } from '#app/lib/public-config'

// Whether browser error tracking runs, on its own: every page asks it, while
// the rest of the rules (error-reporting.ts) load with the SDK only.

export function monitoringDisabledReason(config: ErrorReportingConfig): string | null {
	if (!config.enabled) return 'Error monitoring is disabled.'
	if (!config.dsn) return 'Error monitoring is disabled: no DSN is configured.'
	return null
}
