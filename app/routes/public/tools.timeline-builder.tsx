import { PageHero } from '#app/components/marketing'
import { TimelineForm } from '#app/components/timeline-builder/timeline-form'
import { TimelineResult } from '#app/components/timeline-builder/timeline-result'
import { buildTimeline, classYearOptions, formatDate, todayIso } from '#app/features/timeline/timeline'
import { parseTimelineQuery, timelineFormValues, timelineQueryString } from '#app/features/timeline/timeline-query'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/tools.timeline-builder'

// /tools/timeline-builder: a GET form (works without JavaScript; the result
// can be bookmarked or shared), a month-by-month timeline from today to
// move-in, an .ics download of the same query and a print-friendly layout.
// The form and the result are components/timeline-builder.

const PATH = '/tools/timeline-builder'

export function loader({ request, context }: Route.LoaderArgs) {
	const today = getAppContext(context).now()
	const searchParams = new URL(request.url).searchParams
	const base = { yearOptions: classYearOptions(today), todayLabel: formatDate(todayIso(today)) }

	// A first visit: an empty form, no errors.
	if (!searchParams.has('year')) {
		return { ...base, values: timelineFormValues(searchParams), errors: null, result: null }
	}
	const parsed = parseTimelineQuery(searchParams, today)
	if (!parsed.ok) return { ...base, values: parsed.values, errors: parsed.errors, result: null }
	const timeline = buildTimeline(parsed.input, today)
	return {
		...base,
		values: parsed.values,
		errors: null,
		result: {
			timeline,
			graduationYear: parsed.input.graduationYear,
			eventCount: timeline.months.reduce((count, month) => count + month.events.length, 0),
			calendarHref: `${PATH}/calendar.ics?${timelineQueryString(parsed.input)}`,
		},
	}
}

export default function TimelineBuilderRoute({ loaderData }: Route.ComponentProps) {
	const { values, errors, result, yearOptions, todayLabel } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="Application Timeline Builder"
				description="Pick your graduation year, add your colleges and the tests you plan to take. Get every deadline, test date and to-do from today to move-in, month by month, to print or add to your calendar."
				className="print:pt-0 print:pb-4"
			/>
			<div
				className={cn(
					'mx-auto px-4 pb-16 print:block print:max-w-none',
					result ? 'grid max-w-6xl items-start gap-10 lg:grid-cols-[1fr_22rem]' : 'max-w-2xl',
				)}
			>
				{result ? <TimelineResult result={result} todayLabel={todayLabel} /> : null}
				<TimelineForm values={values} errors={errors} yearOptions={yearOptions} compact={Boolean(result)} action={PATH} />
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Application Timeline Builder',
		description:
			'A free college application timeline: every deadline, test date and to-do from today to move-in, month by month, for your graduation year, colleges and tests. Print it or add it to your calendar.',
	})
