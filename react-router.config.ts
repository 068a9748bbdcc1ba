import { type Config } from '@react-router/dev/config'

// One tree, two builds (DESIGN.md §9): TARGET=worker switches on the Cloudflare
// plugin and the Vite environment API, and writes to its own build directory.
const isWorker = process.env.TARGET === 'worker'

export default {
	ssr: true,
	buildDirectory: isWorker ? 'build/worker' : 'build/node',
	future: {
		v8_middleware: true,
		v8_viteEnvironmentApi: isWorker,
	},
} satisfies Config
