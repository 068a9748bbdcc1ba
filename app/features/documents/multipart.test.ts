import { describe, expect, test } from 'vitest'
import { MAX_HEADER_BYTES, multipartBoundary, parseMultipart } from './multipart'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const limits = { maxParts: 20 }

/** A form as a browser engine (undici, here) writes it. */
async function serialized(form: FormData) {
	const request = new Request('http://localhost/', { method: 'POST', body: form })
	return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

const text = (value: string) => encoder.encode(value)
const fields = (parts: ReturnType<typeof parseMultipart>) =>
	parts?.map((part) => ({ name: part.name, fileName: part.fileName, contentType: part.contentType, body: decoder.decode(part.body) }))

describe('multipartBoundary', () => {
	test('reads the boundary a browser writes, quoted or not', () => {
		expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryAbc123')).toBe('----WebKitFormBoundaryAbc123')
		expect(multipartBoundary('Multipart/Form-Data; BOUNDARY="a b=c"')).toBe('a b=c')
		expect(multipartBoundary(`multipart/form-data; boundary=${'b'.repeat(70)}`)).toBe('b'.repeat(70))
	})

	test('refuses anything a second reader could read otherwise', () => {
		for (const contentType of [
			'application/x-www-form-urlencoded',
			'multipart/form-data',
			'multipart/form-data; boundary=',
			`multipart/form-data; boundary=${'b'.repeat(71)}`,
			'multipart/form-data; boundary=X, multipart/form-data; boundary=Y',
			'multipart/form-data; boundary =X; boundary=Y',
			'multipart/form-data; boundary=X; boundary=Y',
			'multipart/form-data; boundary="a;b"',
			'multipart/form-data; boundary="Y',
			'multipart/form-data; boundary="a\\"b"',
			'multipart/form-data; boundary="Y"x',
			'multipart/form-data; charset=utf-8; boundary=Y',
			'multipart/form-data; boundary=\u00a0Y',
			'multipart/form-data; boundary="ends with a space "',
		]) {
			expect(multipartBoundary(contentType), contentType).toBeNull()
		}
	})
})

describe('parseMultipart', () => {
	test("reads a browser's form: a file, its type and the text fields", async () => {
		const form = new FormData()
		form.set('file', new File([new Uint8Array(4096).fill(45)], 'Transcript – fall.pdf', { type: 'application/pdf' }))
		form.set('title', 'Fall “transcript”')
		form.set('kind', 'transcript')
		const { body, contentType } = await serialized(form)
		const parts = parseMultipart(body, contentType, limits)!
		expect(parts.map(({ name, fileName, contentType }) => ({ name, fileName, contentType }))).toEqual([
			{ name: 'file', fileName: 'Transcript – fall.pdf', contentType: 'application/pdf' },
			{ name: 'title', fileName: null, contentType: null },
			{ name: 'kind', fileName: null, contentType: null },
		])
		expect(parts[0]!.body).toEqual(new Uint8Array(4096).fill(45))
		expect(decoder.decode(parts[1]!.body)).toBe('Fall “transcript”')
	})

	test('an empty file input is a part with an empty file name', () => {
		// As Chromium sends a form whose file input has no file chosen.
		const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW'
		const body = text(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`)
		expect(fields(parseMultipart(body, `multipart/form-data; boundary=${boundary}`, limits))).toEqual([
			{ name: 'file', fileName: '', contentType: 'application/octet-stream', body: '' },
		])
	})

	test('a file that holds the text of a delimiter without its line end is kept whole', () => {
		const body = text('--B\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n--B and \r\n-B and \r\n--C\r\n--B--\r\n')
		expect(fields(parseMultipart(body, 'multipart/form-data; boundary=B', limits))![0]!.body).toBe('--B and \r\n-B and \r\n--C')
	})

	test("a browser's %22, %0D and %0A are read back; a backslash is a plain character", () => {
		const body = text(
			'--B\r\nContent-Disposition: form-data; name="file"; filename="my %22best%22 essay%0D%0A.pdf"\r\n\r\nx\r\n--B\r\ncontent-disposition: form-data; name="a\\b %41"\r\n\r\ny\r\n--B--',
		)
		expect(fields(parseMultipart(body, 'multipart/form-data; boundary=B', limits))!.map((part) => [part.name, part.fileName])).toEqual([
			['file', 'my "best" essay\r\n.pdf'],
			['a\\b %41', null],
		])
	})

	test('at most maxParts parts', async () => {
		const form = new FormData()
		for (let n = 0; n < 20; n++) form.append('x', String(n))
		const { body, contentType } = await serialized(form)
		expect(parseMultipart(body, contentType, { maxParts: 20 })).toHaveLength(20)
		expect(parseMultipart(body, contentType, { maxParts: 19 })).toBeNull()
	})

	test('refuses a body not written as a browser writes one', () => {
		const type = 'multipart/form-data; boundary=B'
		const part = 'Content-Disposition: form-data; name="a"\r\n\r\nx'
		for (const body of [
			'',
			`preamble\r\n--B\r\n${part}\r\n--B--`, // a preamble
			`--B\n${part}\n--B--`, // line ends without CR
			`--B\r\n${part}`, // never closed
			`--B\r\n${part}\r\n--B  \r\n${part}\r\n--B--`, // padding after a delimiter
			`--B\r\nContent-Disposition: attachment; name="a"\r\n\r\nx\r\n--B--`, // not form-data
			`--B\r\nContent-Disposition: form-data\r\n\r\nx\r\n--B--`, // no name
			`--B\r\nContent-Disposition: form-data; name="a"\r\n folded\r\n\r\nx\r\n--B--`, // a line without a header
			`--B\r\nContent-Disposition: form-data; name="a"\r\n${'a: b\r\n'.repeat(MAX_HEADER_BYTES / 6)}\r\nx\r\n--B--`, // headers too long
			`--B\r\nContent-Disposition: form-data; name="a"; filename="a\nb"\r\n\r\nx\r\n--B--`, // a bare line feed in a header
			`--B\r\nContent-Disposition: form-data; name="a"; filename="a\u0000b"\r\n\r\nx\r\n--B--`, // a NUL
			`--B\r\nContent-Disposition: form-data; name="a"; filename="a \\"b\\".pdf"\r\n\r\nx\r\n--B--`, // a backslash escape
			`--B\r\nContent-Disposition: form-data; name="a"; name="b"\r\n\r\nx\r\n--B--`, // two names
			`--B\r\nContent-Disposition: form-data; name=a\r\n\r\nx\r\n--B--`, // an unquoted name
			`--B\r\nContent-Disposition: form-data; name="a"; junk\r\n\r\nx\r\n--B--`, // anything else in the disposition
			`--B\r\n${part}\r\n--B\r\nContent-Disposition: form-data; name="b"\r\ncontent-disposition: form-data; name="c"\r\n\r\ny\r\n--B--`, // a header twice
			`--B\r\n${part}\r\n--B--\r\nepilogue`, // bytes after the end
		]) {
			expect(parseMultipart(text(body), type, limits), JSON.stringify(body.slice(0, 60))).toBeNull()
		}
		expect(fields(parseMultipart(text(`--B\r\n${part}\r\n--B--`), type, limits))).toEqual([{ name: 'a', fileName: null, contentType: null, body: 'x' }])
		expect(parseMultipart(text(`--B\r\n${part}\r\n--B--\r\n`), type, limits)).toHaveLength(1)
	})

	test("a part without its blank line does not take the next delimiter for a header, whatever the boundary's characters", () => {
		// With ':' in the boundary, "--a:b" reads as a header line named "--a".
		const body = text('--a:b\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n--a:b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--a:b--')
		expect(parseMultipart(body, 'multipart/form-data; boundary=a:b', limits)).toBeNull()
	})

	test('20 MB shaped to be slow is read in one pass', () => {
		// Each of these makes a naive or a skip-ahead search do the most work per
		// byte. Measured 17–525 ms each on this machine (a real 20 MB upload costs
		// about 0.4 s in all); 3 s leaves room for a loaded machine.
		const size = 20 * 1024 * 1024
		const shapes = [
			{ boundary: `${'-'.repeat(69)}x`, filler: '-' },
			{ boundary: 'B', filler: '\r' },
			{ boundary: 'B', filler: '\r\n-' },
			{ boundary: 'B', filler: '\ryy' },
			{ boundary: `${'a'.repeat(69)}b`, filler: 'a' },
		]
		for (const { boundary, filler } of shapes) {
			const head = text(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n`)
			const body = new Uint8Array(size)
			body.set(text(filler.repeat(Math.ceil(size / filler.length))).subarray(0, size))
			body.set(head)
			body.set(text(`\r\n--${boundary}--`), size - boundary.length - 6)
			const started = performance.now()
			expect(parseMultipart(body, `multipart/form-data; boundary=${boundary}`, limits), JSON.stringify(filler)).toHaveLength(1)
			expect(performance.now() - started, JSON.stringify(filler)).toBeLessThan(3_000)
		}
	})
})
