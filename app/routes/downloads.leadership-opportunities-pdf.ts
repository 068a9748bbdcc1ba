import { buildLeadershipPdf } from '#app/features/downloads/pdfs.server'

// The leadership-opportunities guide PDF (spec §2 "Downloads").

export async function loader() {
	const bytes = await buildLeadershipPdf()
	return new Response(bytes, {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': 'attachment; filename="northstar-leadership-opportunities.pdf"',
			'cache-control': 'public, max-age=86400',
		},
	})
}
