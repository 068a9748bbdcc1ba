import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'
import { rootDir } from './node-host'

// The Workers build run by `wrangler dev` in workerd (Miniflare), on a free
// loopback port, with KV and R2 from Miniflare in a folder made for this run
// alone: each run starts from empty state, never the last run's cached pages
// (miniflare's default, build/worker/server/.wrangler/state, outlives a run).
// The caller stops what it starts.

export interface WorkerHost {
	origin: string
	/** Where Miniflare keeps this run's KV and R2; removed by stop() unless the caller passed it in. */
	persistDir: string
	output: () => string
	stop: () => Promise<void>
}

const buildConfig = path.join(rootDir, 'build/worker/server/wrangler.json')

/** Builds the Worker once if no build is there (`npm test` builds it before this stage). */
export function ensureWorkerBuild() {
	if (existsSync(buildConfig)) return
	// Always a production build, as server/build.ts makes the Node one: vitest sets NODE_ENV=test, and React's development build is over the app shell's budget.
	const build = spawnSync('npx', ['react-router', 'build'], { cwd: rootDir, env: { ...process.env, TARGET: 'worker', NODE_ENV: 'production' }, stdio: 'inherit' })
	if (build.status !== 0) throw new Error('worker build failed')
}

/**
 * Starts the built Worker with these variables (on top of wrangler.toml's) and
 * waits until it answers. `testScheduled` opens /cdn-cgi/handler/scheduled,
 * through which a test fires the Cron Triggers' `scheduled` handler; Miniflare
 * 4.20260426 answers it "exception" when the Worker has static assets
 * (cloudflare/workers-sdk#9882, fixed in a later Miniflare), so `withoutAssets`
 * starts the same build without them. `persistDir` reuses another run's KV and
 * R2 (that host stopped first: two workerd processes never share the folder).
 */
export async function startWorkerHost({
	vars,
	testScheduled = false,
	withoutAssets = false,
	persistDir: givenPersistDir,
}: {
	vars: (origin: string) => Record<string, string>
	testScheduled?: boolean
	withoutAssets?: boolean
	persistDir?: string
}): Promise<WorkerHost> {
	ensureWorkerBuild()
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const persistDir = givenPersistDir ?? mkdtempSync(path.join(tmpdir(), 'northstar-worker-state-'))
	let config = buildConfig
	if (withoutAssets) {
		const { assets: _assets, ...rest } = JSON.parse(readFileSync(buildConfig, 'utf8')) as Record<string, unknown>
		// Beside the built one, so its relative `main` still names the build.
		config = path.join(path.dirname(buildConfig), 'wrangler.no-assets.json')
		writeFileSync(config, JSON.stringify(rest))
	}
	const child: ChildProcess = spawn(
		'npx',
		[
			'wrangler', 'dev',
			'--config', config,
			'--ip', '127.0.0.1',
			'--port', String(port),
			'--inspector-port', String(await freePort()),
			'--show-interactive-dev-session=false',
			'--persist-to', persistDir,
			...(testScheduled ? ['--test-scheduled'] : []),
			...Object.entries({ BASE_URL: origin, ...vars(origin) }).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
		],
		{
			cwd: rootDir,
			// Vitest puts Vite's BASE_URL ("/") in process.env; the app's BASE_URL is another thing.
			env: { ...process.env, BASE_URL: '', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		},
	)
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise((resolve) => child.on('exit', resolve))

	async function stop() {
		if (child.pid && child.exitCode === null && child.signalCode === null) {
			process.kill(-child.pid, 'SIGTERM')
			const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 15_000)
			await exited
			clearTimeout(timer)
		}
		if (!givenPersistDir) rmSync(persistDir, { recursive: true, force: true })
	}

	const deadline = Date.now() + 120_000
	for (;;) {
		if (child.exitCode !== null) {
			await stop()
			throw new Error(`wrangler exited:\n${output}`)
		}
		try {
			const response = await fetch(`${origin}/_serverFn/getBaseUrl?createServerFn`)
			if (response.ok) break
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`wrangler did not start:\n${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	return { origin, persistDir, output: () => output, stop }
}
