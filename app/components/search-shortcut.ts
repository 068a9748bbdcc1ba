import { useEffect } from 'react'

// ⌘K / Ctrl+K opens the search overlay (spec §2). Kept apart from the overlay
// so the header ships only this listener; the overlay loads on first open.

export function useSearchShortcut(open: () => void) {
	useEffect(() => {
		function onKeyDown(event: KeyboardEvent) {
			if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
				event.preventDefault()
				open()
			}
		}
		window.addEventListener('keydown', onKeyDown)
		return () => window.removeEventListener('keydown', onKeyDown)
	}, [open])
}
