import { PostGrid } from '#app/components/blog'
import { RankedPostList } from '#app/components/blog-index'
import { PageHero, Section } from '#app/components/marketing'
import { blogPosts, trendingBlogPosts } from '#app/features/blog/blog.server'
import { BLOG_LIMITS, featuredPosts, summarizePost, TRENDING_DAYS } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/blog.featured'

// The editors' picks (every featured post) and what readers opened most in the
// last seven days.

export async function loader({ context }: Route.LoaderArgs) {
	return {
		featured: featuredPosts(blogPosts).map(summarizePost),
		trending: (await trendingBlogPosts(getAppContext(context), BLOG_LIMITS.popular)).map(summarizePost),
	}
}

export default function BlogFeaturedRoute({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero title="Featured articles" description="The articles our editors would hand a family first." />
			<div className="mx-auto max-w-5xl px-4 pb-4">
				<PostGrid posts={loaderData.featured} headingLevel={2} />
			</div>
			<Section id="trending" title="Trending this week" intro={`Most read in the last ${TRENDING_DAYS} days.`}>
				{loaderData.trending.length ? (
					<RankedPostList posts={loaderData.trending} />
				) : (
					<p className="text-muted-foreground">Nothing has been read this week yet — be the first.</p>
				)}
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Featured articles',
		description: 'The Northstar articles our editors recommend first, and what families are reading this week.',
		image: '/og-blog.png',
	})
