import { serveFloor } from './floor'

// The built floor in a process of its own (bench:http forks it), so its CPU
// per request is read from the process that served it, as the host's is.

const { server, port } = await serveFloor()
process.on('message', (message: unknown) => {
	if (message === 'figures') {
		const cpu = process.cpuUsage()
		process.send!({ cpuMicros: cpu.user + cpu.system })
	}
	if (message === 'stop') server.close(() => process.exit(0))
})
process.on('disconnect', () => process.exit(0))
process.send!({ ready: true, port })
