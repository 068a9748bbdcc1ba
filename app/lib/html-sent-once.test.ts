import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { htmlSentOnceFor, sendHtmlOnce } from './html-sent-once'
import { requestDetails } from './request-details'

function contextFor(documentRequest: boolean | undefined) {
	const context = new RouterContextProvider()
	if (documentRequest !== undefined) context.set(requestDetails, { documentRequest })
	return context
}

test('a whole-document request keeps the HTML for the server render and sends none as data', () => {
	const context = contextFor(true)
	expect(htmlSentOnceFor(context)).toBeNull()
	expect(sendHtmlOnce(context, 'post-body', '<p>Body</p>')).toBeNull()
	expect(sendHtmlOnce(context, 'aside', '<p>Aside</p>')).toBeNull()
	expect(Object.fromEntries(htmlSentOnceFor(context)!)).toEqual({ 'post-body': '<p>Body</p>', aside: '<p>Aside</p>' })
})

test('a data request (client navigation), or a loader called without the middleware, gets the HTML as data', () => {
	for (const documentRequest of [false, undefined]) {
		const context = contextFor(documentRequest)
		expect(sendHtmlOnce(context, 'post-body', '<p>Body</p>')).toBe('<p>Body</p>')
		expect(htmlSentOnceFor(context)).toBeNull()
	}
})
