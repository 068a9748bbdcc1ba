import { data } from 'react-router'
import { PostGrid, SubscribeBox } from '#app/components/blog'
import { Pagination } from '#app/components/blog-index'
import { PageHero } from '#app/components/marketing'
import { blogPosts } from '#app/features/blog/blog.server'
import { paginate, parsePageParam, summarizePost } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/blog.all'

// Every published post, newest first, 12 a page (`?page=`). A page past the
// end, or a page that is not a number, is a 404 rather than an empty list.

export function loader({ request }: Route.LoaderArgs) {
	const page = parsePageParam(new URL(request.url).searchParams.get('page'))
	const result = page === null ? null : paginate(blogPosts, page)
	if (!result) throw data('No such page of articles.', { status: 404 })
	return { ...result, items: result.items.map(summarizePost) }
}

export default function BlogAllRoute({ loaderData }: Route.ComponentProps) {
	const { items, page, pageCount, total } = loaderData
	return (
		<>
			<PageHero
				title="All articles"
				description={`${total} articles, newest first.${pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}`}
			/>
			<div className="mx-auto max-w-5xl px-4 pb-16">
				<PostGrid posts={items} headingLevel={2} />
				<Pagination page={page} pageCount={pageCount} basePath="/blog/all" />
				<SubscribeBox source="blog-all" className="mt-16" />
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.data && args.data.page > 1 ? `All articles, page ${args.data.page}` : 'All articles',
		description: 'Every Northstar article on college planning, newest first.',
		image: '/og-blog.png',
	})
