// Calendar days in the family's time zone, as "YYYY-MM-DD" strings: due dates
// are days, not instants, so "due today" means the family's today wherever
// the server runs.

export type IsoDay = string

// Making an Intl.DateTimeFormat costs far more than using one, and a page
// formats dozens of dates: one formatter per locale and options, kept.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** A kept Intl.DateTimeFormat; throws, as the constructor does, for an unknown time zone. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${locale} ${JSON.stringify(options)}`
	let format = formatters.get(key)
	if (!format) {
		format = new Intl.DateTimeFormat(locale, options)
		// Bounded: keys come from code, but time zones come from families' settings.
		if (formatters.size > 500) formatters.clear()
		formatters.set(key, format)
	}
	return format
}

/** Today's date in a time zone, e.g. familyToday('America/Los_Angeles', now) → "2026-11-23". */
export function familyToday(timeZone: string, now: Date): IsoDay {
	try {
		return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
	} catch {
		return now.toISOString().slice(0, 10)
	}
}

export function isValidTimeZone(timeZone: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone })
		return true
	} catch {
		return false
	}
}

export function addDays(day: IsoDay, days: number): IsoDay {
	const date = new Date(`${day}T12:00:00Z`)
	date.setUTCDate(date.getUTCDate() + days)
	return date.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
	return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000)
}

export function isoDay(year: number, month: number, day: number): IsoDay {
	return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function lastDayOfMonth(year: number, month: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * An instant as the family reads it, in their time zone: the same words on the
 * server and in any browser, so a page hydrates without a mismatch.
 * `formatInstant(at, 'America/Chicago', { month: 'short', day: 'numeric' })` → "Nov 23".
 */
export function formatInstant(at: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
	// Intl throws on an instant that is not one, where Date's own formatting said "Invalid Date".
	if (!Number.isFinite(at)) return ''
	try {
		return dateTimeFormat('en-US', { ...options, timeZone }).format(at)
	} catch {
		return dateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at)
	}
}

/** "Mon, Nov 23" for a day, for lists. */
export function formatDay(day: IsoDay, options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }): string {
	return dateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

/** The time zones families pick from (US states and territories), by their usual names. */
export const familyTimeZones: Array<[zone: string, label: string]> = [
	['America/New_York', 'Eastern'],
	['America/Chicago', 'Central'],
	['America/Denver', 'Mountain'],
	['America/Phoenix', 'Arizona (no daylight saving)'],
	['America/Los_Angeles', 'Pacific'],
	['America/Anchorage', 'Alaska'],
	['Pacific/Honolulu', 'Hawaii'],
	['America/Puerto_Rico', 'Puerto Rico and the Virgin Islands'],
	['Pacific/Guam', 'Guam and the Northern Mariana Islands'],
	['Pacific/Pago_Pago', 'American Samoa'],
]
