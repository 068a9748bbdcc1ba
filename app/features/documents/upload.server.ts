import type { AppContext } from '#app/lib/app-context'
import { BODY_LIMITS, readBodyWithin } from '#app/lib/body-limit'
import { DocumentUploadFormSchema, MAX_DOCUMENT_BYTES, MAX_UPLOAD_PARTS, titleFromFileName, type UploadStatus, uploadStatuses } from './documents'
import { createDocument } from './documents.server'
import { type MultipartPart, parseMultipart } from './multipart'

// One upload, from the raw request to a stored document. The body is never
// read past the limit: a declared Content-Length over it is refused before a
// byte is read, and a body without one (chunked) is counted as it streams.
// It is read as multipart by our own strict parser (decision 055).

export type UploadOutcome = {
	status: 201 | 400 | 409 | 413
	upload: UploadStatus
	message: string
	document?: { id: string; title: string; fileName: string; kind: string; contentType: string; size: number }
}

// The same limit both hosts already hold the body to (app/lib/body-limit.ts), checked again here so the
// route refuses an oversized body on its own, whoever calls it.
const MAX_REQUEST_BYTES = BODY_LIMITS.upload.bytes

const textDecoder = new TextDecoder()

const outcome = (status: UploadOutcome['status'], upload: UploadStatus, message: string = uploadStatuses[upload]): UploadOutcome => ({ status, upload, message })

export async function handleUpload(
	app: Pick<AppContext, 'db' | 'files' | 'now'>,
	{ accountId, userId, request }: { accountId: string; userId: string; request: Request },
): Promise<UploadOutcome> {
	const body = await readBodyWithin(request, MAX_REQUEST_BYTES)
	if (!body) return outcome(413, 'too-large')
	// Read by our own strict parser, never the platform's (decision 055): a refused body is a 400 whatever its shape.
	const parts = parseMultipart(body, request.headers.get('content-type') ?? '', { maxParts: MAX_UPLOAD_PARTS })
	if (!parts) return outcome(400, 'unreadable')
	const file = parts.find((part): part is MultipartPart & { fileName: string } => part.name === 'file' && part.fileName !== null)
	if (!file || (file.body.byteLength === 0 && !file.fileName)) return outcome(400, 'no-file')
	if (file.body.byteLength > MAX_DOCUMENT_BYTES) return outcome(413, 'too-large')
	const fields = Object.fromEntries(parts.filter((part) => part.fileName === null).map((part) => [part.name, textDecoder.decode(part.body)]))
	// The schema the upload form checks in the browser; a blank title is the file's name.
	const parsed = DocumentUploadFormSchema.safeParse(fields)
	if (!parsed.success) return outcome(400, 'invalid', parsed.error.issues[0]!.message)
	const result = await createDocument(app, {
		accountId,
		userId,
		fileName: file.fileName,
		bytes: file.body.slice(), // its own buffer, as a File's bytes were
		...parsed.data,
		title: parsed.data.title ?? titleFromFileName(file.fileName),
	})
	if (!result.ok) return outcome(result.status === 'too-large' ? 413 : result.status === 'quota' ? 409 : 400, result.status, result.message)
	const { id, title, fileName, kind, contentType, size } = result.document
	return { ...outcome(201, 'ok', `Uploaded “${title}”.`), document: { id, title, fileName, kind, contentType, size } }
}
