import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['tests/worker/**/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 240_000,
	},
})
