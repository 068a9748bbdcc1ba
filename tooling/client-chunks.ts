import type { ManualChunkMeta } from 'rollup'

// How the browser's JavaScript is grouped into files (decision 019). Left to
// Rollup, every module shared by a different set of pages becomes its own
// file, and small files compress badly apart: each gzip stream starts with an
// empty dictionary (the same code measured 25.4 KB in 20 files, 19.9 KB in
// one). Three groups are made by hand, with Rollup's onlyExplicitManualChunks so
// nothing else is pulled into them; everything else is left to Rollup.
//
// - shell: the root route and what it imports statically (the button, the
//   icon drawer, the assistant panel's provider, the error screens, the toast
//   loader, the site's meta). Every page loads all of it already.
// - site: what nearly every public page loads besides (siteModules): the
//   marketing blocks, the card and the form-control look, the server-function
//   client, the signed-in check and the menus' close-on-navigation hook.
//   Signed-in pages carry the marketing blocks they do not use (~1 KB). A
//   module moved or renamed falls out of the group silently, so
//   client-chunks.test.ts checks that each one exists.
// - react-router: React, React Router and the few modules they bring, with
//   react-dom's main module (createPortal, flushSync) and Rollup's CommonJS
//   helpers. The floor ships the same code as its entry and one shared chunk;
//   here the lazy Radix screens share react-dom's main module with the entry,
//   and Rollup gave it and the helpers two files of their own on every page
//   (1.5 KB gzip of 113 KB, about 1.4 KB more than in one stream).
//   react-dom's renderer and the scheduler stay in the entry.

const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|@react-router|turbo-stream|cookie|set-cookie-parser)\//
const reactRouterChunk = [
	// The top-level copies only: a nested one a single page uses stays with that page.
	/\/node_modules\/(react|react-router|turbo-stream|cookie|set-cookie-parser)\/(?!.*\/node_modules\/)/,
	/\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)(\?.*)?$/,
	/^\0commonjsHelpers\.js$/,
]

// The icon barrel reaches every icon: shell modules import theirs by path
// (`lucide/dist/esm/icons/…`), and the other icons stay with the pages using them.
const iconBarrel = /\/node_modules\/lucide\/dist\/esm\/lucide\.mjs$/

export const siteModules = [
	'app/components/marketing.tsx',
	'app/components/form-controls.tsx',
	'app/components/ui/input.tsx',
	'app/components/ui/card.tsx',
	'app/server-functions/client.ts',
	'app/features/auth/current-user.ts',
	// The public header's menus and the account header's switcher both close on a navigation.
	'app/lib/use-on-navigation.ts',
]

const shells = new WeakMap<ManualChunkMeta['getModuleIds'], Set<string>>()

export function clientChunks(id: string, meta: ManualChunkMeta) {
	let shell = shells.get(meta.getModuleIds)
	if (!shell) shells.set(meta.getModuleIds, (shell = rootClosure(meta)))
	if (shell.has(id)) return 'shell'
	if (siteModules.some((module) => id.endsWith(`/${module}`))) return 'site'
	if (reactRouterChunk.some((pattern) => pattern.test(id))) return 'react-router'
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
