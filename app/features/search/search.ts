import { searchItems as blogSearchItems } from 'virtual:blog/posts'
import { type Catalog, priceQuote } from '#app/features/billing/catalog'
import { type SearchItemType, sitePages } from '#app/features/site/site-pages'
import { isSubsequence } from './fuzzy'

export { isSubsequence }

// Site search (spec §2 search overlay, §9 scoring): a built-in index and a
// scorer with the spec's weights, pure so it is tested without a browser.

export interface SearchItem {
	id: string
	title: string
	description: string
	/** Words from the content that should find this item. */
	content: string[]
	url: string
	type: SearchItemType
	grade?: string
	tags: string[]
}

export const SCORE = {
	title: 10,
	description: 5,
	content: 3,
	tag: 4,
	fuzzy: 1,
	typePage: 2,
	typeFeature: 1,
} as const

export const MAX_RESULTS = 10
export const POPULAR_COUNT = 5

export function scoreItem(item: SearchItem, rawQuery: string): number {
	const query = rawQuery.trim().toLowerCase()
	if (!query) return 0
	let score = 0
	const title = item.title.toLowerCase()
	if (title.includes(query)) score += SCORE.title
	if (item.description.toLowerCase().includes(query)) score += SCORE.description
	if (item.content.some((word) => word.toLowerCase().includes(query))) score += SCORE.content
	if (item.tags.some((tag) => tag.toLowerCase().includes(query))) score += SCORE.tag
	if (isSubsequence(query.replace(/\s+/g, ''), title.replace(/\s+/g, ''))) score += SCORE.fuzzy
	// The type bonus ranks matches; it never makes a match by itself.
	if (score > 0 && item.type === 'page') score += SCORE.typePage
	if (score > 0 && item.type === 'feature') score += SCORE.typeFeature
	return score
}

export function search(items: SearchItem[], query: string): SearchItem[] {
	if (!query.trim()) return items.slice(0, POPULAR_COUNT)
	return items
		.map((item, index) => ({ item, index, score: scoreItem(item, query) }))
		.filter((entry) => entry.score > 0)
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, MAX_RESULTS)
		.map((entry) => entry.item)
}

const featureItems: Array<Omit<SearchItem, 'type' | 'tags'> & { tags?: string[] }> = [
	{ id: 'feature-plan', title: 'Plan and reminders', description: 'Tasks and deadlines with reminders for students and parents.', content: ['tasks', 'deadlines', 'reminders', 'micro-tasks'], url: '/features#plan' },
	{ id: 'feature-college-list', title: 'College list', description: 'Track 20+ colleges as reach, target and safety schools, with costs and outcomes.', content: ['reach', 'target', 'safety', 'scorecard'], url: '/features#colleges' },
	{ id: 'feature-applications', title: 'Applications and essays', description: 'Track every application, essay and recommendation.', content: ['essay', 'recommendation', 'common app', 'coalition'], url: '/features#applications' },
	{ id: 'feature-documents', title: 'Document vault', description: 'Transcripts, test reports and aid forms in one place.', content: ['transcript', 'upload', 'files'], url: '/features#documents' },
	{ id: 'feature-aid', title: 'Scholarships and financial aid', description: 'FAFSA, CSS Profile, aid offers and scholarships.', content: ['fafsa', 'css profile', 'scholarship', 'aid offer'], url: '/features#money' },
	{ id: 'feature-family', title: 'Family view', description: 'Parents follow progress and decide who sees what.', content: ['parents', 'counselor', 'sharing', 'permissions'], url: '/features#family' },
	{ id: 'feature-assistant', title: 'The Northstar assistant', description: 'Keeps the plan current as things change.', content: ['ai', 'assistant', 'chat'], url: '/features#assistant' },
]

// The price answer quotes the catalog checkout sells (PRICING_CATALOG, from the root loader).
const faqItems = (catalog: Catalog): Array<{ question: string; answer: string; url: string; content: string[] }> => [
	{
		question: 'How much does Northstar cost?',
		answer: priceQuote(catalog).short,
		url: '/pricing',
		content: ['price', 'cost', ...(catalog === 'founder' ? ['founder'] : ['starter', 'growth', 'premium'])],
	},
	{ question: 'Do I need a credit card for the trial?', answer: 'No credit card is required to start the free trial.', url: '/pricing', content: ['trial', 'credit card'] },
	{ question: 'Can the assistant be turned off?', answer: 'No: it keeps the plan current, within the family’s sharing settings.', url: '/pricing', content: ['assistant', 'ai'] },
	{ question: 'Does each student need a subscription?', answer: 'Yes, each student account has its own plan.', url: '/pricing', content: ['siblings', 'students'] },
	{ question: 'Who can see my student’s information?', answer: 'Only the family members and counselors the owner invites, section by section.', url: '/privacy', content: ['privacy', 'sharing', 'counselor'] },
]

const contentItems: SearchItem[] = [
	...sitePages
		.filter((page) => !page.internal)
		.map((page) => ({
			id: `page${page.path === '/' ? '-home' : page.path.replace(/\//g, '-')}`,
			title: page.title,
			description: page.description,
			content: page.keywords,
			url: page.path,
			type: (page.tags.includes('resource') ? 'resource' : 'page') as SearchItemType,
			grade: page.grade,
			tags: page.tags,
		})),
	...featureItems.map((item) => ({ ...item, type: 'feature' as const, tags: item.tags ?? ['feature'] })),
	// Published posts only: the build never emits a draft.
	...blogSearchItems.map((post) => ({
		id: `blog-${post.slug}`,
		title: post.title,
		description: post.description,
		content: post.keywords,
		url: `/blog/${post.slug}`,
		type: 'blog' as const,
		tags: post.tags,
	})),
]

/** Pages, features, published posts and the FAQ, the price answer quoting `catalog`. */
export function searchIndexFor(catalog: Catalog): SearchItem[] {
	return [
		...contentItems,
		...faqItems(catalog).map((item, index) => ({
			id: `faq-${index + 1}`,
			title: item.question,
			description: item.answer,
			content: item.content,
			url: item.url,
			type: 'faq' as const,
			tags: ['faq'],
		})),
	]
}
