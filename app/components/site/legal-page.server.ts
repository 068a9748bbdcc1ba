import { createElement } from 'react'
import type { RouterContextProvider } from 'react-router'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import type { LegalDocument } from '../../../content/legal/types'
import { LegalBody } from './legal-body'
import { LEGAL_BODY_ID } from './legal-page'

/**
 * A legal page's loader data: the lines its hero shows, and its body as HTML,
 * handed over once for a whole document (decision 057). The text stays on
 * the server; the page's script carries none of it.
 */
export function legalPageData(context: Readonly<RouterContextProvider>, content: LegalDocument, contentsId: string) {
	return {
		lastUpdated: content.lastUpdated,
		intro: content.intro,
		body: renderHtmlOnce(context, LEGAL_BODY_ID, createElement(LegalBody, { content, contentsId })),
	}
}
