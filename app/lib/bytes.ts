/** The bytes of `parts`, one after another, in one new buffer. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
	const joined = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0))
	let at = 0
	for (const part of parts) {
		joined.set(part, at)
		at += part.byteLength
	}
	return joined
}
