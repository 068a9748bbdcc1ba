import { defineConfig } from 'vitest/config'
import { blogPlugins } from '../../tooling/blog-plugin'

// The Worker tests: the build in workerd against the test stand-ins. One file
// at a time (each starts its own workerd; two cores). The blog plugin is in
// because the parity test imports the server-function registry, as the unit tests do.
export default defineConfig({
	plugins: [blogPlugins()],
	test: {
		include: ['tests/worker/**/*.test.ts'],
		environment: 'node',
		fileParallelism: false,
		testTimeout: 30_000,
		hookTimeout: 240_000,
	},
})
