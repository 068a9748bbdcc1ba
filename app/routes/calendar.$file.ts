import { calendarForToken } from '#app/features/calendar-feed/calendar-feed.server'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/calendar.$file'

// /calendar/{secret}.ics: a member's plan for calendar apps to subscribe to.
// The secret is the only credential (calendar apps send no cookies), so an
// unknown or revoked one is a plain 404 that says nothing about why.

export async function loader({ params, context }: Route.LoaderArgs) {
	const match = /^([\w-]+)\.ics$/.exec(params.file)
	const ics = match ? await calendarForToken(getAppContext(context), match[1]!) : null
	if (!ics) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
	return new Response(ics, {
		headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=900', 'x-robots-tag': 'noindex' },
	})
}
