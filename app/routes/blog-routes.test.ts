import { XMLParser } from 'fast-xml-parser'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { blogPosts } from '#app/features/blog/blog.server'
import { BLOG_LIMITS, featuredPosts, pillarPosts, summarizePost } from '#app/features/blog/posts'
import { searchIndexFor } from '#app/features/search/search'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import * as articleRedirect from './blog-article.$slug'
import * as rss from './blog.rss[.]xml'
import * as post from './public/blog.$slug'
import * as all from './public/blog.all'
import * as categoryPage from './public/blog.categories.$category'
import * as featured from './public/blog.featured'
import * as blogIndex from './public/blog.index'
import * as search from './public/blog.search'
import * as topicPage from './public/blog.topics.$topic'
import * as sitemap from './sitemap[.]xml'

// The committed draft (content/blog/scholarship-scams-to-avoid.mdx) must not
// show anywhere public; the published posts must show everywhere they belong.

const DRAFT = 'scholarship-scams-to-avoid'
let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx.cleanup()
})

const get = (module: { loader: (args: never) => unknown }, path: string, params: Record<string, string> = {}) =>
	settle(() => module.loader(routeArgs(ctx, new Request(`http://localhost:3000${path}`), params)))

const slugsIn = (value: unknown) => JSON.stringify(value)

test('/blog: featured 3, latest 6, popular 5, the pillar guides and all eight topics; no draft', async () => {
	const { status, data } = await get(blogIndex, '/blog')
	const page = data as Awaited<ReturnType<typeof blogIndex.loader>>
	expect(status).toBe(200)
	expect(page.featured).toHaveLength(BLOG_LIMITS.featured)
	const featuredSlugs = featuredPosts(blogPosts).map((entry) => entry.slug)
	expect(page.featured.every((entry) => featuredSlugs.includes(entry.slug))).toBe(true)
	expect(page.latest).toHaveLength(BLOG_LIMITS.recent)
	expect(page.latest[0]!.slug).toBe(blogPosts[0]!.slug)
	expect(page.popular).toHaveLength(BLOG_LIMITS.popular)
	expect(page.guides.length).toBeGreaterThan(0)
	expect(page.guides.map((entry) => entry.slug)).toEqual(pillarPosts(blogPosts).map((entry) => entry.slug))
	expect(page.topics.map((topic) => topic.slug)).toContain('deadlines-timelines')
	expect(page.topics).toHaveLength(8)
	expect(Object.values(page.counts).reduce((sum, n) => sum + n, 0)).toBe(blogPosts.length)
	expect(slugsIn(data)).not.toContain(DRAFT)
})

