import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { blogContent } from './blog-plugin'

// An editor's whole job is one .mdx file: the build picks it up with nothing
// else touched, emits it if published, and leaves a draft out entirely.

const fixtures = path.join(import.meta.dirname, 'fixtures')
let root: string

afterEach(() => rmSync(root, { recursive: true, force: true }))

function siteWith(folder: string) {
	root = mkdtempSync(path.join(tmpdir(), 'northstar-blog-'))
	mkdirSync(path.join(root, 'content'), { recursive: true })
	cpSync(path.join(fixtures, folder), path.join(root, 'content/blog'), { recursive: true })
	cpSync(path.join(import.meta.dirname, '../public/blog/images'), path.join(root, 'public/blog/images'), { recursive: true })
	const plugin = blogContent({ root })
	const context = { addWatchFile() {} }
	const load = (id: string) => {
		const resolved = (plugin.resolveId as unknown as (id: string) => string)(id)
		return (plugin.load as unknown as (this: typeof context, id: string) => string).call(context, resolved)
	}
	return { load }
}

test('a new published post is emitted with its read time; the draft beside it is not', () => {
	const { load } = siteWith('blog-valid')
	const posts = load('virtual:blog/posts')
	expect(posts).toContain('"slug":"a-published-post"')
	expect(posts).toContain('"readTime":1')
	expect(posts).not.toContain('a-draft-post')
	const bodies = load('virtual:blog/bodies')
	expect(bodies).toContain('"a-published-post": { headings:')
	expect(bodies).toContain(`import(${JSON.stringify(path.join(root, 'content/blog/a-published-post.mdx'))})`)
	expect(bodies).not.toContain('a-draft-post')
})

test('a bad post stops the build with its file name and field', () => {
	const { load } = siteWith('blog-bad')
	expect(() => load('virtual:blog/posts')).toThrow(/missing-fields\.mdx: .*topic: must be one of the topics/)
})
