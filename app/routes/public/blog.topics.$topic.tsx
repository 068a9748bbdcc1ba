import { data, Link } from 'react-router'
import { PostGrid, SubscribeBox } from '#app/components/blog'
import type { BreadcrumbHandle } from '#app/components/breadcrumbs'
import { PageHero, textLinkClass } from '#app/components/marketing'
import { blogPosts } from '#app/features/blog/blog.server'
import { postsInTopic, summarizePost, topicBySlug, topicsByPriority } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/blog.topics.$topic'

// One topic's posts (spec §2: /blog/topics/{topic}); an unknown topic is a 404.

export function loader({ params }: Route.LoaderArgs) {
	const topic = topicBySlug(params.topic)
	if (!topic) throw data('No such topic.', { status: 404 })
	return {
		topic,
		posts: postsInTopic(blogPosts, topic.id).map(summarizePost),
		others: topicsByPriority.filter((other) => other.id !== topic.id).map(({ id, slug, name }) => ({ id, slug, name })),
	}
}

export const handle: BreadcrumbHandle = { breadcrumb: (loaderData: { topic: { name: string } }) => loaderData.topic.name }

export default function BlogTopicRoute({ loaderData }: Route.ComponentProps) {
	const { topic, posts, others } = loaderData
	return (
		<>
			<PageHero eyebrow="Topic" title={topic.name} description={topic.description} />
			<div className="mx-auto max-w-5xl px-4 pb-16">
				{posts.length ? (
					<PostGrid posts={posts} headingLevel={2} />
				) : (
					<p className="text-center text-muted-foreground">
						No articles in this topic yet. <Link to="/blog/all" className={textLinkClass}>See all articles</Link>.
					</p>
				)}
				<nav aria-labelledby="other-topics" className="mt-12">
					<h2 id="other-topics" className="text-lg font-semibold">
						Other topics
					</h2>
					<ul className="mt-3 flex flex-wrap gap-2">
						{others.map((other) => (
							<li key={other.id}>
								<Link to={`/blog/topics/${other.slug}`} className="inline-block rounded-full border px-3 py-1 text-sm hover:border-brand hover:text-brand">
									{other.name}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<SubscribeBox source={`blog-topic-${topic.slug}`} className="mt-16" />
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	args.data
		? pageMeta(args, {
				title: `${args.data.topic.name} articles`,
				description: args.data.topic.description,
				image: `/blog/images/${args.data.topic.slug}.jpg`,
				keywords: args.data.topic.seoKeywords,
			})
		: pageMeta(args, { title: 'Topic not found', description: 'There is no blog topic at this address.', noindex: true })
