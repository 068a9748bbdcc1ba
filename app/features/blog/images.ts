// The blog's pictures: each topic image (public/blog/images/{topic}.jpg,
// 1200×630) also exists as WebP at these widths (`npm run og-images` draws
// them), so a page lets the browser pick the smallest that is sharp enough.
// A post may name its own picture elsewhere; that one is shown as it is.

export const BLOG_IMAGE_WIDTHS = [480, 800, 1200] as const

const TOPIC_IMAGE = /^\/blog\/images\/[a-z0-9-]+\.jpg$/

/** The WebP copy of a topic image at one width. */
export function blogImageVariant(url: string, width: number): string {
	return url.replace(/\.jpg$/, `-${width}.webp`)
}

/** `srcset` for a picture's WebP source, or null when the picture has no copies. */
export function blogImageSrcSet(url: string): string | null {
	if (!TOPIC_IMAGE.test(url)) return null
	return BLOG_IMAGE_WIDTHS.map((width) => `${blogImageVariant(url, width)} ${width}w`).join(', ')
}
