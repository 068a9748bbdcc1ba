import { useEffect, useRef } from 'react'
import { createPath, useBlocker, useLocation, type Location } from 'react-router'
import type { AnalyticsConfig, SessionRecordingConfig } from '#app/lib/public-config'
import { trackingAllowed } from './tracking'

// Analytics, the tag manager and session recording see public pages only
// (tracking.ts). They start on the first public page a visitor opens; once
// loaded, a tag manager cannot be unloaded, so leaving for a page they must not
// see — signing in, the app, a link with a token — is a full page load, which
// leaves them behind:
// - a navigation in the app (a link, a navigate() call) is blocked before that
//   page renders and handed to the browser instead;
// - arriving anyway (a form's redirect, which blockers do not see) stops what
//   can be stopped and loads the page again without them.
// It holds the router's one blocker while trackers run, on public pages only.

export function useTrackers(analytics: AnalyticsConfig, sessionRecording: SessionRecordingConfig) {
	const location = useLocation()
	const loaded = useRef(false)
	const wanted = analytics.enabled || sessionRecording.enabled

	useEffect(() => {
		if (loaded.current) {
			if (!trackingAllowed(location)) stopAndReload(location, analytics)
			return
		}
		if (!wanted || !trackingAllowed(location)) return
		loaded.current = true
		void import('./analytics.client').then(({ startAnalytics, startSessionRecording }) => {
			startAnalytics(analytics)
			startSessionRecording(sessionRecording)
		})
		// The configs come from the server once per document; only the page changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [location])

	const blocker = useBlocker(({ nextLocation }) => loaded.current && !trackingAllowed(nextLocation))
	useEffect(() => {
		if (blocker.state === 'blocked') window.location.assign(createPath(blocker.location))
	}, [blocker])
}

function stopAndReload(location: Location, analytics: AnalyticsConfig) {
	if (analytics.measurementId) (window as unknown as Record<string, unknown>)[`ga-disable-${analytics.measurementId}`] = true
	window.clarity?.('stop')
	window.location.replace(createPath(location))
}
