import { useCallback, useEffect, useRef } from 'react'

// ⌘K / Ctrl+K opens the search overlay (spec §2). Kept apart from the overlay
// so the header ships only this listener; the overlay loads on first open.
// Keys typed after the shortcut and before the overlay's box has focus (its
// module may still be loading) are kept here and handed to the box when it
// takes focus, so a quick "⌘K fafsa" loses nothing (Speed #5).

export function useSearchShortcut(open: () => void): () => string {
	// null = not holding keys.
	const typed = useRef<string | null>(null)
	useEffect(() => {
		function onKeyDown(event: KeyboardEvent) {
			if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
				event.preventDefault()
				if (!isSearchBox(event.target)) typed.current ??= ''
				open()
				return
			}
			if (typed.current === null || isSearchBox(event.target)) return
			if (event.key === 'Escape') {
				typed.current = null
			} else if (event.key === 'Backspace') {
				event.preventDefault()
				typed.current = typed.current.slice(0, -1)
			} else if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) {
				event.preventDefault()
				typed.current += event.key
			}
		}
		window.addEventListener('keydown', onKeyDown, true)
		return () => window.removeEventListener('keydown', onKeyDown, true)
	}, [open])
	/** The keys held so far; holding stops, since the box now takes them itself. */
	return useCallback(() => {
		const keys = typed.current ?? ''
		typed.current = null
		return keys
	}, [])
}

/** The overlay's box (marked data-search-box): once it has focus, keys go there on their own. */
function isSearchBox(target: EventTarget | null) {
	return target instanceof HTMLElement && target.hasAttribute('data-search-box')
}
