import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { signInBenchFamily } from './family'
import { buildFloor, serveFloor } from './floor'
import { publishedBlogSlug, startNodeHost } from './processes'
import { type Check, kib, saveSection, table } from './report'

// `npm run bench:lighthouse`: Lighthouse's mobile preset in Debian's Chromium
// on three public pages of the production Node host, and the JS each page
// ships (gzip) against the framework floor — a bare React Router page built
// from bench/floor/ with the same versions, served and measured the same way
// (DECISIONS.md «Performance budget»: a public page ships at most floor + 20 KB).
// BENCH_LIGHTHOUSE_RUNS (3) runs per page; the median score is kept.
// Lighthouse 13 needs Node ≥ 22.19; the machines run Node 20.20, so this is
// Lighthouse 12.8 (the version each run reports is saved with its figures).
//
// Then «Speed» item 5, interactive at paint: each page in Chromium under
// Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU
// slow-down, through the DevTools protocol), from the first-contentful-paint
// entry to the moment React has taken the page over (`<html data-hydrated>`);
// until then a control works only if it is plain HTML (decision 041).
//
// Then the same for three signed-in pages of the bench family (the HTTP
// bench's: the seeded plan and ten colleges), cold, with the script each
// loads: what a family's phone meets. Measured, with no target of its own;
// until hydration their forms post as plain HTML.
//
// Last, every page of the site map, loaded once without throttling: the JS
// each ships, against the same budget (the decision names every public page);
// and once cold under the mobile profile, for its hydration after the first paint.

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** «Speed» item 5: script-driven controls answer within this of the first paint. */
const interactiveWithinMs = 1000
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const budgetOverFloor = 20 * 1024
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface NetworkRequest {
	url: string
	statusCode?: number
	resourceType?: string
	transferSize?: number
}

interface PageResult {
	name: string
	path: string
	scores: Record<(typeof categories)[number], number>
	cls: number
	lcpMs: number
	tbtMs: number
	scripts: number
	/** Every script the page loaded, gzipped at level 9 and added up. */
	jsGzipBytes: number
	/** What the browser received for those scripts (the host's own compression, headers included). */
	jsTransferBytes: number
	/** First contentful paint, and the hydration after it, under the mobile profile in Chromium (not Lighthouse's simulation). */
	fcpMs: number
	hydratedAfterPaintMs: number
	lighthouseVersion: string
	/** Audits that cost points outside performance. */
	failing?: string[]
	/** The elements that moved most, with their share of CLS. */
	shifts?: string[]
}

buildFloor()
/** Playwright's Chromium, started on first use: the phone-profile loads throttle their own contexts. */
let browser: Browser | undefined
const playwrightBrowser = async () => (browser ??= await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] }))
const host = await startNodeHost({ ENABLE_TEST_ROUTES: 'true' })
const floor = await serveFloor()
const chrome = await launch({ chromePath, chromeFlags })
try {
	const slug = publishedBlogSlug()
	const pages = [
		{ name: 'home', origin: host.origin, path: '/' },
		{ name: 'GPA calculator', origin: host.origin, path: '/tools/gpa-calculator' },
		{ name: 'blog post', origin: host.origin, path: `/blog/${slug}` },
		{ name: 'pricing', origin: host.origin, path: '/pricing' },
		{ name: 'framework floor', origin: floor.origin, path: '/' },
	]
	const results: PageResult[] = []
	for (const page of pages) {
		// One unmeasured request fills the public-page cache, as a visitor before would have.
		await (await fetch(`${page.origin}${page.path}`)).arrayBuffer()
		console.log(`Lighthouse: ${page.name} (${page.path}), ${runs} run(s)…`)
		const attempts: Array<Omit<PageResult, 'fcpMs' | 'hydratedAfterPaintMs'>> = []
		for (let run = 0; run < runs; run++) attempts.push(await audit(page, chrome.port))
		attempts.sort((a, b) => a.scores.performance - b.scores.performance)
		const paints: Array<{ fcpMs: number; hydratedAfterPaintMs: number }> = []
		// The floor has no hydration mark: it is measured for its script only.
		if (page.origin === host.origin) for (let run = 0; run < runs; run++) paints.push(await paintToInteractive(`${page.origin}${page.path}`))
		else paints.push({ fcpMs: Number.NaN, hydratedAfterPaintMs: Number.NaN })
		results.push({
			...attempts[Math.floor(attempts.length / 2)]!,
			fcpMs: median(paints.map((paint) => paint.fcpMs)),
			hydratedAfterPaintMs: median(paints.map((paint) => paint.hydratedAfterPaintMs)),
		})
	}
	const signedIn = await signedInPages()
	const everyPage = await everyPublicPage()
	report(results, signedIn, everyPage)
} finally {
	await browser?.close()
	await chrome.kill()
	await new Promise((resolve) => floor.server.close(resolve))
	await host.stop()
}

