import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { publicPages } from './public-pages'

// The route table, grouped as the spec groups it (§2).

export default [
	layout('routes/public/layout.tsx', [
		index('routes/public/home.tsx'),
		...publicPages.map(([path, file]) => route(path, `routes/public/${file}`)),
	]),

	// Downloads, sitemap, robots.
	route('downloads/leadership-opportunities-pdf', 'routes/downloads.leadership-opportunities-pdf.ts'),
	route('downloads/college-planning-starter-kit-pdf', 'routes/downloads.college-planning-starter-kit-pdf.ts'),
	route('tools/timeline-builder/calendar.ics', 'routes/tools.timeline-builder.calendar[.]ics.ts'),
	route('calendar/:file', 'routes/calendar.$file.ts'),
	route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
	route('blog/rss.xml', 'routes/blog.rss[.]xml.ts'),
	route('blog-article/:slug', 'routes/blog-article.$slug.ts'),
	route('robots.txt', 'routes/robots[.]txt.ts'),

	// Sign-up, sign-in and sessions.
	route('signup', 'routes/signup.tsx'),
	route('login', 'routes/login.tsx'),
	route('verify-email', 'routes/verify-email.tsx'),
	route('logout', 'routes/logout.tsx'),

	// Pricing app-style picker and billing.
	route('pricing-app', 'routes/pricing-app.tsx'),
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
		route('tasks', 'routes/a/tasks.tsx'),
		route('tests', 'routes/a/tests.tsx'),
		route('resources', 'routes/a/resources.tsx'),
		route('colleges', 'routes/a/colleges.tsx'),
		route('financial-aid', 'routes/a/financial-aid.tsx'),
		route('contacts', 'routes/a/contacts.tsx'),
		route('profile', 'routes/a/profile.tsx'),
		route('applications', 'routes/a/applications.tsx'),
		route('settings', 'routes/a/settings.tsx'),
		route('admin/entitlements', 'routes/a/admin-entitlements.tsx'),
		// This browser's push subscription (JSON, no page): under the layout, so its middleware checks the member.
		route('push-subscription', 'routes/a/push-subscription.ts'),
	]),
	// The assistant's streaming chat, per student account and for public pages.
	route('a/:accountId/assistant/chat', 'routes/a/assistant.chat.ts'),
	route('assistant/chat', 'routes/assistant.chat.ts'),
	// The document vault's upload and its access-checked download (no page around them).
	route('a/:accountId/documents/upload', 'routes/a/documents.upload.ts'),
	route('a/:accountId/documents/:documentId', 'routes/a/documents.$documentId.ts'),

	// Server functions (DESIGN.md §3).
	route('_serverFn/:id', 'routes/_serverFn.$id.ts'),

	// Test-only routes, answered only with ENABLE_TEST_ROUTES=true.
	route('test/errors', 'routes/test.errors.tsx'),
	route('test/server-fns', 'routes/test.server-fns.tsx'),
	route('test/bootstrap', 'routes/test.bootstrap.tsx'),

	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
