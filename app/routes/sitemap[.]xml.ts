import { blogPosts } from '#app/features/blog/blog.server'
import { blogSitemapEntries } from '#app/features/blog/posts'
import { sitePages } from '#app/features/site/site-pages'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/sitemap[.]xml'

// Every public page (internal previews and account pages left out), then the
// blog: topic and category listings and every published, indexable post.

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	const pages = sitePages
		.filter((page) => !page.internal)
		.map((page) => ({
			path: page.path,
			priority: page.path === '/' ? '1.0' : page.path.split('/').length > 2 ? '0.6' : '0.8',
			lastmod: undefined as string | undefined,
		}))
	const urls = [...pages, ...blogSitemapEntries(blogPosts)].map(
		(entry) =>
			`  <url><loc>${env.BASE_URL}${entry.path}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}<priority>${entry.priority}</priority></url>`,
	)
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
	return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
