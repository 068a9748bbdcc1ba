import { expect, test } from 'vitest'
import { topics } from '../../../content/topics'
import {
	BLOG_LIMITS,
	dayKey,
	featuredPosts,
	formatPostDate,
	latestPosts,
	paginate,
	parsePageParam,
	pillarPosts,
	popularityScore,
	popularPosts,
	type PostMeta,
	publishedPosts,
	relatedPosts,
	searchPosts,
	trendingPosts,
	trendingViews,
} from './posts'

/** 40 posts, one a day back from Nov 20, spread over the topics; every 4th featured, every 7th a draft. */
function makeMetas(count = 40): PostMeta[] {
	return Array.from({ length: count }, (_, index) => {
		const day = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString().slice(0, 10)
		const topic = topics[index % topics.length]!
		return {
			id: `post-${index}`,
			slug: `post-${index}`,
			title: `Post number ${index}`,
			description: `Description of post ${index}, long enough to pass.`,
			excerpt: `Excerpt of post ${index}.`,
			author: 'editorial-team',
			category: 'college-planning',
			topic: topic.id,
			contentType: 'guide',
			difficulty: 'beginner',
			isPillarPage: index % 10 === 3,
			isStartHere: index === 23,
			tags: index % 2 ? ['odd', `t${index % 5}`] : ['even', `t${index % 5}`],
			publishedDate: day,
			updatedDate: day,
			featured: index % 4 === 0,
			status: index % 7 === 6 ? 'draft' : 'published',
			image: { url: '/x.jpg', alt: 'An image' },
			seo: { metaTitle: 'Meta', metaDescription: 'Meta description', keywords: ['k'], noIndex: false },
			readTime: 3,
			wordCount: 600,
		} satisfies PostMeta
	})
}

const posts = publishedPosts(makeMetas())

test('drafts never reach a public list; published posts come newest first', () => {
	expect(posts.some((post) => post.status !== 'published')).toBe(false)
	expect(posts.map((post) => post.slug)).not.toContain('post-6')
	expect(posts).toHaveLength(40 - 5)
	for (let index = 1; index < posts.length; index++) {
		expect(posts[index - 1]!.publishedDate >= posts[index]!.publishedDate).toBe(true)
	}
	expect(posts[0]!.url).toBe('/blog/post-0')
	expect(posts[0]!.topic.name).toBe('Deadlines & Timelines')
	expect(posts[0]!.tool).toBe('/tools/timeline-builder')
})

test('the listings hold the spec numbers when there are more posts than each limit', () => {
	expect(BLOG_LIMITS).toEqual({ perPage: 12, featured: 3, popular: 5, recent: 6, related: 3, rss: 20 })
	expect(featuredPosts(posts).length).toBeGreaterThan(3)
	expect(featuredPosts(posts, BLOG_LIMITS.featured)).toHaveLength(3)
	expect(latestPosts(posts)).toHaveLength(6)
	expect(popularPosts(posts, new Map())).toHaveLength(5)
	expect(relatedPosts(posts[0]!, posts)).toHaveLength(3)
	expect(paginate(posts, 1)!.items).toHaveLength(12)
	expect(posts.slice(0, BLOG_LIMITS.rss)).toHaveLength(20)
})

test('pagination: 12 a page, the last page holds the rest, past the end is no page', () => {
	expect(paginate(posts, 1)).toMatchObject({ page: 1, pageCount: 3, total: 35 })
	expect(paginate(posts, 2)!.items[0]).toBe(posts[12])
	expect(paginate(posts, 3)!.items).toHaveLength(11)
	expect(paginate(posts, 4)).toBeNull()
	expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
	expect(parsePageParam(null)).toBe(1)
	expect(parsePageParam('3')).toBe(3)
	for (const bad of ['0', '-1', '1.5', 'abc', '9999999']) expect(parsePageParam(bad)).toBeNull()
})

test('popularity score = views + 10 × likes + 20 × shares, and ranks the popular list', () => {
	expect(popularityScore({ views: 7, likes: 2, shares: 3 })).toBe(7 + 20 + 60)
	const engagement = new Map([
		['post-30', { views: 100, likes: 0, shares: 0 }],
		['post-31', { views: 0, likes: 11, shares: 0 }], // 110
		['post-32', { views: 0, likes: 0, shares: 6 }], // 120
	])
	expect(popularPosts(posts, engagement).slice(0, 3).map((post) => post.slug)).toEqual(['post-32', 'post-31', 'post-30'])
})

test('trending counts only the last 7 days of daily views', () => {
	const now = new Date('2026-11-23T15:00:00Z')
	expect(dayKey(now)).toBe('2026-11-23')
	const views = trendingViews(
		[
			{ slug: 'post-1', day: '2026-11-23', views: 5 },
			{ slug: 'post-1', day: '2026-11-17', views: 5 }, // the 7th day back counts
			{ slug: 'post-2', day: '2026-11-16', views: 100 }, // 8 days back: outside
			{ slug: 'post-3', day: '2026-11-20', views: 4 },
		],
		now,
	)
	expect(Object.fromEntries(views)).toEqual({ 'post-1': 10, 'post-3': 4 })
	expect(trendingPosts(posts, views).map((post) => post.slug)).toEqual(['post-1', 'post-3'])
})

test('related posts: same topic first, then shared tags; never the post itself', () => {
	const post = posts.find((entry) => entry.slug === 'post-8')! // topic 0, tags even/t3
	const related = relatedPosts(post, posts)
	expect(related.map((entry) => entry.slug)).not.toContain('post-8')
	for (const entry of related) expect(entry.topic.id).toBe(post.topic.id)
	expect(related[0]!.slug).toBe('post-0')
})

test('pillar pages put the start-here guide first', () => {
	expect(pillarPosts(posts)[0]!.slug).toBe('post-23')
	expect(pillarPosts(posts).every((post) => post.isPillarPage)).toBe(true)
})

test('search weighs title, description, tags and body, and finds multi-word queries', () => {
	const body = (slug: string) => (slug === 'post-21' ? 'all about the css profile and fafsa' : '')
	expect(searchPosts(posts, body, 'Post number 12')[0]!.slug).toBe('post-12')
	expect(searchPosts(posts, body, 'css profile').map((post) => post.slug)).toEqual(['post-21'])
	expect(searchPosts(posts, body, 'fafsa css').map((post) => post.slug)).toEqual(['post-21'])
	expect(searchPosts(posts, body, 'odd').length).toBeGreaterThan(10)
	expect(searchPosts(posts, body, '   ')).toEqual([])
	expect(searchPosts(posts, body, 'zzzz')).toEqual([])
})

test('a post date reads as the calendar day, as en-US spells it, whatever the zone', () => {
	expect(formatPostDate('2026-11-18')).toBe('November 18, 2026')
	// Every month, first and last days, a leap day: the same words Intl gives.
	for (const day of ['2024-01-01', '2024-02-29', '2025-03-31', '2025-04-01', '2025-05-09', '2025-06-30', '2025-07-04', '2025-08-15', '2025-09-01', '2025-10-31', '2025-11-27', '2025-12-31']) {
		const intl = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
		expect(formatPostDate(day)).toBe(intl)
	}
})
