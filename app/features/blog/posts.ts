import { type BlogAuthor, authors } from '../../../content/authors'
import { type BlogCategory, categories } from '../../../content/categories'
import { type BlogTopic, topics } from '../../../content/topics'
import { isSubsequence } from '#app/features/search/fuzzy'
import type { FrontMatter } from './front-matter'

// The blog's rules, pure so they are tested without a server: the spec's
// numbers (§9), listing selections, related posts, popularity and trending,
// pagination and search. Every function takes the list it works on, so tests
// hand it more posts than any limit.

export const BLOG_LIMITS = { perPage: 12, featured: 3, popular: 5, recent: 6, related: 3, rss: 20 } as const
export const TRENDING_DAYS = 7

/** What the build emits per post: the front matter plus the computed read time. */
export type PostMeta = FrontMatter & { readTime: number; wordCount: number }

/** A post as pages use it (spec §3): author, category and topic resolved, its URL and tool. */
export interface Post extends Omit<PostMeta, 'author' | 'category' | 'topic' | 'tool'> {
	url: string
	author: BlogAuthor
	category: BlogCategory
	topic: BlogTopic
	tool: string
}

/**
 * What a list shows of a post (a card, a ranked line). List pages send this
 * rather than the whole post: its SEO fields, author and tags would travel in
 * the page's data for nothing (a quarter of the blog index's document, gzip).
 */
export interface PostSummary {
	slug: string
	url: string
	title: string
	description: string
	publishedDate: string
	readTime: number
	image: { url: string }
	topic: TopicLink
}

/** What a topic chip shows and links to. */
export type TopicLink = Pick<BlogTopic, 'slug' | 'name' | 'color'>

/** What a topic's or a category's chip shows and links to, out of the whole entry. */
export function chipOf<Entry extends Pick<BlogTopic | BlogCategory, 'slug' | 'name' | 'color'>>({ slug, name, color }: Entry): Pick<Entry, 'slug' | 'name' | 'color'> {
	return { slug, name, color }
}

export function summarizePost({ slug, url, title, description, publishedDate, readTime, image, topic }: Post): PostSummary {
	return { slug, url, title, description, publishedDate, readTime, image: { url: image.url }, topic: chipOf(topic) }
}

export interface Engagement {
	views: number
	likes: number
	shares: number
}

export const NO_ENGAGEMENT: Engagement = { views: 0, likes: 0, shares: 0 }

export function postUrl(slug: string): string {
	return `/blog/${slug}`
}

export function resolvePost(meta: PostMeta): Post {
	const author = authors.find((entry) => entry.id === meta.author)
	const category = categories.find((entry) => entry.id === meta.category)
	const topic = topics.find((entry) => entry.id === meta.topic)
	// The build's schema already refused unknown ids; this guards hand-made fixtures.
	if (!author || !category || !topic) throw new Error(`Post ${meta.slug} names an unknown author, category or topic`)
	return { ...meta, url: postUrl(meta.slug), author, category, topic, tool: meta.tool ?? topic.tool }
}

/** Only published posts, newest first (spec §4): every public list starts here. */
export function publishedPosts(metas: PostMeta[]): Post[] {
	return metas
		.filter((meta) => meta.status === 'published')
		.map(resolvePost)
		.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.title.localeCompare(b.title))
}

export function latestPosts(posts: Post[], count: number = BLOG_LIMITS.recent): Post[] {
	return posts.slice(0, count)
}

export function featuredPosts(posts: Post[], count?: number): Post[] {
	const featured = posts.filter((post) => post.featured)
	return count === undefined ? featured : featured.slice(0, count)
}

/** Comprehensive guides: the pillar pages, the "start here" one first. */
export function pillarPosts(posts: Post[]): Post[] {
	return posts.filter((post) => post.isPillarPage).sort((a, b) => Number(b.isStartHere) - Number(a.isStartHere))
}

export function topicBySlug(slug: string): BlogTopic | undefined {
	return topics.find((topic) => topic.slug === slug)
}

