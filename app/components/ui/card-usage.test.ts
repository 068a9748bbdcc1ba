import { expect, test } from 'vitest'
import { conflictsOf, variantUsages } from '../../../tests/support/variant-usages'
import { cardVariants } from './card'

// Every <Card> and cardVariants() in the app, built: a class that sets the
// card's frame again fails here, even on a page no test renders.

test('no card in the app sets its frame twice', () => {
	const usages = variantUsages({ component: 'Card', variantsFunction: 'cardVariants', props: ['tone', 'padding'] })
	expect(usages.length).toBeGreaterThan(50)
	const conflicts = conflictsOf(usages, ({ props, className }) =>
		cardVariants({ tone: props.tone as never, padding: props.padding as never, className }),
	)
	expect(conflicts).toEqual([])
})
