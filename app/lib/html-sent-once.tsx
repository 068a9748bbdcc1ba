import { createContext as createReactContext, useContext, useEffect, useRef, useState } from 'react'
import { createContext, type RouterContextProvider, useNavigate } from 'react-router'
import { type AnchorClick, clientNavigationTarget } from './in-app-link'
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
 * another item reads afresh. Its links to pages of the site are plain anchors;
 * once the page's script runs, a click on one is a client navigation, as a
 * router link's would be (in-app-link.ts), and its route is looked up ahead of
 * the click, as a router link's is.
 */
export function HtmlSentOnce({ id, html, className }: { id: string; html: string | null; className?: string }) {
	const kept = useContext(HtmlSentOnceContext)
	const navigate = useNavigate()
	// Fixed for as long as the element lives, as it is keyed by what the HTML belongs to. The page's
	// loader may run again (a navigation to the same address), sending the same text in React's
	// spelling rather than the browser's: taking it would rebuild the element, and lose what a visitor
	// changed inside it (a checklist's ticks).
	const [body] = useState(() => html ?? kept?.get(id) ?? (typeof document !== 'undefined' ? document.getElementById(id)?.innerHTML : undefined) ?? '')
	const element = useRef<HTMLDivElement>(null)
	// React Router asks which routes a page's links lead to as soon as it shows them, for the links
	// marked `data-discover` (a router link's mark): marked here, these are asked about with the page's
	// own, and a click on one does not wait for that request first.
	useEffect(() => {
		const here = new URL(window.location.href)
		for (const anchor of element.current?.querySelectorAll('a[href]') ?? []) {
			if (anchor instanceof HTMLAnchorElement && clientNavigationTarget(anchorClick(anchor, false), here) !== null) anchor.dataset.discover = 'true'
		}
	}, [])
	function onClick(event: React.MouseEvent<HTMLDivElement>) {
		// An HTML link with an address, inside this part (an SVG link's `href` is not a string).
		const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
		if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor) || event.defaultPrevented) return
		const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
		const here = new URL(window.location.href)
		const to = clientNavigationTarget(anchorClick(anchor, modified), here)
		if (to === null) return
		event.preventDefault()
		// As a router link: the address already open replaces its history entry rather than adding one.
		navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` })
	}
	// Enter on a link inside clicks it too: the handler changes only how a link is followed, not how it is reached.
	return <div ref={element} id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: body }} />
}

function anchorClick(anchor: HTMLAnchorElement, modified: boolean): AnchorClick {
	return { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), modified }
}