async function audit(page: { name: string; origin: string; path: string }, port: number): Promise<Omit<PageResult, 'fcpMs' | 'hydratedAfterPaintMs'>> {
	const result = await lighthouse(`${page.origin}${page.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
	if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
	const { lhr } = result
	if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`)
	const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
	// Other work in the same checkout may rebuild build/node mid-run: old asset names then 404, and the figures would be wrong.
	const failed = requests.filter((request) => (request.statusCode ?? 0) >= 400)
	if (failed.length > 0) throw new Error(`${page.path} loaded with failed requests (did build/ change during the run?): ${failed.map((request) => `${request.statusCode} ${request.url}`).join(', ')}`)
	const scripts = requests.filter((request) => request.resourceType === 'Script')
	let jsGzipBytes = 0
	for (const script of scripts) {
		const response = await fetch(script.url)
		if (!response.ok) throw new Error(`${script.url} answered ${response.status} after the audit (did build/ change during the run?)`)
		jsGzipBytes += gzipSync(new Uint8Array(await response.arrayBuffer()), { level: 9 }).byteLength
	}
	const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
	const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
	return {
		name: page.name,
		path: page.path,
		scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
		cls: numeric('cumulative-layout-shift'),
		lcpMs: Math.round(numeric('largest-contentful-paint')),
		tbtMs: Math.round(numeric('total-blocking-time')),
		scripts: scripts.length,
		jsGzipBytes,
		jsTransferBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
		lighthouseVersion: lhr.lighthouseVersion,
		...failedAudits(lhr),
		...layoutShifts(lhr),
	}
}

interface SignedInResult {
	name: string
	scripts: number
	jsGzipBytes: number
	fcpMs: number
	hydratedAfterPaintMs: number
}

/** The dashboard, tasks and colleges of the bench family, each cold `runs` times under the mobile profile. */
async function signedInPages(): Promise<SignedInResult[]> {
	const family = await signInBenchFamily(host, 'Phone')
	const { accountId } = family
	const { hostname } = new URL(host.origin)
	const cookies = family.cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/' }))
	const results: SignedInResult[] = []
	for (const name of ['dashboard', 'tasks', 'colleges']) {
		console.log(`Signed in: ${name}, ${runs} run(s)…`)
		const paints: Array<Awaited<ReturnType<typeof paintToInteractive>>> = []
		for (let run = 0; run < runs; run++) paints.push(await paintToInteractive(`${host.origin}/a/${accountId}/${name}`, cookies))
		let jsGzipBytes = 0
		for (const url of paints[0]!.scripts) jsGzipBytes += gzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()), { level: 9 }).byteLength
		results.push({
			name,
			scripts: paints[0]!.scripts.length,
			jsGzipBytes,
			fcpMs: median(paints.map((paint) => paint.fcpMs)),
			hydratedAfterPaintMs: median(paints.map((paint) => paint.hydratedAfterPaintMs)),
		})
	}
	return results
}

interface PublicPageScript {
	path: string
	jsGzipBytes: number
	/** One cold load under the mobile profile: the first paint, and React taking the page over after it. */
	fcpMs: number
	hydratedAfterPaintMs: number
}

/**
 * Every page of the site map (the public site, sign-in and sign-up, the free tools),
 * loaded once without throttling in a fresh context: the JS it ships, held to
 * the same budget as the four pages above (DECISIONS.md «Performance budget»
 * names every public page).
 */
async function everyPublicPage(): Promise<PublicPageScript[]> {
	const sitemap = await (await fetch(`${host.origin}/sitemap.xml`)).text()
	const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
	console.log(`Every page of the site map: ${paths.length} address(es)…`)
	const browser = await playwrightBrowser()
	const gzipBytes = new Map<string, number>()
	const results: PublicPageScript[] = []
	for (const path of paths) {
		const context = await browser.newContext()
		try {
			const page = await context.newPage()
			const scripts = new Set<string>()
			page.on('request', (request) => {
				if (request.resourceType() === 'script') scripts.add(request.url())
			})
			const answer = await page.goto(`${host.origin}${path}`, { waitUntil: 'networkidle' })
			if (answer?.status() !== 200) throw new Error(`${path}, listed in the site map, answered ${answer?.status()}`)
			// The site map lists downloads too (a PDF): not a page, and the browser's own viewer is no script of ours.
			if (!answer.headers()['content-type']?.startsWith('text/html')) continue
			let jsGzipBytes = 0
			for (const url of scripts) {
				if (!gzipBytes.has(url)) gzipBytes.set(url, gzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()), { level: 9 }).byteLength)
				jsGzipBytes += gzipBytes.get(url)!
			}
			// Then once cold on the phone: how long after its first paint a tap on a script-only
			// control waits for React (until then it is noted and acted out at hydration, decision 056).
			const { fcpMs, hydratedAfterPaintMs } = await paintToInteractive(`${host.origin}${path}`)
			results.push({ path, jsGzipBytes, fcpMs, hydratedAfterPaintMs })
		} finally {
			await context.close()
		}
	}
	return results
}

