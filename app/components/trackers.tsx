import { useTrackers } from '#app/features/analytics/use-trackers'
import type { AnalyticsConfig, SessionRecordingConfig } from '#app/lib/public-config'

// Analytics and session recording, rendered by the root only where one is
// switched on (both are off by default): their code, and the list of pages
// they may see, reach the browser only then, as a chunk of their own.

export default function Trackers({ analytics, sessionRecording }: { analytics: AnalyticsConfig; sessionRecording: SessionRecordingConfig }) {
	useTrackers(analytics, sessionRecording)
	return null
}
