// A value kept in the page's memory, read by components through
// useSyncExternalStore: the ticks waiting for the network, the refused
// ticks' messages.

export interface PageStore<T> {
	get: () => T
	set: (next: T) => void
	subscribe: (listener: () => void) => () => void
}

/** `onFirstReader` runs when a reader subscribes and none was: the moment to read the value afresh from where it lives. */
export function createPageStore<T>(initial: T, { onFirstReader }: { onFirstReader?: () => void } = {}): PageStore<T> {
	let value = initial
	const listeners = new Set<() => void>()
	return {
		get: () => value,
		set(next) {
			value = next
			for (const listener of listeners) listener()
		},
		subscribe(listener) {
			listeners.add(listener)
			if (listeners.size === 1) onFirstReader?.()
			return () => void listeners.delete(listener)
		},
	}
}
