// The upload form's multipart/form-data body, read by us alone (decision 055).
//
// The platforms' parsers (`Response.formData()`: undici on Node, workerd's
// own on the Worker) work per part and per header line, and workerd searches
// for the boundary naively: within the 20 MB an upload may send, 300,000
// empty parts, five million header lines in one part, or a boundary of dashes
// in a file of dashes each held a worker for 2–6 s, where a real 20 MB file
// costs about 0.4 s. Counting parts first did not hold: the two parsers read a
// Content-Type's boundary differently from any check in front of them.
//
// So the body is read here, strictly, as a browser sends it: one boundary of
// 1–70 safe characters, no preamble or epilogue, CRLF line ends, each part's
// headers printable and within MAX_HEADER_BYTES, a `form-data` disposition
// with a quoted name, at most `maxParts` parts, and the delimiters found
// in one pass that never goes back (Knuth–Morris–Pratt). Anything else is
// refused, not guessed at.

export type MultipartPart = {
	name: string
	/** Present (maybe empty) for a file input's part, null for a text field. */
	fileName: string | null
	contentType: string | null
	/** A view into the body: no copy. */
	body: Uint8Array<ArrayBuffer>
}

/** A part's headers: a browser sends two lines of well under 1 KiB, a long UTF-8 file name included. */
export const MAX_HEADER_BYTES = 4 * 1024

// RFC 2046's boundary characters; a space only inside, and only when quoted.
const BOUNDARY_TYPE = /^multipart\/form-data;[ \t]*boundary=(?:([0-9A-Za-z'()+_,./:=?-]{1,70})|"([0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-])")[ \t]*$/i

/** The boundary of a `multipart/form-data; boundary=…` content type, written as a browser writes it, or null. */
export function multipartBoundary(contentType: string): string | null {
	const match = BOUNDARY_TYPE.exec(contentType)
	return match ? (match[1] ?? match[2]!) : null
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const CR = 13
const LF = 10
const DASH = 45
const HEADERS_END = encoder.encode('\r\n\r\n')

/** The parts of `body`, or null when it is not a well-formed form of at most `maxParts` parts. */
export function parseMultipart(body: Uint8Array<ArrayBuffer>, contentType: string, { maxParts }: { maxParts: number }): MultipartPart[] | null {
	const boundary = multipartBoundary(contentType)
	if (!boundary) return null
	const delimiter = encoder.encode(`\r\n--${boundary}`)
	const search = delimiterSearch(delimiter)
	// The body opens with the first delimiter (no preamble), which has no line end before it.
	const opening = delimiter.subarray(2)
	if (!startsWith(body, opening, 0)) return null
	const parts: MultipartPart[] = []
	let at = opening.length
	for (;;) {
		// After a delimiter: "--" and at most a line end close the body; a line end opens the next part.
		if (body[at] === DASH && body[at + 1] === DASH) return isClosingEnd(body, at + 2) ? parts : null
		if (body[at] !== CR || body[at + 1] !== LF) return null
		if (parts.length === maxParts) return null
		const headersStart = at + 2
		const headersEnd = indexWithin(body, HEADERS_END, headersStart, headersStart + MAX_HEADER_BYTES)
		if (headersEnd === -1) return null
		const headers = readHeaders(decoder.decode(body.subarray(headersStart, headersEnd)), `--${boundary}`)
		if (!headers) return null
		const contentStart = headersEnd + HEADERS_END.length
		const contentEnd = search(body, contentStart)
		if (contentEnd === -1) return null
		parts.push({ ...headers, body: body.subarray(contentStart, contentEnd) })
		at = contentEnd + delimiter.length
	}
}

// A header line: printable text and tabs only (no bare CR or LF, no NUL).
const HEADER_LINE = /^([A-Za-z0-9-]+)[ \t]*:[ \t]*([^\x00-\x08\x0a-\x1f\x7f]*)$/
// `form-data; name="…"` and maybe `; filename="…"`, and nothing else. Browsers
// never escape with a backslash: a quote in a name is sent as %22.
const DISPOSITION = /^form-data((?:[ \t]*;[ \t]*(?:name|filename)="[^"]*")+)[ \t]*$/i
const DISPOSITION_PARAMETER = /(name|filename)="([^"]*)"/gi

/** The name, file name and type of a part's header block; null for anything a browser would not write. */
function readHeaders(block: string, delimiterLine: string): Omit<MultipartPart, 'body'> | null {
	const headers = new Map<string, string>()
	for (const line of block.split('\r\n')) {
		// A part with no blank line would take the next part's delimiter for a header.
		if (line.startsWith(delimiterLine)) return null
		const match = HEADER_LINE.exec(line)
		if (!match) return null
		const name = match[1]!.toLowerCase()
		if (headers.has(name)) return null
		headers.set(name, match[2]!.trim())
	}
	const disposition = DISPOSITION.exec(headers.get('content-disposition') ?? '')
	if (!disposition) return null
	const parameters = new Map<string, string>()
	for (const [, key, value] of disposition[1]!.matchAll(DISPOSITION_PARAMETER)) {
		if (parameters.has(key!.toLowerCase())) return null
		parameters.set(key!.toLowerCase(), unescapeBrowserName(value!))
	}
	const name = parameters.get('name')
	if (name === undefined) return null
	return { name, fileName: parameters.get('filename') ?? null, contentType: headers.get('content-type') ?? null }
}

/** A browser writes a quote, CR and LF in a name or file name as %22, %0D and %0A (HTML's form encoding); only those. */
function unescapeBrowserName(value: string): string {
	return value.replace(/%(22|0D|0A)/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
}

/**
 * Finds `pattern` from a position on, in one pass over the bytes that never
 * goes back: the bytes between two matches are read once, whatever they are.
 */
function delimiterSearch(pattern: Uint8Array) {
	const fallback = new Uint16Array(pattern.length)
	for (let at = 1, length = 0; at < pattern.length; at++) {
		while (length > 0 && pattern[at] !== pattern[length]) length = fallback[length - 1]!
		if (pattern[at] === pattern[length]) length++
		fallback[at] = length
	}
	const first = pattern[0]!
	return (bytes: Uint8Array, from: number): number => {
		let matched = 0
		for (let at = from; at < bytes.length; at++) {
			// Nothing matched yet: jump to the next byte a match could start with (natively; a file's bytes rarely are one).
			if (matched === 0 && bytes[at] !== first) {
				at = bytes.indexOf(first, at)
				if (at === -1) return -1
			}
			const byte = bytes[at]
			while (matched > 0 && byte !== pattern[matched]) matched = fallback[matched - 1]!
			if (byte === pattern[matched]) matched++
			if (matched === pattern.length) return at - pattern.length + 1
		}
		return -1
	}
}

function isClosingEnd(bytes: Uint8Array, at: number): boolean {
	return at === bytes.length || (at + 2 === bytes.length && bytes[at] === CR && bytes[at + 1] === LF)
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at: number): boolean {
	if (at + prefix.length > bytes.length) return false
	for (let index = 0; index < prefix.length; index++) if (bytes[at + index] !== prefix[index]) return false
	return true
}

/** Where `pattern` starts within bytes[from, until), or -1; a short window, so a plain search. */
function indexWithin(bytes: Uint8Array, pattern: Uint8Array, from: number, until: number): number {
	const last = Math.min(until, bytes.length) - pattern.length
	for (let at = from; at <= last; at++) if (startsWith(bytes, pattern, at)) return at
	return -1
}
