import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { signInBenchFamily } from './family'
import { startNodeHost } from './processes'

// `npm run bench:profile [page…]`: where a signed-in render's time goes. One
// host process (WEB_CONCURRENCY=1) under `node --cpu-prof`, the bench's
// seeded family, BENCH_PROFILE_RENDERS renders (200) of each page one at a
// time, each with a cookie of its own; then the functions with the most self
// time, and the share of each package. The .cpuprofile is kept (its path is
// printed) for Chrome DevTools or speedscope.

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['dashboard', 'tasks', 'colleges']
const renders = Number(process.env.BENCH_PROFILE_RENDERS ?? 200)
const profileDir = mkdtempSync(path.join(tmpdir(), 'northstar-profile-'))

/** CLOCK_MONOTONIC in µs: the clock V8's profile timestamps use, the same in every process on the machine. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)
/** Only samples from here on count: start-up (compiling, migrating, seeding) is not a render's cost. */
let rendersFrom = Number.POSITIVE_INFINITY
const host = await startNodeHost({ ENABLE_TEST_ROUTES: 'true', WEB_CONCURRENCY: '1' }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
try {
	const { accountId, cookie } = await signInBenchFamily(host, 'Profile')
	let n = 0
	for (const page of pages) {
		// Ten renders to warm each page's code, outside the window.
		for (let i = 0; i < renders + 10; i++) {
			if (page === pages[0] && i === 10) rendersFrom = monotonicMicros()
			const response = await fetch(`${host.origin}/a/${accountId}/${page}`, { headers: { cookie: `${cookie}; profile_request=${++n}`, 'accept-encoding': 'gzip' } })
			if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
			await response.arrayBuffer()
		}
	}
} finally {
	await host.stop()
}

interface Node {
	id: number
	callFrame: { functionName: string; url: string; lineNumber: number }
	children?: number[]
}
interface Profile {
	startTime: number
	nodes: Node[]
	samples: number[]
	timeDeltas: number[]
}

// The profile of the process that served (the largest: the tsx loader's own are small).
const files = readdirSync(profileDir).map((name) => path.join(profileDir, name))
const file = files.sort((a, b) => readFileSync(b).byteLength - readFileSync(a).byteLength)[0]!
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map<number, number>()
let at = profile.startTime
profile.samples.forEach((id, index) => {
	at += profile.timeDeltas[index] ?? 0
	if (at >= rendersFrom) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const total = [...self.values()].reduce((sum, micros) => sum + micros, 0)
const idle = [...self].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName)).reduce((sum, [, micros]) => sum + micros, 0)
const busy = total - idle

const where = (url: string) => {
	const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
	if (modules) return modules.at(-1)!.replace('node_modules/', '')
	if (url.includes('/build/')) return 'app (build)'
	if (url.startsWith('node:')) return 'node'
	return url ? path.relative(process.cwd(), url.replace('file://', '')) : '(native / gc)'
}
const byFunction = new Map<string, number>()
const byPackage = new Map<string, number>()
for (const [id, micros] of self) {
	const { functionName, url, lineNumber } = byId.get(id)!.callFrame
	if (['(idle)', '(program)'].includes(functionName)) continue
	const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`
	byFunction.set(key, (byFunction.get(key) ?? 0) + micros)
	byPackage.set(where(url), (byPackage.get(where(url)) ?? 0) + micros)
}
const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`
console.log(`\n${pages.join(', ')} × ${renders} renders (+ 10 each to warm, not counted): ${(busy / 1000).toFixed(0)} ms busy, ${(busy / 1000 / (renders * pages.length)).toFixed(2)} ms per render (the profiler's own cost included).`)
console.log('\nBy package:')
for (const [name, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${share(micros)}  ${name}`)
console.log('\nBy function (self time):')
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${share(micros)}  ${name}`)
console.log(`\nProfile: ${file}`)
for (const other of files) if (other !== file) rmSync(other)
