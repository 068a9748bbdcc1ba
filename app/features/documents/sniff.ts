// What an uploaded file really is, read from its first bytes against a short
// allowlist (issue «Workspace: colleges & applications», document vault). The
// name's extension is never trusted: a program renamed transcript.pdf is
// refused, and a real PDF named scan.exe is stored and served as a .pdf. Only
// two things read the name: legacy Office files (OLE containers do not say
// whether they hold Word, Excel or PowerPoint) and plain text/CSV (text has no
// signature, so only a .txt or .csv that decodes as UTF-8 is accepted).

export type SniffedType = {
	ok: true
	contentType: string
	/** The extension the stored file gets, whatever the upload was called. */
	extension: string
	/** Shown in the list: "PDF", "Word document". */
	label: string
}

export type RefusalReason = 'empty' | 'executable' | 'markup' | 'archive' | 'macro' | 'unknown'
export type SniffResult = SniffedType | { ok: false; reason: RefusalReason }

const types = {
	pdf: ['application/pdf', 'pdf', 'PDF'],
	png: ['image/png', 'png', 'PNG image'],
	jpeg: ['image/jpeg', 'jpg', 'JPEG image'],
	gif: ['image/gif', 'gif', 'GIF image'],
	webp: ['image/webp', 'webp', 'WebP image'],
	heic: ['image/heic', 'heic', 'HEIC photo'],
	heif: ['image/heif', 'heif', 'HEIF photo'],
	docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'Word document'],
	xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'Excel spreadsheet'],
	pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx', 'PowerPoint presentation'],
	doc: ['application/msword', 'doc', 'Word document (legacy)'],
	xls: ['application/vnd.ms-excel', 'xls', 'Excel spreadsheet (legacy)'],
	ppt: ['application/vnd.ms-powerpoint', 'ppt', 'PowerPoint presentation (legacy)'],
	txt: ['text/plain; charset=utf-8', 'txt', 'Text'],
	csv: ['text/csv; charset=utf-8', 'csv', 'CSV table'],
} as const satisfies Record<string, readonly [string, string, string]>

type Known = keyof typeof types

function found(kind: Known): SniffedType {
	const [contentType, extension, label] = types[kind]
	return { ok: true, contentType, extension, label }
}

/** For the file input's `accept` hint (a convenience for the picker, never a check). */
export const acceptedExtensions = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.heic', '.heif', '.docx', '.xlsx', '.pptx', '.doc', '.xls', '.ppt', '.txt', '.csv']
export const acceptedTypesText = 'PDF, images (PNG, JPEG, GIF, WebP, HEIC), Word, Excel, PowerPoint, plain text or CSV'

/** Raster images and PDFs are the only types a browser may show in place (still sandboxed). */
const inlineTypes = new Set<string>([types.pdf[0], types.png[0], types.jpeg[0], types.gif[0], types.webp[0]])
export function canShowInline(contentType: string): boolean {
	return inlineTypes.has(contentType)
}

const labelsByType = new Map<string, string>(Object.values(types).map(([contentType, , label]) => [contentType, label]))
export function contentTypeLabel(contentType: string): string {
	return labelsByType.get(contentType) ?? 'File'
}

const startsWith = (bytes: Uint8Array, signature: ArrayLike<number>, at = 0) => {
	if (bytes.length < at + signature.length) return false
	for (let index = 0; index < signature.length; index++) if (bytes[at + index] !== signature[index]) return false
	return true
}
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

