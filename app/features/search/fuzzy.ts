// The fuzzy match both searches share (spec §9 "fuzzy subsequence +1"), in a
// module of its own so server code can use it without the site's search index.

/** True when every character of `needle` appears in `haystack` in order. */
export function isSubsequence(needle: string, haystack: string): boolean {
	let at = 0
	for (const char of haystack) {
		if (char === needle[at]) at++
		if (at === needle.length) return true
	}
	return needle.length === 0
}
