import { test } from 'vitest'
import { writeFileSync } from 'node:fs'
import { buildLeadershipPdf, buildStarterKitPdf } from '#app/features/downloads/pdfs.server'
test('gen', async () => {
	writeFileSync('/tmp/kit.pdf', await buildStarterKitPdf())
	writeFileSync('/tmp/lead.pdf', await buildLeadershipPdf())
})
