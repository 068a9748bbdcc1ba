import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { LISTED_COLLEGES, signInBenchFamily } from './family'
import { buildFloor } from './floor'
import { startNginx } from './nginx'
import { publishedBlogSlug, startFloorServer, startNodeHost } from './processes'
import { type Check, saveSection, table } from './report'

// `npm run bench:http`: what a family's request costs on the production Node
// host (run `npm run build` first; a stale build is rebuilt on start, as
// `npm start` does), with a worker per core as `npm start` runs it, side by
// side with nginx serving the very bytes of `/` (DECISIONS.md «Measuring
// honestly»). Every request asks for gzip; every signed-in request carries a
// cookie of its own, so each is rendered. Host, nginx and load generator share
// this machine; only 127.0.0.1 is hit, each target runs for a fixed time.
// Settings (env): BENCH_DURATION seconds per target (10), BENCH_WARMUP_ROUNDS
// requests per connection before each (2), BENCH_CONNECTIONS (50),
// BENCH_DASHBOARD_CONNECTIONS (100), BENCH_CPU_RENDERS (100), BENCH_WARM_RENDERS
// (500), WEB_CONCURRENCY (the host's workers; default one per core).

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10)
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 2)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const dashboardConnections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 100)
/** The latency goal's few connections: a handful of families at once. */
const fewConnections = 4
/** Renders, one at a time, over which a page's CPU cost is averaged. */
const cpuRenders = Number(process.env.BENCH_CPU_RENDERS ?? 100)
/**
 * Renders before those, unmeasured: what a family meets is a host that has
 * been up, whose code the JIT has optimized. Measured in windows of 50, a
 * signed-in page's CPU per render falls for the first 200–300 renders (the
 * tasks page from 32 ms to 16–20 ms) and then holds; with the earlier 30, the
 * figure was mostly the warm-up's. The renders go one after another on one
 * kept-alive connection, as a browser's do, so one worker serves them all.
 */
const warmRenders = Number(process.env.BENCH_WARM_RENDERS ?? 500)
/** Every request asks for what a browser asks for. */
const acceptGzip = { 'accept-encoding': 'gzip' }
/** The baseline and the cached page take turns this many times each. */
const pairSlices = 5
/** Round-trips are counted over this many single requests, one at a time, after the page is warm. */
const countedRequests = 5

interface Target {
	name: string
	origin: string
	path: string
	connections: number
	headers?: Record<string, string>
	/** Adds a cookie of its own to every request (DECISIONS.md «Measuring honestly»): each is a family's own render. */
	renderEach?: boolean
}

interface Measured {
	name: string
	path: string
	connections: number
	requests: number
	requestsPerSecond: number
	p50: number
	p95: number
	p975: number
	p99: number
	/** Answers that were not 2xx, plus socket errors and timeouts: a run with any is not a clean measurement. */
	failures: number
	non2xx: number
	errors: number
	/** Requests still unanswered after autocannon's 10 s timeout. */
	timeouts: number
	roundTripsPerRequest: number | null
}

/** One signed-in page's cost, rendered one at a time. */
interface RenderCost {
	page: string
	/** CPU (user + system, every host process) per render, in ms: rendering, compression and HTTP. */
	cpuMs: number
	/** Compressed and uncompressed HTML. */
	gzipBytes: number
	htmlBytes: number
	roundTrips: number
}

/** Numbers the requests that get a cookie of their own. */
let requestNumber = 0

