import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { activities } from '../../content/resources/activity-finder'
import * as page from './public/resources.activity-finder'

// The page filters in its loader; the browser gets the matches, rendered once as HTML
// (decision 057), and the list's size, not the list.
test('/resources/activity-finder shows the matches out of the whole list', () => {
	const url = 'http://localhost:3000/resources/activity-finder?cost=free'
	const loaderData = page.loader({ request: new Request(url), context: new RouterContextProvider() } as never)
	const free = activities.filter((activity) => activity.cost === 'free')
	const paid = activities.find((activity) => activity.cost !== 'free')!
	expect(loaderData.total).toBe(activities.length)
	expect(loaderData.matches).toBe(free.length)
	expect(free.length).toBeLessThan(activities.length)
	const props = { loaderData, actionData: undefined, params: {}, matches: [] } as never
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(page.default, props) }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/resources/activity-finder?cost=free'] }))
	expect(html).toContain(`Showing <!-- -->${free.length}<!-- --> of <!-- -->${activities.length}<!-- --> activities.`)
	expect(html).toContain(`<h3 class="text-lg font-semibold">${free[0]!.name}</h3>`)
	expect(html).not.toContain(`>${paid.name}</h3>`)
})
