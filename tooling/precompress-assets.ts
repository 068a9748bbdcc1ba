import { writeFile } from 'node:fs/promises'
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

export function precompressAssets(): Plugin {
	return {
		name: 'northstar:precompress-assets',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		async writeBundle(options, bundle) {
			const files = Object.values(bundle).filter((file) => compressible.test(file.fileName))
			await Promise.all(
				files.map(async (file) => {
					const source = Buffer.from(file.type === 'chunk' ? file.code : file.source)
					if (source.byteLength < minBytes) return
					const target = path.join(options.dir!, file.fileName)
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
					await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)])
				}),
			)
		},
	}
}
