import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from 'react-router'
import { appContext } from '#app/lib/app-context'
import { HtmlSentOnceContext, htmlSentOnceFor } from '#app/lib/html-sent-once'
import { getRequestDetails } from '#app/lib/request-details'
import { ScriptNonceContext } from '#app/lib/script-nonce'
import { isCacheableRequest, isPublicPageRoute, PUBLIC_PAGE_CACHE_CONTROL } from '#app/lib/page-cache'
import { logError } from '#app/lib/redact'

// One entry for both hosts: renderToReadableStream exists on Node and workerd
// alike (renderToPipeableStream does not exist on Workers, DESIGN.md §9).

// A host file that is not bundled with the app (server/node.ts) reads these
// from the server build, so it sets the very key, in the very context class,
// that the app reads (DESIGN.md §9).
export { appContext } from '#app/lib/app-context'
export { RouterContextProvider } from 'react-router'

export const streamTimeout = 5_000

/**
 * What a loader or action threw, once: logged without what the visitor sent
 * (app/lib/redact.ts) and reported. A request the visitor abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	logError('[route]', error)
	context.get(appContext).reportError(error)
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	let status = responseStatusCode
	const controller = new AbortController()
	const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000)
	// The root middleware made this request's nonce and names it in the CSP
	// header; every script React Router and React write (<Scripts>,
	// <ScrollRestoration>, the streamed data, Suspense's inline scripts) carries it.
	const nonce = getRequestDetails(loadContext).cspNonce

	const body = await renderToReadableStream(
		<HtmlSentOnceContext value={htmlSentOnceFor(loadContext)}>
			<ScriptNonceContext value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</ScriptNonceContext>
		</HtmlSentOnceContext>,
		{
			nonce,
			signal: controller.signal,
			onError(error: unknown) {
				status = 500
				// Errors after the shell are already on their way to the error boundary.
				if (!controller.signal.aborted) logError('[render]', error)
			},
		},
	)
	// A public page is sent whole (the page cache keeps it whole anyway, and hashes its
	// inline scripts for the CSP); crawlers and no-JS clients get the whole document too.
	const publicPage = isPublicPage(routerContext)
	if (publicPage || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode) {
		await body.allReady
	}
	body.allReady.then(() => clearTimeout(timeout), () => clearTimeout(timeout))

	responseHeaders.set('content-type', 'text/html; charset=utf-8')
	if (status === 200 && !responseHeaders.has('cache-control') && isCacheableRequest(request) && publicPage) {
		responseHeaders.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
	}
	return new Response(body, { headers: responseHeaders, status })
}

/** The matched routes, with their handles, as the page cache's rule reads them. */
function isPublicPage(routerContext: EntryContext): boolean {
	return isPublicPageRoute(
		routerContext.staticHandlerContext.matches.map((match) => ({
			id: match.route.id,
			handle: routerContext.routeModules[match.route.id]?.handle,
		})),
	)
}
