import { existsSync } from 'node:fs'
import { expect, test } from 'vitest'
import { topics } from '../../../content/topics'
import { blogPosts } from './blog.server'
import { BLOG_IMAGE_WIDTHS, blogImageSrcSet, blogImageVariant } from './images'

test('a topic image gets a WebP srcset at every width; any other picture gets none', () => {
	expect(blogImageSrcSet('/blog/images/financial-planning.jpg')).toBe(
		'/blog/images/financial-planning-480.webp 480w, /blog/images/financial-planning-800.webp 800w, /blog/images/financial-planning-1200.webp 1200w',
	)
	expect(blogImageSrcSet('/blog/images/custom/photo.png')).toBeNull()
	expect(blogImageSrcSet('https://cdn.example/blog/images/financial-planning.jpg')).toBeNull()
})

test('every picture a page would ask for is in public/ (run `npm run og-images` after adding a topic)', () => {
	const pictures = new Set([...topics.map((topic) => `/blog/images/${topic.slug}.jpg`), ...blogPosts.map((post) => post.image.url)])
	for (const url of pictures) {
		expect(existsSync(`public${url}`), url).toBe(true)
		if (!blogImageSrcSet(url)) continue
		for (const width of BLOG_IMAGE_WIDTHS) expect(existsSync(`public${blogImageVariant(url, width)}`), blogImageVariant(url, width)).toBe(true)
	}
})