function median(values: number[]) {
	return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

/**
 * One cold load of `url` in Chromium under the mobile profile: when the page
 * first painted, how long after that React took it over (the moment a
 * script-driven control starts answering), and the scripts it loaded. A fresh
 * context each time: nothing cached.
 */
async function paintToInteractive(url: string, cookies: Parameters<BrowserContext['addCookies']>[0] = []) {
	const browser = await playwrightBrowser()
	const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
	try {
		await context.addCookies(cookies)
		const page = await context.newPage()
		const scripts = new Set<string>()
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.add(request.url())
		})
		const cdp = await context.newCDPSession(page)
		await cdp.send('Network.enable')
		await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
		// Noted the moment the root marks the page hydrated, on the page's own clock.
		await page.addInitScript(() => {
			new MutationObserver((_, observer) => {
				if (!document.documentElement.hasAttribute('data-hydrated')) return
				;(window as Window & { hydratedAt?: number }).hydratedAt = performance.now()
				observer.disconnect()
				// The document, not its element: this runs before the parser has made <html>.
			}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
		})
		await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
		await page.waitForFunction(() => (window as Window & { hydratedAt?: number }).hydratedAt !== undefined, null, { timeout: 60_000 })
		const { fcp, hydratedAt } = await page.evaluate(() => ({
			fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
			hydratedAt: (window as Window & { hydratedAt?: number }).hydratedAt!,
		}))
		return { fcpMs: Math.round(fcp), hydratedAfterPaintMs: Math.round(hydratedAt - fcp), scripts: [...scripts] }
	} finally {
		await context.close()
	}
}

