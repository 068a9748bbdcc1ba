import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// The Worker bundle's size as Cloudflare counts it: the server-side modules, gzipped.

export function workerBundleSize(dir = 'build/worker/server') {
	const files: string[] = []
	const walk = (folder: string) => {
		for (const entry of readdirSync(folder)) {
			const full = path.join(folder, entry)
			if (statSync(full).isDirectory()) walk(full)
			else if (/\.(m?js|wasm)$/.test(entry)) files.push(full)
		}
	}
	walk(dir)
	const raw = Buffer.concat(files.map((file) => readFileSync(file)))
	return { files: files.length, bytes: raw.byteLength, gzipBytes: gzipSync(raw, { level: 9 }).byteLength }
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const { files, bytes, gzipBytes } = workerBundleSize()
	const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
	console.log(`Worker bundle: ${files} modules, ${kib(bytes)} raw, ${kib(gzipBytes)} gzip (limit to stay under: 1024 KiB)`)
}
