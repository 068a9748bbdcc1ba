import { expect, test } from 'vitest'
import { conflictsOf, variantUsages } from '../../../tests/support/variant-usages'
import { buttonVariants } from './button'

// Every <Button> and buttonVariants() in the app, built: a class that sets what
// a variant or size already sets fails here, even on a page no test renders.

test('no button in the app sets the same thing twice', () => {
	const usages = variantUsages({ component: 'Button', variantsFunction: 'buttonVariants', props: ['variant', 'size'] })
	expect(usages.length).toBeGreaterThan(200)
	const conflicts = conflictsOf(usages, ({ props, className }) =>
		buttonVariants({ variant: props.variant as never, size: props.size as never, className }),
	)
	expect(conflicts).toEqual([])
})
