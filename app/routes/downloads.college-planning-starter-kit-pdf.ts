import { buildStarterKitPdf } from '#app/features/downloads/pdfs.server'

// The starter kit PDF (/college-planning-starter-kit links here once an email is in).

export async function loader() {
	const bytes = await buildStarterKitPdf()
	return new Response(bytes, {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': 'attachment; filename="northstar-college-planning-starter-kit.pdf"',
			'cache-control': 'public, max-age=86400',
		},
	})
}
