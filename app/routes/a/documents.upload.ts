import type { Route } from './+types/documents.upload'

// STUB — the documents helper replaces this file.

export async function action(_args: Route.ActionArgs) {
	return new Response(null, { status: 404 })
}
