import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { precompressDirectory } from './precompress-assets'

const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function assetsDir(files: Record<string, string | Uint8Array>) {
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-precompress-'))
	dirs.push(dir)
	for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content)
	return dir
}

test('a script, stylesheet, SVG or JSON file of 1 KiB or more gets a brotli and a gzip copy; a smaller file, a font or a picture none', async () => {
	const code = `export const copy = ${JSON.stringify('Plan every deadline. '.repeat(200))}\n`
	const css = `.card{padding:1rem}\n`.repeat(100)
	const exactlyOneKiB = 'x'.repeat(1024)
	const dir = assetsDir({
		'page-abc.js': code,
		'app-abc.css': css,
		'manifest-abc.js': exactlyOneKiB,
		'tiny-abc.js': 'x'.repeat(1023),
		'inter-abc.woff2': new Uint8Array(4096),
		'hero-abc.webp': new Uint8Array(4096),
	})
	await precompressDirectory(dir)
	const file = (name: string) => path.join(dir, name)
	expect(brotliDecompressSync(readFileSync(file('page-abc.js.br'))).toString()).toBe(code)
	expect(gunzipSync(readFileSync(file('page-abc.js.gz'))).toString()).toBe(code)
	expect(brotliDecompressSync(readFileSync(file('app-abc.css.br'))).toString()).toBe(css)
	expect(gunzipSync(readFileSync(file('app-abc.css.gz'))).toString()).toBe(css)
	expect(brotliDecompressSync(readFileSync(file('manifest-abc.js.br'))).toString()).toBe(exactlyOneKiB)
	for (const skipped of ['tiny-abc.js', 'inter-abc.woff2', 'hero-abc.webp']) {
		expect(existsSync(file(`${skipped}.br`)), skipped).toBe(false)
		expect(existsSync(file(`${skipped}.gz`)), skipped).toBe(false)
	}
})
