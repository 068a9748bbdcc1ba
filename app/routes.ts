import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),

	// Server functions (DESIGN.md §3).
	route('_serverFn/:id', 'routes/_serverFn.$id.ts'),

	// Test-only routes, answered only with ENABLE_TEST_ROUTES=true.
	route('test/errors', 'routes/test.errors.tsx'),
	route('test/server-fns', 'routes/test.server-fns.tsx'),

	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
