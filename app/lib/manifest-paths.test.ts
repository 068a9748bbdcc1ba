import { expect, test } from 'vitest'
import { boundManifestPaths, MANIFEST_PATHS_LIMIT } from './manifest-paths'

const manifestRequest = (paths: string[]) => new Request(`http://localhost/__manifest?${new URLSearchParams({ paths: paths.join(','), version: 'v1' })}`)
const pathsOf = (request: Request) => new URL(request.url).searchParams.get('paths')!.split(',')

test('a manifest request within the bound, and any other request, go through untouched', () => {
	const within = manifestRequest(Array.from({ length: MANIFEST_PATHS_LIMIT }, (_, index) => `/p${index}`))
	expect(boundManifestPaths(within)).toBe(within)
	const page = new Request(`http://localhost/blog?paths=${Array.from({ length: 500 }, (_, index) => `/p${index}`).join(',')}`)
	expect(boundManifestPaths(page)).toBe(page)
	const noPaths = new Request('http://localhost/__manifest?version=v1')
	expect(boundManifestPaths(noPaths)).toBe(noPaths)
})

test('over the bound, the first distinct paths are kept with the version and the request’s headers', () => {
	const paths = ['/about', '/about', ...Array.from({ length: 300 }, (_, index) => `/p${index}`)]
	const original = new Request(manifestRequest(paths), { headers: { cookie: 'a=1' } })
	const bounded = boundManifestPaths(original)
	expect(pathsOf(bounded)).toEqual(['/about', ...Array.from({ length: MANIFEST_PATHS_LIMIT - 1 }, (_, index) => `/p${index}`)])
	expect(new URL(bounded.url).searchParams.get('version')).toBe('v1')
	expect(bounded.headers.get('cookie')).toBe('a=1')
	expect(bounded.method).toBe('GET')
})
