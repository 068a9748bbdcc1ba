import { createServer } from 'node:net'

/** A loopback port free right now, for a server a test or bench starts itself. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer()
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number }
			server.close(() => resolve(port))
		})
		server.on('error', reject)
	})
}
