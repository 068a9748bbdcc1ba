import { expect, test } from 'vitest'
import {
	createQueryClient,
	mutationErrorToast,
	queryRetryDelay,
	QUERY_GC_MS,
	QUERY_STALE_MS,
	shouldRetryQuery,
	UNEXPECTED_ERROR_MESSAGE,
} from './query-client'

const body = (status: number, message = 'Nope') => ({ error: { code: 'x', message, status } })

test('4xx failures are not retried; others up to three times', () => {
	expect(shouldRetryQuery(0, body(400))).toBe(false)
	expect(shouldRetryQuery(0, body(401))).toBe(false)
	expect(shouldRetryQuery(0, body(404))).toBe(false)
	expect(shouldRetryQuery(0, body(500))).toBe(true)
	expect(shouldRetryQuery(2, new Error('Failed to fetch'))).toBe(true)
	expect(shouldRetryQuery(3, body(503))).toBe(false)
})

test('retry delay doubles from 1 s and stops at 30 s', () => {
	expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
})

test('the global mutation handler toasts only when there is no message', () => {
	expect(mutationErrorToast(body(500, 'Could not save the essay.'))).toBeNull()
	expect(mutationErrorToast(body(401, 'Please sign in to continue.'))).toBeNull()
	expect(mutationErrorToast(new Error('Unauthorized'))).toBeNull()
	expect(mutationErrorToast(new Error(''))).toBe(UNEXPECTED_ERROR_MESSAGE)
	expect(mutationErrorToast({})).toBe('An unexpected error occurred. Please try again.')
})

test('the client carries the cache rules', async () => {
	const toasts: string[] = []
	const client = createQueryClient({ onToast: (message) => toasts.push(message) })
	const defaults = client.getDefaultOptions().queries!
	expect(defaults.staleTime).toBe(QUERY_STALE_MS)
	expect(defaults.gcTime).toBe(QUERY_GC_MS)
	expect(defaults.refetchOnWindowFocus).toBe(true)
	expect(defaults.refetchOnReconnect).toBe(true)
	expect(defaults.refetchOnMount).toBe(true)

	const mutation = client.getMutationCache().build(client, {
		mutationFn: () => Promise.reject({}),
	})
	await mutation.execute(undefined).catch(() => {})
	expect(toasts).toEqual([UNEXPECTED_ERROR_MESSAGE])
})
