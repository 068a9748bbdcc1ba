import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { downloadHeaders } from '#app/features/documents/documents'
import { readDocumentForDownload } from '#app/features/documents/documents.server'
import type { Route } from './+types/documents.$documentId'

// Serves one stored document, only to a member who may see the Documents
// section (signed out → login, stranger or unshared counselor → 403) and only
// if it belongs to this account, is not deleted and is not private from this
// counselor (else 404). Always as a download with the sniffed type and a
// sandbox CSP; ?inline=1 shows a PDF or raster image in place, still sandboxed.
// Not gated on the plan: a family can always take its own files out.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, access } = await requireAccountRoute(request, context, params.accountId, { section: 'documents' })
	const found = await readDocumentForDownload(app, { accountId: access.accountId, documentId: params.documentId, role: access.role })
	if (!found) {
		return new Response('That document is not here.', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' },
		})
	}
	const inline = new URL(request.url).searchParams.get('inline') === '1'
	const { document, file } = found
	return new Response(file.body as Uint8Array<ArrayBuffer>, { headers: downloadHeaders({ contentType: document.contentType, fileName: document.fileName, size: file.size }, { inline }) })
}
