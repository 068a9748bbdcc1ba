import { readBlogContent } from '../tooling/blog-content'

// Checks every post in content/blog the way the build does and lists them:
// `npm run blog:check`. A bad post prints the file, the field and the problem.

try {
	const posts = readBlogContent('content/blog', { publicDir: 'public' })
	for (const post of posts) {
		const { slug, status, topic, category } = post.frontMatter
		console.log(`${status.padEnd(9)} ${slug}  (${topic} / ${category}, ${post.wordCount} words, ${post.readTime} min, ${post.headings.length} headings)`)
	}
	console.log(`${posts.length} posts, all valid.`)
} catch (error) {
	console.error((error as Error).message)
	process.exit(1)
}
