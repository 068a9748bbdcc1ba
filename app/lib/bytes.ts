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

/** A stream's bytes, or null as soon as they pass `limit` (the rest is not read; the stream is cancelled). */
export async function readBytesWithin(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
	const reader = stream.getReader()
	const chunks: Uint8Array[] = []
	let total = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) return concatBytes(chunks)
		total += value.byteLength
		if (total > limit) {
			await reader.cancel().catch(() => undefined)
			return null
		}
		chunks.push(value)
	}
}
