// The settings page's buttons for the plan's calendar feed. Kept out of
// calendar-feed.ts so that the page's script gets these two addresses without
// the iCalendar writer (ics and the validation library it brings, ~24 KB gzip).

/**
 * One-tap subscriptions for the secret feed URL (issue 26 item 3): Apple
 * Calendar opens the webcal:// form; Google Calendar takes that same address
 * as its `cid`, which it subscribes to (an https `cid` is read as a calendar id).
 */
export function calendarSubscribeLinks(feedUrl: string): { apple: string; google: string } {
	const webcal = feedUrl.replace(/^https?:\/\//, 'webcal://')
	return { apple: webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` }
}
