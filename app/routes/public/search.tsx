import { Form, Link } from 'react-router'
import { inputClassName } from '#app/components/form-controls'
import { PageHero } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { search, searchIndexFor } from '#app/features/search/search'
import { MAX_QUERY_LENGTH, NO_RESULTS, resultsHeading, SEARCH_TYPE_LABELS } from '#app/features/search/search-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/search'

// /search?q=…: the site search as a page (Speed #5), the same index and
// scoring as the ⌘K overlay, so the header's Search link and a search typed
// before the page's script runs both answer without script. With script the
// header opens the overlay instead; this page stays for links and no-script.

export function loader({ request, context }: Route.LoaderArgs) {
	const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
	const results = search(searchIndexFor(getAppContext(context).env.PRICING_CATALOG), query)
	return { query, results: results.map(({ id, title, description, url, type }) => ({ id, title, description, url, type })) }
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
	const { query, results } = loaderData
	return (
		<>
			<PageHero title="Search Northstar">
				<Form method="get" action="/search" role="search" className="mx-auto flex w-full max-w-xl gap-2">
					<label htmlFor="site-search" className="sr-only">
						Search pages, features, resources and answers
					</label>
					<input
						id="site-search"
						name="q"
						type="search"
						defaultValue={query}
						placeholder="Search Northstar…"
						maxLength={MAX_QUERY_LENGTH}
						className={inputClassName}
					/>
					<Button type="submit" variant="brand" size="lg">
						Search
					</Button>
				</Form>
			</PageHero>
			<section aria-labelledby="search-results-heading" className="mx-auto max-w-3xl px-4 pb-16">
				<h2 id="search-results-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
					{resultsHeading(query)}
				</h2>
				{results.length ? (
					<ul className="mt-3 divide-y rounded-xl border" data-testid="search-results">
						{results.map((result) => (
							<li key={result.id}>
								<Link to={result.url} className="block px-4 py-3 hover:bg-muted">
									<span className="flex items-center justify-between gap-3">
										<span className="font-medium text-brand">{result.title}</span>
										<span className="text-xs text-muted-foreground">{SEARCH_TYPE_LABELS[result.type]}</span>
									</span>
									<span className="block text-sm text-muted-foreground">{result.description}</span>
								</Link>
							</li>
						))}
					</ul>
				) : (
					<p role="status" className="mt-6 text-center text-muted-foreground">
						{NO_RESULTS}
					</p>
				)}
			</section>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.data?.query ? `Search: ${args.data.query}` : 'Search',
		description: 'Search Northstar’s pages, features, resources, articles and answers.',
		noindex: true,
	})
