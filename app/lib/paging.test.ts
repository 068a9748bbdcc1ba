import { expect, test } from 'vitest'
import { pageOf, parsePage } from './paging'

test('?page= is a whole number from 1, anything else the first page', () => {
	expect(parsePage(null)).toBe(1)
	expect(parsePage('3')).toBe(3)
	expect(parsePage('12')).toBe(12)
	for (const junk of ['0', '-1', '2.5', 'abc', 'two', '', '99999', '1e3', ' 2']) expect(parsePage(junk), junk).toBe(1)
})

test('a page of a list; past the end is the last page, an empty list one empty page', () => {
	const items = Array.from({ length: 25 }, (_, index) => index)
	expect(pageOf(items, 1, 10)).toEqual({ items: items.slice(0, 10), page: 1, pages: 3, total: 25 })
	expect(pageOf(items, 3, 10).items).toEqual([20, 21, 22, 23, 24])
	expect(pageOf(items, 9, 10).page).toBe(3)
	expect(pageOf([], 2, 10)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
})
