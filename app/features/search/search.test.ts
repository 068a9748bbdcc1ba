import { expect, test } from 'vitest'
import { breadcrumbsFor, groupingPrefixes } from '#app/features/site/breadcrumbs'
import { sitePages } from '#app/features/site/site-pages'
import { publicPages } from '#app/public-pages'
import { isSubsequence, MAX_RESULTS, scoreItem, search, searchIndexFor, type SearchItem } from './search'

const searchIndex = searchIndexFor('founder')

const item = (overrides: Partial<SearchItem>): SearchItem => ({
	id: 'x',
	title: 'Zzz',
	description: 'Qqq',
	content: [],
	url: '/x',
	type: 'resource',
	tags: [],
	...overrides,
})

test('the spec’s weights, one by one', () => {
	expect(scoreItem(item({ title: 'Essay guide' }), 'essay')).toBe(10 + 1) // title + fuzzy subsequence of the title
	expect(scoreItem(item({ description: 'About essays' }), 'essay')).toBe(5)
	expect(scoreItem(item({ content: ['personal essay'] }), 'essay')).toBe(3)
	expect(scoreItem(item({ tags: ['essays'] }), 'essay')).toBe(4)
	expect(scoreItem(item({ title: 'Early Start Asap Year' }), 'esay')).toBe(1) // fuzzy only
	expect(scoreItem(item({ title: 'Essay', type: 'page' }), 'essay')).toBe(10 + 1 + 2)
	expect(scoreItem(item({ title: 'Essay', type: 'feature' }), 'essay')).toBe(10 + 1 + 1)
	expect(scoreItem(item({ type: 'page' }), 'essay')).toBe(0) // a type bonus alone is no match
	expect(scoreItem(item({ title: 'Essay' }), '   ')).toBe(0)
})

test('case-insensitive, summed across fields', () => {
	const all = item({ title: 'FAFSA', description: 'the FAFSA form', content: ['fafsa'], tags: ['FAFSA'], type: 'page' })
	expect(scoreItem(all, 'fafsa')).toBe(10 + 5 + 3 + 4 + 1 + 2)
})

test('subsequence', () => {
	expect(isSubsequence('gpa', 'gpacalculator')).toBe(true)
	expect(isSubsequence('gca', 'gpacalculator')).toBe(true)
	expect(isSubsequence('zz', 'gpacalculator')).toBe(false)
})

test('results: best first, at most 10; empty query → the first 5 (popular pages)', () => {
	const many = Array.from({ length: 30 }, (_, i) => item({ id: `i${i}`, title: `Plan ${i}` }))
	expect(search(many, 'plan')).toHaveLength(MAX_RESULTS)
	expect(search(many, '')).toEqual(many.slice(0, 5))
	const ranked = search([item({ id: 'weak', content: ['deadline'] }), item({ id: 'strong', title: 'Deadlines' })], 'deadline')
	expect(ranked.map((result) => result.id)).toEqual(['strong', 'weak'])
	expect(search(searchIndex, 'qwxzv')).toEqual([])
})

test('the index has at least 17 items of the spec’s types, each complete', () => {
	expect(searchIndex.length).toBeGreaterThanOrEqual(17)
	for (const entry of searchIndex) {
		expect(entry.title && entry.description && entry.url.startsWith('/')).toBeTruthy()
		expect(['page', 'feature', 'resource', 'blog', 'faq']).toContain(entry.type)
	}
	expect(new Set(searchIndex.map((entry) => entry.id)).size).toBe(searchIndex.length)
	expect(search(searchIndex, 'common app')[0]!.url).toBe('/common-app')
	expect(search(searchIndex, 'fafsa').length).toBeGreaterThan(0)
})

test('the price answer quotes the catalog checkout sells, never the other one', () => {
	const answer = (catalog: 'founder' | 'tiers') => search(searchIndexFor(catalog), 'cost').find((entry) => entry.type === 'faq')!.description
	expect(answer('founder')).toContain('$5 a month or $50 a year')
	expect(answer('tiers')).toBe('Starter $10, Growth $20 or Premium $30 a month per student.')
	const tiersText = JSON.stringify(searchIndexFor('tiers'))
	expect(tiersText).not.toMatch(/\$50?(?![\d,])/)
	expect(tiersText).not.toMatch(/founder/i)
	expect(search(searchIndexFor('tiers'), 'premium').some((entry) => entry.id === 'faq-1')).toBe(true)
})

test('every public route is in the site map, and every mapped page has a route', () => {
	const publicPaths = publicPages.map(([path]) => `/${path}`)
	const mapped = new Set(sitePages.map((page) => page.path))
	for (const path of publicPaths) {
		if (path.includes(':')) continue
		expect(mapped, `${path} is missing from sitePages`).toContain(path)
	}
	for (const page of sitePages) {
		if (['/', '/signup', '/login', '/downloads/leadership-opportunities-pdf', '/contact'].includes(page.path) || page.path.startsWith('/grades/')) continue
		expect(publicPaths, `${page.path} has no route`).toContain(page.path)
	}
})

test('breadcrumbs use friendly names', () => {
	expect(breadcrumbsFor('/grades/9th')).toEqual([
		{ name: 'Home', path: '/' },
		{ name: 'By Grade', path: '/grades' },
		{ name: '9th Grade', path: '/grades/9th' },
	])
	expect(breadcrumbsFor('/tools/gpa-calculator').at(-1)).toEqual({ name: 'GPA Calculator', path: '/tools/gpa-calculator' })
	expect(breadcrumbsFor('/some-new-page').at(-1)!.name).toBe('Some New Page')
	expect(breadcrumbsFor('/')).toEqual([])
})

test('a breadcrumb links only a path that is a page: a prefix that only groups pages is left out', () => {
	expect(breadcrumbsFor('/landing/psat-prep')).toEqual([
		{ name: 'Home', path: '/' },
		{ name: 'PSAT Prep', path: '/landing/psat-prep' },
	])
	expect(breadcrumbsFor('/blog/topics/deadlines-timelines', 'Deadlines & Timelines').map((crumb) => crumb.path)).toEqual([
		'/',
		'/blog',
		'/blog/topics/deadlines-timelines',
	])
	expect(breadcrumbsFor('/blog/subscribe/confirm').map((crumb) => crumb.path)).toEqual(['/', '/blog', '/blog/subscribe', '/blog/subscribe/confirm'])
})

test('the prefixes the breadcrumbs leave out are exactly those of the route table that are no page', () => {
	const pages = new Set(['/', ...publicPages.filter(([path]) => !path.includes(':')).map(([path]) => `/${path}`)])
	const prefixes = new Set(
		publicPages.flatMap(([path]) => path.split('/').slice(0, -1).map((_, index, segments) => `/${segments.slice(0, index + 1).join('/')}`)).filter((prefix) => !prefix.includes(':')),
	)
	const notPages = [...prefixes].filter((prefix) => !pages.has(prefix))
	// /downloads holds files (resource routes), not pages under the public layout.
	expect([...groupingPrefixes].sort()).toEqual([...notPages, '/downloads'].sort())
})
