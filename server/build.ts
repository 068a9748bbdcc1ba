import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const rootDir = fileURLToPath(new URL('..', import.meta.url))
export const nodeBuildDir = path.join(rootDir, 'build/node')
export const serverBuildFile = path.join(nodeBuildDir, 'server/index.js')

const sources = ['app', 'public', 'content', 'tooling', 'package.json', 'vite.config.ts', 'react-router.config.ts']

/** Tests sit beside the code but are not built: editing one does not make the build stale. */
const isTestFile = (target: string) => /\.test\.tsx?$/.test(target)

function newestMtime(target: string): number {
	if (!existsSync(target) || isTestFile(target)) return 0
	const stat = statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
	return newest
}

/** True when there is no Node build or a source file changed after it was made. */
export function buildIsStale(): boolean {
	if (!existsSync(serverBuildFile)) return true
	const built = statSync(serverBuildFile).mtimeMs
	return sources.some((source) => newestMtime(path.join(rootDir, source)) > built)
}

/** `npm start` builds when needed, so a fresh clone serves with one command. */
export function ensureNodeBuild() {
	if (!buildIsStale()) return
	console.log('Building Northstar for Node (first start or sources changed)…')
	const result = spawnSync(path.join(rootDir, 'node_modules/.bin/react-router'), ['build'], {
		cwd: rootDir,
		stdio: 'inherit',
		// Always a production build, even when started under a test runner (NODE_ENV=test).
		env: { ...process.env, TARGET: 'node', NODE_ENV: 'production' },
	})
	if (result.status !== 0) throw new Error('The build failed; see the output above.')
}
