import { Form, Link, useLocation } from 'react-router'
import { ErrorList } from '#app/components/forms'
import { CtaBand, FeatureGrid, PageHero, Section, RelatedTools } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { filterActivities, parseActivityFilters } from '#app/features/resources/activity-finder'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import {
	activities,
	activityFinderContent as content,
	COSTS,
	INTERESTS,
	TIME_BANDS,
} from '../../../content/resources/activity-finder'
import type { Route } from './+types/resources.activity-finder'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

export function loader({ request, context }: Route.LoaderArgs) {
	const { filters, errors } = parseActivityFilters(new URL(request.url).searchParams)
	// The browser is not sent the whole list, and the matches are text only: the loader renders them,
	// and a whole document carries them once, as HTML, not again as data (decision 057).
	const results = filterActivities(activities, filters)
	return {
		filters,
		errors,
		matches: results.length,
		total: activities.length,
		results: results.length ? renderHtmlOnce(context, RESULTS_ID, <ActivityCards activities={results} />) : null,
	}
}

const RESULTS_ID = 'activity-results'

const labelFor = (list: ReadonlyArray<{ value: string; label: string }>, value: string) => list.find((item) => item.value === value)?.label ?? value

export default function ActivityFinderPage({ loaderData }: Route.ComponentProps) {
	const { filters, errors, matches, total, results } = loaderData
	const { search } = useLocation()
	const selects = [
		{ name: 'interest', label: 'Interest', options: INTERESTS, value: filters.interest, errors: errors.interest },
		{ name: 'time', label: 'Time per week', options: TIME_BANDS, value: filters.time, errors: errors.time },
		{ name: 'cost', label: 'Cost', options: COSTS, value: filters.cost, errors: errors.cost },
	] as const
	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			<Section id="filters" title={content.filters.title} muted>
				<Form method="get" action="#results" key={search} className="grid gap-4 sm:grid-cols-3">
					{selects.map((select) => {
						const id = `filter-${select.name}`
						return (
							<div key={select.name} className="flex flex-col gap-1.5">
								<label htmlFor={id} className="text-sm font-medium">
									{select.label}
								</label>
								<Select
									id={id}
									name={select.name}
									defaultValue={select.value}
									aria-invalid={select.errors ? true : undefined}
									aria-describedby={select.errors ? `${id}-error` : undefined}
								>
									<option value="">{content.filters.any}</option>
									{select.options.map((option) => (
										<option key={option.value} value={option.value}>
											{option.label}
											{(select.name === 'cost' && option.value !== 'high') || (select.name === 'time' && option.value === 'medium') ? ' (or less)' : ''}
										</option>
									))}
								</Select>
								<ErrorList id={`${id}-error`} errors={select.errors} />
							</div>
						)
					})}
					<div className="flex flex-wrap gap-3 sm:col-span-3">
						<Button type="submit">{content.filters.submit}</Button>
						<Link to="/resources/activity-finder" className={buttonVariants({ variant: 'ghost' })}>
							{content.filters.clear}
						</Link>
					</div>
				</Form>
			</Section>

			<Section id="results" title={content.results.title}>
				<p role="status" className="text-muted-foreground">
					Showing {matches} of {total} activities.
				</p>
				{matches ? (
					// Keyed by the filters, so new matches are read afresh.
					<HtmlSentOnce key={search} id={RESULTS_ID} html={results} className="mt-6" />
				) : (
					<p className="mt-6">{content.results.none}</p>
				)}
				<p className="mt-6 text-sm text-muted-foreground">{content.results.exampleNote}</p>
			</Section>

			<Section id="tips" title={content.tips.title} muted>
				<FeatureGrid items={[...content.tips.items]} />
			</Section>

			<RelatedTools items={content.related} />

			<CtaBand title={content.cta.title} text={content.cta.text} href="/signup?source=resources-activity-finder" label={content.cta.label} />
		</>
	)
}

/** Rendered by the loader only, outside the router. */
function ActivityCards({ activities }: { activities: ReturnType<typeof filterActivities> }) {
	return (
		<ul className="grid gap-5 md:grid-cols-2">
			{activities.map((activity) => (
				<li key={activity.id} className={cardVariants({ padding: 'md', className: 'flex flex-col' })}>
					<h3 className="text-lg font-semibold">{activity.name}</h3>
					<p className="mt-1 text-sm text-muted-foreground">
						{activity.kind} · {activity.interests.map((i) => labelFor(INTERESTS, i)).join(', ')} · {labelFor(TIME_BANDS, activity.time)} ·{' '}
						{labelFor(COSTS, activity.cost)}
					</p>
					<h4 className="mt-4 text-sm font-semibold">{content.results.findLocally}</h4>
					<p className="mt-1 text-sm">{activity.findLocally}</p>
					<h4 className="mt-4 text-sm font-semibold">{content.results.example}</h4>
					<blockquote className="mt-1 border-l-4 border-brand/40 pl-3 text-sm italic">{activity.example}</blockquote>
					<p className="mt-1 text-xs text-muted-foreground">{activity.example.length} / 150 characters</p>
				</li>
			))}
		</ul>
	)
}
