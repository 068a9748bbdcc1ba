import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { publishedBlogSlug, startNodeHost, startStaticServer } from './processes'
import { type Check, saveSection, table } from './report'

// `npm run bench:http`: requests/s and latency of the production Node host
// (run `npm run build` first; a stale build is rebuilt on start, as `npm start`
// does), side by side with a plain node:http server answering the same bytes
// as `/`. Host, baseline and load generator are three processes on this
// machine; only 127.0.0.1 is hit, and each target runs for a fixed time.
// Settings (env): BENCH_DURATION seconds per target (10), BENCH_WARMUP_ROUNDS
// requests per connection before each (2), BENCH_CONNECTIONS (50),
// BENCH_DASHBOARD_CONNECTIONS (100).

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10)
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 2)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const dashboardConnections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 100)
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
	p99: number
	/** Answers that were not 2xx, plus socket errors and timeouts: a run with any is not a clean measurement. */
	failures: number
	non2xx: number
	errors: number
	/** Requests still unanswered after autocannon's 10 s timeout. */
	timeouts: number
	roundTripsPerRequest: number | null
}

/** Numbers the requests that get a cookie of their own. */
let requestNumber = 0

const host = await startNodeHost({ ENABLE_TEST_ROUTES: 'true' })
const scratch = mkdtempSync(path.join(tmpdir(), 'northstar-bench-http-'))
let baseline: Awaited<ReturnType<typeof startStaticServer>> | undefined
try {
	// The first `/` fills the public-page cache; the second is the cached page the baseline copies.
	await expectOk(`${host.origin}/`)
	const homeBytes = await expectOk(`${host.origin}/`)
	const homeFile = path.join(scratch, 'home.html')
	writeFileSync(homeFile, homeBytes)
	baseline = await startStaticServer(homeFile)

	const bootstrap = await fetch(`${host.origin}/test/bootstrap?studentName=Bench`, { redirect: 'manual' })
	const accountId = (await bootstrap.text()).match(/data-testid="account-id">([^<]+)</)?.[1]
	const cookie = bootstrap.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ')
	if (bootstrap.status !== 200 || !accountId || !cookie) throw new Error(`/test/bootstrap answered ${bootstrap.status}; is ENABLE_TEST_ROUTES honoured?`)

	const slug = publishedBlogSlug()
	const targets: Target[] = [
		{ name: 'static baseline', origin: baseline.origin, path: '/', connections },
		{ name: 'cached /', origin: host.origin, path: '/', connections },
		{ name: 'blog post', origin: host.origin, path: `/blog/${slug}`, connections },
		{ name: 'GPA calculator', origin: host.origin, path: '/tools/gpa-calculator', connections },
		// A signed-in page is rendered for every request: no host keeps one.
		{ name: 'dashboard, each rendered', origin: host.origin, path: `/a/${accountId}/dashboard`, connections: dashboardConnections, headers: { cookie }, renderEach: true },
		{ name: 'getAnalyticsConfig', origin: host.origin, path: '/_serverFn/getAnalyticsConfig?createServerFn', connections },
	]

	// The baseline and the cached page side by side (in turns); then each other target on its own.
	const groups = [targets.slice(0, 2), ...targets.slice(2).map((target) => [target])]
	const measured: Measured[] = []
	for (const group of groups) {
		const trips: Array<number | null> = []
		for (const target of group) {
			await expectOk(`${target.origin}${target.path}`, target.headers)
			trips.push(target.origin === host.origin ? await countRoundTrips(target) : null)
		}
		const slices = group.length > 1 ? pairSlices : 1
		console.log(`${group.map((target) => target.name).join(' and ')}: ${group[0]!.connections} connections, ${warmupRounds} warm-up round(s) + ${durationSeconds} s${slices > 1 ? ` each, in ${slices} turns` : ''}…`)
		measured.push(...(await load(group, slices)).map((row, index) => ({ ...row, roundTripsPerRequest: trips[index]! })))
	}
	report(measured, homeBytes.byteLength)
} finally {
	await baseline?.stop()
	await host.stop()
	rmSync(scratch, { recursive: true, force: true })
}