export function categoryBySlug(slug: string): BlogCategory | undefined {
	return categories.find((category) => category.slug === slug)
}

export function postsInTopic(posts: Post[], topicId: string): Post[] {
	return posts.filter((post) => post.topic.id === topicId)
}

export function postsInCategory(posts: Post[], categoryId: string): Post[] {
	return posts.filter((post) => post.category.id === categoryId)
}

// Marked pure, so a page that never lists topics does not ship them.
export const topicsByPriority = /* @__PURE__ */ [...topics].sort((a, b) => a.priority - b.priority)

/**
 * Related posts: the same topic first, then the most shared tags, then the
 * same category; newest breaks ties. Never the post itself.
 */
export function relatedPosts(post: Post, posts: Post[], count: number = BLOG_LIMITS.related): Post[] {
	const tags = new Set(post.tags.map((tag) => tag.toLowerCase()))
	return posts
		.filter((other) => other.slug !== post.slug)
		.map((other, index) => ({
			other,
			index,
			sameTopic: other.topic.id === post.topic.id ? 1 : 0,
			sharedTags: other.tags.filter((tag) => tags.has(tag.toLowerCase())).length,
			sameCategory: other.category.id === post.category.id ? 1 : 0,
		}))
		.sort(
			(a, b) =>
				b.sameTopic - a.sameTopic || b.sharedTags - a.sharedTags || b.sameCategory - a.sameCategory || a.index - b.index,
		)
		.slice(0, count)
		.map((entry) => entry.other)
}

/** Spec §9: views + 10 per like + 20 per share. */
export function popularityScore({ views, likes, shares }: Engagement): number {
	return views + 10 * likes + 20 * shares
}

/** The most popular posts by score; with no readers yet, pillar and featured posts lead. */
export function popularPosts(
	posts: Post[],
	engagement: ReadonlyMap<string, Engagement>,
	count: number = BLOG_LIMITS.popular,
): Post[] {
	return posts
		.map((post, index) => ({ post, index, score: popularityScore(engagement.get(post.slug) ?? NO_ENGAGEMENT) }))
		.sort(
			(a, b) =>
				b.score - a.score ||
				Number(b.post.isPillarPage) - Number(a.post.isPillarPage) ||
				Number(b.post.featured) - Number(a.post.featured) ||
				a.index - b.index,
		)
		.slice(0, count)
		.map((entry) => entry.post)
}

/** "2026-11-23" for a time, in UTC: the day engagement is counted under. */
export function dayKey(at: Date): string {
	return at.toISOString().slice(0, 10)
}

/** The first day of the trending window that ends today: today and the six days before it. */
export function trendingWindowStart(now: Date, days: number = TRENDING_DAYS): string {
	return dayKey(new Date(now.getTime() - (days - 1) * 86_400_000))
}

/** Views per post over the trending window, from daily rows. */
export function trendingViews(
	daily: ReadonlyArray<{ slug: string; day: string; views: number }>,
	now: Date,
	days: number = TRENDING_DAYS,
): Map<string, number> {
	const from = trendingWindowStart(now, days)
	const to = dayKey(now)
	const totals = new Map<string, number>()
	for (const row of daily) {
		if (row.day < from || row.day > to) continue
		totals.set(row.slug, (totals.get(row.slug) ?? 0) + row.views)
	}
	return totals
}

/** Posts with views in the last seven days, most viewed first. */
export function trendingPosts(posts: Post[], viewsInWindow: ReadonlyMap<string, number>, count: number = BLOG_LIMITS.popular): Post[] {
	return posts
		.map((post, index) => ({ post, index, views: viewsInWindow.get(post.slug) ?? 0 }))
		.filter((entry) => entry.views > 0)
		.sort((a, b) => b.views - a.views || a.index - b.index)
		.slice(0, count)
		.map((entry) => entry.post)
}

export interface Page<T> {
	items: T[]
	page: number
	pageCount: number
	total: number
}

