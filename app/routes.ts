import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),

	// Sign-up, sign-in and sessions.
	route('signup', 'routes/signup.tsx'),
	route('login', 'routes/login.tsx'),
	route('verify-email', 'routes/verify-email.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('unauthorized', 'routes/unauthorized.tsx'),

	// Pricing and billing.
	route('pricing', 'routes/pricing.tsx'),
	route('pricing-app', 'routes/pricing-app.tsx'),
	route('premium-preview', 'routes/premium-preview.tsx'),
	route('subscription-confirm', 'routes/subscription-confirm.tsx'),
	route('billing/checkout', 'routes/billing.checkout.tsx'),
	route('webhooks/stripe', 'routes/webhooks.stripe.ts'),

	// Signed-in area.
	route('onboarding', 'routes/onboarding.tsx'),
	route('add-student', 'routes/add-student.tsx'),
	route('dashboard', 'routes/dashboard.tsx'),
	route('invite/:token', 'routes/invite.$token.tsx'),
	route('a/:accountId', 'routes/a/layout.tsx', [
		route('dashboard', 'routes/a/dashboard.tsx'),
		...['tasks', 'tests', 'financial-aid', 'colleges', 'contacts', 'resources'].map((path) =>
			route(path, 'routes/a/section.tsx', { id: `a-${path}` }),
		),
		route('profile', 'routes/a/profile.tsx'),
		route('applications', 'routes/a/applications.tsx'),
		route('settings', 'routes/a/settings.tsx'),
		route('admin/entitlements', 'routes/a/admin-entitlements.tsx'),
	]),

	// Server functions (DESIGN.md §3).
	route('_serverFn/:id', 'routes/_serverFn.$id.ts'),

	// Test-only routes, answered only with ENABLE_TEST_ROUTES=true.
	route('test/errors', 'routes/test.errors.tsx'),
	route('test/server-fns', 'routes/test.server-fns.tsx'),
	route('test/bootstrap', 'routes/test.bootstrap.tsx'),

	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
