import path from 'node:path'
import { expect, test } from 'vitest'
import { parsePostSource, readBlogContent } from './blog-content'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const publicDir = path.join(import.meta.dirname, '../public')

test('a valid folder reads with computed read time, headings and plain text, drafts included and flagged', () => {
	const posts = readBlogContent(path.join(fixtures, 'blog-valid'), { publicDir })
	expect(posts.map((post) => [post.frontMatter.slug, post.frontMatter.status])).toEqual([
		['a-draft-post', 'draft'],
		['a-published-post', 'published'],
	])
	const post = posts[1]!
	expect(post.wordCount).toBeGreaterThan(10)
	expect(post.readTime).toBe(1)
	expect(post.headings).toEqual([
		{ depth: 2, text: 'First section', id: 'first-section' },
		{ depth: 3, text: 'A subsection', id: 'a-subsection' },
		{ depth: 2, text: 'First section', id: 'first-section-1' },
	])
	expect(post.text).toContain('Inside the callout.')
	expect(post.text).not.toContain('metaTitle')
})

test('a bad front matter stops the build with the file name and every field at fault', () => {
	const read = () => readBlogContent(path.join(fixtures, 'blog-bad'), { publicDir })
	expect(read).toThrow(/blog-bad\/missing-fields\.mdx/)
	expect(read).toThrow(/topic: must be one of the topics in content\/topics\.ts/)
	expect(read).toThrow(/seo\.metaTitle: must be at most 70 characters/)
})

test('a component that is not one of the blog components stops the build', () => {
	expect(() => readBlogContent(path.join(fixtures, 'blog-bad-component'), { publicDir })).toThrow(
		/unknown-component\.mdx: body: <Marquee> is not a blog component/,
	)
})

const valid = (overrides: Record<string, string> = {}) => {
	let source = `---
id: post-x
slug: x-post
title: "A title long enough"
description: "A description that is long enough to pass the forty character minimum."
excerpt: "An excerpt that is long enough to pass the forty character minimum too."
author: editorial-team
category: financial-aid
topic: financial-planning
contentType: guide
difficulty: beginner
isPillarPage: false
isStartHere: false
tags: [fafsa]
publishedDate: "2026-10-01"
updatedDate: "2026-10-01"
featured: false
status: published
image:
  url: /blog/images/financial-planning.jpg
  alt: "Northstar blog card for Financial Planning"
seo:
  metaTitle: "A meta title"
  metaDescription: "A meta description that is long enough to be useful in results."
  keywords: [fafsa]
---

Body.
`
	for (const [from, to] of Object.entries(overrides)) source = source.replace(from, to)
	return source
}

test.each([
	['the slug differs from the file name', { 'slug: x-post': 'slug: y-post' }, /slug: must match the file name \(x-post\)/],
	['a reserved slug', { 'slug: x-post': 'slug: featured' }, /slug: is used by a blog page/],
	['a date that is not a date', { 'publishedDate: "2026-10-01"': 'publishedDate: "2026-02-30"' }, /publishedDate: is not a real date/],
	['updated before published', { 'updatedDate: "2026-10-01"': 'updatedDate: "2026-09-01"' }, /updatedDate: must not be before publishedDate/],
	['an unknown author', { 'author: editorial-team': 'author: someone' }, /author: must be one of the authors/],
	['a missing image file', { '/blog/images/financial-planning.jpg': '/blog/images/nope.jpg' }, /image\.url: public\/blog\/images\/nope\.jpg does not exist/],
	['an unknown field', { 'featured: false': 'featured: false\nreadTime: 4' }, /readTime/],
	['an h1 in the body', { 'Body.': '# Another title' }, /the title is the page's only h1/],
	['an import in the body', { 'Body.': "import X from './x'" }, /import and export are not allowed/],
	['no front matter', { '---\nid': 'id' }, /must start with a --- block/],
])('%s is refused', (_, overrides, message) => {
	expect(() => parsePostSource('content/blog/x-post.mdx', valid(overrides), { publicDir })).toThrow(message)
})

test('read time is words ÷ 200, rounded up', () => {
	const words = (count: number) => valid({ 'Body.': Array.from({ length: count }, () => 'word').join(' ') })
	expect(parsePostSource('content/blog/x-post.mdx', words(200)).readTime).toBe(1)
	expect(parsePostSource('content/blog/x-post.mdx', words(201)).readTime).toBe(2)
	expect(parsePostSource('content/blog/x-post.mdx', words(1000)).readTime).toBe(5)
})

test('every committed post is valid, and every topic has a published post', async () => {
	const posts = readBlogContent(path.join(import.meta.dirname, '../content/blog'), { publicDir })
	const published = posts.filter((post) => post.frontMatter.status === 'published')
	const { topics } = await import('../content/topics')
	for (const topic of topics) {
		expect(published.some((post) => post.frontMatter.topic === topic.id), `${topic.name} has no post`).toBe(true)
	}
	expect(published.length).toBeGreaterThan(12)
	expect(posts.some((post) => post.frontMatter.status === 'draft')).toBe(true)
})
