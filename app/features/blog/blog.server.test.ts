import { count, eq } from 'drizzle-orm'
import { buildId } from 'virtual:blog/posts'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { blogEngagementDaily, blogLikes, blogVisitorEvents } from '#app/lib/db/schema'
import { purgeVisitorEvents } from './visitor-events.server'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import {
	blogPosts,
	getPost,
	htmlToText,
	identifyVisitor,
	popularBlogPosts,
	postBodyTexts,
	postEngagement,
	recordShare,
	recordView,
	renderCacheKey,
	renderPostHtml,
	toggleLike,
	trendingBlogPosts,
	visitorLikes,
} from './blog.server'

let ctx: TestContext
beforeEach(async () => {
	ctx = await createTestContext()
})
afterEach(async () => {
	await ctx.cleanup()
})

const at = (iso: string) => ({ ...ctx, now: () => new Date(iso) })

test('only published posts are built: the committed draft has no page, body or listing entry', () => {
	expect(blogPosts.length).toBeGreaterThan(12)
	expect(blogPosts.every((post) => post.status === 'published')).toBe(true)
	expect(getPost('scholarship-scams-to-avoid')).toBeUndefined()
})

test('a post renders from its compiled MDX, with heading ids, and the HTML is cached per slug and build', async () => {
	const slug = 'fafsa-and-css-profile-guide'
	const html = await renderPostHtml(ctx, slug)
	expect(html).toContain('<h2 id="who-needs-which-form"')
	expect(html).toContain('data-tool-cta="/tools/cost-calculator"')
	expect(html).not.toContain('<h1')
	expect(renderCacheKey(slug)).toBe(`blog:html:${buildId}:${slug}`)
	expect(await ctx.cache.get(renderCacheKey(slug))).toBe(html)
	// A second render is the cached one: prove it by planting a marker.
	await ctx.cache.set(renderCacheKey(slug), 'cached body')
	expect(await renderPostHtml(ctx, slug)).toBe('cached body')
	expect(await renderPostHtml(ctx, 'scholarship-scams-to-avoid')).toBeNull()
	expect(await renderPostHtml(ctx, 'no-such-post')).toBeNull()
})

test('every published post renders without error', async () => {
	for (const post of blogPosts) {
		const html = await renderPostHtml(ctx, post.slug)
		expect(html?.length, post.slug).toBeGreaterThan(1000)
	}
})

test('a view counts once per visitor per post per day, and again the next day', async () => {
	const slug = blogPosts[0]!.slug
	expect(await recordView(at('2026-11-20T10:00:00Z'), slug, 'visitor-a')).toBe(true)
	expect(await recordView(at('2026-11-20T18:00:00Z'), slug, 'visitor-a')).toBe(false)
	expect(await recordView(at('2026-11-20T18:00:00Z'), slug, 'visitor-b')).toBe(true)
	expect(await recordView(at('2026-11-21T09:00:00Z'), slug, 'visitor-a')).toBe(true)
	expect(await recordView(ctx, 'scholarship-scams-to-avoid', 'visitor-a')).toBe(false)
	expect(await postEngagement(ctx, slug)).toEqual({ views: 3, likes: 0, shares: 0 })
	const daily = await ctx.db.select().from(blogEngagementDaily).where(eq(blogEngagementDaily.slug, slug))
	expect(daily.map((row) => [row.day, row.views]).sort()).toEqual([
		['2026-11-20', 2],
		['2026-11-21', 1],
	])
})

