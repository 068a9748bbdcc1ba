import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RouterContextProvider } from 'react-router'
import { sendHtmlOnce } from './html-sent-once'

/**
 * Loader side of a page part that is text and anchors only (a legal page's
 * body, a guide's sections): rendered here, outside the router, and handed
 * over once, so the page's script carries none of its text. Its links to
 * other pages must be plain anchors (`RichText`'s `plainLinks`); a router
 * `Link` cannot render here.
 */
export function renderHtmlOnce(context: Readonly<RouterContextProvider>, elementId: string, element: ReactElement): string | null {
	return sendHtmlOnce(context, elementId, renderToStaticMarkup(element))
}
