import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../tests/support/free-port'

// Starting and stopping what the benches measure. Everything listens on
// 127.0.0.1 only, and every child is stopped when its bench ends.

const here = path.dirname(fileURLToPath(import.meta.url))

export interface BenchChild {
	port: number
	/** What the child said it runs on: worker processes (the host), or 1. */
	workers: number
	child: ChildProcess
	/** Sends `message` and resolves with the child's next message. */
	ask<T>(message: string): Promise<T>
	stop(): Promise<void>
}

/** Forks a TypeScript entry under tsx and waits for its `{ ready, port }` message. */
async function forkReady(script: string, args: string[], env: NodeJS.ProcessEnv, { timeoutMs = 180_000, nodeFlags = [] as string[] } = {}): Promise<BenchChild> {
	const child = fork(path.join(here, script), args, {
		execArgv: ['--import', 'tsx', ...nodeFlags],
		env,
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const { port, workers } = await new Promise<{ port: number; workers: number }>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`${script} did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs)
		child.once('message', (message: { port: number; workers?: number }) => {
			clearTimeout(timer)
			resolve({ port: message.port, workers: message.workers ?? 1 })
		})
		child.once('exit', (code) => {
			clearTimeout(timer)
			reject(new Error(`${script} exited with ${code}:\n${output}`))
		})
	})
	return {
		port,
		workers,
		child,
		ask: (message) =>
			new Promise((resolve) => {
				child.once('message', resolve)
				child.send(message)
			}),
		async stop() {
			if (child.exitCode !== null) return
			const exited = new Promise((resolve) => child.once('exit', resolve))
			child.send('stop')
			const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
			await exited
			clearTimeout(timer)
		},
	}
}

export interface HostFigures {
	/** Database round-trips the host's processes have made since they started, summed. */
	roundTrips: number
	/** CPU time (user + system) the host's processes have used, summed, in microseconds. */
	cpuMicros: number
	/** The share of the next 300 ms the busiest worker's event loop was busy (0–1). */
	utilization: number
}

export interface NodeHost {
	origin: string
	/** The host's throwaway data folder (its database file is `northstar.db` there). */
	dataDir: string
	/** Worker processes serving (WEB_CONCURRENCY; 1 = the host process itself). */
	workers: number
	figures(): Promise<HostFigures>
	stop(): Promise<void>
}

/**
 * The production Node build as `npm start` serves it — a worker per core
 * unless WEB_CONCURRENCY says otherwise, migrated and seeded on start — over
 * a throwaway data folder, on a free loopback port.
 */
export async function startNodeHost(extraEnv: Record<string, string> = {}, nodeFlags: string[] = []): Promise<NodeHost> {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-bench-'))
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const host = await forkReady('host.ts', [], {
		...process.env,
		NODE_ENV: 'production',
		PORT: String(port),
		HOST: '127.0.0.1',
		BASE_URL: origin,
		DATA_DIR: dataDir,
		...extraEnv,
	}, { nodeFlags })
	return {
		origin,
		dataDir,
		workers: host.workers,
		figures: () => host.ask<HostFigures>('figures'),
		async stop() {
			await host.stop()
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** The built framework floor (scripts/bench/floor.ts) in a process of its own; `cpuMicros` is that process's CPU time so far. */
export async function startFloorServer(): Promise<{ origin: string; cpuMicros(): Promise<number>; stop(): Promise<void> }> {
	const floor = await forkReady('floor-server.ts', [], { ...process.env, NODE_ENV: 'production' }, { timeoutMs: 30_000 })
	return {
		origin: `http://127.0.0.1:${floor.port}`,
		cpuMicros: async () => (await floor.ask<{ cpuMicros: number }>('figures')).cpuMicros,
		stop: () => floor.stop(),
	}
}

/** A published post to measure: the first, by file name, whose front matter says `status: published`. */
export function publishedBlogSlug(dir = 'content/blog'): string {
	for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx')).sort()) {
		const frontMatter = readFileSync(path.join(dir, file), 'utf8').split(/^---$/m)[1] ?? ''
		if (/^status:\s*published\s*$/m.test(frontMatter)) return file.replace(/\.mdx$/, '')
	}
	throw new Error(`no published post in ${dir}`)
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, exited?: () => boolean) {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		if (exited?.()) throw new Error(`the server exited before ${url} answered`)
		try {
			const response = await fetch(url)
			await response.arrayBuffer()
			if (response.ok) return
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}