/** The audits that cost points outside performance, so the README says what to fix. */
function failedAudits(lhr: Report) {
	const failing: string[] = []
	for (const id of ['accessibility', 'best-practices', 'seo']) {
		for (const ref of lhr.categories[id]?.auditRefs ?? []) {
			const found = lhr.audits[ref.id]
			if (ref.weight > 0 && found && found.score !== null && found.score < 1) failing.push(`${id}: ${ref.id}`)
		}
	}
	return failing.length > 0 ? { failing } : {}
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function layoutShifts(lhr: Report) {
	const items = (lhr.audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { selector?: string; nodeLabel?: string } }> } | undefined)?.items ?? []
	const shifts = items
		.filter((item) => (item.score ?? 0) >= 0.005)
		.slice(0, 3)
		.map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? 'unknown element'} (${(item.score ?? 0).toFixed(3)})`)
	return shifts.length > 0 ? { shifts } : {}
}

function report(results: PageResult[], signedIn: SignedInResult[], everyPage: PublicPageScript[]) {
	const floorResult = results.find((result) => result.name === 'framework floor')!
	const pages = results.filter((result) => result !== floorResult)
	const budget = floorResult.jsGzipBytes + budgetOverFloor
	const summary = [
		...table(
			['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'JS gzip (scripts)', 'FCP ms', 'hydrated after FCP ms'],
			results.map((result) => [
				result.name,
				result.scores.performance,
				result.scores.accessibility,
				result.scores['best-practices'],
				result.scores.seo,
				result.cls.toFixed(3),
				result.lcpMs,
				result.tbtMs,
				`${kib(result.jsGzipBytes)} (${result.scripts})`,
				Number.isNaN(result.fcpMs) ? '–' : result.fcpMs,
				Number.isNaN(result.hydratedAfterPaintMs) ? '–' : result.hydratedAfterPaintMs,
			]),
		),
		'',
		`Lighthouse ${floorResult.lighthouseVersion} (13 needs Node ≥ 22.19; this machine has ${process.version}), mobile preset, median of ${runs} run(s) per page. Pages: \`/\`, \`/tools/gpa-calculator\`, \`/blog/${publishedBlogSlug()}\`, \`/pricing\`; figures in that order below. JS budget: floor ${kib(floorResult.jsGzipBytes)} + 20 KiB = **${kib(budget)}** gzip. FCP and hydration: Chromium under the same mobile profile (150 ms RTT, 1.6 Mbps, 4× CPU), cold, median of ${runs}; before hydration the menus, search and the GPA calculator work as plain HTML (decision 041).`,
	]
	for (const page of pages) {
		if (page.failing) summary.push(`- ${page.name} loses points on: ${page.failing.join(', ')}`)
		if (page.shifts) summary.push(`- ${page.name} layout shifts: ${page.shifts.join(', ')}`)
	}
	summary.push(
		'',
		`Signed-in pages of the bench family (the seeded plan, ten colleges) under the same mobile profile in Chromium, cold, median of ${runs}: what a family's phone meets. Measured, no target of their own; until hydration their forms post as plain HTML. JS = the scripts requested by the load event and hydration, gzip -9.`,
		'',
		...table(
			['page', 'JS gzip (scripts)', 'FCP ms', 'hydrated after FCP ms'],
			signedIn.map((page) => [page.name, `${kib(page.jsGzipBytes)} (${page.scripts})`, page.fcpMs, page.hydratedAfterPaintMs]),
		),
	)
	const overBudget = everyPage.filter((page) => page.jsGzipBytes > budget).sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)
	const sizes = everyPage.map((page) => page.jsGzipBytes).sort((a, b) => a - b)
	summary.push(
		'',
		`Every page of the site map (${everyPage.length}; its downloads left out), loaded once in Chromium without throttling, JS gzip -9: ${kib(sizes[0]!)} to ${kib(sizes.at(-1)!)}, median ${kib(median(sizes))}; ${everyPage.length - overBudget.length} within the budget (${kib(budget)}).${overBudget.length > 0 ? ` Over it: ${overBudget.map((page) => `\`${page.path}\` ${kib(page.jsGzipBytes)}`).join(', ')}.` : ''}`,
	)
	const hydrations = everyPage.map((page) => page.hydratedAfterPaintMs).sort((a, b) => a - b)
	const lateHydrations = everyPage.filter((page) => page.hydratedAfterPaintMs > interactiveWithinMs).sort((a, b) => b.hydratedAfterPaintMs - a.hydratedAfterPaintMs)
	summary.push(
		'',
		`The same pages once each, cold, under the mobile profile: React takes a page over ${hydrations[0]} to ${hydrations.at(-1)} ms after its first paint, median ${median(hydrations)} ms; ${everyPage.length - lateHydrations.length} of ${everyPage.length} within ${interactiveWithinMs} ms.${lateHydrations.length > 0 ? ` Later: ${lateHydrations.map((page) => `\`${page.path}\` ${page.hydratedAfterPaintMs} ms`).join(', ')}.` : ''} Until then their links, forms, menus and search work as HTML, and a tap on a script-only button or a change to a field is noted and acted out at hydration (decision 056).`,
	)
	console.log(`\n${summary.join('\n')}`)
	const checks: Check[] = []
	const all = (target: string, met: (page: PageResult) => boolean, shown: (page: PageResult) => string) =>
		checks.push({ target, measured: pages.map(shown).join(' / '), met: pages.every(met) })
	all('performance ≥ 98', (page) => page.scores.performance >= 98, (page) => String(page.scores.performance))
	all('accessibility 100', (page) => page.scores.accessibility === 100, (page) => String(page.scores.accessibility))
	all('best practices 100', (page) => page.scores['best-practices'] === 100, (page) => String(page.scores['best-practices']))
	all('SEO 100', (page) => page.scores.seo === 100, (page) => String(page.scores.seo))
	all('CLS < 0.02', (page) => page.cls < 0.02, (page) => page.cls.toFixed(3))
	all(`JS ≤ floor + 20 KiB (${kib(budget)} gzip)`, (page) => page.jsGzipBytes <= budget, (page) => kib(page.jsGzipBytes))
	checks.push({
		target: 'every page of the site map within the JS budget',
		measured: `${everyPage.length - overBudget.length} of ${everyPage.length}`,
		met: overBudget.length === 0,
	})
	all(`hydrated within ${interactiveWithinMs} ms of the first paint (mobile profile)`, (page) => page.hydratedAfterPaintMs <= interactiveWithinMs, (page) => `${page.hydratedAfterPaintMs} ms`)
	saveSection('lighthouse', {
		summary,
		checks,
		figures: { lighthouse: floorResult.lighthouseVersion, preset: 'mobile', runsPerPage: runs, chromium: chromePath, floorJsGzipBytes: floorResult.jsGzipBytes, budgetJsGzipBytes: budget, pages: results, signedIn, everyPage },
	})
}
