import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { buildLeadershipPdf, buildStarterKitPdf, leadershipExamples, wrapText } from './pdfs.server'

const header = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5))

describe.each([
	{ name: 'starter kit', build: buildStarterKitPdf, title: 'College Planning Starter Kit | Northstar' },
	{ name: 'leadership guide', build: buildLeadershipPdf, title: 'Leadership Opportunities for High Schoolers | Northstar' },
])('$name PDF', ({ build, title }) => {
	test('is a PDF of several letter-size pages with its title', async () => {
		const bytes = await build()
		expect(header(bytes)).toBe('%PDF-')
		const doc = await PDFDocument.load(bytes)
		expect(doc.getPageCount()).toBeGreaterThanOrEqual(3)
		for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 })
		expect(doc.getTitle()).toBe(title)
	})
})

test('every example activity description fits the Common App’s 150 characters', () => {
	for (const example of leadershipExamples) {
		expect(example.description.length).toBeLessThanOrEqual(150)
		expect(example.position.length).toBeLessThanOrEqual(50)
	}
})

test('wrapText keeps each line within the width and loses no words', async () => {
	const doc = await PDFDocument.create()
	const font = await doc.embedFont(StandardFonts.Helvetica)
	const text = 'The FAFSA opens about October 1 and the CSS Profile opens October 1 for the colleges that require it.'
	const lines = wrapText(text, font, 10, 120)
	expect(lines.length).toBeGreaterThan(1)
	for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120)
	expect(lines.join(' ')).toBe(text)
	// Characters Helvetica cannot draw become "?" rather than failing the whole document.
	expect(wrapText('Done ✓', font, 10, 300)).toEqual(['Done ?'])
})

test('the committed static PDFs exist and are whole (npm run pdfs redraws them)', async () => {
	const { readFileSync } = await import('node:fs')
	const { PDFDocument } = await import('pdf-lib')
	for (const file of ['northstar-college-planning-starter-kit.pdf', 'northstar-leadership-opportunities.pdf']) {
		const bytes = readFileSync(new URL(`../../../public/downloads/${file}`, import.meta.url))
		expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
		expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3)
	}
})
