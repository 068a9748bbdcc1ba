import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { reactTakesTaps } from '#app/lib/early-input'

// React Router's default client entry, started after the first paint: the
// server's HTML is complete, so a reader sees the page one frame before the
// scripts take it over rather than after hydrating a long page (decision 019).
// A hidden tab gets no frames, so a timer starts it there.

function afterFirstPaint(run: () => void) {
	let started = false
	const start = () => {
		if (started) return
		started = true
		run()
	}
	requestAnimationFrame(() => setTimeout(start, 0))
	setTimeout(start, 200)
}

afterFirstPaint(() => {
	// React answers a tap from here on, hydrating first if it must (early-input.ts).
	reactTakesTaps()
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	})
})
