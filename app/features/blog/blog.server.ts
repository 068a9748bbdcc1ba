import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createCookie } from 'react-router'
import { cookieAttributes, cookieName } from '#app/lib/cookie-policy'
import { bodies } from 'virtual:blog/bodies'
import { buildId, posts as postMetas } from 'virtual:blog/posts'
import type { AppContext } from '#app/lib/app-context'
import { cached } from '#app/lib/cache'
import { hmacSha256Hex } from '#app/lib/crypto'
import { createId } from '#app/lib/ids'
import { blogEngagement, blogEngagementDaily, blogLikes, blogVisitorEvents } from '#app/lib/db/schema'
import { mdxComponents } from './mdx-components'
import {
	dayKey,
	type Engagement,
	NO_ENGAGEMENT,
	type Post,
	popularPosts,
	publishedPosts,
	trendingPosts,
	trendingViews,
	trendingWindowStart,
} from './posts'

// The blog's data: the posts the build compiled (published only), their
// rendered HTML cached per slug + build, and engagement counted in the
// database. Pages and server functions call these; nothing here knows a route.

export const blogPosts: Post[] = publishedPosts(postMetas)
const bySlug = new Map(blogPosts.map((post) => [post.slug, post]))

export function getPost(slug: string): Post | undefined {
	return bySlug.get(slug)
}

export function postHeadings(slug: string) {
	return bodies[slug]?.headings ?? []
}

/** Rendered HTML lives a week in the cache; a new build has a new key, so an edit never serves stale HTML. */
const RENDER_TTL_SECONDS = 7 * 24 * 60 * 60

export function renderCacheKey(slug: string): string {
	return `blog:html:${buildId}:${slug}`
}

/** The post's body as HTML, rendered once per build and kept in the cache (KV on Workers, LRU on Node). */
export async function renderPostHtml({ cache }: Pick<AppContext, 'cache'>, slug: string): Promise<string | null> {
	const body = bodies[slug]
	if (!body || !bySlug.has(slug)) return null
	return cached(cache, renderCacheKey(slug), RENDER_TTL_SECONDS, async () => {
		const { default: Content } = await body.load()
		return renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
	})
}

/** The words of a rendered post, for search: tags dropped, the few entities React writes decoded. */
export function htmlToText(html: string): string {
	return html
		.replace(/<[^>]+>/g, ' ')
		.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' })[entity]!)
		.replace(/\s+/g, ' ')
		.trim()
}

/** Every post's body text for blog search, taken from the rendered HTML and cached with it (one read per search). */
export async function postBodyTexts(app: Pick<AppContext, 'cache'>): Promise<Record<string, string>> {
	return cached(app.cache, `blog:search-text:${buildId}`, RENDER_TTL_SECONDS, async () =>
		Object.fromEntries(await Promise.all(blogPosts.map(async (post) => [post.slug, htmlToText((await renderPostHtml(app, post.slug)) ?? '')]))),
	)
}

// --- Visitors ---------------------------------------------------------------

/** An anonymous visitor id, so likes can be toggled and views counted once a day. Holds nothing else. */
function visitorCookie(env: Pick<AppContext['env'], 'BASE_URL'>) {
	return createCookie(cookieName(env, 'ns_visitor'), { ...cookieAttributes(env), maxAge: 400 * 24 * 60 * 60 })
}

export interface Visitor {
	/** A keyed hash: the raw id or address is never stored. */
	key: string
	/** Set-Cookie for a visitor seen for the first time. */
	setCookie: string | null
}

export async function identifyVisitor(
	{ env, clientAddress }: Pick<AppContext, 'env' | 'clientAddress'>,
	request: Request,
): Promise<Visitor> {
	const existing: unknown = await visitorCookie(env).parse(request.headers.get('cookie'))
	if (typeof existing === 'string' && /^[\w-]{10,40}$/.test(existing)) {
		return { key: await hmacSha256Hex(env.SESSION_SECRET, `visitor:${existing}`), setCookie: null }
	}
	// No cookie yet: count this view by a hash of address and browser, and hand out an id for next time.
	const fallback = `address:${clientAddress ?? 'unknown'}|${request.headers.get('user-agent') ?? ''}`
	return {
		key: await hmacSha256Hex(env.SESSION_SECRET, fallback),
		setCookie: await visitorCookie(env).serialize(createId()),
	}
}

export async function visitorLikes({ db }: Pick<AppContext, 'db'>, slug: string, visitor: string): Promise<boolean> {
	const rows = await db
		.select({ slug: blogLikes.slug })
		.from(blogLikes)
		.where(and(eq(blogLikes.slug, slug), eq(blogLikes.visitor, visitor)))
		.limit(1)
	return rows.length > 0
}

// --- Engagement -------------------------------------------------------------

type Counter = 'views' | 'likes' | 'shares'