test('/blog has the three buttons to featured, all and the deadlines topic (decision 029)', async () => {
	const { data: loaderData } = await get(blogIndex, '/blog')
	const props = { loaderData, actionData: undefined, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(blogIndex.default, props) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/blog'] }))
	for (const [href, label] of [
		['/blog/featured', 'Featured articles'],
		['/blog/all', 'All articles'],
		['/blog/topics/deadlines-timelines', 'Deadlines &amp; Timelines'],
	]) {
		expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`))
	}
})

test('/blog/all pages by 12; past the end or not a number is a 404', async () => {
	const first = (await get(all, '/blog/all')).data as Awaited<ReturnType<typeof all.loader>>
	expect(first.items).toHaveLength(12)
	expect(first.pageCount).toBe(Math.ceil(blogPosts.length / 12))
	const second = (await get(all, '/blog/all?page=2')).data as Awaited<ReturnType<typeof all.loader>>
	expect(second.items).toEqual(blogPosts.slice(12, 24).map(summarizePost))
	expect((await get(all, `/blog/all?page=${first.pageCount + 1}`)).status).toBe(404)
	expect((await get(all, '/blog/all?page=abc')).status).toBe(404)
	expect(slugsIn([first, second])).not.toContain(DRAFT)
})

test('topics and categories list their posts; unknown ones are 404s', async () => {
	const topic = (await get(topicPage, '/blog/topics/deadlines-timelines', { topic: 'deadlines-timelines' })).data as Awaited<ReturnType<typeof topicPage.loader>>
	expect(topic.posts.length).toBeGreaterThan(0)
	expect(topic.posts.every((entry) => entry.topic.slug === 'deadlines-timelines')).toBe(true)
	expect((await get(topicPage, '/blog/topics/nope', { topic: 'nope' })).status).toBe(404)
	const financial = await get(categoryPage, '/blog/categories/financial-aid', { category: 'financial-aid' })
	expect(slugsIn(financial.data)).not.toContain(DRAFT)
	expect((await get(categoryPage, '/blog/categories/nope', { category: 'nope' })).status).toBe(404)
	expect(slugsIn((await get(featured, '/blog/featured')).data)).not.toContain(DRAFT)
})

test('a post page has its body, headings and 3 related posts; drafts and unknown slugs are 404s', async () => {
	const slug = 'adhd-college-planning-guide'
	const { status, data } = await get(post, `/blog/${slug}`, { slug })
	const page = data as Awaited<ReturnType<typeof post.loader>>
	expect(status).toBe(200)
	expect(page.html).toContain('<h2 id=')
	expect(page.headings.length).toBeGreaterThan(3)
	expect(page.related).toHaveLength(BLOG_LIMITS.related)
	expect(page.related.map((entry) => entry.slug)).not.toContain(slug)
	expect((await get(post, `/blog/${DRAFT}`, { slug: DRAFT })).status).toBe(404)
	expect((await get(post, '/blog/nope', { slug: 'nope' })).status).toBe(404)
})

test('lists send what a card shows of a post, not the whole post (its SEO fields, author, tags, excerpt)', async () => {
	const slug = 'adhd-college-planning-guide'
	const index = (await get(blogIndex, '/blog')).data as Awaited<ReturnType<typeof blogIndex.loader>>
	const picks = (await get(featured, '/blog/featured')).data as Awaited<ReturnType<typeof featured.loader>>
	const topic = (await get(topicPage, '/blog/topics/deadlines-timelines', { topic: 'deadlines-timelines' })).data as Awaited<ReturnType<typeof topicPage.loader>>
	const category = (await get(categoryPage, '/blog/categories/financial-aid', { category: 'financial-aid' })).data as Awaited<ReturnType<typeof categoryPage.loader>>
	const lists = [
		[index.featured, index.latest, index.popular, index.guides],
		((await get(all, '/blog/all')).data as Awaited<ReturnType<typeof all.loader>>).items,
		[picks.featured, picks.trending],
		topic.posts,
		category.posts,
		((await get(search, '/blog/search?q=deadline')).data as Awaited<ReturnType<typeof search.loader>>).results,
		((await get(post, `/blog/${slug}`, { slug })).data as Awaited<ReturnType<typeof post.loader>>).related,
	]
	for (const list of lists) {
		expect(JSON.stringify(list)).toMatch(/"readTime"/)
		expect(JSON.stringify(list)).not.toMatch(/"(seo|author|tags|excerpt|seoKeywords|wordCount)"/)
	}
	expect(JSON.stringify([index.topics, topic.others])).not.toMatch(/"(seoKeywords|tool|priority)"/)
})

test('/blog-article/{slug} moves permanently to the one canonical /blog/{slug}', async () => {
	const { status, headers } = await get(articleRedirect, '/blog-article/adhd-college-planning-guide', { slug: 'adhd-college-planning-guide' })
	expect(status).toBe(301)
	expect(headers.get('location')).toBe('/blog/adhd-college-planning-guide')
})

test('blog search finds posts by title, tags and body text, never a draft', async () => {
	const byTitle = (await get(search, '/blog/search?q=national%20merit')).data as Awaited<ReturnType<typeof search.loader>>
	expect(byTitle.results[0]!.slug).toBe('psat-national-merit-explained')
	// "IDOC" appears only in the FAFSA guide's body.
	const byBody = (await get(search, '/blog/search?q=idoc')).data as Awaited<ReturnType<typeof search.loader>>
	expect(byBody.results.map((entry) => entry.slug)).toContain('fafsa-and-css-profile-guide')
	const scams = (await get(search, '/blog/search?q=scholarship%20scams')).data as Awaited<ReturnType<typeof search.loader>>
	expect(slugsIn(scams)).not.toContain(DRAFT)
	const empty = (await get(search, '/blog/search')).data as Awaited<ReturnType<typeof search.loader>>
	expect(empty).toEqual({ query: '', results: [] })
	expect(searchIndexFor('founder').filter((item) => item.type === 'blog')).toHaveLength(blogPosts.length)
	expect(slugsIn(searchIndexFor('founder'))).not.toContain(DRAFT)
})

test('RSS parses and lists the newest published posts, up to 20; the sitemap has every post with its priority', async () => {
	const feed = await (rss.loader(routeArgs(ctx, new Request('http://localhost:3000/blog/rss.xml'))) as Response).text()
	const items = new XMLParser().parse(feed).rss.channel.item as Array<{ link: string }>
	expect(items).toHaveLength(Math.min(BLOG_LIMITS.rss, blogPosts.length))
	expect(items[0]!.link).toBe(`http://localhost:3000/blog/${blogPosts[0]!.slug}`)
	expect(feed).not.toContain(DRAFT)

	const xml = await (sitemap.loader(routeArgs(ctx, new Request('http://localhost:3000/sitemap.xml'))) as Response).text()
	const urls = new XMLParser().parse(xml).urlset.url as Array<{ loc: string; priority: number; lastmod?: string }>
	for (const entry of blogPosts) {
		const url = urls.find((candidate) => candidate.loc === `http://localhost:3000/blog/${entry.slug}`)
		expect(url, entry.slug).toBeDefined()
		expect(url!.priority).toBe(entry.featured ? 0.8 : 0.6)
		expect(url!.lastmod).toBe(entry.updatedDate)
	}
	expect(xml).not.toContain(DRAFT)
	expect(xml).toContain('http://localhost:3000/blog/topics/success-stories')
	expect(xml).not.toContain('/blog/search')
})
