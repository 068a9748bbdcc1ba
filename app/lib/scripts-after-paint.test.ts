import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { FALLBACK_DELAY_MS, LOAD_FALLBACK_MS, loadScriptsAfterPaint } from './scripts-after-paint'

const nonce = 'n0nce+/='
const moduleCode = ';\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"note":"a </p> & \\u2028"};\nimport("/assets/entry.client-1.js");'
const page =
	'<!DOCTYPE html><html><head><title>Post</title>' +
	'<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js" nonce="n0nce+/="/>' +
	'<link rel="modulepreload" href="/assets/root-1.js?v=1&amp;x=2" nonce="n0nce+/="/>' +
	'<link rel="stylesheet" href="/assets/app.css"/></head>' +
	`<body><p>Text</p><script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
	`<script nonce="${nonce}" type="module" async="">${moduleCode}</script>` +
	`<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("data");</script></body></html>`

/**
 * Runs the starter script against a pretend browser: the page loads (or not),
 * frames are painted (or not), then every timer runs in order of its delay.
 */
function runStarter(html: string, { loads, paints, loadedAlready = false }: { loads: boolean; paints: boolean; loadedAlready?: boolean }) {
	const starter = /<script nonce="[^"]+">(\(function[\s\S]*?)<\/script>/.exec(html)![1]!
	const added: Array<Record<string, string>> = []
	const frames: Array<() => void> = []
	const timers: Array<{ run: () => void; ms: number }> = []
	const onLoad: Array<() => void> = []
	const element = (tag: string) => ({ tag }) as Record<string, string>
	runInNewContext(starter, {
		document: {
			readyState: loadedAlready ? 'complete' : 'interactive',
			createElement: element,
			head: { appendChild: (node: Record<string, string>) => added.push({ ...node, parent: 'head' }) },
			body: { appendChild: (node: Record<string, string>) => added.push({ ...node, parent: 'body' }) },
		},
		window: { addEventListener: (type: string, run: () => void) => type === 'load' && onLoad.push(run) },
		requestAnimationFrame: (run: () => void) => frames.push(run),
		setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
	})
	expect(added).toEqual([])
	if (loads) for (const run of onLoad) run()
	if (paints) for (const frame of frames) frame()
	const delays = timers.map((timer) => timer.ms)
	for (const timer of [...timers].sort((a, b) => a.ms - b.ms)) timer.run()
	return { added, delays }
}

test('the preloads leave the head and the module script waits for the first paint', () => {
	const html = loadScriptsAfterPaint(page, nonce)
	expect(html).not.toContain('rel="modulepreload"')
	expect(html).not.toContain('type="module"')
	expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
	expect(html).toContain(`<body><p>Text</p><script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}">(function`)
	expect(html).toContain('streamController.enqueue("data")')
	// Nothing in the starter can close its own script element early.
	const starter = html.slice(html.indexOf('(function'), html.indexOf('</script>', html.indexOf('(function')))
	expect(starter).not.toMatch(/<\/?[a-z]/i)

	const { added, delays } = runStarter(html, { loads: true, paints: true })
	expect(added).toEqual([
		{ tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-1.js', parent: 'head' },
		{ tag: 'link', rel: 'modulepreload', href: '/assets/root-1.js?v=1&x=2', parent: 'head' },
		{ tag: 'script', type: 'module', nonce, textContent: moduleCode, parent: 'body' },
	])
	expect(delays.sort((a, b) => a - b)).toEqual([0, FALLBACK_DELAY_MS, LOAD_FALLBACK_MS])
})

test('nothing starts before the load; a tab without frames, or a load that never ends, still starts, once', () => {
	const html = loadScriptsAfterPaint(page, nonce)
	for (const situation of [
		{ loads: true, paints: false },
		{ loads: false, paints: false },
		{ loads: false, paints: true },
		{ loads: false, paints: true, loadedAlready: true },
	]) {
		const { added, delays } = runStarter(html, situation)
		expect(added.filter((node) => node.tag === 'script'), JSON.stringify(situation)).toHaveLength(1)
		expect(added).toHaveLength(3)
		// Before the load, only the long fallback is waiting.
		if (!situation.loads && !situation.loadedAlready) expect(delays).toEqual([LOAD_FALLBACK_MS])
	}
})

test('a document without a module script, or without a nonce, is left as it is', () => {
	const withoutScripts = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>'
	expect(loadScriptsAfterPaint(withoutScripts, nonce)).toBe(withoutScripts)
	expect(loadScriptsAfterPaint(page, undefined)).toBe(page)
})
