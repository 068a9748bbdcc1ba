import path from 'node:path'
import mdx from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin, PluginOption } from 'vite'
import { readBlogContent } from './blog-content'

// The blog's build step (DESIGN.md: MDX compiled at build time, because
// Workers cannot eval or run esbuild at request time). Two virtual modules
// come out of content/blog/*.mdx:
//   virtual:blog/posts   published posts' front matter + read time (listings,
//                        RSS, sitemap) and the few fields site search needs.
//   virtual:blog/bodies  per published slug: headings and a lazy import of the
//                        compiled MDX; server only. (Search reads the rendered
//                        text from the cache rather than a second copy here:
//                        the Worker bundle has a size budget, decision 013.)
// Drafts are checked like any post but never emitted, so no page, feed or
// bundle can show one.

const POSTS_ID = 'virtual:blog/posts'
const BODIES_ID = 'virtual:blog/bodies'

export function blogContent({ root = process.cwd() }: { root?: string } = {}): Plugin {
	const contentDir = path.join(root, 'content/blog')
	const publicDir = path.join(root, 'public')
	const buildId = Date.now().toString(36)
	const read = () => readBlogContent(contentDir, { publicDir }).filter((post) => post.frontMatter.status === 'published')

	return {
		name: 'northstar-blog-content',
		resolveId(id) {
			if (id === POSTS_ID || id === BODIES_ID) return `\0${id}`
		},
		load(id) {
			if (id === `\0${POSTS_ID}`) {
				const posts = read()
				for (const post of posts) this.addWatchFile(post.file)
				const metas = posts.map(({ frontMatter, readTime, wordCount }) => ({ ...frontMatter, readTime, wordCount }))
				// The site search overlay needs only these few fields; importing just
				// `searchItems` keeps the rest out of the browser bundle.
				const searchItems = posts.map(({ frontMatter }) => ({
					slug: frontMatter.slug,
					title: frontMatter.title,
					description: frontMatter.description,
					keywords: frontMatter.seo.keywords,
					tags: frontMatter.tags,
				}))
				return [
					`export const posts = ${JSON.stringify(metas)};`,
					`export const searchItems = ${JSON.stringify(searchItems)};`,
					`export const buildId = ${JSON.stringify(buildId)};`,
				].join('\n')
			}
			if (id === `\0${BODIES_ID}`) {
				const entries = read().map(
					(post) =>
						`${JSON.stringify(post.frontMatter.slug)}: { headings: ${JSON.stringify(post.headings)}, load: () => import(${JSON.stringify(post.file)}) }`,
				)
				return `export const bodies = {\n${entries.join(',\n')}\n};\n`
			}
		},
		configureServer(server) {
			// An editor's save, new file or deletion rebuilds both modules and reloads the page.
			server.watcher.add(contentDir)
			const onChange = (file: string) => {
				if (!file.startsWith(contentDir) || !file.endsWith('.mdx')) return
				for (const environment of Object.values(server.environments)) {
					for (const id of [`\0${POSTS_ID}`, `\0${BODIES_ID}`]) {
						const module = environment.moduleGraph.getModuleById(id)
						if (module) environment.moduleGraph.invalidateModule(module)
					}
				}
				server.ws.send({ type: 'full-reload' })
			}
			server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange)
		},
	}
}

/** The MDX compiler and the content modules, for vite.config.ts and vitest.config.ts alike. */
export function blogPlugins(): PluginOption[] {
	return [
		{
			enforce: 'pre',
			...mdx({
				include: /content\/blog\/.*\.mdx$/,
				remarkPlugins: [remarkFrontmatter, remarkGfm],
				rehypePlugins: [rehypeSlug],
			}),
		},
		blogContent(),
	]
}
