import { blogPosts } from '#app/features/blog/blog.server'
import { blogRss } from '#app/features/blog/feed'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/blog.rss[.]xml'

// /blog/rss.xml: the 20 newest published posts with their full summaries.

export function loader({ context }: Route.LoaderArgs) {
	return new Response(blogRss(blogPosts, getAppContext(context).env.BASE_URL), {
		headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
	})
}
