import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// The Node production host as a child process on a loopback port, for tests
// and scripts that need the real thing (server/node.test.ts starts it the
// same way): fault injection, load. The caller stops what it starts.

export const rootDir = fileURLToPath(new URL('../..', import.meta.url))

export interface StartedHost {
	child: ChildProcess
	output: () => string
	exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
	/** http://127.0.0.1:{port}, once the host printed that it is serving. */
	origin: Promise<string>
}

export function startNodeHost(env: Record<string, string>): StartedHost {
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
		cwd: rootDir,
		// Vitest puts Vite's BASE_URL ("/") in process.env; the app's BASE_URL is another thing.
		env: { ...process.env, BASE_URL: '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
	const origin = new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`the host printed no URL in 240 s:\n${output}`)), 240_000)
		const check = () => {
			const match = output.match(/serving at (http:\/\/\S+)/)
			if (match) {
				clearTimeout(timer)
				resolve(match[1]!.replace('localhost', '127.0.0.1'))
			}
		}
		child.stdout!.on('data', check)
		void exit.then(() => {
			clearTimeout(timer)
			reject(new Error(`the host exited:\n${output}`))
		})
	})
	origin.catch(() => {})
	return { child, output: () => output, exit, origin }
}

/**
 * SIGKILL for the host's every process at once, as a power cut or the
 * kernel's OOM killer would: the primary and its workers (Linux: read from
 * /proc), so no worker is left to finish what it was doing.
 */
export function killNodeHost(host: StartedHost) {
	const pid = host.child.pid!
	const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
		readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
	)
	for (const target of [pid, ...children]) {
		try {
			process.kill(target, 'SIGKILL')
		} catch {
			// already gone
		}
	}
	return children
}

/** SIGTERM and wait; SIGKILL if it has not stopped in 15 s. */
export async function stopNodeHost(host: StartedHost) {
	if (host.child.exitCode !== null || host.child.signalCode !== null) return host.exit
	host.child.kill('SIGTERM')
	const timer = setTimeout(() => host.child.kill('SIGKILL'), 15_000)
	const result = await host.exit
	clearTimeout(timer)
	return result
}

/** A signed-in test family (ENABLE_TEST_ROUTES=true): its account id and session cookie. */
export async function bootstrapFamily(origin: string, label: string) {
	const response = await fetch(`${origin}/_serverFn/createTestAccount?createServerFn`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin },
		body: JSON.stringify({ data: { email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`, studentName: `Student ${label}` } }),
	})
	if (response.status !== 200) throw new Error(`createTestAccount answered ${response.status}: ${await response.text()}`)
	const { accountId } = (await response.json()) as { accountId: string }
	const cookie = response.headers.get('set-cookie')?.split(';')[0]
	if (!cookie) throw new Error('createTestAccount set no cookie')
	return { accountId, cookie }
}
