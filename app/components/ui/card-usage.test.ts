import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { cardVariants } from './card'

// Like button-usage.test.ts: every <Card> and cardVariants() written with
// literal props in the app is built here, so a class that sets the card's
// frame again fails even on a page no test renders.

const appDir = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return sourceFiles(full)
		return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : []
	})
}

function usages() {
	const found: Array<{ where: string; tone?: string; padding?: string; className?: string }> = []
	for (const file of sourceFiles(appDir)) {
		const source = readFileSync(file, 'utf8')
		const where = (index: number) => `${path.relative(appDir, file)}:${source.slice(0, index).split('\n').length}`
		for (const match of source.matchAll(/<Card\b((?:[^>]|=>)*?)>/gs)) {
			const attributes = match[1]!
			found.push({
				where: where(match.index),
				tone: attributes.match(/\btone="([^"]+)"/)?.[1],
				padding: attributes.match(/\bpadding="([^"]+)"/)?.[1],
				className: attributes.match(/\bclassName="([^"]+)"/)?.[1],
			})
		}
		for (const match of source.matchAll(/cardVariants\(\{([^}]*)\}\)/g)) {
			const options = match[1]!
			found.push({
				where: where(match.index),
				tone: options.match(/\btone: '([^']+)'/)?.[1],
				padding: options.match(/\bpadding: '([^']+)'/)?.[1],
				className: options.match(/\bclassName: '([^']+)'/)?.[1],
			})
		}
	}
	return found
}

test('no card in the app sets its frame twice', () => {
	const all = usages()
	expect(all.length).toBeGreaterThan(50)
	const conflicts = all.flatMap(({ where, tone, padding, className }) => {
		try {
			cardVariants({ tone: tone as never, padding: padding as never, className })
			return []
		} catch (error) {
			return [`${where}: ${(error as Error).message}`]
		}
	})
	expect(conflicts).toEqual([])
})
