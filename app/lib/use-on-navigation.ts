import { useEffect, useRef } from 'react'

/**
 * Runs `close` when `place` (a path, or path and query) changes, not on
 * mount: a menu opened before hydration, as a plain <details>, stays open.
 */
export function useOnNavigation(place: string, close: () => void) {
	const last = useRef(place)
	useEffect(() => {
		if (last.current === place) return
		last.current = place
		close()
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [place])
}
