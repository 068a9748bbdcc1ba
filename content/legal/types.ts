/**
 * A legal page (the privacy policy, the terms) is content, not code: numbered
 * sections of blocks, rendered by app/components/site/legal-page.tsx.
 *
 * A paragraph, list item or heading may hold **bold** text and links written
 * `[label](/path)` (a page of the site) or `[label](#section-id)` (a section
 * of the same page).
 */
export type LegalBlock = { paragraph: string } | { heading: string } | { list: string[] }

export type LegalSection = {
	/** The section's anchor; its heading is `{id}-heading`. */
	id: string
	title: string
	blocks: LegalBlock[]
}

export type LegalDocument = {
	lastUpdated: string
	/** The line under the title. */
	intro: string
	/** A short version above the contents, if the page has one. */
	summary?: { title: string; points: string[] }
	sections: LegalSection[]
}
