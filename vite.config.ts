import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import { defineConfig } from 'vite'
import reactRouterConfig from './react-router.config'
import { blogPlugins } from './tooling/blog-plugin'
import { clientChunks } from './tooling/client-chunks'
import { fontSubsets } from './tooling/font-subsets'
import { precompressAssets } from './tooling/precompress-assets'
import { serviceWorkerPlugin } from './tooling/service-worker-plugin'

const isWorker = process.env.TARGET === 'worker'

export default defineConfig({
	plugins: [
		isWorker && cloudflare({ viteEnvironment: { name: 'ssr' } }),
		fontSubsets(),
		...blogPlugins(),
		tailwindcss(),
		reactRouter(),
		serviceWorkerPlugin(),
		!isWorker && precompressAssets(path.resolve(reactRouterConfig.buildDirectory, 'client/assets')),
	],
	build: { assetsInlineLimit: 0 },
	environments: {
		// Fewer, better-compressed files for the browser (decision 019).
		client: { build: { rollupOptions: { output: { manualChunks: clientChunks, onlyExplicitManualChunks: true } } } },
		// The Worker's code is uploaded and counted compressed (decision 013):
		// minified, it is about a quarter smaller.
		...(isWorker ? { ssr: { build: { minify: true } } } : {}),
	},
})