test('likes toggle per visitor and never go below zero', async () => {
	const slug = blogPosts[1]!.slug
	expect(await toggleLike(ctx, slug, 'v1', true)).toEqual({ liked: true, likes: 1 })
	expect(await toggleLike(ctx, slug, 'v1', true)).toEqual({ liked: true, likes: 1 })
	expect(await toggleLike(ctx, slug, 'v2', true)).toEqual({ liked: true, likes: 2 })
	expect(await visitorLikes(ctx, slug, 'v1')).toBe(true)
	expect(await toggleLike(ctx, slug, 'v1', false)).toEqual({ liked: false, likes: 1 })
	expect(await toggleLike(ctx, slug, 'v1', false)).toEqual({ liked: false, likes: 1 })
	expect(await visitorLikes(ctx, slug, 'v1')).toBe(false)
	const [rows] = await ctx.db.select({ n: count() }).from(blogLikes)
	expect(rows!.n).toBe(1)
})

test('shares count once per visitor per day; popular ranks by views + 10 × likes + 20 × shares', async () => {
	const [a, b, c] = blogPosts.slice(-3).map((post) => post.slug) as [string, string, string]
	for (let index = 0; index < 25; index++) await recordView(ctx, a, `reader-${index}`) // 25
	await toggleLike(ctx, b, 'v1', true)
	await toggleLike(ctx, b, 'v2', true) // 20
	expect(await recordShare(ctx, c, 'v1')).toBe(true)
	expect(await recordShare(ctx, c, 'v1')).toBe(false)
	await recordShare(ctx, c, 'v2') // 40
	const popular = await popularBlogPosts(ctx, 5)
	expect(popular.slice(0, 3).map((post) => post.slug)).toEqual([c, a, b])
	expect(popular).toHaveLength(5)
})

test('trending reads the last seven days of views only', async () => {
	const [old, recent] = blogPosts.slice(0, 2).map((post) => post.slug) as [string, string]
	for (let index = 0; index < 9; index++) await recordView(at('2026-11-01T12:00:00Z'), old, `r${index}`)
	await recordView(at('2026-11-22T12:00:00Z'), recent, 'r1')
	const trending = await trendingBlogPosts(at('2026-11-23T12:00:00Z'), 5)
	expect(trending.map((post) => post.slug)).toEqual([recent])
})

test('visitors are keyed by a hash of the cookie id, or of address and browser before they have one', async () => {
	const first = await identifyVisitor(ctx, new Request('http://localhost/', { headers: { 'user-agent': 'test' } }))
	expect(first.key).toMatch(/^[0-9a-f]{64}$/)
	expect(first.key).not.toContain('127.0.0.1')
	expect(first.setCookie).toMatch(/^ns_visitor=/)
	const cookie = first.setCookie!.split(';')[0]!
	const again = await identifyVisitor(ctx, new Request('http://localhost/', { headers: { cookie } }))
	const andAgain = await identifyVisitor(ctx, new Request('http://localhost/', { headers: { cookie } }))
	expect(again.setCookie).toBeNull()
	expect(again.key).toBe(andAgain.key)
})

test('the scheduler clears who-counted rows after two days', async () => {
	const slug = blogPosts[0]!.slug
	await recordView(at('2026-11-01T12:00:00Z'), slug, 'old')
	await recordView(at('2026-11-23T12:00:00Z'), slug, 'new')
	await purgeVisitorEvents(ctx, new Date('2026-11-23T13:00:00Z'))
	const rows = await ctx.db.select().from(blogVisitorEvents)
	expect(rows.map((row) => row.visitor)).toEqual(['new'])
	expect((await postEngagement(ctx, slug)).views).toBe(2)
})

test('search text comes from the rendered post, decoded, and is cached per build', async () => {
	expect(htmlToText('<p>Tom &amp; Jerry&#x27;s <strong>plan</strong></p><p>next</p>')).toBe("Tom & Jerry's plan next")
	const texts = await postBodyTexts(ctx)
	expect(Object.keys(texts)).toHaveLength(blogPosts.length)
	expect(texts['fafsa-and-css-profile-guide']).toContain('Institutional Documentation Service')
	expect(texts['fafsa-and-css-profile-guide']).not.toContain('<')
	expect(await ctx.cache.get(`blog:search-text:${buildId}`)).toEqual(texts)
})
