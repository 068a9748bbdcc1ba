import { expect, test } from 'vitest'
import {
	canRestore,
	contentDisposition,
	DELETED_RETENTION_MS,
	DocumentUploadFormSchema,
	DocumentUploadSchema,
	downloadFileName,
	downloadHeaders,
	formatBytes,
	isUploadStatus,
	purgeAt,
	titleFromFileName,
	uploadStatuses,
} from './documents'

test('the download name keeps the stem and takes the sniffed extension', () => {
	expect(downloadFileName('transcript.exe', 'pdf')).toBe('transcript.pdf')
	expect(downloadFileName('C:\\Users\\sam\\Résumé 2026.docx', 'docx')).toBe('Résumé 2026.docx')
	expect(downloadFileName('../../etc/passwd', 'txt')).toBe('passwd.txt')
	expect(downloadFileName('a"b<c>?.pdf', 'pdf')).toBe('abc.pdf')
	expect(downloadFileName('.pdf', 'pdf')).toBe('document.pdf')
})

test('Content-Disposition has an ASCII fallback and the exact UTF-8 name', () => {
	expect(contentDisposition('attachment', 'transcript.pdf')).toBe(`attachment; filename="transcript.pdf"; filename*=UTF-8''transcript.pdf`)
	expect(contentDisposition('attachment', 'Résumé (final).pdf')).toBe(`attachment; filename="R_sum_ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`)
	expect(contentDisposition('inline', 'a;b\\c%d.png')).toBe(`inline; filename="a_b_c_d.png"; filename*=UTF-8''a%3Bb%5Cc%25d.png`)
})

test('download headers: sniffed type, attachment unless an inline-safe type asks to be shown, sandboxed', () => {
	const pdf = downloadHeaders({ contentType: 'application/pdf', fileName: 'transcript.pdf', size: 10 })
	expect(Object.fromEntries(pdf)).toMatchObject({
		'content-type': 'application/pdf',
		'content-length': '10',
		'content-disposition': `attachment; filename="transcript.pdf"; filename*=UTF-8''transcript.pdf`,
		'x-content-type-options': 'nosniff',
		'content-security-policy': "sandbox; default-src 'none'",
		'cache-control': 'private, no-store',
	})
	expect(downloadHeaders({ contentType: 'application/pdf', fileName: 'a.pdf', size: 1 }, { inline: true }).get('content-disposition')).toMatch(/^inline;/)
	expect(downloadHeaders({ contentType: 'text/csv; charset=utf-8', fileName: 'a.csv', size: 1 }, { inline: true }).get('content-disposition')).toMatch(/^attachment;/)
})

test('upload fields: a title, a known kind, the private checkbox', () => {
	expect(DocumentUploadSchema.parse({ title: ' Transcript ', kind: 'transcript', collegeId: '', privateFromCounselors: 'on' })).toEqual({
		title: 'Transcript',
		kind: 'transcript',
		collegeId: null,
		privateFromCounselors: true,
	})
	expect(DocumentUploadSchema.parse({ title: 'SAT', kind: 'score-report' }).privateFromCounselors).toBe(false)
	expect(DocumentUploadSchema.safeParse({ title: 'x', kind: 'malware' }).success).toBe(false)
	expect(DocumentUploadSchema.safeParse({ title: '   ', kind: 'other' }).success).toBe(false)
	expect(DocumentUploadSchema.safeParse({ title: 'x'.repeat(121), kind: 'other' }).success).toBe(false)
})

test('the upload form, as typed: a blank title is left for the file’s name; the rest as the stored fields', () => {
	expect(DocumentUploadFormSchema.parse({ title: '   ', kind: 'other' })).toEqual({ title: null, kind: 'other', collegeId: null, privateFromCounselors: false })
	expect(DocumentUploadFormSchema.parse({ title: ' Transcript ', kind: 'transcript' }).title).toBe('Transcript')
	expect(DocumentUploadFormSchema.safeParse({ title: 'x'.repeat(121), kind: 'other' }).success).toBe(false)
	expect(DocumentUploadFormSchema.safeParse({ kind: 'malware' }).success).toBe(false)
})

test('small helpers', () => {
	expect(titleFromFileName('SAT_score_report.pdf')).toBe('SAT score report')
	expect(titleFromFileName('.pdf')).toBe('Untitled document')
	expect(titleFromFileName('my "best" essay\r\n(final).pdf')).toBe('my "best" essay (final)')
	expect(formatBytes(512)).toBe('512 B')
	expect(formatBytes(2048)).toBe('2 KB')
	expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
	expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB')
	expect(canRestore(0, DELETED_RETENTION_MS - 1)).toBe(true)
	expect(canRestore(0, DELETED_RETENTION_MS)).toBe(false)
	expect(purgeAt(1000)).toBe(1000 + DELETED_RETENTION_MS)
	expect(isUploadStatus('too-large')).toBe(true)
	expect(isUploadStatus('type-executable')).toBe(true)
	expect(isUploadStatus('toString')).toBe(false)
	expect(uploadStatuses['type-executable']).toMatch(/program/)
})
