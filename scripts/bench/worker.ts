import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Miniflare } from 'miniflare'
import { workerBundleSize } from '../worker-size'
import { freePort } from '../../tests/support/free-port'
import { type Check, kib, saveSection, table } from './report'

// `npm run bench:worker`: the Worker bundle's gzip size (as `size:worker`
// counts it) and its cold start in Miniflare: a fresh workerd per run, timed
// from `new Miniflare()` to ready, and from ready to the first 200 for `/`
// (module evaluation, the server build's import, the first render). The
// Worker is rebuilt first when its sources changed since the last build.
// BENCH_WORKER_RUNS (5) runs; medians are reported.

const runs = Number(process.env.BENCH_WORKER_RUNS ?? 5)
const serverDir = 'build/worker/server'
const entry = path.join(serverDir, 'index.js')
const limitBytes = 1024 * 1024

rebuildIfStale()
const bundle = workerBundleSize(serverDir)
const config = JSON.parse(readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8')) as {
	compatibility_date: string
	compatibility_flags?: string[]
	vars?: Record<string, string>
}
// Every module of the build, the entry first; no bundling, as `no_bundle` deploys it.
const modules = [entry, ...listModules(serverDir).filter((file) => file !== entry)].map((file) => ({ type: 'ESModule' as const, path: file }))
// The database points at a closed loopback port: a cold start must not reach out to Turso, and `/` needs no query.
const closedPort = await freePort()

const samples: Array<{ readyMs: number; firstResponseMs: number; warmResponseMs: number }> = []
for (let run = 0; run < runs; run++) {
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const started = performance.now()
	const miniflare = new Miniflare({
		modules,
		modulesRoot: serverDir,
		compatibilityDate: config.compatibility_date,
		compatibilityFlags: config.compatibility_flags,
		bindings: {
			...config.vars,
			BASE_URL: origin,
			DATABASE_URL: `http://127.0.0.1:${closedPort}`,
			SESSION_SECRET: 'worker-bench-secret-0123456789abcdef',
		},
		kvNamespaces: ['CACHE'],
		r2Buckets: ['UPLOADS'],
		host: '127.0.0.1',
		port,
	})
	try {
		await miniflare.ready
		const ready = performance.now()
		const first = await fetch(`${origin}/`)
		await first.arrayBuffer()
		const answered = performance.now()
		if (first.status !== 200) throw new Error(`the Worker answered ${first.status} for / on a cold start`)
		const warm = await fetch(`${origin}/`)
		await warm.arrayBuffer()
		samples.push({ readyMs: ready - started, firstResponseMs: answered - ready, warmResponseMs: performance.now() - answered })
		console.log(`cold start ${run + 1}/${runs}: ready ${(ready - started).toFixed(0)} ms, first / ${(answered - ready).toFixed(0)} ms`)
	} finally {
		await miniflare.dispose()
	}
}

const median = (pick: (sample: (typeof samples)[number]) => number) => {
	const values = samples.map(pick).sort((a, b) => a - b)
	return Math.round(values[Math.floor(values.length / 2)]!)
}
const readyMs = median((sample) => sample.readyMs)
const firstResponseMs = median((sample) => sample.firstResponseMs)
const totalMs = median((sample) => sample.readyMs + sample.firstResponseMs)
const warmResponseMs = median((sample) => sample.warmResponseMs)
const summary = [
	...table(
		['bundle gzip', 'raw', 'modules', 'workerd ready', 'first `/` after ready', 'cold total', 'warm `/`'],
		[[kib(bundle.gzipBytes), kib(bundle.bytes), bundle.files, `${readyMs} ms`, `${firstResponseMs} ms`, `${totalMs} ms`, `${warmResponseMs} ms`]],
	),
	'',
	`Median of ${runs} cold starts, each a new Miniflare (workerd) on the built Worker; KV and R2 in memory.`,
]
console.log(`\n${summary.join('\n')}`)
const checks: Check[] = [{ target: 'Worker bundle < 1 MiB gzip', measured: kib(bundle.gzipBytes), met: bundle.gzipBytes < limitBytes }]
saveSection('worker', { summary, checks, figures: { bundle, runs, readyMs, firstResponseMs, totalMs, warmResponseMs, samples } })

function listModules(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
		const full = path.join(dir, item.name)
		if (item.isDirectory()) return item.name.startsWith('.') ? [] : listModules(full)
		return /\.m?js$/.test(item.name) ? [full] : []
	})
}

function rebuildIfStale() {
	const sources = ['app', 'workers', 'public', 'content', 'tooling', 'package.json', 'vite.config.ts', 'react-router.config.ts', 'wrangler.toml']
	const newest = (target: string): number => {
		if (!existsSync(target)) return 0
		const stat = statSync(target)
		if (!stat.isDirectory()) return stat.mtimeMs
		return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs)
	}
	if (existsSync(entry) && sources.every((source) => newest(source) <= statSync(entry).mtimeMs)) return
	console.log('Building the Worker (missing, or sources changed since the last build)…')
	const build = spawnSync(path.resolve('node_modules/.bin/react-router'), ['build'], { env: { ...process.env, TARGET: 'worker' }, stdio: 'inherit' })
	if (build.status !== 0) throw new Error('the Worker build failed')
}
