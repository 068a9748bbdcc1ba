import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Rendering checks class conflicts (app/lib/cn.ts), but only for what a test
// renders. This reads every use of a primitive written with literal props in
// the app — <Button variant="…"> and buttonVariants({ variant: '…' }) alike —
// so its usage test can build each one's classes, and a conflict in a dialog or
// a rarely shown state fails too.

const appDir = path.resolve(import.meta.dirname, '../../app')

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) return sourceFiles(full)
		return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : []
	})
}

export interface VariantUsage {
	where: string
	props: Record<string, string | undefined>
	className?: string
}

/** Every `<{component} …>` and `{variantsFunction}({ … })` in the app, with the literal values of `props` and className. */
export function variantUsages({ component, variantsFunction, props }: { component: string; variantsFunction: string; props: string[] }) {
	const found: VariantUsage[] = []
	for (const file of sourceFiles(appDir)) {
		const source = readFileSync(file, 'utf8')
		const where = (index: number) => `${path.relative(appDir, file)}:${source.slice(0, index).split('\n').length}`
		for (const match of source.matchAll(new RegExp(`<${component}\\b((?:[^>]|=>)*?)>`, 'gs'))) {
			const attributes = match[1]!
			found.push({
				where: where(match.index),
				props: Object.fromEntries(props.map((name) => [name, attributes.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1]])),
				className: attributes.match(/\bclassName="([^"]+)"/)?.[1],
			})
		}
		for (const match of source.matchAll(new RegExp(`${variantsFunction}\\(\\{([^}]*)\\}\\)`, 'g'))) {
			const options = match[1]!
			found.push({
				where: where(match.index),
				props: Object.fromEntries(props.map((name) => [name, options.match(new RegExp(`\\b${name}: '([^']+)'`))?.[1]])),
				className: options.match(/\bclassName: '([^']+)'/)?.[1],
			})
		}
	}
	return found
}

/** The usages whose classes fail to build, as "file:line: message". */
export function conflictsOf(usages: VariantUsage[], build: (usage: VariantUsage) => unknown) {
	return usages.flatMap((usage) => {
		try {
			build(usage)
			return []
		} catch (error) {
			return [`${usage.where}: ${(error as Error).message}`]
		}
	})
}
