import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { htmlSentOnceFor } from '#app/lib/html-sent-once'
import { requestDetails } from '#app/lib/request-details'
import { checklist } from '../../content/resources/application-tracker'
import { CHECKLIST_ITEMS_ID } from './resource-checklist'
import { renderChecklistOnce } from './resource-checklist.server'

// A checklist is the page's own HTML: native boxes named by their items' ids, which is what
// the browser keeps, sent once in a whole document and as data after a client navigation (decision 060).

function render(documentRequest: boolean) {
	const context = new RouterContextProvider()
	context.set(requestDetails, { documentRequest })
	return { rendered: renderChecklistOnce(context, checklist), kept: htmlSentOnceFor(context) }
}

const items = checklist.flatMap((group) => group.items)

const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1]
/** Text as the markup escapes it. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')

test('a client navigation gets every item as a native box its label names, and how many there are', () => {
	const { rendered } = render(false)
	expect(rendered.total).toBe(items.length)
	const html = rendered.html!
	const boxes = [...html.matchAll(/<input [^>]*>/g)].map(([tag]) => ({ type: attribute(tag, 'type'), id: attribute(tag, 'id'), name: attribute(tag, 'name'), autocomplete: attribute(tag, 'autocomplete') }))
	// Named by the items' ids, none ticked (the server cannot know this browser's ticks), and none the browser fills in.
	expect(boxes.map((box) => box.name)).toEqual(items.map((item) => item.id))
	expect(boxes.every((box) => box.type === 'checkbox' && box.autocomplete === 'off')).toBe(true)
	expect(html).not.toMatch(/ checked[ =/>]/)
	const labels = new Map([...html.matchAll(/<label for="([^"]+)"[^>]*>([^<]*)<\/label>/g)].map(([, id, text]) => [id, text]))
	for (const [index, box] of boxes.entries()) expect(labels.get(box.id!)).toBe(escaped(items[index]!.text))
	expect([...html.matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)].map(([, title]) => title)).toEqual(checklist.map((group) => escaped(group.title)))
	// Its links are plain anchors: the router cannot render here.
	const links = [...html.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href)
	expect(links).toEqual(items.flatMap((item) => (item.link ? [item.link.href] : [])))
	expect(html).not.toContain('data-discover')
})

test('a whole document keeps the list for the server render and sends none of it as data', () => {
	const { rendered, kept } = render(true)
	expect(rendered).toEqual({ html: null, total: items.length })
	expect(kept?.get(CHECKLIST_ITEMS_ID)).toContain(`name="${items[0]!.id}"`)
})
