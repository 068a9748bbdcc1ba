import { defineConfig } from 'vitest/config'
import { blogPlugins } from './tooling/blog-plugin'

// Unit and server-function tests. They import app modules directly, so the
// React Router plugin (which owns route modules and HMR) is left out; the blog's
// MDX compiler and content modules are in, as posts are rendered in tests.
export default defineConfig({
	plugins: [blogPlugins()],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tooling/**/*.test.ts'],
		environment: 'node',
		pool: 'forks',
		testTimeout: 20_000,
	},
})
