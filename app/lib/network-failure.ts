// A request from the browser that got no answer at all: the connection
// dropped, or came back a moment after the device said it had. React Router
// hands such a failure of a page's data request to the error boundary as the
// browser's own TypeError; it is not a bug of ours and not worth a report.

/** What fetch() says when no answer came: Chromium, Firefox and Safari, then older Safari and fetch polyfills. */
const browserMessages = new Set([
	'Failed to fetch',
	'NetworkError when attempting to fetch resource.',
	'Load failed',
	'Network request failed',
	'The Internet connection appears to be offline.',
	'The network connection was lost.',
])

/** True for a fetch the network failed, in the browser; false for everything a server or our code threw. */
export function isNetworkFailure(error: unknown): boolean {
	return error instanceof TypeError && browserMessages.has(error.message)
}

/** The wait before the `attempt`-th try again (from 0): 1 s, doubling, at most 30 s. */
export function retryDelayMs(attempt: number): number {
	return Math.min(1_000 * 2 ** Math.max(0, attempt), 30_000)
}
