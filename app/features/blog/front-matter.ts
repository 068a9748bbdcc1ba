import { z } from 'zod'
import { authors } from '../../../content/authors'
import { categories } from '../../../content/categories'
import { topics } from '../../../content/topics'

// The front matter every post in content/blog/{slug}.mdx carries (spec §3
// Blog post). The build checks each file against this schema and stops with
// the file name and the field when one is wrong (tooling/blog-content.ts).

/** Paths the blog's own pages use, so no post may take them as its slug. */
export const RESERVED_SLUGS = ['all', 'featured', 'search', 'topics', 'categories', 'rss.xml', 'subscribe', 'unsubscribe']

export const POST_STATUSES = ['published', 'draft', 'scheduled', 'archived'] as const
export const CONTENT_TYPES = ['guide', 'article', 'checklist', 'explainer', 'story'] as const

const isoDate = z
	.string({ error: 'must be a date written YYYY-MM-DD' })
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
	.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real date')

/** A file under public/ ("/blog/images/x.png") or an https URL. */
const imagePath = z.string().regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'must be a path under public/ starting with "/" or an https URL')

const oneOf = (ids: string[], what: string) =>
	z.string().refine((value) => ids.includes(value), { error: `must be one of the ${what}: ${ids.join(', ')}` })

export const frontMatterSchema = z
	.strictObject({
		id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
		slug: z
			.string()
			.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by dashes')
			.refine((slug) => !RESERVED_SLUGS.includes(slug), 'is used by a blog page; choose another'),
		title: z.string().trim().min(10, 'must be at least 10 characters').max(120, 'must be at most 120 characters'),
		description: z.string().trim().min(40, 'must be at least 40 characters').max(300, 'must be at most 300 characters'),
		excerpt: z.string().trim().min(40, 'must be at least 40 characters').max(600, 'must be at most 600 characters'),
		author: oneOf(authors.map((author) => author.id), 'authors in content/authors.ts'),
		category: oneOf(categories.map((category) => category.id), 'categories in content/categories.ts'),
		topic: oneOf(topics.map((topic) => topic.id), 'topics in content/topics.ts'),
		contentType: z.enum(CONTENT_TYPES),
		difficulty: z.enum(['beginner', 'intermediate']),
		isPillarPage: z.boolean(),
		isStartHere: z.boolean(),
		tags: z.array(z.string().trim().min(2).max(40)).min(1, 'needs at least one tag').max(12),
		publishedDate: isoDate,
		updatedDate: isoDate,
		featured: z.boolean(),
		status: z.enum(POST_STATUSES),
		image: z.strictObject({ url: imagePath, alt: z.string().trim().min(10, 'must describe the image (at least 10 characters)') }),
		seo: z.strictObject({
			metaTitle: z.string().trim().min(10).max(70, 'must be at most 70 characters (search results cut longer titles)'),
			metaDescription: z.string().trim().min(50).max(170, 'must be at most 170 characters (search results cut longer text)'),
			keywords: z.array(z.string().trim().min(2)).min(1).max(12),
			ogImage: imagePath.optional(),
			noIndex: z.boolean().default(false),
		}),
		/** The free tool the post's call to action points to; the topic's tool when left out. */
		tool: z.enum(['/tools/gpa-calculator', '/tools/college-match', '/tools/cost-calculator', '/tools/timeline-builder']).optional(),
	})
	.refine((post) => post.updatedDate >= post.publishedDate, { path: ['updatedDate'], error: 'must not be before publishedDate' })

export type FrontMatter = z.output<typeof frontMatterSchema>

/** "seo.metaTitle: must be at most 70 characters" for each problem, for the build's error message. */
export function describeIssues(error: z.ZodError): string[] {
	return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(front matter)'}: ${issue.message}`)
}

/** Minutes to read at 200 words a minute (spec §9), never less than one. */
export const WORDS_PER_MINUTE = 200

export function readTimeMinutes(wordCount: number): number {
	return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))
}

export function countWords(text: string): number {
	return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
