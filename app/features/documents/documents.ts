import { z } from 'zod'
import { UPLOAD_FILE_BYTES } from '#app/lib/body-limit'
import { canShowInline, type RefusalReason, refusalMessages } from './sniff'

// The document vault's rules, pure: limits, kinds, the upload form's fields,
// the retention of deleted documents, and the words the page uses. Shared by
// the routes, the server module and the panel (which cannot import .server).

/** 20 MB; the request's own limit (BODY_LIMITS.upload) is built from the same figure. */
export const MAX_DOCUMENT_BYTES = UPLOAD_FILE_BYTES
/** The upload form sends five fields; a body of more parts is refused (decision 055). */
export const MAX_UPLOAD_PARTS = 20
/** Per account. Deleted documents count until they are purged, 30 days later. */
export const DOCUMENT_QUOTA_BYTES = 500 * 1024 * 1024
export const DELETED_RETENTION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
export const DELETED_RETENTION_MS = DELETED_RETENTION_DAYS * DAY_MS
export const MAX_TITLE_CHARS = 120

export const documentKinds = ['transcript', 'score-report', 'resume', 'award-letter', 'financial', 'essay', 'other'] as const
export type DocumentKind = (typeof documentKinds)[number]
export const documentKindLabels: Record<DocumentKind, string> = {
	transcript: 'Transcript',
	'score-report': 'Score report',
	resume: 'Résumé',
	'award-letter': 'Award letter',
	financial: 'Financial form',
	essay: 'Essay',
	other: 'Other',
}

const title = z
	.string({ error: 'Give the document a title.' })
	.trim()
	.min(1, 'Give the document a title.')
	.max(MAX_TITLE_CHARS, `Keep the title under ${MAX_TITLE_CHARS} characters.`)
const kind = z.enum(documentKinds, { error: 'Choose what kind of document this is.' })
const collegeId = z
	.string()
	.trim()
	.max(40, 'Choose a college from the list.')
	.optional()
	.transform((value) => value || null)

/** The upload form's fields besides the file (a checkbox is "on" when ticked). */
export const DocumentUploadSchema = z.object({
	title,
	kind,
	collegeId,
	privateFromCounselors: z
		.string()
		.optional()
		.transform((value) => value === 'on' || value === 'true'),
})

/** The upload form as the family fills it in: a blank title is left for the file's name (titleFromFileName), which only the server reads. */
export const DocumentUploadFormSchema = DocumentUploadSchema.extend({
	title: z
		.string()
		.trim()
		.max(MAX_TITLE_CHARS, `Keep the title under ${MAX_TITLE_CHARS} characters.`)
		.optional()
		.transform((value) => value || null),
})

export const DocumentUpdateSchema = z.object({
	documentId: z.string().min(1).max(40),
	title,
	kind,
	collegeId,
})

/** The title a new upload gets when the form leaves it blank: the file's name without its extension. */
export function titleFromFileName(fileName: string): string {
	// A file's name may hold a line end (a browser sends it as %0A): a title is one line.
	const base = fileName.replace(/\.[^.]*$/, '').replace(/[_\x00-\x1f\x7f]+/g, ' ').trim()
	return (base || 'Untitled document').slice(0, MAX_TITLE_CHARS)
}

/** The name a download gets: the uploaded name's stem with the sniffed extension, never the uploaded one. */
export function downloadFileName(uploadedName: string, extension: string): string {
	const stem = uploadedName
		.split(/[\\/]/)
		.pop()!
		.replace(/\.[^.]*$/, '')
		// Control characters and the ones a file system or header would choke on.
		.replace(/[\u0000-\u001f\u007f"*:<>?|]+/g, '')
		.trim()
		.slice(0, 100)
	return `${stem || 'document'}.${extension}`
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback, then the exact name. */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
	const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_')
	const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
	return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

export function formatBytes(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`
	if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
	const megabytes = bytes / (1024 * 1024)
	return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`
}

/** When a deleted document is purged for good (it can be restored until then). */
export function purgeAt(deletedAt: number): number {
	return deletedAt + DELETED_RETENTION_MS
}

export function canRestore(deletedAt: number, now: number): boolean {
	return now < purgeAt(deletedAt)
}

// The upload route answers a plain form post with a redirect back to the tab
// and one of these in `?upload=`; the panel turns it into a message. The
// same words go into the JSON answer for a script.
export const uploadStatuses = {
	ok: 'Uploaded.',
	'too-large': `That file is over ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB. Scan it at a lower resolution or split it, then upload again.`,
	'no-file': 'Choose a file to upload.',
	invalid: 'Check the title and kind, then upload again.',
	unreadable: 'That upload could not be read. Choose the file again in the upload form.',
	college: 'Choose a college from your list.',
	quota: `The vault is full (${DOCUMENT_QUOTA_BYTES / (1024 * 1024)} MB per student). Delete documents you no longer need; deleted ones still count until they are purged after ${DELETED_RETENTION_DAYS} days.`,
	locked: 'The document vault is not in this plan.',
	...(Object.fromEntries(Object.entries(refusalMessages).map(([reason, message]) => [`type-${reason}`, message])) as Record<`type-${RefusalReason}`, string>),
} as const
export type UploadStatus = keyof typeof uploadStatuses

export function isUploadStatus(value: unknown): value is UploadStatus {
	return typeof value === 'string' && Object.hasOwn(uploadStatuses, value)
}

/**
 * Headers for serving a stored document: the sniffed type, a download (or,
 * for PDFs and raster images when asked, in place), and a sandbox so that
 * nothing in the file can ever run as this site's script.
 */
export function downloadHeaders(document: { contentType: string; fileName: string; size: number }, { inline = false }: { inline?: boolean } = {}): Headers {
	return new Headers({
		'Content-Type': document.contentType,
		'Content-Length': String(document.size),
		'Content-Disposition': contentDisposition(inline && canShowInline(document.contentType) ? 'inline' : 'attachment', document.fileName),
		'X-Content-Type-Options': 'nosniff',
		'Content-Security-Policy': "sandbox; default-src 'none'",
		'Cache-Control': 'private, no-store',
		'Cross-Origin-Resource-Policy': 'same-origin',
		'Referrer-Policy': 'no-referrer',
	})
}
