import { expect, test } from 'vitest'
import { lowPriorityModulePreloads } from './module-preload-priority'

async function pipe(parts: string[], splitBytesAt: number[] = []) {
	const bytes = new TextEncoder().encode(parts.join(''))
	const cuts = [0, ...splitBytesAt, bytes.length]
	const chunks = cuts.slice(1).map((end, index) => bytes.subarray(cuts[index], end))
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of chunks) controller.enqueue(chunk)
			controller.close()
		},
	}).pipeThrough(lowPriorityModulePreloads())
	return new Response(stream).text()
}

const head = '<!DOCTYPE html><html><head><title>Café ’24</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>'
const body = '<body><p>Un texte — avec <link rel="modulepreload" href="/c.js"/> en corps</p></body></html>'

test('the head’s module preloads are asked for at low priority; the body is left as it is', async () => {
	const html = await pipe([head, body])
	expect(html).toBe(
		'<!DOCTYPE html><html><head><title>Café ’24</title><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' + body,
	)
})

test('chunks that split the head, a tag or a character give the same document', async () => {
	const whole = await pipe([head, body])
	const length = new TextEncoder().encode(head + body).length
	for (const at of [1, 20, 39, 40, 41, 60, 90, length - 60, length - 1]) {
		expect(await pipe([head, body], [at])).toBe(whole)
	}
	expect(await pipe([head, body], [10, 11, 12, 50, 51, 100])).toBe(whole)
})

test('a document without a head end streams through whole', async () => {
	expect(await pipe(['<p>partial'])).toBe('<p>partial')
})
