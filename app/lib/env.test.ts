import { expect, test } from 'vitest'
import { EnvError, isDeployment, parseEnv } from './env'

const required = {
	BASE_URL: 'https://northstar.app/',
	DATABASE_URL: 'file:./data/northstar.db',
	SESSION_SECRET: 's'.repeat(32),
	// A deployment: it names its billing and its mail.
	STRIPE_SECRET_KEY: 'sk_test_example',
	RESEND_API_KEY: 're_example',
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

test('a deployment refuses the test routes, and the test billing and the mail folder unless allowed', () => {
	const refusal = (raw: Record<string, string>) => {
		try {
			parseEnv(raw)
			return null
		} catch (error) {
			return (error as Error).message
		}
	}
	expect(refusal({ ...required, ENABLE_TEST_ROUTES: 'true' })).toMatch(/ENABLE_TEST_ROUTES: test routes sign anyone in/)
	const { STRIPE_SECRET_KEY: _stripe, RESEND_API_KEY: _resend, ...bare } = required
	expect(refusal(bare)).toMatch(/STRIPE_SECRET_KEY: is required/)
	expect(refusal(bare)).toMatch(/RESEND_API_KEY or SMTP_URL: is required/)
	expect(refusal({ ...bare, ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })).toBeNull()
	expect(refusal({ ...bare, ALLOW_LOCAL_BILLING: 'true', SMTP_URL: 'smtp://mail.example:587' })).toBeNull()
	// This machine is the embedded default: nothing is required, test routes allowed.
	expect(refusal({ ...bare, BASE_URL: 'http://localhost:3000', ENABLE_TEST_ROUTES: 'true' })).toBeNull()
	expect(refusal({ ...bare, BASE_URL: 'http://127.0.0.1:41234', ENABLE_TEST_ROUTES: 'true' })).toBeNull()
	expect(isDeployment({ BASE_URL: 'http://127.0.0.1.nip.io' })).toBe(true)
})

test('web push: all three VAPID settings or none; the loopback test setting is refused in a deployment', () => {
	const vapid = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43), VAPID_SUBJECT: 'mailto:ops@northstar.app' }
	expect(parseEnv({ ...required, ...vapid })).toMatchObject(vapid)
	expect(() => parseEnv({ ...required, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/set all three to turn web push on/)
	expect(() => parseEnv({ ...required, ...vapid, VAPID_SUBJECT: 'ops@northstar.app' })).toThrow(/VAPID_SUBJECT: expected a mailto: address or an https: URL/)
	expect(() => parseEnv({ ...required, ...vapid, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: expected the private key/)
	expect(() => parseEnv({ ...required, PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/PUSH_ALLOW_LOOPBACK: lets the server post to this machine's own addresses/)
	expect(parseEnv({ ...required, BASE_URL: 'http://localhost:3000', PUSH_ALLOW_LOOPBACK: 'true' }).PUSH_ALLOW_LOOPBACK).toBe(true)
})
