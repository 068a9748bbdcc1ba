import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { HtmlSentOnceContext, htmlSentOnceFor } from '#app/lib/html-sent-once'
import { requestDetails } from '#app/lib/request-details'
import { privacyPolicy } from '../../../content/legal/privacy'
import { termsOfService } from '../../../content/legal/terms'
import type { LegalDocument } from '../../../content/legal/types'
import { LEGAL_BODY_ID, LegalPage } from './legal-page'
import { legalPageData } from './legal-page.server'
import { RichText } from './rich-text'

const render = (node: React.ReactNode) => {
	const Stub = createRoutesStub([{ path: '*', Component: () => node }])
	return renderToString(<Stub initialEntries={['/privacy']} />).replaceAll('<!-- -->', '')
}

test('rich text: **bold**, a section of the same page as an anchor, a page of the site as a link', () => {
	const html = render(<RichText text="**Owner**: see [Ending](#ending) or our [contact page](/contact)." />)
	expect(html).toBe(
		'<strong>Owner</strong>: see <a href="#ending" class="text-brand underline underline-offset-4">Ending</a> or our <a class="text-brand underline underline-offset-4" href="/contact" data-discover="true">contact page</a>.',
	)
	expect(render(<RichText text="Plain text, no marks." />)).toBe('Plain text, no marks.')
	// Rendered outside the router (a legal page's body), a page of the site is a plain anchor.
	expect(renderToString(<RichText text="our [contact page](/contact)" plainLinks />)).toBe(
		'our <a href="/contact" class="text-brand underline underline-offset-4">contact page</a>',
	)
})

const content: LegalDocument = {
	lastUpdated: 'November 23, 2026',
	intro: 'What this covers.',
	sections: [
		{ id: 'one', title: 'First', blocks: [{ paragraph: 'A paragraph, see [pricing](/pricing).' }] },
		{ id: 'two', title: 'Second', blocks: [{ heading: 'A part' }, { list: ['**a**', 'b'] }] },
	],
}

function contextFor(documentRequest: boolean) {
	const context = new RouterContextProvider()
	context.set(requestDetails, { documentRequest })
	return context
}

test('a legal page numbers its sections and lists each in the contents, its body rendered by the loader', () => {
	const data = legalPageData(contextFor(false), content, 'terms-contents')
	expect(data).toMatchObject({ lastUpdated: 'November 23, 2026', intro: 'What this covers.' })
	const html = render(<LegalPage title="Terms" {...data} />)
	expect(html).toContain('<p>Last updated: November 23, 2026</p>')
	expect(html).toContain(`<div id="${LEGAL_BODY_ID}" class="mx-auto max-w-3xl px-4 pb-16"><nav aria-labelledby="terms-contents" class="rounded-xl border bg-muted/60 p-5">`)
	expect(html).not.toContain('summary-heading')
	expect(html).toContain('<a href="#two" class="text-brand underline underline-offset-4">Second</a>')
	expect(html).toContain('<h2 id="two-heading" class="text-xl font-bold tracking-tight">2. Second</h2>')
	expect(html).toContain('<h3>A part</h3><ul><li><strong>a</strong></li><li>b</li></ul>')
	expect(html).toContain('see <a href="/pricing" class="text-brand underline underline-offset-4">pricing</a>.')
})

test('a whole document carries the body once, in its HTML: the loader sends none of it as data', () => {
	const context = contextFor(true)
	const data = legalPageData(context, content, 'terms-contents')
	expect(data.body).toBeNull()
	const kept = htmlSentOnceFor(context)
	const html = render(
		<HtmlSentOnceContext.Provider value={kept}>
			<LegalPage title="Terms" {...data} />
		</HtmlSentOnceContext.Provider>,
	)
	expect(html).toContain(`<div id="${LEGAL_BODY_ID}" class="mx-auto max-w-3xl px-4 pb-16">${kept!.get(LEGAL_BODY_ID)}</div>`)
	expect(html).toContain('2. Second')
})

test.each([
	['privacy', privacyPolicy],
	['terms', termsOfService({ trial: 'Free 7-day trial • Cancel anytime' })],
])('%s: unique section ids, and every #link names a section of the page', (_, content) => {
	const ids = content.sections.map((section) => section.id)
	expect(new Set(ids).size).toBe(ids.length)
	const texts = content.sections.flatMap((section) => section.blocks.flatMap((block) => ('list' in block ? block.list : 'heading' in block ? [block.heading] : [block.paragraph])))
	for (const [, anchor] of texts.join('\n').matchAll(/\]\(#([^)]+)\)/g)) expect(ids).toContain(anchor)
	for (const text of texts) expect(text.split('**').length % 2, text).toBe(1)
})

test('the terms carry the configured trial line', () => {
	const trial = termsOfService({ trial: 'Free 14-day trial • Cancel anytime' }).sections.find((section) => section.id === 'trial')!
	expect(JSON.stringify(trial.blocks)).toContain('onboarding is complete: Free 14-day trial • Cancel anytime. The trial')
})
