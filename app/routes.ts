import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// The route table, grouped as the spec groups it (§2).

const publicPages: Array<[path: string, file: string]> = [
	// Marketing.
	['about', 'about.tsx'],
	['features', 'features.tsx'],
	['get-started', 'get-started.tsx'],
	['quiz', 'quiz.tsx'],
	['contact', 'contact.tsx'],
	['terms', 'terms.tsx'],
	['privacy', 'privacy.tsx'],
	['unauthorized', 'unauthorized.tsx'],
	['pricing', 'pricing.tsx'],
	['premium-preview', 'premium-preview.tsx'],
	['fb', 'fb.tsx'],
	['coalition', 'coalition.tsx'],
	['common-app', 'common-app.tsx'],
	['college-command-center', 'college-command-center.tsx'],
	['college-planning-starter-kit', 'college-planning-starter-kit.tsx'],
	['adhd-support', 'adhd-support.tsx'],
	['adhd-families', 'adhd-families.tsx'],
	// Landing, grades.
	['landing/senior-emergency', 'landing.senior-emergency.tsx'],
	['landing/senior-complete-journey', 'landing.senior-complete-journey.tsx'],
	['landing/psat-prep', 'landing.psat-prep.tsx'],
	['landing/adhd-support', 'landing.adhd-support.tsx'],
	['grades', 'grades.index.tsx'],
	['grades/:grade', 'grades.$grade.tsx'],
	// Tools.
	['tools', 'tools.index.tsx'],
	['tools/gpa-calculator', 'tools.gpa-calculator.tsx'],
	['tools/college-match', 'tools.college-match.tsx'],
	['tools/cost-calculator', 'tools.cost-calculator.tsx'],
	['tools/timeline-builder', 'tools.timeline-builder.tsx'],
	// Resource guides.
	['resources', 'resources.index.tsx'],
	['resources/test-prep-timeline', 'resources.test-prep-timeline.tsx'],
	['resources/study-skills', 'resources.study-skills.tsx'],
	['resources/score-calculator', 'resources.score-calculator.tsx'],
	['resources/roi-calculator', 'resources.roi-calculator.tsx'],
	['resources/rec-letter-tracker', 'resources.rec-letter-tracker.tsx'],
	['resources/psat-prep', 'resources.psat-prep.tsx'],
	['resources/leadership-opportunities', 'resources.leadership-opportunities.tsx'],
	['resources/leadership-guide', 'resources.leadership-guide.tsx'],
	['resources/goal-setting', 'resources.goal-setting.tsx'],
	['resources/financial-aid-calculator', 'resources.financial-aid-calculator.tsx'],
	['resources/decision-matrix', 'resources.decision-matrix.tsx'],
	['resources/deadlines-calendar', 'resources.deadlines-calendar.tsx'],
	['resources/college-list-builder', 'resources.college-list-builder.tsx'],
	['resources/college-exploration', 'resources.college-exploration.tsx'],
	['resources/backup-plans', 'resources.backup-plans.tsx'],
	['resources/application-tracker', 'resources.application-tracker.tsx'],
	['resources/ap-readiness-quiz', 'resources.ap-readiness-quiz.tsx'],
	['resources/ap-guide', 'resources.ap-guide.tsx'],
	['resources/adulting-checklist', 'resources.adulting-checklist.tsx'],
	['resources/activity-finder', 'resources.activity-finder.tsx'],
	['resources/9th-grade-checklist', 'resources.9th-grade-checklist.tsx'],
	['resources/common-app', 'resources.common-app.tsx'],
	['resources/essays', 'resources.essays.tsx'],
	['resources/financial-aid', 'resources.financial-aid.tsx'],
	// Blog.
	['blog', 'blog.index.tsx'],
	['blog/all', 'blog.all.tsx'],
	['blog/featured', 'blog.featured.tsx'],
	['blog/search', 'blog.search.tsx'],
	['blog/subscribe', 'blog.subscribe.tsx'],
	['blog/subscribe/confirm', 'blog.subscribe.confirm.tsx'],
	['blog/unsubscribe', 'blog.unsubscribe.tsx'],
	['blog/topics/:topic', 'blog.topics.$topic.tsx'],
	['blog/categories/:category', 'blog.categories.$category.tsx'],
	['blog/:slug', 'blog.$slug.tsx'],
	// Internal ad previews (noindex).
	['ad-preview', 'ad-preview.tsx'],
	['deadline-ad-preview', 'deadline-ad-preview.tsx'],
]

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
