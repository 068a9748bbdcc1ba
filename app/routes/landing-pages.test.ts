import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailLeads } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import * as commandCenter from './public/college-command-center'
import * as fb from './public/fb'
import * as starterKit from './public/college-planning-starter-kit'

// The paid-traffic landing pages keep their one message each (decision 030).

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx.cleanup()
})

const origin = 'http://localhost:3000'
type Module = { loader: (args: never) => unknown; default: React.ComponentType<Record<string, unknown>> }

async function render(module: object, path: string, actionData?: unknown) {
	const page = module as Module
	const { data: loaderData } = await settle(() => page.loader(routeArgs(ctx, new Request(`${origin}${path}`))))
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(page.default, { loaderData, actionData, params: {}, matches: [] }) }])
	return renderToString(createElement(Stub, { initialEntries: [path] }))
}

const signupLinks = (html: string) => [...html.matchAll(/href="(\/signup[^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

test('/fb: the whole plan in one place, every sign-up tagged fb', async () => {
	const html = await render(fb, '/fb')
	expect(html).toContain('The whole college plan in one place')
	expect(signupLinks(html).length).toBeGreaterThan(0)
	for (const href of signupLinks(html)) expect(new URLSearchParams(href.split('?')[1]).get('source')).toBe('fb')
})

test('/college-command-center: the workspace tour — list, deadlines, documents, aid', async () => {
	const html = await render(commandCenter, '/college-command-center')
	for (const stop of ['The college list', 'Deadlines', 'Documents', 'Financial aid']) expect(html).toContain(stop)
	for (const href of signupLinks(html)) expect(new URLSearchParams(href.split('?')[1]).get('source')).toBe('college-command-center')
})

test('/college-planning-starter-kit: an email in is a stored lead and a real PDF out', async () => {
	const post = (email: string) =>
		settle(() =>
			starterKit.action(
				routeArgs(ctx, new Request(`${origin}/college-planning-starter-kit`, { method: 'POST', body: new URLSearchParams({ email }), headers: { origin } })),
			),
		)
	expect((await post('not-an-address')).status).toBe(400)
	const done = await post('kit@example.com')
	expect(done).toMatchObject({ status: 200, data: { status: 'captured', email: 'kit@example.com' } })
	const [lead] = await ctx.db.select({ source: emailLeads.source }).from(emailLeads).where(eq(emailLeads.email, 'kit@example.com'))
	expect(lead).toEqual({ source: 'starter-kit' })
	expect((await post('kit@example.com')).data).toMatchObject({ status: 'already-captured' })
	const html = await render(starterKit, '/college-planning-starter-kit', done.data)
	expect(html).toContain('href="/downloads/college-planning-starter-kit-pdf"')
})
