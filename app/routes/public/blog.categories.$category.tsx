import { data } from 'react-router'
import { PostGrid } from '#app/components/blog'
import type { BreadcrumbHandle } from '#app/components/breadcrumbs'
import { PageHero } from '#app/components/marketing'
import { blogPosts } from '#app/features/blog/blog.server'
import { categoryBySlug, postsInCategory, summarizePost } from '#app/features/blog/posts'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/blog.categories.$category'

// One category's posts: where a post's category chip leads (DECISIONS.md).

export function loader({ params }: Route.LoaderArgs) {
	const category = categoryBySlug(params.category)
	if (!category) throw data('No such category.', { status: 404 })
	return { category, posts: postsInCategory(blogPosts, category.id).map(summarizePost) }
}

export const handle: BreadcrumbHandle = { breadcrumb: (loaderData: { category: { name: string } }) => loaderData.category.name }

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
	const { category, posts } = loaderData
	return (
		<>
			<PageHero eyebrow="Category" title={category.name} description={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'}, newest first.`} />
			<div className="mx-auto max-w-5xl px-4 pb-16">
				{posts.length ? <PostGrid posts={posts} headingLevel={2} /> : <p className="text-center text-muted-foreground">No articles in this category yet.</p>}
			</div>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	args.data
		? pageMeta(args, { title: `${args.data.category.name} articles`, description: `Northstar articles on ${args.data.category.name.toLowerCase()}.`, image: '/og-blog.png' })
		: pageMeta(args, { title: 'Category not found', description: 'There is no blog category at this address.', noindex: true })
