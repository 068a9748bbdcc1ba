import { expect, test } from 'vitest'
import { parseEnv } from '#app/lib/env'
import { getPublicConfig } from './public-config'

const base = { BASE_URL: 'https://northstar.app', DATABASE_URL: 'file:x.db', SESSION_SECRET: 's'.repeat(32), ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' }

test('everything is off by default', () => {
	expect(getPublicConfig(parseEnv(base))).toEqual({
		errorReporting: { enabled: false, dsn: null, environment: 'production', release: null },
		analytics: { gtmId: null, enabled: false, measurementId: null, googleAdsEnabled: false, googleAdsId: null },
		sessionRecording: { enabled: false, tagId: null },
		baseUrl: 'https://northstar.app',
	})
})

test('a switch without an id stays off; with one it is on', () => {
	const half = getPublicConfig(parseEnv({ ...base, ANALYTICS_ENABLED: 'true', SESSION_RECORDING_ENABLED: 'true', GOOGLE_ADS_ENABLED: 'true' }))
	expect(half.analytics.enabled).toBe(false)
	expect(half.analytics.googleAdsEnabled).toBe(false)
	expect(half.sessionRecording.enabled).toBe(false)

	const full = getPublicConfig(
		parseEnv({
			...base,
			ANALYTICS_ENABLED: 'true',
			GA_MEASUREMENT_ID: 'G-TEST',
			GOOGLE_ADS_ENABLED: 'true',
			GOOGLE_ADS_ID: 'AW-1',
			SESSION_RECORDING_ENABLED: 'true',
			CLARITY_TAG_ID: 'abc123',
			SENTRY_DSN: 'https://k@errors.example.com/1',
			SENTRY_RELEASE: '1.0.0',
		}),
	)
	expect(full.analytics).toEqual({ gtmId: null, enabled: true, measurementId: 'G-TEST', googleAdsEnabled: true, googleAdsId: 'AW-1' })
	expect(full.sessionRecording).toEqual({ enabled: true, tagId: 'abc123' })
	expect(full.errorReporting).toEqual({ enabled: true, dsn: 'https://k@errors.example.com/1', environment: 'production', release: '1.0.0' })
})
