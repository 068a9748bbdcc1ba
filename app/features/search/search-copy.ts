import type { SearchItemType } from '#app/features/site/site-pages'

// The search's words on screen (spec §2), apart from the index so the /search
// page's script does not carry the index (search.ts) to show them.

export const SEARCH_TYPE_LABELS: Record<SearchItemType, string> = { page: 'Page', feature: 'Feature', resource: 'Resource', blog: 'Blog', faq: 'FAQ' }

/** spec §2: 'Popular Pages' for an empty query, else 'Search Results'. */
export const resultsHeading = (query: string) => (query.trim() ? 'Search Results' : 'Popular Pages')

export const NO_RESULTS = 'No results found. Try a different search.'

/** The longest query the /search page reads; the rest is cut. */
export const MAX_QUERY_LENGTH = 100
