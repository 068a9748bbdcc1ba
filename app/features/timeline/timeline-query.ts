import { type TimelineInput, timelineInputSchema } from './timeline'

// The builder's GET form as search params, shared by the page and its .ics
// download: `year`, then `school` and `plan` repeated once per row (paired by
// position; rows with an empty name are dropped), then `test` repeated.

/** What the form shows again: the raw values, with blank school rows dropped. */
export interface TimelineFormValues {
	year: string
	schools: Array<{ name: string; plan: string }>
	tests: string[]
}

export type TimelineQueryResult =
	| { ok: true; input: TimelineInput; values: TimelineFormValues }
	| {
			ok: false
			/** Messages by field: `year`, `schools`, `schools.0.name`, `schools.0.plan`, `tests` (or `form`). */
			errors: Record<string, string[]>
			values: TimelineFormValues
	  }

export function timelineFormValues(searchParams: URLSearchParams): TimelineFormValues {
	const names = searchParams.getAll('school')
	const plans = searchParams.getAll('plan')
	const schools: TimelineFormValues['schools'] = []
	for (let index = 0; index < names.length; index++) {
		const name = names[index]?.trim() ?? ''
		if (name) schools.push({ name, plan: plans[index] ?? '' })
	}
	return { year: searchParams.get('year')?.trim() ?? '', schools, tests: searchParams.getAll('test') }
}

export function parseTimelineQuery(searchParams: URLSearchParams, today: Date): TimelineQueryResult {
	const values = timelineFormValues(searchParams)
	const result = timelineInputSchema(today).safeParse({
		graduationYear: /^\d{4}$/.test(values.year) ? Number(values.year) : Number.NaN,
		schools: values.schools,
		tests: values.tests,
	})
	if (result.success) return { ok: true, input: result.data, values }
	const errors: Record<string, string[]> = {}
	for (const issue of result.error.issues) {
		const [field] = issue.path
		const key =
			field === undefined
				? 'form'
				: field === 'graduationYear'
					? 'year'
					: field === 'tests'
						? 'tests'
						: issue.path.map(String).join('.')
		const list = (errors[key] ??= [])
		if (!list.includes(issue.message)) list.push(issue.message)
	}
	return { ok: false, errors, values }
}

/** The first message, for answers with room for one (the .ics download's 400). */
export function firstTimelineError(errors: Record<string, string[]>): string {
	return Object.values(errors).flat()[0] ?? 'Check the timeline’s details and try again.'
}

/** The canonical query for an input: the page's link to its .ics download uses it. */
export function timelineQueryString(input: TimelineInput): string {
	const params = new URLSearchParams({ year: String(input.graduationYear) })
	for (const school of input.schools) {
		params.append('school', school.name)
		params.append('plan', school.plan)
	}
	for (const test of input.tests) params.append('test', test)
	return params.toString()
}
