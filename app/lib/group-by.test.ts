import { expect, test } from 'vitest'
import { groupBy } from './group-by'

test('items are grouped by key, in their order, and null keys are left out', () => {
	const steps = [
		{ id: 'a', parentId: 'x' },
		{ id: 'b', parentId: null },
		{ id: 'c', parentId: 'y' },
		{ id: 'd', parentId: 'x' },
	]
	const groups = groupBy(steps, (step) => step.parentId)
	expect([...groups.keys()]).toEqual(['x', 'y'])
	expect(groups.get('x')!.map((step) => step.id)).toEqual(['a', 'd'])
	expect(groups.get('y')!.map((step) => step.id)).toEqual(['c'])
	expect(groupBy([], () => 'k').size).toBe(0)
})
