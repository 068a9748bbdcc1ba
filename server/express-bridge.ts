import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'

// Between Express and React Router's Fetch handler: the request as a Fetch
// Request whose body reads only as fast as it is read, and the Fetch Response
// written back through the compression middleware in as few writes as the body
// allows. The Node host serves every rendered page through it, and so does the
// bench's framework floor (scripts/bench/floor.ts), so the two cost the same
// way.

/** The Fetch Request React Router reads, from Express's request (as @react-router/express builds it). */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
	// The scheme may come from a trusted proxy (X-Forwarded-Proto); the host is the request's own Host header.
	const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`)
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const item of value) headers.append(name, item)
		else if (value !== undefined) headers.set(name, value)
	}
	const controller = new AbortController()
	res.on('close', () => {
		if (!res.writableFinished) controller.abort()
	})
	const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
	return new Request(url, {
		method: req.method,
		headers,
		signal: controller.signal,
		...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
	} as RequestInit)
}

/**
 * The request's body as a web stream that reads only as fast as it is read.
 * Cancelling it stops reading and leaves the socket open, so an over-limit
 * body (app/lib/body-limit.ts) still gets its 413; the connection then closes
 * with the rest of the body unread.
 */
function bodyStream(req: ExpressRequest): ReadableStream<Uint8Array> {
	const onData = (chunk: Buffer) => {
		controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
		if ((controller.desiredSize ?? 0) <= 0) req.pause()
	}
	let controller!: ReadableStreamDefaultController<Uint8Array>
	let settled = false
	const settle = (finish: () => void) => {
		if (settled) return
		settled = true
		req.off('data', onData)
		finish()
	}
	return new ReadableStream<Uint8Array>(
		{
			start(streamController) {
				controller = streamController
				req.on('data', onData)
				req.once('end', () => settle(() => controller.close()))
				req.once('error', (error) => settle(() => controller.error(error)))
				req.once('close', () => settle(() => controller.error(new Error('The request was aborted.'))))
				req.pause()
			},
			pull() {
				req.resume()
			},
			cancel() {
				settle(() => req.pause())
			},
		},
		{ highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
	)
}

/** Writes a Fetch Response to Express; its headers replace any set before (the static defaults). */
export async function sendFetchResponse(res: ExpressResponse, response: Response) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [name, value] of response.headers) {
		if (name !== 'set-cookie') res.setHeader(name, value)
	}
	const cookies = response.headers.getSetCookie()
	if (cookies.length) res.setHeader('set-cookie', cookies)
	// Streams (the assistant's answer) go out as they are written.
	if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
	if (response.status === 413) return refuseBody(res, response)
	if (!response.body) {
		res.end()
		return
	}
	try {
		await writeBody(response.body, res)
	} catch (error) {
		if (!res.destroyed && !res.writableEnded) throw error
	}
}

/**
 * Answers a body refused for its size (app/lib/body-limit.ts) and leaves the
 * rest of it unread. The answer is written but not ended on purpose: ending
 * hands the connection back to Node, which then reads and discards whatever
 * is still coming. The client sees a whole answer (it has a Content-Length),
 * its own writes stall on a full window, and the connection is cut a moment
 * later — not at once, or the kernel's reset could reach the client before
 * it has read the 413.
 */
async function refuseBody(res: ExpressResponse, response: Response) {
	const body = Buffer.from(await response.arrayBuffer())
	res.setHeader('content-length', body.byteLength)
	res.setHeader('connection', 'close')
	res.write(body)
	setTimeout(() => res.socket?.destroy(), 2_000).unref()
}

const PAUSED = Symbol('paused')
const CLOSED = Symbol('closed')
/** Chunks are joined into writes of at most about this size (a file's body is not held whole). */
const BATCH_BYTES = 64 * 1024

/**
 * Writes a Fetch body to the socket, through compression. The chunks that are
 * already there are joined into one write, and the compressor is flushed when
 * the body pauses (a Suspense boundary still loading, the assistant between
 * words). React writes a page in many small chunks: each written on its own is
 * a trip through the compressor's stream (measured: a 72 KB page in 16 chunks
 * cost 2.2–2.5 ms of CPU written one by one, 1.7–2.0 ms joined, gzip level 3);
 * flushed each time, they would compress worse too.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse) {
	const reader = body.getReader()
	const flush = () => (res as ExpressResponse & { flush?: () => void }).flush?.()
	const closed = new Promise<typeof CLOSED>((resolve) => res.once('close', () => resolve(CLOSED)))
	// One 'drain' listener for the whole body: compression hands `res.on('drain')`
	// to its compressor, where the listener a `once` leaves behind is never removed.
	let drained: (() => void) | null = null
	res.on('drain', () => {
		drained?.()
		drained = null
	})
	let batch: Uint8Array[] = []
	let batchBytes = 0
	async function writeBatch() {
		const chunk = batch.length === 1 ? batch[0]! : Buffer.concat(batch, batchBytes)
		batch = []
		batchBytes = 0
		if (!res.write(chunk)) await Promise.race([new Promise<void>((resolve) => (drained = resolve)), closed])
	}
	try {
		let next = reader.read()
		for (;;) {
			const read = await Promise.race([next, closed])
			if (read === CLOSED || res.destroyed) throw new Error('The response closed before its body was written.')
			if (read.done) break
			batch.push(read.value)
			batchBytes += read.value.byteLength
			next = reader.read()
			// A chunk already queued resolves before the next turn of the event loop.
			const waiting = await Promise.race([next, new Promise<typeof PAUSED>((resolve) => setImmediate(resolve, PAUSED))])
			if (waiting === PAUSED) {
				await writeBatch()
				flush()
			} else if (batchBytes >= BATCH_BYTES) await writeBatch()
		}
		if (batchBytes > 0) await writeBatch()
		res.end()
	} catch (error) {
		await reader.cancel(error).catch(() => undefined)
		throw error
	}
}
