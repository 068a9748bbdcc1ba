import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { TabLink, TabsNav, tabHref } from './tabs'

test('tabs are links in a named nav; the current one is aria-current="page"', async () => {
	const Stub = createRoutesStub([
		{
			path: '/aid',
			Component: () => (
				<TabsNav aria-label="Financial aid">
					<TabLink to={tabHref('overview')} active>
						Overview
					</TabLink>
					<TabLink to={tabHref('offers', '?sort=name&tab=overview')} active={false}>
						Offers
					</TabLink>
				</TabsNav>
			),
		},
	])
	const html = renderToString(<Stub initialEntries={['/aid']} />)
	expect(html).toContain('<nav data-slot="tabs-nav" class="flex flex-wrap gap-2" aria-label="Financial aid">')
	expect(html).toMatch(/<a data-slot="tab-link" aria-current="page" class="rounded-md px-3 py-1.5 text-sm hover:bg-muted bg-brand\/10 font-medium text-brand"[^>]*href="\/aid\?tab=overview"[^>]*>Overview<\/a>/)
	expect(html).toMatch(/<a data-slot="tab-link" class="rounded-md px-3 py-1.5 text-sm hover:bg-muted"[^>]*href="\/aid\?sort=name&amp;tab=offers"[^>]*>Offers<\/a>/)
})
