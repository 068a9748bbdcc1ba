import { useRouteLoaderData } from 'react-router'
import { formatInstant } from '#app/features/plan/dates'

// Times on a family's pages read in the family's time zone (Settings), taken
// from the account layout's data: the server and the browser then write the
// same words, whatever zone either runs in, and the page hydrates as sent.

const ACCOUNT_LAYOUT_ROUTE_ID = 'routes/a/layout'

/** The family's time zone, inside /a/{accountId}; Eastern elsewhere, as a new account starts. */
export function useFamilyTimeZone(): string {
	const layout = useRouteLoaderData(ACCOUNT_LAYOUT_ROUTE_ID) as { account?: { timeZone?: string } } | undefined
	return layout?.account?.timeZone ?? 'America/New_York'
}

/** A formatter of instants in the family's time zone: `const when = useFamilyTime(); when(at, { month: 'short', day: 'numeric' })`. */
export function useFamilyTime() {
	const timeZone = useFamilyTimeZone()
	return (at: number, options: Intl.DateTimeFormatOptions) => formatInstant(at, timeZone, options)
}
