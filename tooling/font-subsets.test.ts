import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { charactersOf, interFaces, interWeights, makeInterSubsets } from './font-subsets'

// The cut font must still draw every weight and character a page asks for.

const root = path.resolve(import.meta.dirname, '..')

test('app.css declares each face with the weights and characters the files were cut to', () => {
	const css = readFileSync(path.join(root, 'app/app.css'), 'utf8')
	const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body!)
	expect(faces).toHaveLength(interFaces.length)
	for (const face of interFaces) {
		const declared = faces.find((body) => body.includes(face.output))
		expect(declared, face.output).toBeDefined()
		expect(declared).toContain(`font-weight: ${interWeights.min} ${interWeights.max};`)
		expect(declared).toContain(`unicode-range: ${face.unicodeRange};`)
	}
})

test('no page asks for a weight the font no longer has', () => {
	// Tailwind's classes, an arbitrary weight, and CSS or inline styles asking for one outside 400–800.
	const outside = /\bfont-(thin|extralight|light|black)\b|font-\[\d+\]|font-weight:\s*(100|200|300|900|bolder|lighter)\b|fontWeight:\s*['"]?(100|200|300|900|bolder|lighter)\b/
	const offenders: string[] = []
	const walk = (dir: string) => {
		for (const name of readdirSync(dir)) {
			const file = path.join(dir, name)
			if (statSync(file).isDirectory()) walk(file)
			else if (/\.(tsx|ts|mdx|css)$/.test(name) && outside.test(readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file))
		}
	}
	walk(path.join(root, 'app'))
	walk(path.join(root, 'content'))
	expect(offenders).toEqual([])
})

test('a unicode-range reads as the characters it names', () => {
	expect(charactersOf('U+0041-0043, U+20AC')).toBe('ABC€')
	expect(charactersOf(interFaces[0]!.unicodeRange)).toContain('é')
})

test('the cut files are WOFF2, smaller than the originals, and made once for the same inputs', async () => {
	const made = path.join(root, '.cache/fonts')
	await makeInterSubsets(root)
	for (const face of interFaces) {
		const file = readFileSync(path.join(made, face.output))
		expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2')
		const original = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files', face.source))
		expect(file.byteLength).toBeLessThan(original.byteLength * 0.75)
	}
	const before = statSync(path.join(made, interFaces[0]!.output)).mtimeMs
	await makeInterSubsets(root)
	expect(statSync(path.join(made, interFaces[0]!.output)).mtimeMs).toBe(before)
}, 30_000)
