import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { routeTable } from '../../tests/support/route-table'
import { clientNavigationTarget, servedAsFile } from './in-app-link'

const here = new URL('https://northstar.test/terms?from=footer')
const click = (href: string, extra: Partial<Parameters<typeof clientNavigationTarget>[0]> = {}) =>
	clientNavigationTarget({ href, target: '', download: false, modified: false, ...extra }, here)

test('a page of this site is a client navigation, with its query and fragment', () => {
	expect(click('/privacy')).toBe('/privacy')
	expect(click('https://northstar.test/tools/gpa-calculator?scale=4#result')).toBe('/tools/gpa-calculator?scale=4#result')
	expect(click('/terms#trial')).toBe('/terms#trial')
	expect(click('/terms')).toBe('/terms')
})

test('the browser follows the rest itself', () => {
	expect(click('https://studentaid.gov')).toBeNull()
	expect(click('http://northstar.test/privacy')).toBeNull()
	expect(click('#trial')).toBeNull()
	expect(click('/terms?from=footer#trial')).toBeNull()
	expect(click('/privacy', { target: '_blank' })).toBeNull()
	expect(click('/privacy', { target: '_self' })).toBe('/privacy')
	expect(click('/privacy', { modified: true })).toBeNull()
	expect(click('/downloads/college-planning-starter-kit-pdf', { download: true })).toBeNull()
	expect(click('/blog/rss.xml')).toBeNull()
	expect(click('mailto:help@northstar.test')).toBeNull()
})

// Routes without a page that are not files: posted to, streamed, or a redirect to a page (which a client navigation follows).
const noFileNoPage = new Set([
	'/blog-article/sample',
	'/logout',
	'/webhooks/stripe',
	'/add-student',
	'/assistant/chat',
	'/a/sample/assistant/chat',
	'/a/sample/push-subscription',
	'/a/sample/documents/upload',
])

test('every route without a page (no default export) is served as a file, and no page is', () => {
	const routes = routeTable.map(({ path: routePath, file }) => {
		const source = path.join(import.meta.dirname, '..', file)
		expect(existsSync(source), file).toBe(true)
		// A sample address for each: a parameter becomes a word.
		return { address: `/${routePath}`.replace(/:[a-z]+/gi, 'sample'), page: /^export default\b/m.test(readFileSync(source, 'utf8')) }
	})
	const withoutPage = routes.filter((route) => !route.page).map((route) => route.address)
	expect(withoutPage).toEqual(expect.arrayContaining(['/blog/rss.xml', '/calendar/sample', '/a/sample/documents/sample', ...noFileNoPage]))
	for (const address of withoutPage) if (!noFileNoPage.has(address)) expect.soft(servedAsFile(address), address).toBe(true)
	for (const { address } of routes.filter((route) => route.page)) expect.soft(servedAsFile(address), address).toBe(false)
})
