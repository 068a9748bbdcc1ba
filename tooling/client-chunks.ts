import type { ManualChunkMeta } from 'rollup'

// How the browser's JavaScript is grouped into files (decision 019). Left to
// Rollup, every module shared by a different set of pages becomes its own
// file, and small files compress badly apart: each gzip stream starts with an
// empty dictionary (the same code measured 25.4 KB in 20 files, 19.9 KB in
// one). Two groups are made by hand, with Rollup's onlyExplicitManualChunks so
// nothing else is pulled into them; everything else is left to Rollup.
//
// - shell: the root route and what it imports statically (the button, the
//   icon drawer, the assistant panel's provider, the error screens, the toast
//   loader, the site's meta). Every page loads all of it already.
// - site: what nearly every public page loads besides: the marketing blocks,
//   the form-control look, the server-function client and the signed-in check.
//   Signed-in pages carry the marketing blocks they do not use (~1 KB).
//
// React and React Router stay in the framework's own chunks, as in the floor
// the bench compares against.

const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|@react-router|turbo-stream|cookie|set-cookie-parser)\//
// The icon barrel reaches every icon: shell modules import theirs by path
// (`lucide/dist/esm/icons/…`), and the other icons stay with the pages using them.
const iconBarrel = /\/node_modules\/lucide\/dist\/esm\/lucide\.mjs$/
const site = /\/app\/(components\/(marketing|form-controls)\.tsx|server-functions\/client\.ts|lib\/current-user\.ts)$/

const shells = new WeakMap<ManualChunkMeta['getModuleIds'], Set<string>>()

export function clientChunks(id: string, meta: ManualChunkMeta) {
	let shell = shells.get(meta.getModuleIds)
	if (!shell) shells.set(meta.getModuleIds, (shell = rootClosure(meta)))
	if (shell.has(id)) return 'shell'
	if (site.test(id)) return 'site'
	return undefined
}

/** The root route module and everything it imports statically, short of the framework. */
function rootClosure({ getModuleIds, getModuleInfo }: ManualChunkMeta) {
	const found = new Set<string>()
	const queue = [...getModuleIds()].filter((id) => /\/app\/root\.tsx(\?|$)/.test(id))
	while (queue.length > 0) {
		const id = queue.pop()!
		if (found.has(id) || framework.test(id) || iconBarrel.test(id)) continue
		found.add(id)
		queue.push(...(getModuleInfo(id)?.importedIds ?? []))
	}
	return found
}
