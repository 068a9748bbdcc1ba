import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { buttonVariants } from './button'

// Rendering checks class conflicts (app/lib/cn.ts), but only for what a test
// renders. This reads every <Button> and buttonVariants() written with literal
// props in the app and builds its classes, so a conflict in a dialog or a
// rarely shown state fails here too.

const appDir = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return sourceFiles(full)
		return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : []
	})
}

function usages() {
	const found: Array<{ where: string; variant?: string; size?: string; className?: string }> = []
	for (const file of sourceFiles(appDir)) {
		const source = readFileSync(file, 'utf8')
		const where = (index: number) => `${path.relative(appDir, file)}:${source.slice(0, index).split('\n').length}`
		for (const match of source.matchAll(/<Button\b((?:[^>]|=>)*?)>/gs)) {
			const attributes = match[1]!
			found.push({
				where: where(match.index),
				variant: attributes.match(/\bvariant="([^"]+)"/)?.[1],
				size: attributes.match(/\bsize="([^"]+)"/)?.[1],
				className: attributes.match(/\bclassName="([^"]+)"/)?.[1],
			})
		}
		for (const match of source.matchAll(/buttonVariants\(\{([^}]*)\}\)/g)) {
			const options = match[1]!
			found.push({
				where: where(match.index),
				variant: options.match(/\bvariant: '([^']+)'/)?.[1],
				size: options.match(/\bsize: '([^']+)'/)?.[1],
				className: options.match(/\bclassName: '([^']+)'/)?.[1],
			})
		}
	}
	return found
}

test('no button in the app sets the same thing twice', () => {
	const all = usages()
	expect(all.length).toBeGreaterThan(200)
	const conflicts = all.flatMap(({ where, variant, size, className }) => {
		try {
			buttonVariants({ variant: variant as never, size: size as never, className })
			return []
		} catch (error) {
			return [`${where}: ${(error as Error).message}`]
		}
	})
	expect(conflicts).toEqual([])
})