/** Adds `delta` to one counter in the running total and today's row, in one round trip. */
async function bump({ db }: Pick<AppContext, 'db'>, slug: string, counter: Counter, delta: 1 | -1, at: Date) {
	const day = dayKey(at)
	const totals = { views: 0, likes: 0, shares: 0, [counter]: Math.max(delta, 0) }
	await db.batch([
		db
			.insert(blogEngagement)
			.values({ slug, ...totals, updatedAt: at.getTime() })
			.onConflictDoUpdate({
				target: blogEngagement.slug,
				set: { [counter]: sql`max(0, ${blogEngagement[counter]} + ${delta})`, updatedAt: at.getTime() },
			}),
		db
			.insert(blogEngagementDaily)
			.values({ slug, day, ...totals })
			.onConflictDoUpdate({
				target: [blogEngagementDaily.slug, blogEngagementDaily.day],
				set: { [counter]: sql`max(0, ${blogEngagementDaily[counter]} + ${delta})` },
			}),
	])
}

/** Counts a view or a share once per visitor per post per day. Returns whether it counted. */
async function countOnce(app: Pick<AppContext, 'db' | 'now'>, kind: 'view' | 'share', slug: string, visitor: string): Promise<boolean> {
	if (!bySlug.has(slug)) return false
	const at = app.now()
	const fresh = await app.db
		.insert(blogVisitorEvents)
		.values({ slug, day: dayKey(at), kind, visitor })
		.onConflictDoNothing()
		.returning({ slug: blogVisitorEvents.slug })
	if (fresh.length === 0) return false
	await bump(app, slug, kind === 'view' ? 'views' : 'shares', 1, at)
	return true
}

export const recordView = (app: Pick<AppContext, 'db' | 'now'>, slug: string, visitor: string) => countOnce(app, 'view', slug, visitor)

/** A share counts once a day per reader, whichever button they used. */
export const recordShare = (app: Pick<AppContext, 'db' | 'now'>, slug: string, visitor: string) => countOnce(app, 'share', slug, visitor)

/** Likes or unlikes for this visitor; the answer is the new state and total. */
export async function toggleLike(
	app: Pick<AppContext, 'db' | 'now'>,
	slug: string,
	visitor: string,
	liked: boolean,
): Promise<{ liked: boolean; likes: number }> {
	if (!bySlug.has(slug)) return { liked: false, likes: 0 }
	const at = app.now()
	if (liked) {
		const added = await app.db.insert(blogLikes).values({ slug, visitor, createdAt: at.getTime() }).onConflictDoNothing().returning({ slug: blogLikes.slug })
		if (added.length) await bump(app, slug, 'likes', 1, at)
	} else {
		const removed = await app.db
			.delete(blogLikes)
			.where(and(eq(blogLikes.slug, slug), eq(blogLikes.visitor, visitor)))
			.returning({ slug: blogLikes.slug })
		if (removed.length) await bump(app, slug, 'likes', -1, at)
	}
	const totals = await engagementFor(app, [slug])
	return { liked, likes: totals.get(slug)?.likes ?? 0 }
}

export async function engagementFor({ db }: Pick<AppContext, 'db'>, slugs?: string[]): Promise<Map<string, Engagement>> {
	const rows = await db
		.select()
		.from(blogEngagement)
		.where(slugs ? inArray(blogEngagement.slug, slugs) : undefined)
	return new Map(rows.map((row) => [row.slug, { views: row.views, likes: row.likes, shares: row.shares }]))
}

export async function postEngagement(app: Pick<AppContext, 'db'>, slug: string): Promise<Engagement> {
	return (await engagementFor(app, [slug])).get(slug) ?? NO_ENGAGEMENT
}

/** Listings read popularity often and it changes slowly: a minute in the cache keeps pages cheap. */
const RANKING_TTL_SECONDS = 60

export async function popularBlogPosts(app: Pick<AppContext, 'db' | 'cache'>, count?: number): Promise<Post[]> {
	const slugs = await cached(app.cache, `blog:popular:${buildId}`, RANKING_TTL_SECONDS, async () =>
		popularPosts(blogPosts, await engagementFor(app)).map((post) => post.slug),
	)
	return slugs.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, count)
}

export async function trendingBlogPosts(app: Pick<AppContext, 'db' | 'cache' | 'now'>, count?: number): Promise<Post[]> {
	const now = app.now()
	const slugs = await cached(app.cache, `blog:trending:${buildId}:${dayKey(now)}`, RANKING_TTL_SECONDS, async () => {
		const rows = await app.db
			.select({ slug: blogEngagementDaily.slug, day: blogEngagementDaily.day, views: blogEngagementDaily.views })
			.from(blogEngagementDaily)
			.where(gte(blogEngagementDaily.day, trendingWindowStart(now)))
		return trendingPosts(blogPosts, trendingViews(rows, now)).map((post) => post.slug)
	})
	return slugs.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, count)
}
