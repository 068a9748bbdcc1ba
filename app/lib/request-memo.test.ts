import { expect, test, vi } from 'vitest'
import { newRequestScope, oncePerRequest, requestScopeOf } from './request-memo'

test('the loaders of one GET share a memo through the host’s scope, though each has its own copy of the Request', async () => {
	const original = new Request('https://northstar.example/a/1/dashboard', { headers: { cookie: 'ns_session=x' } })
	const ctx = { requestScope: newRequestScope(original) }
	// What React Router does for each loader.
	const layoutRequest = new Request(original.url, { headers: original.headers, signal: original.signal })
	const pageRequest = new Request(original.url, { headers: original.headers, signal: original.signal })
	const load = vi.fn(async () => ({ id: 'user-1' }))
	const [fromLayout, fromPage] = await Promise.all([
		oncePerRequest(requestScopeOf(ctx, layoutRequest), 'session-user', load),
		oncePerRequest(requestScopeOf(ctx, pageRequest), 'session-user', load),
	])
	expect(fromPage).toBe(fromLayout)
	expect(load).toHaveBeenCalledTimes(1)

	// The next request starts afresh.
	await oncePerRequest(requestScopeOf({ requestScope: newRequestScope(original) }, layoutRequest), 'session-user', load)
	expect(load).toHaveBeenCalledTimes(2)
})

test('a POST has no shared scope: its loaders never see what was read before its action', async () => {
	const post = new Request('https://northstar.example/logout', { method: 'POST' })
	const ctx = { requestScope: newRequestScope(post) }
	expect(ctx.requestScope).toBeUndefined()
	const load = vi.fn(async () => 'read')
	const beforeAction = new Request(post.url, { method: 'POST' })
	const afterAction = new Request(post.url)
	await oncePerRequest(requestScopeOf(ctx, beforeAction), 'session-user', load)
	await oncePerRequest(requestScopeOf(ctx, afterAction), 'session-user', load)
	expect(load).toHaveBeenCalledTimes(2)
})
