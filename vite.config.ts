import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { blogPlugins } from './tooling/blog-plugin'
import { shellChunk } from './tooling/shell-chunk'

const isWorker = process.env.TARGET === 'worker'

export default defineConfig({
	plugins: [
		isWorker && cloudflare({ viteEnvironment: { name: 'ssr' } }),
		...blogPlugins(),
		tailwindcss(),
		reactRouter(),
	],
	build: { assetsInlineLimit: 0 },
	// The Worker's code is uploaded and counted compressed (decision 013):
	// minified, it is about a quarter smaller.
	environments: {
		client: { build: { rollupOptions: { output: { manualChunks: shellChunk, onlyExplicitManualChunks: true } } } },
		...(isWorker ? { ssr: { build: { minify: true } } } : {}),
	},
})
