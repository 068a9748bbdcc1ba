// Relative, not #app/: Playwright's specs import this file too.
import { concatBytes } from '../../lib/bytes'

// Real file headers for the vault's tests (sniffing, upload, download). Not
// used by the app; kept here, beside the code, instead of binary fixtures.

export const bytes = (...parts: Array<string | number[]>) =>
	new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)))

/** A real (stored, uncompressed) zip with these entries, as a zip tool writes it. */
export function zipOf(entries: Record<string, string>): Uint8Array {
	const encoder = new TextEncoder()
	const locals: Uint8Array[] = []
	const centrals: Uint8Array[] = []
	let offset = 0
	for (const [name, text] of Object.entries(entries)) {
		const nameBytes = encoder.encode(name)
		const data = encoder.encode(text)
		const crc = crc32(data)
		const local = new Uint8Array(30 + nameBytes.length + data.length)
		const localView = new DataView(local.buffer)
		localView.setUint32(0, 0x04034b50, true)
		localView.setUint16(4, 20, true)
		localView.setUint32(14, crc, true)
		localView.setUint32(18, data.length, true)
		localView.setUint32(22, data.length, true)
		localView.setUint16(26, nameBytes.length, true)
		local.set(nameBytes, 30)
		local.set(data, 30 + nameBytes.length)
		const central = new Uint8Array(46 + nameBytes.length)
		const centralView = new DataView(central.buffer)
		centralView.setUint32(0, 0x02014b50, true)
		centralView.setUint16(4, 20, true)
		centralView.setUint16(6, 20, true)
		centralView.setUint32(16, crc, true)
		centralView.setUint32(20, data.length, true)
		centralView.setUint32(24, data.length, true)
		centralView.setUint16(28, nameBytes.length, true)
		centralView.setUint32(42, offset, true)
		central.set(nameBytes, 46)
		locals.push(local)
		centrals.push(central)
		offset += local.length
	}
	const centralSize = centrals.reduce((total, part) => total + part.length, 0)
	const end = new Uint8Array(22)
	const endView = new DataView(end.buffer)
	endView.setUint32(0, 0x06054b50, true)
	endView.setUint16(8, centrals.length, true)
	endView.setUint16(10, centrals.length, true)
	endView.setUint32(12, centralSize, true)
	endView.setUint32(16, offset, true)
	return concatBytes([...locals, ...centrals, end])
}


const crcTable = Array.from({ length: 256 }, (_, index) => {
	let value = index
	for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
	return value >>> 0
})

function crc32(data: Uint8Array): number {
	let crc = 0xffffffff
	for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
	return (crc ^ 0xffffffff) >>> 0
}

/** A small but complete one-page PDF. */
export const samplePdf = bytes(
	'%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

/** The start of a Windows program (DOS stub header and the "This program cannot be run" line). */
export const sampleExe = bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff], 'This program cannot be run in DOS mode.\r\n')
