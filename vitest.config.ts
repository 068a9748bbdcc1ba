import { defineConfig } from 'vitest/config'

// Unit and server-function tests. They import app modules directly, so the
// React Router plugin (which owns route modules and HMR) is left out.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		pool: 'forks',
		testTimeout: 20_000,
	},
})
