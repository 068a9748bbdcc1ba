import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blogPosts } from '#app/features/blog/blog.server'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx.cleanup()
})

async function call(id: string, data: unknown, { cookie, origin = 'http://localhost:3000' }: { cookie?: string; origin?: string } = {}) {
	const request = new Request(`http://localhost:3000/_serverFn/${id}?createServerFn`, {
		method: 'POST',
		body: JSON.stringify({ data }),
		headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
	})
	const pending: Array<Promise<unknown>> = []
	const response = await handleServerFnRequest({ request, id, app: { ...ctx, waitUntil: (promise) => pending.push(promise) }, registry: serverFnRegistry })
	await Promise.all(pending)
	return { status: response.status, headers: response.headers, body: (await response.json()) as any }
}

const slug = () => blogPosts[0]!.slug

describe('recordBlogView', () => {
	test('public: hands a new reader a visitor cookie and answers the counts and their like', async () => {
		const first = await call('recordBlogView', { slug: slug() })
		expect(first.status).toBe(200)
		expect(first.body).toEqual({ views: 0, likes: 0, shares: 0, liked: false })
		const cookie = first.headers.get('set-cookie')!.split(';')[0]!
		expect(cookie).toMatch(/^ns_visitor=/)
		// The view was written after the answer; the next read sees it, and the same reader is not counted twice.
		const second = await call('recordBlogView', { slug: slug() }, { cookie })
		expect(second.body.views).toBe(1)
		expect(second.headers.get('set-cookie')).toBeNull()
	})

	test('400 without a slug, 404 for a draft or unknown post', async () => {
		expect((await call('recordBlogView', {})).status).toBe(400)
		expect((await call('recordBlogView', { slug: 'scholarship-scams-to-avoid' })).status).toBe(404)
		expect((await call('recordBlogView', { slug: 'nope' })).body.error.code).toBe('not_found')
	})
})

describe('toggleBlogLike', () => {
	test('likes and unlikes for the visitor behind the cookie', async () => {
		const { headers } = await call('recordBlogView', { slug: slug() })
		const cookie = headers.get('set-cookie')!.split(';')[0]!
		expect((await call('toggleBlogLike', { slug: slug(), liked: true }, { cookie })).body).toEqual({ liked: true, likes: 1 })
		expect((await call('recordBlogView', { slug: slug() }, { cookie })).body.liked).toBe(true)
		expect((await call('toggleBlogLike', { slug: slug(), liked: false }, { cookie })).body).toEqual({ liked: false, likes: 0 })
	})

	test('400 when liked is not a boolean; 403 from another site', async () => {
		expect((await call('toggleBlogLike', { slug: slug(), liked: 'yes' })).status).toBe(400)
		expect((await call('toggleBlogLike', { slug: slug(), liked: true }, { origin: 'https://evil.example' })).status).toBe(403)
	})
})

describe('recordBlogShare', () => {
	test('counts a share; 400 for an unknown channel', async () => {
		expect((await call('recordBlogShare', { slug: slug(), channel: 'copy-link' })).body).toEqual({ recorded: true })
		expect((await call('recordBlogShare', { slug: slug(), channel: 'carrier-pigeon' })).status).toBe(400)
	})
})

describe('subscribeToNewsletter', () => {
	test('accepts an address and answers the same whether or not it was new', async () => {
		expect((await call('subscribeToNewsletter', { email: 'Reader@Example.com' })).body).toEqual({ status: 'check-inbox' })
		expect((await call('subscribeToNewsletter', { email: 'reader@example.com' })).body).toEqual({ status: 'check-inbox' })
	})

	test('400 with a message for a bad address', async () => {
		const { status, body } = await call('subscribeToNewsletter', { email: 'not-an-email' })
		expect(status).toBe(400)
		expect(body.error.issues[0].message).toMatch(/doesn't look like an email/)
	})
})
