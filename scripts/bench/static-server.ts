import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

// The baseline for `bench:http`: plain node:http answering every request with
// the same bytes, read once from a file — the fastest a Node process on this
// machine can serve that page. Run in its own process, like the host.

const body = readFileSync(process.argv[2]!)
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.byteLength) }
const server = createServer((_request, response) => {
	response.writeHead(200, headers)
	response.end(body)
})
server.listen(0, '127.0.0.1', () => {
	const address = server.address()
	process.send!({ ready: true, port: typeof address === 'object' && address ? address.port : 0 })
})
process.on('message', (message: unknown) => {
	if (message === 'stop') server.close(() => process.exit(0))
})
process.on('disconnect', () => process.exit(0))