/** `?page=` as a page number: a missing value is page 1; anything else must be a whole number from 1. */
export function parsePageParam(value: string | null): number | null {
	if (value === null || value === '') return 1
	if (!/^\d{1,6}$/.test(value)) return null
	const page = Number(value)
	return page >= 1 ? page : null
}

/** One page of a list; `null` when the page is past the end (an empty list still has page 1). */
export function paginate<T>(items: T[], page: number, perPage: number = BLOG_LIMITS.perPage): Page<T> | null {
	const pageCount = Math.max(1, Math.ceil(items.length / perPage))
	if (page < 1 || page > pageCount) return null
	return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length }
}

export const BLOG_SEARCH_SCORE = { title: 10, description: 5, body: 3, tag: 4, fuzzy: 1 } as const

/**
 * Blog search in the site search's style (spec §9 weights): the whole query
 * in the title, description, body or tags; a query of several words also
 * matches a post that has every word somewhere.
 */
export function scorePost(post: Post, bodyText: string, rawQuery: string): number {
	const query = rawQuery.trim().toLowerCase().replace(/\s+/g, ' ')
	if (!query) return 0
	const fields = {
		title: post.title.toLowerCase(),
		description: `${post.description} ${post.excerpt}`.toLowerCase(),
		body: bodyText.toLowerCase(),
		tags: post.tags.map((tag) => tag.toLowerCase()),
	}
	const scoreFor = (term: string) =>
		(fields.title.includes(term) ? BLOG_SEARCH_SCORE.title : 0) +
		(fields.description.includes(term) ? BLOG_SEARCH_SCORE.description : 0) +
		(fields.body.includes(term) ? BLOG_SEARCH_SCORE.body : 0) +
		(fields.tags.some((tag) => tag.includes(term)) ? BLOG_SEARCH_SCORE.tag : 0)
	let score = scoreFor(query)
	if (score === 0 && query.includes(' ')) {
		const terms = query.split(' ').filter((term) => term.length > 1)
		const perTerm = terms.map(scoreFor)
		score = terms.length > 0 && perTerm.every((value) => value > 0) ? Math.min(...perTerm) : 0
	}
	if (score > 0 && isSubsequence(query.replace(/\s+/g, ''), fields.title.replace(/\s+/g, ''))) score += BLOG_SEARCH_SCORE.fuzzy
	return score
}

export function searchPosts(posts: Post[], bodyText: (slug: string) => string, query: string): Post[] {
	return posts
		.map((post, index) => ({ post, index, score: scorePost(post, bodyText(post.slug), query) }))
		.filter((entry) => entry.score > 0)
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.map((entry) => entry.post)
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * "November 18, 2026" for a YYYY-MM-DD date, read as that calendar day wherever
 * the reader is. Spelled out rather than asked of Intl: a post's dates are
 * formatted while the page hydrates, and the browser's first Intl date format
 * loads its locale data then (about 110 ms on a throttled phone, measured).
 */
export function formatPostDate(isoDate: string): string {
	const [year, month, day] = isoDate.split('-').map(Number)
	return `${monthNames[month! - 1]} ${day}, ${year}`
}

/** Spec §9: featured posts 0.8, others 0.6, lastmod from updatedDate; noIndex posts stay out. */
export const SITEMAP_PRIORITY = { featured: '0.8', post: '0.6', listing: '0.6' } as const

export function blogSitemapEntries(posts: Post[]): Array<{ path: string; priority: string; lastmod?: string }> {
	const used = (key: 'topic' | 'category') => [...new Set(posts.map((post) => post[key].slug))]
	return [
		...used('topic').map((slug) => ({ path: `/blog/topics/${slug}`, priority: SITEMAP_PRIORITY.listing })),
		...used('category').map((slug) => ({ path: `/blog/categories/${slug}`, priority: SITEMAP_PRIORITY.listing })),
		...posts
			.filter((post) => !post.seo.noIndex)
			.map((post) => ({
				path: post.url,
				priority: post.featured ? SITEMAP_PRIORITY.featured : SITEMAP_PRIORITY.post,
				lastmod: post.updatedDate,
			})),
	]
}
