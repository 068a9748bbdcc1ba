import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { priceQuote } from '#app/features/billing/catalog'
import * as home from './home'

// The hero's email box on the server: the same schema as the browser's check,
// field errors through Conform with a 400 (DECISIONS.md: an inline message, not an alert).

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const origin = 'http://localhost:3000'
const post = (fields: Record<string, string>) =>
	settle(() =>
		home.action(
			routeArgs(
				ctx,
				new Request(`${origin}/`, {
					method: 'POST',
					body: new URLSearchParams(fields),
					headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
				}),
			),
		),
	)
const emailErrors = (data: unknown) => (data as { result: { error?: Record<string, string[]> } }).result.error?.email

test.each([
	['an empty box', {}, 'Enter your email address.'],
	['blank spaces', { email: '   ' }, 'Enter your email address.'],
	['a malformed address', { email: 'not-an-email' }, "That doesn't look like an email address. Check it and try again."],
])('%s is a 400 with the message at the field', async (_, fields, message) => {
	const result = await post(fields)
	expect(result.status).toBe(400)
	expect(emailErrors(result.data)).toEqual([message])
})

test('a good address is captured and continues to sign-up; the second time it says so', async () => {
	const first = await post({ email: ' Lead@Example.com ' })
	expect(first.status).toBe(302)
	expect(first.headers.get('location')).toBe('/signup?email=lead%40example.com&source=home-hero')
	const again = await post({ email: 'lead@example.com' })
	expect(again.status).toBe(200)
	expect(again.data).toMatchObject({ signup: '/signup?email=lead%40example.com&source=home-hero' })
	expect(emailErrors(again.data)).toBeUndefined()
})

test('the page shows the answer at the field: aria-invalid, aria-describedby, the address kept; noValidate, nothing required', async () => {
	const result = await post({ email: 'not-an-email' })
	const props = { loaderData: { baseUrl: origin, trialDays: 7, price: priceQuote('founder') }, actionData: result.data, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '/', Component: () => createElement(home.default, props) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/'] }))
	const form = html.match(/<form[^>]*id="hero"[^>]*>/)![0]
	expect(form.toLowerCase()).toContain('novalidate=""')
	const input = html.match(/<input[^>]*id="hero-email"[^>]*>/)![0]
	expect(input).toContain('aria-invalid="true"')
	expect(input).toContain('aria-describedby="hero-email-error"')
	expect(input).toContain('value="not-an-email"')
	expect(input).not.toContain('required')
	expect(html).toContain('<p id="hero-email-error" class="basis-full text-left text-sm text-destructive">That doesn&#x27;t look like an email address. Check it and try again.</p>')
})
