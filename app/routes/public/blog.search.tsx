import { Link } from 'react-router'
import { PostGrid } from '#app/components/blog'
import { BlogSearchForm } from '#app/components/blog-index'
import { PageHero, textLinkClass } from '#app/components/marketing'
import { blogPosts, postBodyTexts } from '#app/features/blog/blog.server'
import { searchPosts, summarizePost } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/blog.search'

// /blog/search?q=…: the site search's scoring style over title, description,
// tags and each post's rendered text. Results pages are not indexed.

export const MAX_QUERY_LENGTH = 100

export async function loader({ request, context }: Route.LoaderArgs) {
	const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
	if (!query) return { query, results: [] }
	const texts = await postBodyTexts(getAppContext(context))
	return { query, results: searchPosts(blogPosts, (slug) => texts[slug] ?? '', query).map(summarizePost) }
}

export default function BlogSearchRoute({ loaderData }: Route.ComponentProps) {
	const { query, results } = loaderData
	return (
		<>
			<PageHero title={query ? `Articles about “${query}”` : 'Search the blog'}>
				<BlogSearchForm defaultValue={query} className="mx-auto" />
			</PageHero>
			<div className="mx-auto max-w-5xl px-4 pb-16">
				{query ? (
					<p role="status" className="mb-6 text-muted-foreground">
						{results.length === 0
							? 'No articles match. Try a shorter or different word, or browse by topic.'
							: `${results.length} ${results.length === 1 ? 'article' : 'articles'} found.`}
					</p>
				) : (
					<p className="mb-6 text-muted-foreground">Type a word or two: FAFSA, early decision, essay, ADHD…</p>
				)}
				{results.length ? <PostGrid posts={results} headingLevel={2} /> : null}
				<p className="mt-10 text-center">
					<Link to="/blog#topics" className={textLinkClass}>
						Browse all topics
					</Link>
				</p>
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.data?.query ? `Search: ${args.data.query}` : 'Search the blog',
		description: 'Search every Northstar article.',
		noindex: true,
	})
