import { createContext as createReactContext, useContext, useState } from 'react'
import { createContext, type RouterContextProvider } from 'react-router'
import { getRequestDetails } from './request-details'

// React Router writes every loader's data into the document for hydration, so
// a large block of HTML a loader returns would travel twice: rendered into the
// page, and again as data (a blog post's body is a third of its document).
// For a whole-document request the loader hands such HTML over here instead:
// the server render reads it through React context, and the browser's first
// render reads it back from the element the server wrote. A client navigation
// (a `.data` request) has no such element, so there the loader returns it as
// data, as usual.

const htmlForThisDocument = createContext<Map<string, string> | null>(null)

/** What entry.server hands to React: the HTML this request's loaders kept back from the data. */
export const HtmlSentOnceContext = createReactContext<ReadonlyMap<string, string> | null>(null)

export function htmlSentOnceFor(context: Readonly<RouterContextProvider>): ReadonlyMap<string, string> | null {
	return context.get(htmlForThisDocument)
}

/**
 * Loader side: returns `html` for a data request, else keeps it for the
 * server render under `elementId` and returns null (nothing to serialize).
 */
export function sendHtmlOnce(context: Readonly<RouterContextProvider>, elementId: string, html: string): string | null {
	if (!getRequestDetails(context).documentRequest) return html
	let kept = context.get(htmlForThisDocument)
	if (!kept) {
		kept = new Map()
		context.set(htmlForThisDocument, kept)
	}
	kept.set(elementId, html)
	return null
}

/**
 * Component side: the element that shows the HTML, from the loader data when
 * it came as data, else from the server render's context or, in the browser,
 * from the element already in the page (html-sent-once.server.ts renders such
 * HTML in a loader). Key it by what the HTML belongs to, so a navigation to
 * another item reads afresh.
 */
export function HtmlSentOnce({ id, html, className }: { id: string; html: string | null; className?: string }) {
	const kept = useContext(HtmlSentOnceContext)
	const [fromPage] = useState(() => (html === null && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? null) : null))
	const body = html ?? kept?.get(id) ?? fromPage ?? ''
	return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: body }} />
}
