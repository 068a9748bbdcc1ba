import { buildTimeline } from '#app/features/timeline/timeline'
import { timelineToIcs } from '#app/features/timeline/timeline-ics'
import { firstTimelineError, parseTimelineQuery } from '#app/features/timeline/timeline-query'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/tools.timeline-builder.calendar[.]ics'

// /tools/timeline-builder/calendar.ics: the builder's timeline for the same
// query (year, school/plan rows, tests) as an iCalendar download.

export function loader({ request, context }: Route.LoaderArgs) {
	const today = getAppContext(context).now()
	const parsed = parseTimelineQuery(new URL(request.url).searchParams, today)
	if (!parsed.ok) {
		return new Response(firstTimelineError(parsed.errors), {
			status: 400,
			headers: { 'content-type': 'text/plain; charset=utf-8' },
		})
	}
	const ics = timelineToIcs(buildTimeline(parsed.input, today), { stamp: today })
	return new Response(ics, {
		headers: {
			'content-type': 'text/calendar; charset=utf-8',
			'content-disposition': 'attachment; filename="northstar-college-timeline.ics"',
		},
	})
}