function extensionOf(fileName: string): string {
	const dot = fileName.lastIndexOf('.')
	return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

const executableSignatures = [
	ascii('MZ'), // Windows PE / DOS
	[0x7f, 0x45, 0x4c, 0x46], // ELF
	[0xfe, 0xed, 0xfa, 0xce], // Mach-O 32
	[0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64
	[0xce, 0xfa, 0xed, 0xfe], // Mach-O 32, little-endian
	[0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64, little-endian
	[0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (and Java classes)
	ascii('#!'), // scripts
	[0x00, 0x61, 0x73, 0x6d], // WebAssembly
]

export function sniffDocument(bytes: Uint8Array, fileName: string): SniffResult {
	if (bytes.length === 0) return { ok: false, reason: 'empty' }
	if (startsWith(bytes, ascii('%PDF-'))) return found('pdf')
	if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return found('png')
	if (startsWith(bytes, [0xff, 0xd8, 0xff])) return found('jpeg')
	if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return found('gif')
	if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return found('webp')
	if (startsWith(bytes, ascii('ftyp'), 4)) {
		const brand = latin1(bytes, 8, 12)
		if (brand === 'heic' || brand === 'heix') return found('heic')
		if (brand === 'mif1' || brand === 'msf1') return found('heif')
		return { ok: false, reason: 'unknown' }
	}
	if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffOfficeOpenXml(bytes)
	if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
		// OLE holds .doc/.xls/.ppt but also .msi installers: only the three Office names pass.
		const extension = extensionOf(fileName)
		return extension === 'doc' || extension === 'xls' || extension === 'ppt' ? found(extension) : { ok: false, reason: 'unknown' }
	}
	if (executableSignatures.some((signature) => startsWith(bytes, signature))) return { ok: false, reason: 'executable' }
	return sniffText(bytes, fileName)
}

const markup = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed)\b/i

function sniffText(bytes: Uint8Array, fileName: string): SniffResult {
	if (bytes.includes(0)) return { ok: false, reason: 'unknown' }
	let text: string
	try {
		text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		return { ok: false, reason: 'unknown' }
	}
	// HTML or SVG would run script if a browser ever rendered it, whatever it is named.
	if (markup.test(text.slice(0, 1024))) return { ok: false, reason: 'markup' }
	const extension = extensionOf(fileName)
	return extension === 'txt' || extension === 'csv' ? found(extension) : { ok: false, reason: 'unknown' }
}

/**
 * A .docx/.xlsx/.pptx is a zip whose central directory lists
 * [Content_Types].xml and a word/, xl/ or ppt/ folder. Any other zip is
 * refused, and so is a macro-enabled file (a vbaProject.bin inside).
 */
function sniffOfficeOpenXml(bytes: Uint8Array): SniffResult {
	const names = zipEntryNames(bytes)
	if (!names) return { ok: false, reason: 'archive' }
	if (!names.includes('[Content_Types].xml')) return { ok: false, reason: 'archive' }
	if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return { ok: false, reason: 'macro' }
	const folders = new Set(names.map((name) => name.split('/')[0]))
	const kinds = (['word', 'xl', 'ppt'] as const).filter((folder) => folders.has(folder))
	if (kinds.length !== 1) return { ok: false, reason: 'archive' }
	return found(kinds[0] === 'word' ? 'docx' : kinds[0] === 'xl' ? 'xlsx' : 'pptx')
}

const MAX_ZIP_ENTRIES = 10_000

/** The file names in a zip's central directory, or null when it cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	// The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65,535.
	const earliest = Math.max(0, bytes.length - 22 - 0xffff)
	let end = -1
	for (let at = bytes.length - 22; at >= earliest; at--) {
		if (view.getUint32(at, true) === 0x06054b50) {
			end = at
			break
		}
	}
	if (end === -1) return null
	const count = view.getUint16(end + 10, true)
	const size = view.getUint32(end + 12, true)
	const offset = view.getUint32(end + 16, true)
	if (count === 0xffff || offset === 0xffffffff || count > MAX_ZIP_ENTRIES || offset + size > end) return null
	const names: string[] = []
	const decoder = new TextDecoder('utf-8')
	let at = offset
	for (let index = 0; index < count; index++) {
		if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return null
		const nameLength = view.getUint16(at + 28, true)
		const extraLength = view.getUint16(at + 30, true)
		const commentLength = view.getUint16(at + 32, true)
		if (at + 46 + nameLength > end) return null
		names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)))
		at += 46 + nameLength + extraLength + commentLength
	}
	return names
}

export const refusalMessages: Record<RefusalReason, string> = {
	empty: 'That file is empty.',
	executable: 'That file is a program or script, not a document, so it was not uploaded.',
	markup: 'Web pages and SVG files cannot be stored in the vault. Save it as a PDF instead.',
	archive: 'Zip archives cannot be stored in the vault. Upload the documents inside it one by one.',
	macro: 'Office files with macros cannot be stored in the vault. Save it without macros (.docx, .xlsx or .pptx).',
	unknown: `That file type is not accepted. Upload a ${acceptedTypesText} file.`,
}
