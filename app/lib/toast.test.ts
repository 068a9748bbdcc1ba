import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// showToast on a page that has not loaded sonner: asking for a toast is what
// loads it and mounts the container, and toasts asked for before the container
// is ready show once it is, in order, with their options.

const calls: Array<[string, string, unknown]> = []
vi.mock('sonner', () => ({
	toast: {
		success: (message: string, options?: unknown) => calls.push(['success', message, options]),
		error: (message: string, options?: unknown) => calls.push(['error', message, options]),
	},
}))

beforeEach(() => {
	vi.resetModules()
	vi.useFakeTimers()
	calls.length = 0
})
afterEach(() => vi.useRealTimers())

test('nothing loads until a toast is asked for; then the container is told to mount', async () => {
	const { onSonnerRequested, showToast } = await import('./toast')
	const requested = vi.fn()
	onSonnerRequested(requested)
	await vi.advanceTimersByTimeAsync(1000)
	expect(requested).not.toHaveBeenCalled()

	showToast.success('Saved.')
	expect(requested).toHaveBeenCalledTimes(1)
	// A container mounting later hears at once that sonner is wanted.
	const late = vi.fn()
	onSonnerRequested(late)
	expect(late).toHaveBeenCalledTimes(1)
})

test('toasts fired before the container is ready wait for it, then show in order', async () => {
	const { CONTAINER_SETTLE_MS, showToast, toastContainerMounted } = await import('./toast')
	const action = { label: 'Open profile', onClick: () => {} }
	showToast.success('Saved to Ada’s profile.', { action })
	showToast.error('Could not copy the link.')
	await vi.advanceTimersByTimeAsync(1000)
	expect(calls).toEqual([])

	toastContainerMounted()
	await vi.advanceTimersByTimeAsync(CONTAINER_SETTLE_MS - 1)
	expect(calls).toEqual([])
	await vi.advanceTimersByTimeAsync(1)
	expect(calls).toEqual([
		['success', 'Saved to Ada’s profile.', { action }],
		['error', 'Could not copy the link.', undefined],
	])

	// Once it is up, a toast shows without waiting.
	showToast.success('Link copied')
	await vi.advanceTimersByTimeAsync(0)
	expect(calls.at(-1)).toEqual(['success', 'Link copied', undefined])
})
