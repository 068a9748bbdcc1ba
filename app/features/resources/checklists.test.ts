import { describe, expect, it } from 'vitest'
import { checklistItemCount, checklistStorageKey, parseTicks, type ChecklistGroup } from './checklists'

const groups: ChecklistGroup[] = [
	{ id: 'a', title: 'A', items: [{ id: 'a1', text: 'One' }, { id: 'a2', text: 'Two' }] },
	{ id: 'b', title: 'B', items: [{ id: 'b1', text: 'Three' }] },
]

describe('checklistStorageKey', () => {
	it('is per page, the key a visitor’s ticks are kept under', () => {
		expect(checklistStorageKey('backup-plans')).toBe('northstar:resources:backup-plans:checklist')
	})
})

describe('checklistItemCount', () => {
	it('counts the items of every group', () => {
		expect(checklistItemCount(groups)).toBe(3)
		expect(checklistItemCount([])).toBe(0)
	})
})

describe('parseTicks', () => {
	it('reads valid ticks and drops false ones', () => {
		expect(parseTicks('{"a1":true,"a2":false}')).toEqual({ a1: true })
	})
	it('returns {} for missing or malformed data', () => {
		expect(parseTicks(null)).toEqual({})
		expect(parseTicks('not json')).toEqual({})
		expect(parseTicks('[1,2]')).toEqual({})
		expect(parseTicks('{"a1":"yes"}')).toEqual({})
		expect(parseTicks('null')).toEqual({})
		expect(parseTicks('true')).toEqual({})
	})
})
