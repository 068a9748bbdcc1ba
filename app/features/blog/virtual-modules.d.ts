// The modules tooling/blog-plugin.ts builds from content/blog at build time.

declare module 'virtual:blog/posts' {
	import type { FrontMatter } from '#app/features/blog/front-matter'
	export const posts: Array<FrontMatter & { readTime: number; wordCount: number }>
	/** Just what the site search overlay shows and matches. */
	export const searchItems: Array<{ slug: string; title: string; description: string; keywords: string[]; tags: string[] }>
	/** Changes with every build: the key rendered posts are cached under. */
	export const buildId: string
}

declare module 'virtual:blog/bodies' {
	import type { MDXContent } from 'mdx/types'
	export const bodies: Record<
		string,
		{
			headings: Array<{ depth: 2 | 3; text: string; id: string }>
			load: () => Promise<{ default: MDXContent }>
		}
	>
}
