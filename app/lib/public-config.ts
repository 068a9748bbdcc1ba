import type { Env } from '#app/lib/env'

// The four configuration values the root layout loads before rendering
// (spec §2 "Root layout", §3 "Configuration objects"). They go to the
// browser, so they hold only public identifiers, never secrets.

export interface ErrorReportingConfig {
	enabled: boolean
	dsn: string | null
	environment: string
	release: string | null
}

export interface AnalyticsConfig {
	gtmId: string | null
	enabled: boolean
	measurementId: string | null
	googleAdsEnabled: boolean
	googleAdsId: string | null
}

export interface SessionRecordingConfig {
	enabled: boolean
	tagId: string | null
}

export interface PublicConfig {
	errorReporting: ErrorReportingConfig
	analytics: AnalyticsConfig
	sessionRecording: SessionRecordingConfig
	baseUrl: string
}

export function getErrorReportingConfig(env: Env): ErrorReportingConfig {
	return {
		enabled: Boolean(env.SENTRY_DSN),
		dsn: env.SENTRY_DSN ?? null,
		environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
		release: env.SENTRY_RELEASE ?? null,
	}
}

export function getAnalyticsConfig(env: Env): AnalyticsConfig {
	const gtmId = env.GTM_ID ?? null
	const measurementId = env.GA_MEASUREMENT_ID ?? null
	const googleAdsId = env.GOOGLE_ADS_ID ?? null
	return {
		gtmId,
		// Enabled only when there is somewhere to send to.
		enabled: env.ANALYTICS_ENABLED && Boolean(gtmId || measurementId),
		measurementId,
		googleAdsEnabled: env.GOOGLE_ADS_ENABLED && Boolean(googleAdsId),
		googleAdsId,
	}
}

export function getSessionRecordingConfig(env: Env): SessionRecordingConfig {
	const tagId = env.CLARITY_TAG_ID ?? null
	return { enabled: env.SESSION_RECORDING_ENABLED && Boolean(tagId), tagId }
}

export function getBaseUrl(env: Env): string {
	return env.BASE_URL
}

export function getPublicConfig(env: Env): PublicConfig {
	return {
		errorReporting: getErrorReportingConfig(env),
		analytics: getAnalyticsConfig(env),
		sessionRecording: getSessionRecordingConfig(env),
		baseUrl: getBaseUrl(env),
	}
}
