import { expect, test } from 'vitest'
import { cn } from '#app/lib/cn'
import { dialogContentVariants } from './dialog'

test('every placement and size makes one frame with no two classes setting the same thing', () => {
	for (const placement of ['center', 'top'] as const) {
		for (const size of ['default', 'wide'] as const) {
			expect(() => cn(dialogContentVariants({ placement, size }))).not.toThrow()
		}
	}
	expect(dialogContentVariants({ placement: 'top', size: 'wide' })).toContain('top-[10vh]')
	expect(dialogContentVariants()).toContain('-translate-y-1/2')
})
