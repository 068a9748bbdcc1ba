import { describe, expect, test } from 'vitest'
import { bytes, samplePdf as pdf, zipOf } from './sample-files'
import { canShowInline, sniffDocument, zipEntryNames } from './sniff'

const contentTypes = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>'
const ooxml = (folder: string, extra: Record<string, string> = {}) =>
	zipOf({ '[Content_Types].xml': contentTypes, '_rels/.rels': '<Relationships/>', [`${folder}/document.xml`]: '<x/>', ...extra })

const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff])

describe('accepted by their bytes', () => {
	test.each([
		['transcript.pdf', pdf, 'application/pdf', 'pdf'],
		['scan.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR'), 'image/png', 'png'],
		['photo.jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00]), 'image/jpeg', 'jpg'],
		['award.gif', bytes('GIF89a', [0x01, 0x00, 0x01, 0x00]), 'image/gif', 'gif'],
		['award.webp', bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 '), 'image/webp', 'webp'],
		['IMG_0001.HEIC', bytes([0x00, 0x00, 0x00, 0x18], 'ftypheic', [0x00, 0x00, 0x00, 0x00], 'mif1heic'), 'image/heic', 'heic'],
		['IMG_0002.heif', bytes([0x00, 0x00, 0x00, 0x18], 'ftypmif1', [0x00, 0x00, 0x00, 0x00], 'mif1heic'), 'image/heif', 'heif'],
		['resume.docx', ooxml('word'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
		['budget.xlsx', ooxml('xl'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
		['slides.pptx', ooxml('ppt'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
		['old resume.DOC', ole, 'application/msword', 'doc'],
		['grades.xls', ole, 'application/vnd.ms-excel', 'xls'],
		['talk.ppt', ole, 'application/vnd.ms-powerpoint', 'ppt'],
		['activities.csv', bytes('Activity,Hours\nRobotics,120\nCafé volunteer,40\n'), 'text/csv; charset=utf-8', 'csv'],
		['notes.txt', bytes('Ask Ms. Rivera for the counselor letter by Oct 1.\n'), 'text/plain; charset=utf-8', 'txt'],
	])('%s', (name, content, contentType, extension) => {
		expect(sniffDocument(content, name)).toMatchObject({ ok: true, contentType, extension })
	})

	test('a real PDF named .exe is a PDF with a .pdf extension: the name is not trusted', () => {
		expect(sniffDocument(pdf, 'transcript.exe')).toMatchObject({ ok: true, contentType: 'application/pdf', extension: 'pdf' })
		expect(sniffDocument(ooxml('word'), 'resume')).toMatchObject({ ok: true, extension: 'docx' })
	})
})

describe('refused', () => {
	test.each([
		['a Windows program renamed transcript.pdf', bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'transcript.pdf', 'executable'],
		['an ELF binary named scores.png', bytes([0x7f], 'ELF', [0x02, 0x01, 0x01]), 'scores.png', 'executable'],
		['a Mach-O binary', bytes([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]), 'resume.docx', 'executable'],
		['a shell script named notes.txt', bytes('#!/bin/sh\nrm -rf ~\n'), 'notes.txt', 'executable'],
		['HTML named notes.txt', bytes('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'notes.txt', 'markup'],
		['SVG named chart.png', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'chart.png', 'markup'],
		['SVG without a prolog', bytes('  <svg onload="alert(1)"/>'), 'logo.txt', 'markup'],
		['a zip that is not Office', zipOf({ 'essays/one.txt': 'hello', 'essays/two.txt': 'there' }), 'essays.docx', 'archive'],
		['a zip with [Content_Types].xml but no Office folder', zipOf({ '[Content_Types].xml': contentTypes, 'payload/run.js': 'x' }), 'resume.docx', 'archive'],
		['a macro-enabled Word file', ooxml('word', { 'word/vbaProject.bin': 'macros' }), 'resume.docx', 'macro'],
		['a truncated zip', ooxml('word').subarray(0, 40), 'resume.docx', 'archive'],
		['an OLE file that is not named .doc/.xls/.ppt (an .msi installer)', ole, 'setup.msi', 'unknown'],
		['an OLE file renamed .pdf', ole, 'transcript.pdf', 'unknown'],
		['text not named .txt or .csv', bytes('plain words'), 'notes.pdf', 'unknown'],
		['text with a NUL byte', bytes('abc', [0x00], 'def'), 'notes.txt', 'unknown'],
		['text that is not UTF-8', bytes([0x66, 0x6f, 0xff, 0xfe, 0x6f]), 'notes.csv', 'unknown'],
		['an MP4 (ftyp isom)', bytes([0x00, 0x00, 0x00, 0x18], 'ftypisom', [0x00, 0x00, 0x02, 0x00]), 'video.heic', 'unknown'],
		['an empty file', new Uint8Array(), 'transcript.pdf', 'empty'],
	])('%s', (_label, content, name, reason) => {
		expect(sniffDocument(content, name)).toEqual({ ok: false, reason })
	})
})

test('the zip reader lists central-directory names', () => {
	expect(zipEntryNames(ooxml('xl'))).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/document.xml'])
	expect(zipEntryNames(bytes('PK', [0x03, 0x04], 'garbage'))).toBeNull()
})

test('only PDFs and raster images may be shown in place', () => {
	expect(canShowInline('application/pdf')).toBe(true)
	expect(canShowInline('image/png')).toBe(true)
	expect(canShowInline('image/heic')).toBe(false)
	expect(canShowInline('text/plain; charset=utf-8')).toBe(false)
	expect(canShowInline('application/msword')).toBe(false)
})
