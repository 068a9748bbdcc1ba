import { boundRequestBody } from './body-limit'
import type { Env } from './env'
import { boundManifestPaths } from './manifest-paths'
import { withCacheControl } from './page-cache'
import { securityHeaders, withSecurityHeaders } from './security-headers'

// What both hosts do around React Router's handler; everything else a request
// needs (the nonce, headers, page cache, who is asking) is middleware
// (app/root.tsx, app/routes/a/layout.tsx). The body is bounded here because
// middleware cannot hand the loaders another Request, and so are the paths of
// a route-discovery request, which React Router answers before any middleware.

/**
 * Answers `request` through `handle` (React Router) once its body is read
 * within its limit (else the 413); a failure outside React Router's own error
 * handling is still a 500 that carries the security headers. So does what
 * React Router answers before any middleware runs (a method it does not
 * take, its own refusal of a cross-site post, the route manifest).
 */
export async function serveRequest(
	request: Request,
	{ env, reportError }: { env: Env; reportError: (error: unknown) => void },
	handle: (request: Request) => Promise<Response>,
): Promise<Response> {
	const bounded = await boundRequestBody(request)
	if (bounded instanceof Response) return withSecurityHeaders(bounded, securityHeaders(env))
	try {
		const response = await handle(boundManifestPaths(bounded))
		// The root middleware's answers carry them all already; nothing is rebuilt then.
		if (response.headers.has('x-content-type-options')) return response
		return withCacheControl(request, withSecurityHeaders(response, securityHeaders(env)))
	} catch (error) {
		reportError(error)
		const failed = new Response('Something went wrong on our side.', {
			status: 500,
			headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
		})
		return withSecurityHeaders(failed, securityHeaders(env))
	}
}
