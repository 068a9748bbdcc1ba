import { expect, test } from 'vitest'
import { hrefWith } from './href'

test('links keep the other params: the sort, the comparison, the search', () => {
	expect(hrefWith('/a/1/colleges', '?compare=1&compare=2&q=rice', { sort: 'fit' })).toBe('/a/1/colleges?compare=1&compare=2&q=rice&sort=fit')
	expect(hrefWith('/a/1/colleges', '?sort=fit&edit=e1', { edit: null })).toBe('/a/1/colleges?sort=fit')
	expect(hrefWith('/a/1/colleges', '?edit=e1', { edit: null })).toBe('/a/1/colleges')
})
