// Long lists are paged (no signed-in page over 60 KB of HTML, issue 27): each
// page has its own address, `?page=N`, so it opens, bookmarks and works before
// any script (components/ui/pagination.tsx draws the links).

/** `?page=` as a page number: 1 unless it is a plain whole number from 1 to 9999. */
export function parsePage(value: string | null): number {
	return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1
}

/** One page of `items`; a page past the end is the last page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
	const pages = Math.max(1, Math.ceil(items.length / perPage))
	const current = Math.min(Math.max(1, page), pages)
	return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages, total: items.length }
}
