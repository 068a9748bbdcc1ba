import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, test } from 'vitest'
import routes from '#app/routes'
import { trackingAllowed } from './tracking'

// Every page the route table serves, with a sample value for each parameter,
// and whether it sits under the public layout.
function pagesOf(entries: RouteConfigEntry[], parent = '', isPublic = false): Array<{ path: string; isPublic: boolean; file: string }> {
	return entries.flatMap((entry) => {
		const here = entry.path ? `${parent}/${entry.path}` : parent
		const underPublic = isPublic || entry.file === 'routes/public/layout.tsx'
		const own = entry.children ? [] : [{ path: here || '/', isPublic: underPublic, file: entry.file }]
		return [...own, ...pagesOf(entry.children ?? [], here, underPublic)]
	})
}
const sample = (path: string) => path.replace(/:[^/]+/g, 'abc123').replace('*', 'no-such-page')
const pages = pagesOf(routes)
const withheld = new Set(['/blog/subscribe/confirm', '/blog/unsubscribe', '/ad-preview', '/deadline-ad-preview'])

describe('trackingAllowed', () => {
	test('the route table has both kinds of page', () => {
		expect(pages.filter((page) => page.isPublic).length).toBeGreaterThan(50)
		expect(pages.filter((page) => !page.isPublic).length).toBeGreaterThan(20)
	})

	test.each(pages.filter((page) => !page.isPublic))('no tracker outside the public site: $path', ({ path }) => {
		expect(trackingAllowed({ pathname: sample(path) })).toBe(false)
	})

	test.each(pages.filter((page) => page.isPublic && !withheld.has(page.path)))('trackers may run on $path', ({ path }) => {
		expect(trackingAllowed({ pathname: sample(path), search: '' })).toBe(true)
	})

	test.each([...withheld])('no tracker on an emailed-token or internal page: %s', (path) => {
		expect(trackingAllowed({ pathname: path })).toBe(false)
	})

	test.each([
		'?token=abc',
		'?code=123456',
		'?email=a%40b.org',
		'?returnTo=/a/x&invite=1',
		'?utm_source=news&q=sam%40example.org',
		'?apiKey=1',
	])('no tracker on a public page whose query carries something private: %s', (search) => {
		expect(trackingAllowed({ pathname: '/blog', search })).toBe(false)
	})

	test('an ordinary query and a trailing slash keep a public page tracked', () => {
		expect(trackingAllowed({ pathname: '/blog/', search: '?utm_source=newsletter&page=2' })).toBe(true)
		expect(trackingAllowed({ pathname: '/', search: '' })).toBe(true)
	})

	test('look-alike paths are not public pages', () => {
		for (const pathname of ['/blog/a/b', '/tools/gpa-calculator/extra', '//evil', '/a', '/dashboard/']) {
			expect(trackingAllowed({ pathname })).toBe(false)
		}
	})
})