async function expectOk(url: string, headers: Record<string, string> = {}) {
	const response = await fetch(url, { headers, redirect: 'manual' })
	const body = Buffer.from(await response.arrayBuffer())
	if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`)
	return body
}

/** Waits (at most 30 s) until the host is idle: requests abandoned by the last run have all been served. */
async function drain() {
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline && (await host.utilization()) > 0.05) {
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
		const before = await host.roundTrips()
		await expectOk(`${target.origin}${target.path}`, headersFor(target))
		await new Promise((resolve) => setTimeout(resolve, 100))
		counts.push((await host.roundTrips()) - before)
	}
	return counts.sort((a, b) => a - b)[Math.floor(counts.length / 2)]!
}

/**
 * Loads each target for `durationSeconds` in all. Several targets are taken in
 * turns, `slices` short runs each, so a change in the machine's other work
 * weighs on them alike (the baseline and the cached page are compared this way).
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
			// autocannon reports p50/p90/p97.5/p99; p95 needs every latency, so they are kept here.
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
			p99: at(0.99),
			failures: run.non2xx + run.errors + run.timeouts,
			non2xx: run.non2xx,
			errors: run.errors,
			timeouts: run.timeouts,
		}
	})
}

function report(measured: Measured[], homeBytes: number) {
	const find = (name: string) => measured.find((row) => row.name.startsWith(name))!
	const home = find('cached')
	const dashboard = find('dashboard, each')
	const ratio = home.requestsPerSecond / find('static').requestsPerSecond
	// A target none of whose requests finished within the run has no latency to show.
	const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : `none finished in ${durationSeconds} s`)
	const summary = [
		...table(
			['target', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'DB trips/req', 'failed'],
			measured.map((row) => [
				row.name,
				row.connections,
				row.requestsPerSecond,
				ms(row.p50),
				ms(row.p95),
				ms(row.p99),
				row.roundTripsPerRequest ?? '–',
				row.failures,
			]),
		),
		'',
		`Dashboard: rendered for every request (each with a cookie of its own), ${dashboard.requestsPerSecond} req/s, p95 ${ms(dashboard.p95)} ms at ${dashboardConnections} connections.`,
		'',
		`Cached \`/\` ÷ baseline: **${(ratio * 100).toFixed(0)} %** of its req/s (${homeBytes} bytes of HTML, uncompressed). Blog post \`/blog/${publishedBlogSlug()}\`, dashboard \`/a/{id}/dashboard\` signed in ("each rendered": every request carries a cookie of its own and is rendered), \`/_serverFn/getAnalyticsConfig\`; ${durationSeconds} s each. DB trips: of one render.`,
	]
	console.log(`\n${summary.join('\n')}`)
	const checks: Check[] = [
		{ target: 'cached `/` ≥ 50 % of baseline', measured: `${(ratio * 100).toFixed(0)} %`, met: ratio >= 0.5 },
		{
			// «Speed» (issue 27) replaced the old "p95 < 50 ms", which only a kept page could meet.
			target: `dashboard, every request rendered, ≥ 400 req/s at ${dashboardConnections} conns`,
			measured: `${dashboard.requestsPerSecond} req/s, p95 ${ms(dashboard.p95)} ms${dashboard.timeouts ? `, ${dashboard.timeouts} timed out after 10 s` : ''}`,
			met: dashboard.requests > 0 && dashboard.requestsPerSecond >= 400 && dashboard.failures === 0,
		},
		{ target: '≤ 3 DB round-trips per signed-in page', measured: `dashboard ${dashboard.roundTripsPerRequest}`, met: (dashboard.roundTripsPerRequest ?? Infinity) <= 3 },
	]
	const failed = measured.filter((row) => row.failures > 0)
	if (failed.length > 0) {
		const detail = (row: Measured) => `${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts`
		checks.push({ target: 'every answer 2xx within 10 s under load', measured: failed.map(detail).join('; '), met: false })
	}
	saveSection('http', {
		summary,
		checks,
		figures: { durationSeconds, warmupRounds, homeHtmlBytes: homeBytes, cachedHomeVsStatic: Number(ratio.toFixed(3)), targets: measured },
	})
}