buildFloor()
const host = await startNodeHost({ ENABLE_TEST_ROUTES: 'true' })
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
let floor: Awaited<ReturnType<typeof startFloorServer>> | undefined
try {
	// The first `/` fills the public-page cache; the second is the cached page nginx serves a copy of.
	await expectOk(`${host.origin}/`, acceptGzip)
	const homeGzip = await rawBytes(`${host.origin}/`, acceptGzip)
	const homeBytes = gunzipSync(homeGzip)
	nginx = await startNginx(homeBytes, homeGzip)

	const family = await signInBenchFamily(host, 'Bench')
	const { accountId, cookie } = family
	console.log(`Host: ${host.workers} worker process(es). Family: ${family.tasks} plan tasks, ${family.colleges} colleges listed.`)

	const signedIn = (name: string, page: string, connections: number): Target => ({
		name,
		origin: host.origin,
		path: `/a/${accountId}/${page}`,
		connections,
		headers: { ...acceptGzip, cookie },
		renderEach: true,
	})
	const slug = publishedBlogSlug()
	const targets: Target[] = [
		{ name: 'nginx baseline', origin: nginx.origin, path: '/', connections, headers: acceptGzip },
		{ name: 'cached /', origin: host.origin, path: '/', connections, headers: acceptGzip },
		{ name: 'blog post', origin: host.origin, path: `/blog/${slug}`, connections, headers: acceptGzip },
		{ name: 'GPA calculator', origin: host.origin, path: '/tools/gpa-calculator', connections, headers: acceptGzip },
		// A signed-in page is rendered for every request: no host keeps one.
		signedIn('dashboard', 'dashboard', dashboardConnections),
		signedIn('dashboard', 'dashboard', fewConnections),
		signedIn('tasks', 'tasks', dashboardConnections),
		signedIn('colleges', 'colleges', dashboardConnections),
		{ name: 'getAnalyticsConfig', origin: host.origin, path: '/_serverFn/getAnalyticsConfig?createServerFn', connections, headers: acceptGzip },
	]

	// What one render costs, one at a time, before any load.
	const costs: RenderCost[] = []
	for (const page of ['dashboard', 'tasks', 'colleges']) costs.push(await renderCost(signedIn(page, page, 1)))
	// The least a rendered page costs here: a bare React Router page, served the same way.
	floor = await startFloorServer()
	costs.push(await floorCost(floor))
	await floor.stop()

	// nginx and the cached page side by side (in turns); then each other target on its own.
	const groups = [targets.slice(0, 2), ...targets.slice(2).map((target) => [target])]
	const measured: Measured[] = []
	for (const group of groups) {
		const trips: Array<number | null> = []
		for (const target of group) {
			await expectOk(`${target.origin}${target.path}`, headersFor(target))
			trips.push(target.origin === host.origin ? await countRoundTrips(target) : null)
		}
		const slices = group.length > 1 ? pairSlices : 1
		console.log(`${group.map((target) => target.name).join(' and ')}: ${group[0]!.connections} connections, ${warmupRounds} warm-up round(s) + ${durationSeconds} s${slices > 1 ? ` each, in ${slices} turns` : ''}…`)
		measured.push(...(await load(group, slices)).map((row, index) => ({ ...row, roundTripsPerRequest: trips[index]! })))
	}
	report(measured, costs, homeBytes.byteLength, homeGzip.byteLength)
} finally {
	await floor?.stop()
	await nginx?.stop()
	await host.stop()
}

async function expectOk(url: string, headers: Record<string, string> = {}) {
	const response = await fetch(url, { headers, redirect: 'manual' })
	const body = Buffer.from(await response.arrayBuffer())
	if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`)
	return body
}

/** The raw bytes sent (fetch would undo the gzip): a request of node's own. */
async function rawBytes(url: string, headers: Record<string, string>) {
	return new Promise<Buffer>((resolve, reject) => {
		request(url, { headers }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`))))
		})
			.on('error', reject)
			.end()
	})
}

/** Waits (at most 30 s) until the host is idle: requests abandoned by the last run have all been served. */
async function drain() {
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline && (await host.figures()).utilization > 0.05) {
		// keep waiting
	}
}

/** A target's headers for one request: with a cookie of its own when every request is to be rendered. */
function headersFor(target: Target): Record<string, string> | undefined {
	if (!target.renderEach) return target.headers
	requestNumber += 1
	return { ...target.headers, cookie: `${target.headers?.cookie ?? ''}; bench_request=${requestNumber}` }
}

/** The median of `countedRequests` single requests' round-trips, background work (waitUntil) included. */
async function countRoundTrips(target: Target) {
	const counts: number[] = []
	for (let i = 0; i < countedRequests; i++) {
		const before = (await host.figures()).roundTrips
		await expectOk(`${target.origin}${target.path}`, headersFor(target))
		await new Promise((resolve) => setTimeout(resolve, 100))
		counts.push((await host.figures()).roundTrips - before)
	}
	return counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)]!
}

