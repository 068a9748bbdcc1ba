import { MutationCache, QueryClient } from '@tanstack/react-query'
import { errorMessage, errorStatus } from '#app/server-functions/client'

// Spec §8–9: no retry on 4xx, up to 3 retries otherwise with a delay doubling
// from 1 s to 30 s; stale after 5 minutes, kept 30; refetch on focus,
// reconnect and mount.
export const QUERY_STALE_MS = 5 * 60 * 1000
export const QUERY_GC_MS = 30 * 60 * 1000
export const MAX_QUERY_RETRIES = 3
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.'

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
	const status = errorStatus(error)
	if (status !== undefined && status >= 400 && status < 500) return false
	return failureCount < MAX_QUERY_RETRIES
}

export function queryRetryDelay(attemptIndex: number): number {
	return Math.min(1000 * 2 ** attemptIndex, 30_000)
}

/**
 * What the global mutation handler shows (spec §8): a mutation that failed
 * with a message has its own handling, so nothing; one with no message gets
 * the generic toast.
 */
export function mutationErrorToast(error: unknown): string | null {
	return errorMessage(error) ? null : UNEXPECTED_ERROR_MESSAGE
}

export function createQueryClient({ onToast }: { onToast: (message: string) => void }) {
	return new QueryClient({
		defaultOptions: {
			queries: {
				staleTime: QUERY_STALE_MS,
				gcTime: QUERY_GC_MS,
				retry: shouldRetryQuery,
				retryDelay: queryRetryDelay,
				refetchOnWindowFocus: true,
				refetchOnReconnect: true,
				refetchOnMount: true,
			},
			mutations: { retry: false },
		},
		mutationCache: new MutationCache({
			onError(error) {
				const message = mutationErrorToast(error)
				if (message) onToast(message)
			},
		}),
	})
}
