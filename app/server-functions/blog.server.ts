import { z } from 'zod'
import { parseSource } from '#app/features/auth/carry'
import { EmailSchema } from '#app/features/auth/email'
import { getPost, identifyVisitor, postEngagement, recordShare, recordView, toggleLike, visitorLikes } from '#app/features/blog/blog.server'
import { subscribeToNewsletter } from '#app/features/blog/newsletter.server'
import { defineServerFn, rateLimitedError, ServerFnError } from './define'

// The blog's calls from the browser: engagement (counted per anonymous visitor,
// written after the answer with waitUntil where the answer does not need it)
// and the subscribe box.

const SlugInput = z.object({ slug: z.string().trim().min(1).max(120) })

function requirePost(slug: string) {
	const post = getPost(slug)
	if (!post) throw new ServerFnError(404, 'not_found', 'There is no published post at that address.')
	return post
}

export const SHARE_CHANNELS = ['copy-link', 'email', 'facebook', 'linkedin', 'x', 'native'] as const

export const blogServerFns = [
	defineServerFn({
		id: 'recordBlogView',
		method: 'POST',
		access: 'public',
		input: SlugInput,
		async handler({ app, input, request, setHeader }) {
			const post = requirePost(input.slug)
			const visitor = await identifyVisitor(app, request)
			if (visitor.setCookie) setHeader('set-cookie', visitor.setCookie)
			app.waitUntil(recordView(app, post.slug, visitor.key).catch((error) => app.reportError(error, { slug: post.slug })))
			const [engagement, liked] = await Promise.all([postEngagement(app, post.slug), visitorLikes(app, post.slug, visitor.key)])
			return { ...engagement, liked }
		},
	}),
	defineServerFn({
		id: 'toggleBlogLike',
		method: 'POST',
		access: 'public',
		input: SlugInput.extend({ liked: z.boolean({ error: 'Say whether the post is liked (true or false).' }) }),
		async handler({ app, input, request, setHeader }) {
			const post = requirePost(input.slug)
			const visitor = await identifyVisitor(app, request)
			if (visitor.setCookie) setHeader('set-cookie', visitor.setCookie)
			return toggleLike(app, post.slug, visitor.key, input.liked)
		},
	}),
	defineServerFn({
		id: 'recordBlogShare',
		method: 'POST',
		access: 'public',
		input: SlugInput.extend({ channel: z.enum(SHARE_CHANNELS) }),
		async handler({ app, input, request }) {
			const post = requirePost(input.slug)
			const visitor = await identifyVisitor(app, request)
			app.waitUntil(recordShare(app, post.slug, visitor.key).catch((error) => app.reportError(error, { slug: post.slug })))
			return { recorded: true }
		},
	}),
	defineServerFn({
		id: 'subscribeToNewsletter',
		method: 'POST',
		access: 'public',
		input: z.object({ email: EmailSchema, source: z.string().max(64).optional() }),
		async handler({ app, input }) {
			const result = await subscribeToNewsletter(app, { email: input.email, source: parseSource(input.source) ?? 'blog' })
			if (result.status === 'rate-limited') {
				throw rateLimitedError(result.retryAfterSeconds)
			}
			return { status: result.status }
		},
	}),
]
