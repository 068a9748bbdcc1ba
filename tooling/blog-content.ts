import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { parse as parseYaml } from 'yaml'
import {
	countWords,
	describeIssues,
	type FrontMatter,
	frontMatterSchema,
	readTimeMinutes,
} from '../app/features/blog/front-matter'
import { POST_COMPONENTS } from '../app/features/blog/post-components'

// Reads content/blog/*.mdx at build time: checks each file's front matter and
// body, and derives what listings, search and the table of contents need
// (read time, headings, plain text). Any problem stops the build with the file
// name and the field, so a bad post never reaches the site.

export interface PostHeading {
	depth: 2 | 3
	text: string
	id: string
}

export interface BlogSource {
	file: string
	frontMatter: FrontMatter
	readTime: number
	wordCount: number
	headings: PostHeading[]
	/** The body as plain text, for blog search. */
	text: string
}

export class BlogContentError extends Error {
	constructor(file: string, problems: string[]) {
		super(`${file}: ${problems.join('; ')}`)
		this.name = 'BlogContentError'
	}
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm)

export function parsePostSource(file: string, source: string, options: { publicDir?: string } = {}): BlogSource {
	let tree: Root
	try {
		tree = parser.parse(source)
	} catch (error) {
		throw new BlogContentError(file, [`the MDX does not parse: ${(error as Error).message}`])
	}
	const yamlNode = tree.children[0]
	if (yamlNode?.type !== 'yaml') throw new BlogContentError(file, ['front matter: the file must start with a --- block'])

	let data: unknown
	try {
		data = parseYaml(yamlNode.value)
	} catch (error) {
		throw new BlogContentError(file, [`front matter: not valid YAML (${(error as Error).message})`])
	}
	const parsed = frontMatterSchema.safeParse(data)
	if (!parsed.success) throw new BlogContentError(file, describeIssues(parsed.error))
	const frontMatter = parsed.data

	const problems: string[] = []
	const expectedSlug = path.basename(file, '.mdx')
	if (frontMatter.slug !== expectedSlug) problems.push(`slug: must match the file name (${expectedSlug})`)
	if (options.publicDir) {
		for (const [field, url] of [['image.url', frontMatter.image.url], ['seo.ogImage', frontMatter.seo.ogImage]] as const) {
			if (url?.startsWith('/') && !existsSync(path.join(options.publicDir, url))) problems.push(`${field}: public${url} does not exist`)
		}
	}

	const body = tree.children.slice(1)
	const headings: PostHeading[] = []
	const slugger = new GithubSlugger()
	walk(body, (node) => {
		if (node.type === 'heading') {
			const heading = node as Heading
			const text = toString(heading)
			if (heading.depth === 1) problems.push(`body: "# ${text}" — the title is the page's only h1; start sections at ##`)
			if (heading.depth === 2 || heading.depth === 3) headings.push({ depth: heading.depth, text, id: slugger.slug(text) })
		}
		if (node.type === 'mdxjsEsm') problems.push('body: import and export are not allowed; use the blog components by name')
		if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && !POST_COMPONENTS.includes(node.name as never) && !/^[a-z]/.test(node.name)) {
			problems.push(`body: <${node.name}> is not a blog component (use ${POST_COMPONENTS.join(', ')})`)
		}
	})
	if (problems.length) throw new BlogContentError(file, problems)

	const text = body.map((node) => toString(node)).join('\n').replace(/\s+/g, ' ').trim()
	const wordCount = countWords(text)
	return { file, frontMatter, wordCount, readTime: readTimeMinutes(wordCount), headings, text }
}

function walk(nodes: RootContent[], visit: (node: RootContent) => void) {
	for (const node of nodes) {
		visit(node)
		if ('children' in node) walk(node.children as RootContent[], visit)
	}
}

/** Every post in a folder, checked, newest first; duplicate ids and slugs stop the build too. */
export function readBlogContent(dir: string, options: { publicDir?: string } = {}): BlogSource[] {
	const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.mdx')).sort() : []
	const posts = files.map((name) => parsePostSource(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8'), options))
	const seen = new Map<string, string>()
	for (const post of posts) {
		const other = seen.get(post.frontMatter.id)
		if (other) throw new BlogContentError(post.file, [`id: "${post.frontMatter.id}" is also used by ${other}`])
		seen.set(post.frontMatter.id, post.file)
	}
	return posts.sort(
		(a, b) => b.frontMatter.publishedDate.localeCompare(a.frontMatter.publishedDate) || a.frontMatter.title.localeCompare(b.frontMatter.title),
	)
}