/**
 * A page's cost per render: `cpuRenders` requests one after another, each a
 * render (a cookie of its own), and the CPU every host process used meanwhile
 * — the render, its gzip and the HTTP around it — divided by their number.
 * `warmRenders` first, unmeasured, so the code is warm (optimized by the JIT).
 */
async function renderCost(target: Target): Promise<RenderCost> {
	const url = `${target.origin}${target.path}`
	const roundTrips = await countRoundTrips(target)
	// Measured before any load, so nothing abandoned is still running; the warm-up is one request at a time.
	await drain()
	return { page: target.name, roundTrips, ...(await cpuPerRequest(() => rawBytes(url, headersFor(target)!), async () => (await host.figures()).cpuMicros)) }
}

/** The framework floor's CPU per request, measured as `renderCost` measures a page. */
async function floorCost(server: Awaited<ReturnType<typeof startFloorServer>>): Promise<RenderCost> {
	return { page: 'framework floor', roundTrips: 0, ...(await cpuPerRequest(() => rawBytes(`${server.origin}/`, acceptGzip), server.cpuMicros)) }
}

/** `warmRenders` requests unmeasured, then the server's CPU over `cpuRenders` more, one at a time; and the page's size. */
async function cpuPerRequest(request: () => Promise<Buffer>, cpuMicros: () => Promise<number>) {
	for (let i = 0; i < warmRenders; i++) await request()
	const gzipped = await request()
	const before = await cpuMicros()
	for (let i = 0; i < cpuRenders; i++) await request()
	const after = await cpuMicros()
	return { cpuMs: (after - before) / 1000 / cpuRenders, gzipBytes: gzipped.byteLength, htmlBytes: gunzipSync(gzipped).byteLength }
}

/**
 * Loads each target for `durationSeconds` in all. Several targets are taken in
 * turns, `slices` short runs each, so a change in the machine's other work
 * weighs on them alike (nginx and the cached page are compared this way).
 */
async function load(group: Target[], slices = 1): Promise<Array<Omit<Measured, 'roundTripsPerRequest'>>> {
	const options = (target: Target) => ({
		url: `${target.origin}${target.path}`,
		connections: target.connections,
		headers: target.headers,
		timeout: 10,
		...(target.renderEach ? { requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, headers: headersFor(target) }) }] } : {}),
	})
	const runs = group.map(() => ({ latencies: [] as number[], requests: 0, seconds: 0, non2xx: 0, errors: 0, timeouts: 0 }))
	for (const target of group) {
		// Whole rounds (every request answered), so no abandoned request is still being served when the measurement starts.
		if (warmupRounds > 0) await autocannon({ ...options(target), amount: target.connections * warmupRounds })
	}
	for (let slice = 0; slice < slices; slice++) {
		for (const [index, target] of group.entries()) {
			await drain()
			const run = runs[index]!
			// autocannon's own percentiles are coarse; every latency is kept here.
			const result = await new Promise<autocannon.Result>((resolve, reject) => {
				const instance = autocannon({ ...options(target), duration: durationSeconds / slices }, (error, done) => (error ? reject(error) : resolve(done)))
				instance.on('response', (_client, _status, _bytes, responseTime) => run.latencies.push(responseTime))
			})
			run.requests += result.requests.total
			run.seconds += result.duration
			run.non2xx += result.non2xx
			run.errors += result.errors
			run.timeouts += result.timeouts
		}
	}
	// Requests in flight when the time ran out are abandoned by autocannon but still served: let them finish before the next target.
	await drain()
	return group.map((target, index) => {
		const run = runs[index]!
		run.latencies.sort((a, b) => a - b)
		const at = (share: number) => run.latencies[Math.min(run.latencies.length - 1, Math.floor(run.latencies.length * share))] ?? Number.POSITIVE_INFINITY
		return {
			name: target.name,
			path: target.path,
			connections: target.connections,
			requests: run.requests,
			requestsPerSecond: Math.round(run.requests / run.seconds),
			p50: at(0.5),
			p95: at(0.95),
			p975: at(0.975),
			p99: at(0.99),
			failures: run.non2xx + run.errors + run.timeouts,
			non2xx: run.non2xx,
			errors: run.errors,
			timeouts: run.timeouts,
		}
	})
}

