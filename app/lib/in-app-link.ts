// Links inside HTML a loader rendered (a post's body, a guide, a legal page:
// decision 057) are plain anchors, since they render outside the router. A
// click on one can still be a client navigation, as a router link's is, when
// it leads to a page of this site; anything else the browser loads itself.

/** Addresses the server answers with a file rather than a page (a PDF, a calendar, a feed, robots.txt, a family's document). */
export function servedAsFile(pathname: string): boolean {
	// A file name's extension, or where the server keeps its downloads, calendar feeds, server functions and a family's documents.
	return /\.[a-z0-9]+$|^\/(downloads|calendar|_serverFn)\/|^\/a\/[^/]+\/documents\/[^/]+$/i.test(pathname)
}

export interface AnchorClick {
	href: string
	/** The anchor's `target` attribute, '' when it has none. */
	target: string
	download: boolean
	/** A modifier key or a button other than the main one: the visitor asked for a new tab or window. */
	modified: boolean
}

/**
 * Where a click on an anchor should take the router, or null when the browser
 * should follow it: another site, a new tab, a download, a part of the same
 * page, or a file.
 */
export function clientNavigationTarget(click: AnchorClick, here: URL): string | null {
	if (click.modified || click.download || (click.target !== '' && click.target !== '_self')) return null
	const to = new URL(click.href, here)
	if (to.origin !== here.origin || servedAsFile(to.pathname)) return null
	if (to.pathname === here.pathname && to.search === here.search && to.hash !== '') return null
	return `${to.pathname}${to.search}${to.hash}`
}
