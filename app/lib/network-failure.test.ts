import { expect, test } from 'vitest'
import { isNetworkFailure, retryDelayMs } from './network-failure'

test('a fetch the network failed, as each browser words it, is a network failure', () => {
	for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'Network request failed', 'The Internet connection appears to be offline.', 'The network connection was lost.']) {
		expect(isNetworkFailure(new TypeError(message))).toBe(true)
	}
})

test('errors of our own code, of the server and of Node are not', () => {
	// Node's fetch (a loader calling another service) fails with "fetch failed": that is ours to report.
	expect(isNetworkFailure(new TypeError('fetch failed'))).toBe(false)
	expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false)
	expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false)
	expect(isNetworkFailure({ message: 'Failed to fetch' })).toBe(false)
	expect(isNetworkFailure(undefined)).toBe(false)
})

test('tries again after 1 s, doubling, never more than 30 s apart', () => {
	expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
	expect(retryDelayMs(-1)).toBe(1_000)
})
