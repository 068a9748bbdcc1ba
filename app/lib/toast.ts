import type { ExternalToast } from 'sonner'

// Toasts for pages that should not ship sonner up front (the public pages):
// sonner (~10 KB gzip) is fetched the first time a toast is asked for, and
// the root's ClientToaster mounts its container then. The toasts asked for
// meanwhile wait for the container, then show in order.

type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | undefined
const requestListeners = new Set<() => void>()
let markContainerReady: () => void = () => {}
const containerReady = new Promise<void>((resolve) => {
	markContainerReady = resolve
})

// The container is an aria-live region: screen readers announce what is added
// to a region they already know, so the first toast waits a moment after it appears.
export const CONTAINER_SETTLE_MS = 100

/** Starts loading sonner (once) and tells the lazy container to mount. */
export function loadSonner(): Promise<Sonner> {
	if (!sonner) {
		sonner = import('sonner')
		for (const listener of requestListeners) listener()
		requestListeners.clear()
	}
	return sonner
}

/** Calls `listener` once sonner is first wanted (at once if it already is); returns an unsubscribe. */
export function onSonnerRequested(listener: () => void): () => void {
	if (sonner) {
		listener()
		return () => {}
	}
	requestListeners.add(listener)
	return () => requestListeners.delete(listener)
}

/** The container calls this once it is on the page. */
export function toastContainerMounted() {
	setTimeout(markContainerReady, CONTAINER_SETTLE_MS)
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
	void Promise.all([loadSonner(), containerReady]).then(([{ toast }]) => toast[kind](message, options))
}

export const showToast = {
	success: (message: string, options?: ExternalToast) => show('success', message, options),
	error: (message: string, options?: ExternalToast) => show('error', message, options),
}
