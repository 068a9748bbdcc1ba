// The blog's eight topics (spec §3), in priority order. Each post names one by
// id in its front matter; /blog/topics/{slug} lists a topic's posts. `tool` is
// the free tool a post of this topic points readers to unless it names its own.

export interface BlogTopic {
	id: string
	name: string
	slug: string
	description: string
	/** A lucide icon name; the blog's topic cards map it to a component. */
	icon: 'calendar-clock' | 'piggy-bank' | 'file-text' | 'list-checks' | 'users' | 'map' | 'pencil-ruler' | 'star'
	/** A theme colour name for the topic's accent (chips, card border). */
	color: 'blue' | 'green' | 'violet' | 'amber' | 'rose' | 'teal' | 'indigo' | 'orange'
	priority: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8
	seoKeywords: string[]
	tool: string
}

export const topics: BlogTopic[] = [
	{
		id: 'deadlines-timelines',
		name: 'Deadlines & Timelines',
		slug: 'deadlines-timelines',
		description: 'What happens when, from 9th grade to move-in: application, testing and aid dates, and how to stay ahead of them.',
		icon: 'calendar-clock',
		color: 'blue',
		priority: 1,
		seoKeywords: ['college application deadlines', 'early action deadline', 'senior year timeline', 'college planning timeline'],
		tool: '/tools/timeline-builder',
	},
	{
		id: 'financial-planning',
		name: 'Financial Planning',
		slug: 'financial-planning',
		description: 'FAFSA, CSS Profile, net price, merit aid and scholarships: what college really costs your family and how to lower it.',
		icon: 'piggy-bank',
		color: 'green',
		priority: 2,
		seoKeywords: ['fafsa', 'css profile', 'net price calculator', 'merit scholarships', 'paying for college'],
		tool: '/tools/cost-calculator',
	},
	{
		id: 'application-process',
		name: 'Application Process',
		slug: 'application-process',
		description: 'Common App and Coalition, essays, recommendations and decision plans, step by step.',
		icon: 'file-text',
		color: 'violet',
		priority: 3,
		seoKeywords: ['common app', 'college essay', 'early decision', 'recommendation letters'],
		tool: '/tools/timeline-builder',
	},
	{
		id: 'executive-function-support',
		name: 'Executive Function Support',
		slug: 'executive-function-support',
		description: 'Planning that works for students with ADHD and executive-function challenges: small steps, visible deadlines, fewer fights.',
		icon: 'list-checks',
		color: 'amber',
		priority: 4,
		seoKeywords: ['adhd college planning', 'executive function', 'accommodations in college', '504 plan college'],
		tool: '/tools/timeline-builder',
	},
	{
		id: 'parent-resources',
		name: 'Parent Resources',
		slug: 'parent-resources',
		description: 'How parents can help without taking over: roles, conversations, money talks and when to get outside help.',
		icon: 'users',
		color: 'rose',
		priority: 5,
		seoKeywords: ['parents college planning', 'college counselor cost', 'helping teen with college applications'],
		tool: '/tools/cost-calculator',
	},
	{
		id: 'school-selection',
		name: 'School Selection',
		slug: 'school-selection',
		description: 'Building a balanced list of reach, target and safety schools that fit academically, socially and financially.',
		icon: 'map',
		color: 'teal',
		priority: 6,
		seoKeywords: ['college list', 'reach target safety schools', 'college fit', 'choosing a college'],
		tool: '/tools/college-match',
	},
	{
		id: 'test-prep-strategy',
		name: 'Test Prep Strategy',
		slug: 'test-prep-strategy',
		description: 'PSAT, SAT and ACT: which test, when to take it, how to prepare, and what test-optional really means.',
		icon: 'pencil-ruler',
		color: 'indigo',
		priority: 7,
		seoKeywords: ['sat vs act', 'psat national merit', 'test optional', 'sat prep plan'],
		tool: '/tools/gpa-calculator',
	},
	{
		id: 'success-stories',
		name: 'Success Stories',
		slug: 'success-stories',
		description: 'Illustrative walk-throughs of how families got from overwhelmed to submitted, with the plan they followed.',
		icon: 'star',
		color: 'orange',
		priority: 8,
		seoKeywords: ['college application success', 'late start senior', 'college planning example'],
		tool: '/tools/timeline-builder',
	},
]
