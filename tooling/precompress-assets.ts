import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

// The Node host's hashed files are compressed here, once per build, at
// brotli's and gzip's best, and served as they are (decision 058): compressed
// per request, a browser got brotli at quality 4, about 14 % more bytes, and
// the server paid for it on every visitor's first load. The Worker's client
// build is left alone: Cloudflare compresses at its edge.

/** Text the browser fetches; fonts and pictures are compressed already. */
const compressible = /\.(js|css|svg|json)$/
/** Below this a file gains nothing worth a second and third copy. */
const minBytes = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Compresses `clientAssets` (the client build's assets folder) after the
 * server build, the last step of `react-router build`: React Router writes its
 * browser manifest (`assets/manifest-*.js`) there then, after the client's own
 * bundle was written.
 */
export function precompressAssets(clientAssets: string): Plugin {
	return {
		name: 'northstar:precompress-assets',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'ssr',
		async writeBundle() {
			await precompressDirectory(clientAssets)
		},
	}
}

/** Writes `name.br` and `name.gz` beside each compressible file of `dir`. */
export async function precompressDirectory(dir: string) {
	const names = await readdir(dir)
	await Promise.all(
		names
			.filter((name) => compressible.test(name))
			.map(async (name) => {
				const file = path.join(dir, name)
				const source = await readFile(file)
				if (source.byteLength < minBytes) return
				const [br, gz] = await Promise.all([
					brotli(source, {
						params: {
							[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
							[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
							[constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
						},
					}),
					gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
				])
				await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
			}),
	)
}
