import { expect, test } from 'vitest'
import { concatBytes, readBytesWithin } from './bytes'

const streamOf = (chunks: number[][], pulled: { count: number }) =>
	new ReadableStream<Uint8Array>({
		pull(controller) {
			const next = chunks[pulled.count++]
			if (next) controller.enqueue(new Uint8Array(next))
			else controller.close()
		},
	})

test('concatBytes joins in order', () => {
	expect(concatBytes([new Uint8Array([1, 2]), new Uint8Array(), new Uint8Array([3])])).toEqual(new Uint8Array([1, 2, 3]))
})

test('readBytesWithin reads a stream at its limit whole, and stops at the first chunk past it', async () => {
	expect(await readBytesWithin(streamOf([[1, 2], [3]], { count: 0 }), 3)).toEqual(new Uint8Array([1, 2, 3]))
	const pulled = { count: 0 }
	expect(await readBytesWithin(streamOf([[1, 2], [3, 4], [5], [6]], pulled), 3)).toBeNull()
	expect(pulled.count).toBeLessThanOrEqual(3) // the chunks after the one past the limit are never asked for
})
