import MiniSearch from 'minisearch'
import { searchItems as blogItems } from 'virtual:blog/posts'
import { sitePages } from '#app/features/site/site-pages'
import { type AssistantAnswer, assistantAnswers } from '../../../content/assistant/answers'

// What the built-in assistant knows beyond the family's own data: our curated
// answers, the public pages and the blog, in one MiniSearch index built once
// per process (or Worker isolate). Public content only: nothing here is
// about a family, so every visitor may read it.

export interface KnowledgeDoc {
	id: string
	kind: 'answer' | 'page' | 'post'
	title: string
	text: string
	href: string
	/** For curated answers: the answer itself, its links and topic. */
	answer?: AssistantAnswer
	/** How well it matched the query (search results only). */
	score?: number
}

function knowledgeDocs(): KnowledgeDoc[] {
	return [
		...assistantAnswers.map((answer) => ({
			id: `answer:${answer.id}`,
			kind: 'answer' as const,
			title: answer.question,
			text: `${answer.keywords.join(' ')} ${answer.answer}`,
			href: answer.links[0]?.href ?? '/resources',
			answer,
		})),
		...sitePages
			.filter((page) => !page.internal)
			.map((page) => ({ id: `page:${page.path}`, kind: 'page' as const, title: page.title, text: `${page.description} ${page.keywords.join(' ')} ${page.tags.join(' ')}`, href: page.path })),
		...blogItems.map((post) => ({ id: `post:${post.slug}`, kind: 'post' as const, title: post.title, text: `${post.description} ${post.keywords.join(' ')} ${post.tags.join(' ')}`, href: `/blog/${post.slug}` })),
	]
}

let index: MiniSearch<KnowledgeDoc> | null = null

function knowledgeIndex(): MiniSearch<KnowledgeDoc> {
	if (index) return index
	const search = new MiniSearch<KnowledgeDoc>({
		fields: ['title', 'text'],
		storeFields: ['id', 'kind', 'title', 'text', 'href', 'answer'],
		searchOptions: { boost: { title: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' },
	})
	search.addAll(knowledgeDocs())
	index = search
	return search
}

// Words that carry no meaning for retrieval; without them "what is the
// FAFSA" finds the FAFSA, not every page that says "what".
const stopWords = new Set(
	'a an and are as at be but by can do does for from how i if in is it me my of on or our should so that the their them then there these they this to was we what when where which who why will with you your'.split(' '),
)

export function retrieve(query: string, { limit = 3, kinds }: { limit?: number; kinds?: Array<KnowledgeDoc['kind']> } = {}): KnowledgeDoc[] {
	const terms = query
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter((word) => word.length > 1 && !stopWords.has(word))
	if (!terms.length) return []
	const results = knowledgeIndex().search(terms.join(' '), kinds ? { filter: (result) => kinds.includes(result.kind) } : undefined)
	return results.slice(0, limit).map((result) => ({
		id: result.id as string,
		kind: result.kind as KnowledgeDoc['kind'],
		title: result.title as string,
		text: result.text as string,
		href: result.href as string,
		answer: result.answer as AssistantAnswer | undefined,
		score: result.score,
	}))
}
