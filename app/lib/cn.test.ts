import { expect, test, vi } from 'vitest'
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

test('a production server (not development, not under test) skips the check', async () => {
	vi.stubEnv('DEV', false)
	vi.stubEnv('NODE_ENV', 'production')
	vi.resetModules()
	try {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const { cn: productionCn } = await import('./cn')
		expect(productionCn('px-4', 'px-3')).toBe('px-4 px-3')
		expect(logged).not.toHaveBeenCalled()
	} finally {
		vi.restoreAllMocks()
		vi.unstubAllEnvs()
		vi.resetModules()
	}
})

test('the built server started under NODE_ENV=test (Playwright) still checks', async () => {
	vi.stubEnv('DEV', false)
	vi.stubEnv('NODE_ENV', 'test')
	vi.resetModules()
	try {
		const { cn: builtCn } = await import('./cn')
		expect(() => builtCn('px-4', 'px-3')).toThrow(/px-4 overridden/)
	} finally {
		vi.unstubAllEnvs()
		vi.resetModules()
	}
})
