import { Link } from 'react-router'
import { PostGrid, SubscribeBox } from '#app/components/blog'
import { BlogSearchForm, QuickResources, RankedPostList, TopicCards } from '#app/components/blog-index'
import { PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { blogPosts, popularBlogPosts } from '#app/features/blog/blog.server'
import { BLOG_LIMITS, featuredPosts, latestPosts, pillarPosts, summarizePost, topicsByPriority } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/blog.index'

// /blog/ (spec §2 Blog): search, topics, featured (3), latest (6), popular (5),
// comprehensive guides, quick resources and the subscribe box.

export async function loader({ context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const counts: Record<string, number> = {}
	for (const post of blogPosts) counts[post.topic.id] = (counts[post.topic.id] ?? 0) + 1
	return {
		featured: featuredPosts(blogPosts, BLOG_LIMITS.featured).map(summarizePost),
		latest: latestPosts(blogPosts, BLOG_LIMITS.recent).map(summarizePost),
		popular: (await popularBlogPosts(app, BLOG_LIMITS.popular)).map(summarizePost),
		guides: pillarPosts(blogPosts).map((post) => ({ ...summarizePost(post), isStartHere: post.isStartHere })),
		topics: topicsByPriority.map(({ id, slug, name, description, icon, color }) => ({ id, slug, name, description, icon, color })),
		counts,
	}
}

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
	const { featured, latest, popular, guides, topics, counts } = loaderData
	return (
		<>
			<PageHero
				eyebrow="The Northstar blog"
				title="College planning, explained"
				description="Deadlines, financial aid, applications and calmer planning — specific, checked against the official sources, written for students and parents."
			>
				<BlogSearchForm className="mx-auto" />
				<div className="flex w-full flex-wrap justify-center gap-3">
					<Link to="/blog/featured" className={buttonVariants({ variant: 'outline' })}>
						Featured articles
					</Link>
					<Link to="/blog/all" className={buttonVariants({ variant: 'outline' })}>
						All articles
					</Link>
					<Link to="/blog/topics/deadlines-timelines" className={buttonVariants({ variant: 'outline' })}>
						Deadlines &amp; Timelines
					</Link>
				</div>
			</PageHero>

			<Section id="featured" title="Featured">
				<PostGrid posts={featured} />
			</Section>

			<Section id="topics" title="Browse by topic" muted>
				<TopicCards topics={topics} counts={counts} />
			</Section>

			<Section id="latest" title="Latest articles">
				<PostGrid posts={latest} />
				<p className="mt-8 text-center">
					<Link to="/blog/all" className={buttonVariants({ variant: 'outline' })}>
						See all articles
					</Link>
				</p>
			</Section>

			<div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-2">
				<section aria-labelledby="popular-heading">
					<h2 id="popular-heading" className="text-2xl font-bold tracking-tight">
						Popular
					</h2>
					<p className="mt-2 text-sm text-muted-foreground">Ranked by reads, likes and shares.</p>
					<div className="mt-6">
						<RankedPostList posts={popular} />
					</div>
				</section>
				<section aria-labelledby="guides-heading">
					<h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
						Comprehensive guides
					</h2>
					<p className="mt-2 text-sm text-muted-foreground">Long reads that cover a whole subject, start to finish.</p>
					<ul className="mt-6 flex flex-col gap-3">
						{guides.map((post) => (
							<li key={post.slug}>
								<Link to={post.url} className="block rounded-xl border p-4 hover:border-brand hover:bg-muted/50">
									{post.isStartHere ? (
										<span className="text-xs font-semibold tracking-wide text-brand uppercase">Start here</span>
									) : null}
									<span className="block font-semibold">{post.title}</span>
									<span className="mt-1 block text-sm text-muted-foreground">
										{post.readTime} min read · {post.topic.name}
									</span>
								</Link>
							</li>
						))}
					</ul>
				</section>
			</div>

			<Section id="quick-resources" title="Quick resources" intro="The official sites we check our facts against." muted>
				<QuickResources />
			</Section>

			<div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
				<SubscribeBox source="blog-home" />
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) => [
	...pageMeta(args, {
		title: 'Blog: college planning, explained',
		description: 'Guides on deadlines, FAFSA and the CSS Profile, applications, essays, test prep and ADHD-friendly planning for high-school families.',
		image: '/og-blog.png',
	}),
	{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Northstar blog', href: '/blog/rss.xml' },
]
