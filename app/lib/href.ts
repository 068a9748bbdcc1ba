// Links that change only part of a page's address: a sort, a page, a sheet opened by `?edit=`.

/** The page's address with some search params set or dropped (null), the others kept: sort and page links, opening and closing a sheet. */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
	const params = new URLSearchParams(search)
	for (const [key, value] of Object.entries(changes)) {
		if (value === null) params.delete(key)
		else params.set(key, value)
	}
	const query = params.toString()
	return query ? `${pathname}?${query}` : pathname
}
