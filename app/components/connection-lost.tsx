import { useCallback, useEffect, useRef, useState } from 'react'
import { ScreenFrame } from '#app/components/error-screens'
import { Button } from '#app/components/ui/button'
import { reportClientError } from '#app/features/monitoring/error-reporting.client'
import { retryDelayMs } from '#app/lib/network-failure'

/** A try that has not finished by then (a half-dead connection) is replaced by a new one. */
const HUNG_TRY_MS = 15_000
/** Failures while the browser says it is online (the first included) before one report: a server or proxy cutting connections looks the same from here. */
const REPORT_AFTER_FAILURES = 5

/**
 * A page's data request got no answer (app/lib/network-failure.ts). The page
 * tries again by itself — when the browser says it is back online, and on a
 * timer that backs off — so a family on a patchy connection gets their page
 * back without doing anything. Each try asks React Router to revalidate, which
 * also cancels a try still waiting.
 */
export function ConnectionLostScreen({ error, onRetry }: { error: unknown; onRetry: () => Promise<unknown> }) {
	const retry = useRef(onRetry)
	retry.current = onRetry
	const latestError = useRef(error)
	latestError.current = error
	const [attempt, setAttempt] = useState(0)
	// The try under way (0: none): each new one restarts the timer that replaces a hung one.
	const [tryUnderWay, setTryUnderWay] = useState(0)
	const latestTry = useRef(0)
	const failures = useRef(0)
	const heading = useRef<HTMLHeadingElement>(null)

	const noteFailure = useCallback(() => {
		if (!navigator.onLine) return
		failures.current += 1
		if (failures.current === REPORT_AFTER_FAILURES) reportClientError(latestError.current)
	}, [])

	const tryAgain = useCallback(() => {
		const thisTry = ++latestTry.current
		setTryUnderWay(thisTry)
		void retry
			.current()
			.catch(() => {})
			.finally(() => {
				if (thisTry !== latestTry.current) return
				setTryUnderWay(0)
				setAttempt((count) => count + 1)
			})
	}, [])

	// The page the member was using is gone: their focus goes to what replaced it.
	useEffect(() => heading.current?.focus(), [])

	// Each failed try hands the boundary a new error: counted here, not when a try settles (a success settles too).
	useEffect(() => noteFailure(), [error, noteFailure])

	useEffect(() => {
		// A try still waiting after HUNG_TRY_MS got no answer either: counted, and replaced.
		const timer = tryUnderWay ? setTimeout(() => (noteFailure(), tryAgain()), HUNG_TRY_MS) : setTimeout(tryAgain, retryDelayMs(attempt))
		window.addEventListener('online', tryAgain)
		return () => {
			clearTimeout(timer)
			window.removeEventListener('online', tryAgain)
		}
	}, [attempt, tryUnderWay, tryAgain, noteFailure])

	return (
		<ScreenFrame>
			<h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
				Can’t reach Northstar
			</h1>
			<p className="text-muted-foreground">
				The connection dropped before this page could load. It comes back by itself as soon as the connection does.
			</p>
			<Button variant="brand" onClick={tryAgain}>
				{tryUnderWay ? 'Trying again…' : 'Try again'}
			</Button>
		</ScreenFrame>
	)
}
