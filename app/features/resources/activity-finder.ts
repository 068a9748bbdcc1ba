import { type Activity, COSTS, type Cost, INTERESTS, type Interest, TIME_BANDS, type TimeBand } from '../../../content/resources/activity-finder'

// Filtering for /resources/activity-finder. Pure: reads GET parameters and
// the content list. Unknown values are ignored with an error to show inline.

export const COMMON_APP_DESCRIPTION_LIMIT = 150

export type ActivityFilters = { interest: Interest | ''; time: TimeBand | ''; cost: Cost | '' }

export function parseActivityFilters(params: URLSearchParams): { filters: ActivityFilters; errors: Partial<Record<keyof ActivityFilters, string[]>> } {
	const filters: ActivityFilters = { interest: '', time: '', cost: '' }
	const errors: Partial<Record<keyof ActivityFilters, string[]>> = {}
	const interest = params.get('interest') ?? ''
	const time = params.get('time') ?? ''
	const cost = params.get('cost') ?? ''
	if (INTERESTS.some((i) => i.value === interest)) filters.interest = interest as Interest
	else if (interest) errors.interest = ['Choose an interest from the list.']
	if (TIME_BANDS.some((t) => t.value === time)) filters.time = time as TimeBand
	else if (time) errors.time = ['Choose a time option from the list.']
	if (COSTS.some((c) => c.value === cost)) filters.cost = cost as Cost
	else if (cost) errors.cost = ['Choose a cost option from the list.']
	return { filters, errors }
}

const TIME_ORDER: Record<TimeBand, number> = { light: 0, medium: 1, heavy: 2 }
const COST_ORDER: Record<Cost, number> = { free: 0, low: 1, high: 2 }

/**
 * Matches the interest; time and cost are upper limits ("up to 3–6 hours"
 * includes lighter activities; "low cost" includes free ones).
 */
export function filterActivities(list: readonly Activity[], filters: ActivityFilters): Activity[] {
	return list.filter(
		(activity) =>
			(!filters.interest || activity.interests.includes(filters.interest)) &&
			(!filters.time || TIME_ORDER[activity.time] <= TIME_ORDER[filters.time]) &&
			(!filters.cost || COST_ORDER[activity.cost] <= COST_ORDER[filters.cost]),
	)
}
