import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { activities } from '../../content/resources/activity-finder'
import * as page from './public/resources.activity-finder'

// The page filters in its loader; the browser gets the matches and the list's size, not the list.
test('/resources/activity-finder shows the matches out of the whole list', () => {
	const url = 'http://localhost:3000/resources/activity-finder?cost=free'
	const loaderData = page.loader({ request: new Request(url) } as never)
	expect(loaderData.total).toBe(activities.length)
	expect(loaderData.results.length).toBeGreaterThan(0)
	expect(loaderData.results.length).toBeLessThan(activities.length)
	const props = { loaderData, actionData: undefined, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(page.default, props) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/resources/activity-finder?cost=free'] }))
	expect(html).toContain(`Showing <!-- -->${loaderData.results.length}<!-- --> of <!-- -->${activities.length}<!-- --> activities.`)
})
