import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RouterContextProvider } from 'react-router'
import { sendHtmlOnce } from '#app/lib/html-sent-once'
import type { LegalDocument } from '../../../content/legal/types'
import { LegalBody } from './legal-body'
import { LEGAL_BODY_ID } from './legal-page'

/**
 * A legal page's loader data: the lines its hero shows, and its body as HTML,
 * handed over once for a whole document (app/lib/html-sent-once.tsx). The
 * text stays on the server; the page's script carries none of it.
 */
export function legalPageData(context: Readonly<RouterContextProvider>, content: LegalDocument, contentsId: string) {
	const html = renderToStaticMarkup(createElement(LegalBody, { content, contentsId }))
	return { lastUpdated: content.lastUpdated, intro: content.intro, body: sendHtmlOnce(context, LEGAL_BODY_ID, html) }
}
