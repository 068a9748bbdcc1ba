import { expect, test } from 'vitest'
import { EnvError, parseEnv } from './env'

const required = {
	BASE_URL: 'https://northstar.app/',
	DATABASE_URL: 'file:./data/northstar.db',
	SESSION_SECRET: 's'.repeat(32),
}

test('fills defaults and normalises values', () => {
	const env = parseEnv(required)
	expect(env.NODE_ENV).toBe('production')
	expect(env.BASE_URL).toBe('https://northstar.app')
	expect(env.ANALYTICS_ENABLED).toBe(false)
	expect(env.ENABLE_TEST_ROUTES).toBe(false)
	expect(env.SENTRY_DSN).toBeUndefined()
})

test('reads flags and treats blank optional values as unset', () => {
	const env = parseEnv({ ...required, ANALYTICS_ENABLED: 'true', GOOGLE_ADS_ENABLED: '0', SENTRY_DSN: '  ' })
	expect(env.ANALYTICS_ENABLED).toBe(true)
	expect(env.GOOGLE_ADS_ENABLED).toBe(false)
	expect(env.SENTRY_DSN).toBeUndefined()
})

test('a bad value stops start-up with a message naming the variable', () => {
	expect(() => parseEnv({ ...required, ANALYTICS_ENABLED: 'maybe', BASE_URL: 'not a url' })).toThrow(EnvError)
	try {
		parseEnv({ ...required, ANALYTICS_ENABLED: 'maybe', BASE_URL: 'not a url' })
	} catch (error) {
		const message = (error as Error).message
		expect(message).toMatch(/ANALYTICS_ENABLED: expected true or false \(got "maybe"\)/)
		expect(message).toMatch(/BASE_URL: expected an absolute URL/)
	}
})

test('a missing required variable is named, and a secret is never echoed', () => {
	expect(() => parseEnv({ BASE_URL: 'https://northstar.app', DATABASE_URL: 'file:x.db' })).toThrow(
		/SESSION_SECRET: is required but not set/,
	)
	try {
		parseEnv({ ...required, SESSION_SECRET: 'short-secret' })
	} catch (error) {
		expect((error as Error).message).toMatch(/SESSION_SECRET: expected at least 32 characters$/m)
		expect((error as Error).message).not.toMatch(/short-secret/)
	}
})