function report(measured: Measured[], costs: RenderCost[], homeBytes: number, homeGzipBytes: number) {
	const find = (name: string, conns?: number) => measured.find((row) => row.name === name && (conns === undefined || row.connections === conns))!
	const home = find('cached /')
	const dashboard = find('dashboard', dashboardConnections)
	const dashboardFew = find('dashboard', fewConnections)
	const ratio = home.requestsPerSecond / find('nginx baseline').requestsPerSecond
	// A target none of whose requests finished within the run has no latency to show.
	const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : `none finished in ${durationSeconds} s`)
	const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
	const summary = [
		...table(
			['target', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'DB trips/req', 'failed'],
			measured.map((row) => [
				row.name,
				row.connections,
				row.requestsPerSecond,
				ms(row.p50),
				ms(row.p95),
				ms(row.p975),
				ms(row.p99),
				row.roundTripsPerRequest ?? '–',
				row.failures,
			]),
		),
		'',
		'One render at a time (CPU of every host process per render: the render, its gzip and the HTTP around it; the framework floor is a bare React Router page, one `<h1>`, served the same way):',
		'',
		...table(
			['page', 'CPU ms/render', 'HTML', 'gzip', 'DB trips'],
			costs.map((cost) => [cost.page, cost.cpuMs.toFixed(1), kb(cost.htmlBytes), kb(cost.gzipBytes), cost.roundTrips]),
		),
		'',
		`Host: ${host.workers} worker process(es). Signed-in pages: a family with the seeded plan and ${LISTED_COLLEGES} colleges, every request with a cookie of its own, so each is rendered. Every request asks for gzip.`,
		'',
		`Cached \`/\` ÷ nginx (one worker, \`gzip_static\`, the same ${homeGzipBytes} gzip bytes / ${homeBytes} bytes of HTML): **${(ratio * 100).toFixed(0)} %** of its req/s. Blog post \`/blog/${publishedBlogSlug()}\`; ${durationSeconds} s each.`,
	]
	console.log(`\n${summary.join('\n')}`)
	const cost = (page: string) => costs.find((entry) => entry.page === page)!
	const pageCosts = costs.filter((entry) => entry.page !== 'framework floor')
	const checks: Check[] = [
		{ target: 'cached `/` ≥ 0.5 × nginx', measured: `${ratio.toFixed(2)} ×`, met: ratio >= 0.5 },
		{
			target: `dashboard, every request rendered, ≥ 400 req/s at ${dashboardConnections} conns`,
			measured: `${dashboard.requestsPerSecond} req/s${dashboard.timeouts ? `, ${dashboard.timeouts} timed out after 10 s` : ''}`,
			met: dashboard.requests > 0 && dashboard.requestsPerSecond >= 400 && dashboard.failures === 0,
		},
		{
			target: `dashboard p97.5 < 50 ms at ${fewConnections} conns`,
			measured: `${ms(dashboardFew.p975)} ms`,
			met: dashboardFew.p975 < 50 && dashboardFew.failures === 0,
		},
		...['dashboard', 'tasks', 'colleges'].map((page) => ({ target: `${page} ≤ 3 ms CPU per render`, measured: `${cost(page).cpuMs.toFixed(1)} ms`, met: cost(page).cpuMs <= 3 })),
		{
			target: 'no signed-in page over 60 KB of HTML',
			measured: pageCosts.map((entry) => `${entry.page} ${kb(entry.htmlBytes)}`).join(', '),
			met: pageCosts.every((entry) => entry.htmlBytes <= 60 * 1024),
		},
	]
	const failed = measured.filter((row) => row.failures > 0)
	if (failed.length > 0) {
		const detail = (row: Measured) => `${row.name} (${row.connections}): ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts`
		checks.push({ target: 'every answer 2xx within 10 s under load', measured: failed.map(detail).join('; '), met: false })
	}
	saveSection('http', {
		summary,
		checks,
		figures: { durationSeconds, warmupRounds, workers: host.workers, homeHtmlBytes: homeBytes, homeGzipBytes, cachedHomeVsNginx: Number(ratio.toFixed(3)), renderCosts: costs, targets: measured },
	})
}
