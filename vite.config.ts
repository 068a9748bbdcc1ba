import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const isWorker = process.env.TARGET === 'worker'

export default defineConfig({
	plugins: [
		isWorker && cloudflare({ viteEnvironment: { name: 'ssr' } }),
		tailwindcss(),
		reactRouter(),
	],
	build: { assetsInlineLimit: 0 },
})
