import { expect, test } from 'vitest'
import { cn } from './cn'

test('joins classes in order, dropping falsy ones', () => {
	expect(cn('px-4 py-2', false, null, undefined, { 'font-bold': true, italic: false }, ['text-sm'])).toBe('px-4 py-2 font-bold text-sm')
})

test('variants and the important modifier are not conflicts', () => {
	expect(cn('inline-flex px-4', 'max-sm:hidden justify-start!')).toBe('inline-flex px-4 max-sm:hidden justify-start!')
})

test('two classes setting the same thing fail the render in tests', () => {
	expect(() => cn('inline-flex px-4', 'hidden')).toThrow('Conflicting classes: inline-flex overridden')
	expect(() => cn('px-4', 'px-3')).toThrow(/px-4 overridden/)
})
