import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { OutputBundle, OutputChunk } from 'rollup'
import type { Plugin } from 'vite'
import { interFaces } from './font-subsets'

// Builds the service worker (service-worker/sw.ts) into the client build as
// /sw.js, for both hosts (decision 045). Workbox's own build tool is left out
// (it brings Babel and Rollup); its runtime modules are bundled here with
// esbuild, and the precache list is made from the client bundle just written:
// the entry and root chunks with their static imports, the stylesheets, the
// Latin font, plus a few files from public/. Hashed names need no revision;
// the public files are revised by their content.

/** The Latin face (tooling/font-subsets.ts) as Vite names it in assets/: every page's text needs it. */
const latinFont = new RegExp(`${interFaces[0]!.output.replace(/\.woff2$/, '')}-[\\w-]+\\.woff2$`)

/**
 * The app shell may not grow past this without a decision: it is fetched on
 * install, on every phone. Uncompressed bytes; 474 KB when it was set (the
 * framework and entry chunks are most of it, and every page loads them anyway).
 */
export const PRECACHE_BUDGET_BYTES = 560 * 1024

const publicShell = ['offline.html', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png']

export function serviceWorkerPlugin({ root = process.cwd() }: { root?: string } = {}): Plugin {
	return {
		name: 'northstar:service-worker',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		async writeBundle(options, bundle) {
			const outDir = options.dir!
			const entries = precacheEntries(bundle, root)
			const bytes = entries.reduce((total, entry) => total + entry.bytes, 0)
			if (bytes > PRECACHE_BUDGET_BYTES) {
				const list = entries.map((entry) => `${entry.url} ${Math.round(entry.bytes / 1024)} KB`).join('\n')
				this.error(`The service worker's app shell is ${Math.round(bytes / 1024)} KB, over its ${PRECACHE_BUDGET_BYTES / 1024} KB budget:\n${list}`)
			}
			await build({
				entryPoints: [path.join(root, 'service-worker/sw.ts')],
				outfile: path.join(outDir, 'sw.js'),
				bundle: true,
				format: 'iife',
				target: 'es2022',
				minify: true,
				legalComments: 'none',
				logLevel: 'warning',
				define: {
					// Workbox logs at length in development builds.
					'process.env.NODE_ENV': '"production"',
					__PRECACHE_MANIFEST__: JSON.stringify(entries.map(({ url, revision }) => ({ url, revision }))),
				},
			})
			this.info(`sw.js: ${entries.length} files precached, ${Math.round(bytes / 1024)} KB`)
		},
	}
}

interface Entry {
	url: string
	revision: string | null
	bytes: number
}

function precacheEntries(bundle: OutputBundle, root: string): Entry[] {
	const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
	const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
	const shell = new Set<string>()
	const add = (fileName: string) => {
		if (shell.has(fileName)) return
		shell.add(fileName)
		for (const imported of byName.get(fileName)?.imports ?? []) add(imported)
	}
	for (const chunk of chunks) {
		if (/\/app\/(root|entry\.client)\.tsx(\?|$)/.test(chunk.facadeModuleId ?? '')) add(chunk.fileName)
	}
	for (const item of Object.values(bundle)) {
		if (item.type !== 'asset') continue
		if (item.fileName.endsWith('.css') || latinFont.test(item.fileName)) shell.add(item.fileName)
	}
	const entries: Entry[] = [...shell].sort().map((fileName) => {
		const item = bundle[fileName]!
		const bytes = item.type === 'chunk' ? Buffer.byteLength(item.code) : typeof item.source === 'string' ? Buffer.byteLength(item.source) : item.source.byteLength
		return { url: `/${fileName}`, revision: null, bytes }
	})
	for (const file of publicShell) {
		const content = readFileSync(path.join(root, 'public', file))
		entries.push({ url: `/${file}`, revision: createHash('sha256').update(content).digest('hex').slice(0, 16), bytes: content.byteLength })
	}
	return entries
}
