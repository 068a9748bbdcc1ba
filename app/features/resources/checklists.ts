import { isJsonObject, readStoredJson } from '#app/lib/stored-json'

// The resource pages' checklists (app/components/resource-checklist.tsx and
// .server.tsx): their shape, and what this browser keeps of them. A page's
// list lives in content/resources/<slug>.ts; its trackers are in trackers.ts.

/** One tickable line of a checklist. `id` must be unique within the page and stable across edits. */
export type ChecklistItem = {
	id: string
	text: string
	/** Optional link shown after the text. Internal paths only (e.g. /tools/gpa-calculator). */
	link?: { href: string; label: string }
	/** Optional short timing hint, e.g. "By October" or "4+ weeks before the deadline". */
	due?: string
}

export type ChecklistGroup = { id: string; title: string; items: ChecklistItem[] }

/** localStorage key for a page's checklist: a visitor's ticks are kept under it, so it never changes. */
export function checklistStorageKey(page: string): string {
	return `northstar:resources:${page}:checklist`
}

/** How many items a checklist has: what its count shows out of. */
export function checklistItemCount(groups: readonly ChecklistGroup[]): number {
	return groups.reduce((count, group) => count + group.items.length, 0)
}

/** Parses stored ticks; anything malformed yields an empty record. */
export function parseTicks(raw: string | null): Record<string, boolean> {
	const stored = readStoredJson(raw)
	if (!isJsonObject(stored) || !Object.values(stored).every((value) => typeof value === 'boolean')) return {}
	return Object.fromEntries(Object.keys(stored).filter((id) => stored[id] === true).map((id) => [id, true]))
}
