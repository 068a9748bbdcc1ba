import { resources } from '../../../content/resources/catalog'

// The public site's map: every public page with the words people search for.
// The search index, the sitemap and the footer read it; a test checks it
// against the route table so it cannot go stale. The breadcrumbs' names are
// in breadcrumbs.ts, apart, so every page does not ship this whole map.

export type SearchItemType = 'page' | 'feature' | 'resource' | 'blog' | 'faq'

export interface SitePage {
	path: string
	title: string
	description: string
	keywords: string[]
	tags: string[]
	grade?: '9th' | '10th' | '11th' | '12th'
	/** Left out of the sitemap and search (internal previews, account pages). */
	internal?: boolean
}

export const sitePages: SitePage[] = [
	{ path: '/', title: 'Home', description: 'Your college prep companion, from 9th grade to move-in day.', keywords: ['college prep', 'plan', 'deadlines'], tags: ['start'] },
	{ path: '/about', title: 'About Northstar', description: 'Why we built a college-prep companion for students and families.', keywords: ['mission', 'privacy', 'team'], tags: ['company'] },
	{ path: '/features', title: 'Features', description: 'Plan, reminders, college list, applications, documents, aid and the family view.', keywords: ['tasks', 'reminders', 'document vault', 'college list', 'assistant'], tags: ['product'] },
	{ path: '/pricing', title: 'Pricing', description: 'One plan per student, with a free trial and no credit card required.', keywords: ['price', 'cost', 'subscription', 'trial'], tags: ['billing'] },
	{ path: '/premium-preview', title: 'Premium preview', description: 'What the Starter, Growth and Premium plans include, feature by feature.', keywords: ['premium', 'plans', 'compare'], tags: ['billing'] },
	{ path: '/get-started', title: 'Get started', description: 'Three steps to your student’s plan.', keywords: ['sign up', 'start', 'onboarding'], tags: ['start'] },
	{ path: '/quiz', title: 'Where are you in the college process?', description: 'A short quiz that recommends where to start.', keywords: ['quiz', 'starting point', 'assessment'], tags: ['start'] },
	{ path: '/tools', title: 'Free tools', description: 'Free college planning tools: start with the GPA calculator.', keywords: ['tools', 'calculator'], tags: ['tools'] },
	{ path: '/tools/gpa-calculator', title: 'GPA Calculator', description: 'Weighted and unweighted GPA, cumulative GPA, and the GPA you need for a goal.', keywords: ['gpa', 'grades', 'weighted', 'unweighted', 'honors', 'ap'], tags: ['tools'] },
	{ path: '/tools/college-match', title: 'College Match Quiz', description: 'Ten questions, ranked matches from the College Scorecard, sorted into reach, target and safety.', keywords: ['college match', 'college search', 'reach', 'target', 'safety'], tags: ['tools'] },
	{ path: '/tools/cost-calculator', title: 'Cost Comparison', description: 'Up to four colleges side by side: sticker price, net price for your income, debt and earnings.', keywords: ['cost', 'net price', 'tuition', 'debt', 'earnings'], tags: ['tools'] },
	{ path: '/tools/timeline-builder', title: 'Application Timeline', description: 'Every deadline from today to move-in, month by month, as a calendar file.', keywords: ['timeline', 'deadlines', 'calendar', 'early action', 'early decision'], tags: ['tools'] },
	{ path: '/grades', title: 'By grade', description: 'What to do in each year of high school, month by month.', keywords: ['timeline', 'high school', 'year by year'], tags: ['grades'] },
	{ path: '/grades/9th', title: '9th grade plan', description: 'Freshman year: the transcript starts, habits, activities.', keywords: ['freshman', 'study skills', 'activities'], tags: ['grades'], grade: '9th' },
	{ path: '/grades/10th', title: '10th grade plan', description: 'Sophomore year: PSAT practice, AP planning, summer plans.', keywords: ['sophomore', 'psat 10', 'ap classes'], tags: ['grades'], grade: '10th' },
	{ path: '/grades/11th', title: '11th grade plan', description: 'Junior year: PSAT/NMSQT, SAT or ACT, college list, visits.', keywords: ['junior', 'sat', 'act', 'national merit', 'college visits'], tags: ['grades'], grade: '11th' },
	{ path: '/grades/12th', title: '12th grade plan', description: 'Senior year: applications, essays, FAFSA, decisions, move-in.', keywords: ['senior', 'applications', 'fafsa', 'decision day'], tags: ['grades'], grade: '12th' },
	{ path: '/common-app', title: 'Common App guide', description: '900+ colleges, 7 sections, 150-character activities, the 650-word essay.', keywords: ['common application', 'personal essay', 'activities list', 'recommendations'], tags: ['applications', 'common app'] },
	{ path: '/coalition', title: 'Coalition Application guide', description: 'The Coalition on Scoir: 150+ member schools and how it differs.', keywords: ['coalition', 'scoir', 'application'], tags: ['applications'] },
	{ path: '/college-command-center', title: 'College command center', description: 'The college list, deadlines, documents and aid in one workspace.', keywords: ['workspace', 'deadlines', 'documents', 'financial aid'], tags: ['product'] },
	{ path: '/college-planning-starter-kit', title: 'College planning starter kit', description: 'A free PDF: 4-year timeline, senior calendar, list worksheet, aid checklist.', keywords: ['pdf', 'download', 'checklist', 'worksheet'], tags: ['resource'] },
	{ path: '/adhd-support', title: 'ADHD and executive-function support', description: 'Micro-tasks, reminders and a calmer path to college for students with ADHD.', keywords: ['adhd', 'executive function', 'accommodations', '504', 'iep'], tags: ['support'] },
	{ path: '/adhd-families', title: 'For parents of students with ADHD', description: 'How to help without nagging.', keywords: ['adhd', 'parents', 'coaching'], tags: ['support', 'parents'] },
	{ path: '/landing/senior-emergency', title: 'Senior year, nothing started?', description: 'A two-week and six-week triage plan for seniors.', keywords: ['senior', 'late start', 'deadlines', 'triage'], tags: ['seniors'], grade: '12th' },
	{ path: '/landing/senior-complete-journey', title: 'The complete senior year', description: 'August to move-in, month by month.', keywords: ['senior year', 'timeline', 'move-in'], tags: ['seniors'], grade: '12th' },
	{ path: '/landing/psat-prep', title: 'PSAT prep', description: 'The PSAT/NMSQT, National Merit, and short-session prep.', keywords: ['psat', 'nmsqt', 'national merit', 'test prep'], tags: ['testing'], grade: '11th' },
	{ path: '/landing/adhd-support', title: 'ADHD-friendly college planning', description: 'Small steps, clear reminders, and a plan that keeps itself current.', keywords: ['adhd', 'micro-tasks'], tags: ['support'] },
	{ path: '/fb', title: 'The whole plan in one place', description: 'For parents: every deadline, task and document in one place.', keywords: ['parents', 'plan'], tags: ['parents'] },
	{ path: '/downloads/leadership-opportunities-pdf', title: 'Leadership opportunities guide (PDF)', description: 'Kinds of leadership in high school and how to describe them.', keywords: ['leadership', 'activities', 'pdf'], tags: ['resource'] },
	{ path: '/contact', title: 'Contact us', description: 'Send the Northstar team a message.', keywords: ['help', 'support', 'email'], tags: ['company'] },
	{ path: '/terms', title: 'Terms of Service', description: 'The terms for using Northstar.', keywords: ['terms', 'legal'], tags: ['legal'] },
	{ path: '/privacy', title: 'Privacy Policy', description: 'What we store, who sees it, and how to delete it.', keywords: ['privacy', 'coppa', 'ferpa', 'data'], tags: ['legal'] },
	{ path: '/signup', title: 'Sign up', description: 'Create your Northstar account.', keywords: ['register', 'create account', 'free trial'], tags: ['account'] },
	{ path: '/login', title: 'Sign in', description: 'Sign in with an email code.', keywords: ['log in', 'account'], tags: ['account'] },
	{ path: '/unauthorized', title: 'No access', description: 'When a page belongs to another account.', keywords: [], tags: [], internal: true },
	{ path: '/resources', title: 'Resources', description: 'Guides, calculators, trackers and checklists.', keywords: ['guides', 'resources'], tags: ['resource'] },
	...resources.map((resource) => ({
		path: `/resources/${resource.slug}`,
		title: resource.title,
		description: resource.description,
		keywords: resource.keywords,
		tags: ['resource', resource.kind.toLowerCase()],
	})),
	{ path: '/blog', title: 'Blog', description: 'Guides and explainers on deadlines, financial aid, applications and calmer planning.', keywords: ['blog', 'articles', 'guides', 'advice'], tags: ['blog'] },
	{ path: '/blog/all', title: 'All blog articles', description: 'Every Northstar article, newest first.', keywords: ['blog', 'articles'], tags: ['blog'] },
	{ path: '/blog/featured', title: 'Featured articles', description: 'The articles our editors recommend first, and what families are reading this week.', keywords: ['featured', 'recommended', 'trending'], tags: ['blog'] },
	{ path: '/search', title: 'Search', description: 'Search the site.', keywords: [], tags: [], internal: true },
	{ path: '/blog/search', title: 'Search the blog', description: 'Search every article.', keywords: [], tags: [], internal: true },
	{ path: '/blog/subscribe', title: 'Subscribe to the blog', description: 'New guides and deadline reminders by email.', keywords: [], tags: [], internal: true },
	{ path: '/blog/subscribe/confirm', title: 'Confirm your subscription', description: 'Confirm your blog subscription.', keywords: [], tags: [], internal: true },
	{ path: '/blog/unsubscribe', title: 'Unsubscribe', description: 'Stop the blog emails.', keywords: [], tags: [], internal: true },
	{ path: '/ad-preview', title: 'Ad preview', description: 'Internal: ad concepts.', keywords: [], tags: [], internal: true },
	{ path: '/deadline-ad-preview', title: 'Deadline ad preview', description: 'Internal: deadline ad.', keywords: [], tags: [], internal: true },
]
