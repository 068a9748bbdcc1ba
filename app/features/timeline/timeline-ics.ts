import { createEvents, type EventAttributes } from 'ics'
import { addDays } from '#app/features/plan/dates'
import { type Timeline, timelineEvents } from './timeline'

// The timeline as a calendar file, written by /tools/timeline-builder/calendar.ics.
// Kept out of timeline.ts, which the page's script runs, so that the iCalendar
// writer (ics and the validation library it brings, ~24 KB gzip) stays on the server.

function dateArray(date: string): [number, number, number] {
	const [year, month, day] = date.split('-').map(Number)
	return [year ?? 1970, month ?? 1, day ?? 1]
}

/**
 * The timeline as an iCalendar file: one all-day event per entry, with stable
 * UIDs (re-importing updates rather than duplicates). `stamp` is the DTSTAMP;
 * without it the first event's day is used, so the output stays deterministic.
 */
export function timelineToIcs(timeline: Timeline, { stamp }: { stamp?: Date } = {}): string {
	const events = timelineEvents(timeline)
	const timestamp = stamp
		? stamp.getTime()
		: events[0]
			? Date.parse(`${events[0].date}T00:00:00Z`)
			: 0
	const attributes = events.map((event): EventAttributes & { timestamp: number } => {
		return {
			uid: `${event.id}@northstar-timeline`,
			timestamp,
			start: dateArray(event.date),
			// One all-day event: DTEND is the next day (exclusive). Not `duration: { days: 1 }`:
			// ics 3.12 writes that as "P1DT", which RFC 5545 does not allow.
			end: dateArray(addDays(event.date, 1)),
			title: event.title,
			description: event.detail,
			categories: [event.kind],
			transp: 'TRANSPARENT',
		}
	})
	const { error, value } = createEvents(attributes, {
		productId: 'northstar/timeline-builder',
		calName: 'Northstar college timeline',
	})
	if (error || value === null) throw error ?? new Error('Could not create the calendar.')
	return value
}
