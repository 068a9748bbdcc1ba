// React Router's route discovery: a page asks `/__manifest?paths=/a,/b,…` for
// the routes of the links it shows, and the server matches each path against
// every route (~110). A path that matches nothing tries them all, about
// 0.4 ms here, so a 5 KB request of 1,900 made-up paths cost half a second
// of CPU (server/route-matching.attack.test.ts). Past this bound the request
// is answered for its first paths only. The browser takes every path it asked
// about as looked up, so a link to one of the rest would find no page: each
// page must stay well under the bound. The most a page of ours asks for is 56
// (/resources, ancestors included; a blog post 42–50, its body's links
// counted, decision 060).

const MANIFEST_PATH = '/__manifest'
export const MANIFEST_PATHS_LIMIT = 100

/** `request` itself, or, for a manifest request over the bound, the same request for its first MANIFEST_PATHS_LIMIT distinct paths. */
export function boundManifestPaths(request: Request): Request {
	if (!request.url.includes(MANIFEST_PATH)) return request
	const url = new URL(request.url)
	if (url.pathname !== MANIFEST_PATH) return request
	const paths = new Set((url.searchParams.get('paths') ?? '').split(',').filter(Boolean))
	if (paths.size <= MANIFEST_PATHS_LIMIT) return request
	// The browser sorts its paths, so a path's ancestors come before it and are kept with it.
	url.searchParams.set('paths', [...paths].slice(0, MANIFEST_PATHS_LIMIT).join(','))
	return new Request(url, request)
}
