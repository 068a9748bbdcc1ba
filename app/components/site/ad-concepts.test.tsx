import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { concepts, limits } from '../../../content/site/ad-concepts'
import { ConceptTabs } from './ad-concepts'

test('every concept’s copy fits the platform limits, and each has its own sign-up source', () => {
	for (const concept of concepts) {
		expect(concept.headline.length, concept.id).toBeLessThanOrEqual(limits.headline)
		expect(concept.primaryText.length, concept.id).toBeLessThanOrEqual(limits.primaryText)
		expect(concept.description.length, concept.id).toBeLessThanOrEqual(limits.description)
	}
	expect(new Set(concepts.map((concept) => concept.source)).size).toBe(concepts.length)
})

test('before hydration every concept is shown, listed as links to its panel, with the trial line', () => {
	const Stub = createRoutesStub([{ path: '*', Component: () => <ConceptTabs trial="Free 7-day trial • Cancel anytime" /> }])
	const html = renderToString(<Stub initialEntries={['/ad-preview']} />)
	expect(html).not.toContain('role="tablist"')
	for (const concept of concepts) {
		expect(html).toContain(`href="#panel-${concept.id}"`)
		expect(html).toContain(`href="/signup?source=${concept.source}"`)
	}
	expect(html).not.toContain('hidden=""')
	expect(html.match(/Free 7-day trial • Cancel anytime/g)?.length).toBe(concepts.length * 2)
})
