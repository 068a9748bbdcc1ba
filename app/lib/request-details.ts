import { createContext, type RouterContextProvider } from 'react-router'

// What the root middleware (app/lib/page-cache.ts) makes for each request and
// hands down through the router context: entry.server and the loaders read it.

export interface RequestDetails {
	/** This request's Content-Security-Policy nonce, for the scripts the page renders. */
	cspNonce?: string
	/**
	 * True when this request renders a whole HTML document (not the `.data`
	 * request of a client navigation): what the page already holds in its HTML
	 * need not travel again in the hydration data (the blog post's body).
	 */
	documentRequest: boolean
}

/** A loader called on its own (a unit test) sees no nonce and a data request. */
export const requestDetails = createContext<RequestDetails>({ documentRequest: false })

export function getRequestDetails(context: Readonly<RouterContextProvider>): RequestDetails {
	return context.get(requestDetails)
}
