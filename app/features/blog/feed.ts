import { Feed } from 'feed'
import { absoluteUrl, SITE_NAME } from '#app/features/seo/site-meta'
import { BLOG_LIMITS, type Post } from './posts'

// The RSS 2.0 feed (spec §9: the 20 newest published posts), built with the
// `feed` package from the same list every other page uses.

const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

export function blogRss(posts: Post[], baseUrl: string): string {
	const newest = posts.slice(0, BLOG_LIMITS.rss)
	const feed = new Feed({
		id: `${baseUrl}/blog`,
		title: `The ${SITE_NAME} blog`,
		description: 'College planning, explained: deadlines, financial aid, applications and calmer planning for high-school families.',
		link: `${baseUrl}/blog`,
		language: 'en-US',
		image: absoluteUrl(baseUrl, '/og-blog.png'),
		favicon: absoluteUrl(baseUrl, '/favicon.svg'),
		copyright: `© ${SITE_NAME}`,
		updated: newest[0] ? noon(newest.reduce((latest, post) => (post.updatedDate > latest ? post.updatedDate : latest), newest[0].updatedDate)) : undefined,
		feedLinks: { rss: `${baseUrl}/blog/rss.xml` },
	})
	for (const post of newest) {
		const link = absoluteUrl(baseUrl, post.url)
		feed.addItem({
			id: link,
			link,
			title: post.title,
			description: post.excerpt,
			date: noon(post.publishedDate),
			published: noon(post.publishedDate),
			author: [{ name: post.author.name }],
			category: [{ name: post.category.name }, { name: post.topic.name }],
			image: absoluteUrl(baseUrl, post.image.url),
		})
	}
	return feed.rss2()
}
