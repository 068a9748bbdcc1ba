import type { ManualChunkMeta } from 'rollup'

// Every page loads the root route and what it imports statically: the button,
// the icons' runtime, the assistant panel's provider, the error screens, the
// toast loader, the site's meta. Left to Rollup, that is nine small files, and
// small files compress badly apart (each gzip starts with an empty
// dictionary). One "shell" chunk carries them together, ~2 KB less on the
// wire for every page (decision 019). Only code the root needs already goes
// in, so no page loads anything more than before; React and React Router stay
// in the framework's own chunks.

const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|@react-router|turbo-stream|cookie|set-cookie-parser)\//
// The icon barrel reaches every icon: shell modules import theirs by path
// (`lucide-react/icons/…`), and the other icons stay with the pages using them.
const iconBarrel = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/

let shell: Set<string> | null = null

export function shellChunk(id: string, meta: ManualChunkMeta) {
	shell ??= rootClosure(meta)
	return shell.has(id) ? 'shell' : undefined
}

/** The root route module and everything it imports statically, short of the framework. */
function rootClosure({ getModuleIds, getModuleInfo }: ManualChunkMeta) {
	const roots = [...getModuleIds()].filter((id) => /\/app\/root\.tsx(\?|$)/.test(id))
	if (process.env.DEBUG_SHELL) console.log('[shell] roots', roots)
	const found = new Set<string>()
	const queue = [...roots]
	while (queue.length > 0) {
		const id = queue.pop()!
		if (found.has(id) || framework.test(id) || iconBarrel.test(id)) continue
		found.add(id)
		queue.push(...(getModuleInfo(id)?.importedIds ?? []))
	}
	if (process.env.DEBUG_SHELL) console.log('[shell]', [...found].map((id) => id.replace(process.cwd(), '')))
	return found
}
