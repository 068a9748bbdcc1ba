import { expect, test, vi } from 'vitest'
import { createPageStore } from './page-store'

test('readers hear of each change until they unsubscribe', () => {
	const store = createPageStore(0)
	const listener = vi.fn()
	const unsubscribe = store.subscribe(listener)
	store.set(1)
	expect(store.get()).toBe(1)
	expect(listener).toHaveBeenCalledTimes(1)
	unsubscribe()
	store.set(2)
	expect(store.get()).toBe(2)
	expect(listener).toHaveBeenCalledTimes(1)
})

test('the first reader, and the first again after all have gone, asks for a fresh read', () => {
	const onFirstReader = vi.fn()
	const store = createPageStore('', { onFirstReader })
	const first = store.subscribe(() => {})
	const second = store.subscribe(() => {})
	expect(onFirstReader).toHaveBeenCalledTimes(1)
	first()
	second()
	store.subscribe(() => {})
	expect(onFirstReader).toHaveBeenCalledTimes(2)
})
