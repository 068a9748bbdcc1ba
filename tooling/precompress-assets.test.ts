import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { OutputBundle } from 'rollup'
import { afterEach, expect, test } from 'vitest'
import { precompressAssets } from './precompress-assets'

const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function writeBundle(bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }>) {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-precompress-'))
	dirs.push(dir)
	// Rollup has written the bundle by then.
	mkdirSync(path.join(dir, 'assets'))
	const outputs = Object.fromEntries(Object.entries(bundle).map(([fileName, file]) => [fileName, { ...file, fileName }])) as unknown as OutputBundle
	const hook = precompressAssets().writeBundle as (this: unknown, options: { dir: string }, bundle: OutputBundle) => Promise<void>
	await hook.call({}, { dir }, outputs)
	return dir
}

test('a script or stylesheet of 1 KiB or more gets a brotli and a gzip copy of itself; a small file, a font or a picture none', async () => {
	const code = `export const copy = ${JSON.stringify('Plan every deadline. '.repeat(200))}\n`
	const css = `.card{padding:1rem}\n`.repeat(100)
	const dir = await writeBundle({
		'assets/page-abc.js': { type: 'chunk', code },
		'assets/app-abc.css': { type: 'asset', source: css },
		'assets/tiny-abc.js': { type: 'chunk', code: 'export const a = 1\n' },
		'assets/inter-abc.woff2': { type: 'asset', source: new Uint8Array(4096) },
	})
	const file = (name: string) => path.join(dir, 'assets', name)
	expect(brotliDecompressSync(readFileSync(file('page-abc.js.br'))).toString()).toBe(code)
	expect(gunzipSync(readFileSync(file('page-abc.js.gz'))).toString()).toBe(code)
	expect(brotliDecompressSync(readFileSync(file('app-abc.css.br'))).toString()).toBe(css)
	for (const skipped of ['tiny-abc.js', 'inter-abc.woff2']) {
		expect(existsSync(file(`${skipped}.br`)), skipped).toBe(false)
		expect(existsSync(file(`${skipped}.gz`)), skipped).toBe(false)
	}
})
