import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ManualChunkMeta } from 'rollup'
import { expect, test } from 'vitest'
import { clientChunks, siteModules } from './client-chunks'

// The groups are named by path: a module moved or renamed would fall out of
// its group with nothing failing but the public pages' JavaScript budget.

const root = path.resolve(import.meta.dirname, '..')
const modules = (id: string) => `${root}/${id}`

/** Rollup's view of a tiny graph: the root route imports the button, nothing else is reached from it. */
const meta = {
	getModuleIds: () => [modules('app/root.tsx'), modules('app/components/ui/button.tsx')][Symbol.iterator](),
	getModuleInfo: (id: string) => ({ importedIds: id.endsWith('root.tsx') ? [modules('app/components/ui/button.tsx')] : [] }),
} as unknown as ManualChunkMeta

test.each(siteModules)('the site group names a module that exists: %s', (module) => {
	expect(existsSync(path.join(root, module))).toBe(true)
	expect(clientChunks(modules(module), meta)).toBe('site')
})

test('the root route and what it imports are the shell', () => {
	expect(clientChunks(modules('app/root.tsx'), meta)).toBe('shell')
	expect(clientChunks(modules('app/components/ui/button.tsx'), meta)).toBe('shell')
})

test.each([
	'node_modules/react/index.js',
	'node_modules/react/cjs/react-jsx-runtime.production.js',
	'node_modules/react-router/dist/production/index.mjs',
	'node_modules/react-dom/index.js',
	'node_modules/react-dom/cjs/react-dom.production.js',
])('%s goes with React Router', (id) => {
	expect(existsSync(path.join(root, id))).toBe(true)
	expect(clientChunks(modules(id), meta)).toBe('react-router')
})

test('the CommonJS wrappers of react-dom’s main module and the helpers go with React Router', () => {
	expect(clientChunks(`\0${modules('node_modules/react-dom/index.js')}?commonjs-module`, meta)).toBe('react-router')
	expect(clientChunks('\0commonjsHelpers.js', meta)).toBe('react-router')
})

test('react-dom’s renderer, the scheduler and the pages are left to Rollup', () => {
	for (const id of [
		'node_modules/react-dom/client.js',
		'node_modules/react-dom/cjs/react-dom-client.production.js',
		'node_modules/scheduler/index.js',
		'app/routes/public/home.tsx',
	]) {
		expect(clientChunks(modules(id), meta)).toBeUndefined()
	}
})
