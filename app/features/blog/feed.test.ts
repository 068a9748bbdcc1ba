import { XMLParser } from 'fast-xml-parser'
import { expect, test } from 'vitest'
import { topics } from '../../../content/topics'
import { blogRss } from './feed'
import { blogSitemapEntries, type PostMeta, publishedPosts } from './posts'

function metas(count: number): PostMeta[] {
	return Array.from({ length: count }, (_, index) => {
		const day = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString().slice(0, 10)
		return {
			id: `post-${index}`,
			slug: `post-${index}`,
			title: `Post <${index}> & more`,
			description: `Description ${index}`,
			excerpt: `Excerpt ${index} with a full summary.`,
			author: 'editorial-team',
			category: 'financial-aid',
			topic: topics[index % topics.length]!.id,
			contentType: 'guide',
			difficulty: 'beginner',
			isPillarPage: false,
			isStartHere: false,
			tags: ['t'],
			publishedDate: day,
			updatedDate: day,
			featured: index % 3 === 0,
			status: index === 1 ? 'draft' : 'published',
			image: { url: '/blog/images/financial-planning.jpg', alt: 'An image' },
			seo: { metaTitle: 'Meta', metaDescription: 'Meta description', keywords: ['k'], noIndex: index === 4 },
			readTime: 2,
			wordCount: 400,
		} satisfies PostMeta
	})
}

const posts = publishedPosts(metas(30))

test('the RSS feed parses and holds the 20 newest published posts with their summaries', () => {
	const xml = blogRss(posts, 'https://northstar.example')
	const feed = new XMLParser({ ignoreAttributes: false }).parse(xml)
	const items = feed.rss.channel.item as Array<{ title: string; link: string; description: string; pubDate: string }>
	expect(items).toHaveLength(20)
	expect(items[0]!.link).toBe('https://northstar.example/blog/post-0')
	expect(items.map((item) => item.link)).not.toContain('https://northstar.example/blog/post-1')
	expect(items[0]!.title).toBe('Post <0> & more')
	expect(items[0]!.description).toBe('Excerpt 0 with a full summary.')
	expect(new Date(items[0]!.pubDate).toISOString().slice(0, 10)).toBe('2026-11-20')
	expect(feed.rss.channel.title).toBe('The Northstar blog')
})

test('sitemap entries: featured posts 0.8, others 0.6, lastmod from updatedDate, noIndex left out', () => {
	const entries = blogSitemapEntries(posts)
	const post = (slug: string) => entries.find((entry) => entry.path === `/blog/${slug}`)
	expect(post('post-0')).toEqual({ path: '/blog/post-0', priority: '0.8', lastmod: '2026-11-20' })
	expect(post('post-2')).toEqual({ path: '/blog/post-2', priority: '0.6', lastmod: '2026-11-18' })
	expect(post('post-4')).toBeUndefined()
	expect(post('post-1')).toBeUndefined()
	expect(entries.filter((entry) => entry.path.startsWith('/blog/topics/'))).toHaveLength(8)
})
