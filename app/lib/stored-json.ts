// What a page keeps in the browser (localStorage) is read back with plain
// checks, and anything malformed counts as nothing kept. Not zod: the pages
// that keep things there (the resource checklists and trackers, the decision
// matrix, the GPA calculator) validate no form in the browser, and zod would
// be a fifth of their script.

/** The JSON kept under a key, or undefined when there is none or it is not JSON. */
export function readStoredJson(raw: string | null): unknown {
	if (!raw) return undefined
	try {
		return JSON.parse(raw)
	} catch {
		return undefined
	}
}

/** An object as JSON.parse makes one: not null, not an array (its prototype is not checked). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}
