import { expect, test } from 'vitest'
import {
	allowedUrls,
	decideReport,
	DENIED_URLS,
	isIgnoredError,
	monitoringDisabledReason,
	tracesSampleRate,
} from './error-reporting'

test('trace sample rate is 0.1 in production and 1 elsewhere', () => {
	expect(tracesSampleRate('production')).toBe(0.1)
	expect(tracesSampleRate('development')).toBe(1)
	expect(tracesSampleRate('staging')).toBe(1)
})

test('localhost logs, production sends only events with an originating exception', () => {
	expect(decideReport({ environment: 'production', hostname: 'localhost', hasOriginalException: true })).toBe('log')
	expect(decideReport({ environment: 'production', hostname: '127.0.0.1', hasOriginalException: true })).toBe('log')
	expect(decideReport({ environment: 'production', hostname: 'northstar.app', hasOriginalException: false })).toBe('drop')
	expect(decideReport({ environment: 'production', hostname: 'northstar.app', hasOriginalException: true })).toBe('send')
	expect(decideReport({ environment: 'staging', hostname: 'northstar.app', hasOriginalException: false })).toBe('send')
})

test('only our own hosts and the Workers domain are allowed', () => {
	const allowed = allowedUrls('https://www.northstar.app')
	const ok = (url: string) => allowed.some((pattern) => pattern.test(url))
	expect(ok('https://northstar.app/assets/root.js')).toBe(true)
	expect(ok('https://www.northstar.app/')).toBe(true)
	expect(ok('https://northstar.acme.workers.dev/assets/x.js')).toBe(true)
	expect(ok('https://northstar.app.evil.com/x.js')).toBe(false)
	expect(ok('https://cdn.example.com/lib.js')).toBe(false)
})

test('ignores the spec’s noise: ResizeObserver, network failures, extensions', () => {
	expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true)
	expect(isIgnoredError('TypeError: Failed to fetch')).toBe(true)
	expect(isIgnoredError('NetworkError when attempting to fetch resource.')).toBe(true)
	expect(isIgnoredError('Network request failed')).toBe(true)
	expect(isIgnoredError('Cannot read properties of undefined')).toBe(false)
	expect(DENIED_URLS.some((pattern) => pattern.test('chrome-extension://abc/content.js'))).toBe(true)
	expect(DENIED_URLS.some((pattern) => pattern.test('moz-extension://abc/content.js'))).toBe(true)
})

test('says why monitoring is off', () => {
	expect(monitoringDisabledReason({ enabled: false, dsn: null, environment: 'test', release: null })).toMatch(/disabled/)
	expect(monitoringDisabledReason({ enabled: true, dsn: null, environment: 'test', release: null })).toMatch(/no DSN/)
	expect(monitoringDisabledReason({ enabled: true, dsn: 'https://k@e.io/1', environment: 'test', release: null })).toBeNull()
})
