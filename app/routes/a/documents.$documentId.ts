import type { Route } from './+types/documents.$documentId'

// STUB — the documents helper replaces this file.

export async function loader(_args: Route.LoaderArgs) {
	return new Response(null, { status: 404 })
}
