import { mkdirSync, writeFileSync } from 'node:fs'
import { buildLeadershipPdf, buildStarterKitPdf } from '#app/features/downloads/pdfs.server'

// The downloadable PDFs are drawn here, once, and served as static files, so
// pdf-lib stays out of the Worker bundle (docs/decisions/013). After editing
// their content in app/features/downloads/pdfs.server.ts: `npm run pdfs`.

export const pdfFiles = {
	'northstar-college-planning-starter-kit.pdf': buildStarterKitPdf,
	'northstar-leadership-opportunities.pdf': buildLeadershipPdf,
}

mkdirSync('public/downloads', { recursive: true })
for (const [file, build] of Object.entries(pdfFiles)) {
	writeFileSync(`public/downloads/${file}`, await build())
	console.log(`public/downloads/${file}`)
}
