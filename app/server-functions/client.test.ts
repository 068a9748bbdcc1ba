import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import { callServerFn } from './client'
import { handleServerFnRequest } from './dispatch.server'
import { serverFnRegistry } from './registry.server'

// The browser caller against the real dispatcher: the fetch below hands the
// request straight to it, so both sides of the protocol are exercised.

let ctx: TestContext
let sent: Request[] = []
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const dispatchFetch: typeof fetch = async (input, init) => {
	const request = new Request(input, init)
	sent.push(request.clone())
	const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop()!)
	return handleServerFnRequest({ request, id, app: ctx, registry: serverFnRegistry })
}
const options = { fetch: dispatchFetch, baseUrl: 'http://localhost:3000' }

test('GET carries the payload as URL-encoded JSON and returns the decoded answer', async () => {
	sent = []
	const result = await callServerFn('getBaseUrl', {}, options)
	expect(result).toEqual({ baseUrl: 'http://localhost:3000' })
	const url = new URL(sent[0]!.url)
	expect(url.searchParams.has('createServerFn')).toBe(true)
	expect(url.searchParams.get('payload')).toBe('{}')
})

test('POST carries { data, context } as its JSON body', async () => {
	sent = []
	await callServerFn('captureEmailLead', { email: 'a@b.co' }, { ...options, method: 'POST', context: { from: 'hero' } }).catch(() => {})
	expect(await sent[0]!.json()).toEqual({ data: { email: 'a@b.co' }, context: { from: 'hero' } })
})

test('a non-OK JSON answer throws the decoded body', async () => {
	await expect(callServerFn('nope', undefined, options)).rejects.toEqual({
		error: { code: 'not_found', message: 'No server function named "nope".', status: 404 },
	})
})

test('a non-OK answer without JSON throws an Error carrying the response text', async () => {
	const textFetch: typeof fetch = async () => new Response('Bad gateway from the edge', { status: 502 })
	const error = await callServerFn('getBaseUrl', undefined, { ...options, fetch: textFetch }).catch((caught) => caught)
	expect(error).toBeInstanceOf(Error)
	expect((error as Error).message).toBe('Bad gateway from the edge')
	expect((error as { status: number }).status).toBe(502)
})
