import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

// One entry for both hosts: renderToReadableStream exists on Node and workerd
// alike (renderToPipeableStream does not exist on Workers, DESIGN.md §9).

// A host file that is not bundled with the app (server/node.ts) reads these
// from the server build, so it sets the very key, in the very context class,
// that the app reads (DESIGN.md §9).
export { appContext } from '#app/lib/app-context'
export { RouterContextProvider } from 'react-router'

export const streamTimeout = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	let status = responseStatusCode
	const controller = new AbortController()
	const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000)

	const body = await renderToReadableStream(
		<ServerRouter context={routerContext} url={request.url} />,
		{
			signal: controller.signal,
			onError(error: unknown) {
				status = 500
				// Errors after the shell are already on their way to the error boundary.
				if (!controller.signal.aborted) console.error(error)
			},
		},
	)
	// Crawlers and no-JS clients get the whole document at once.
	if (isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode) {
		await body.allReady
	}
	body.allReady.then(() => clearTimeout(timeout), () => clearTimeout(timeout))

	responseHeaders.set('content-type', 'text/html; charset=utf-8')
	return new Response(body, { headers: responseHeaders, status })
}
