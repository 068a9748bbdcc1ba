import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

// Inter as the app serves it (app/app.css): @fontsource's variable files cut
// to the weights the app uses and to the characters of each face's
// unicode-range, with HarfBuzz (subset-font). Every first visit downloads the
// Latin face, so its size counts on a slow phone: 48 KB → 32 KB.
//
// The files are made in .cache/fonts/ (not committed) when a build or the dev
// server starts, before Vite reads app.css, and made again when @fontsource's
// file, the subsetter or these settings change.

/** Tailwind's font-normal to font-extrabold: nothing in the app asks for a lighter or heavier Inter (font-subsets.test.ts checks). */
export const interWeights = { min: 400, max: 800 }

export const interFaces = [
	{
		source: 'inter-latin-wght-normal.woff2',
		output: 'inter-latin-400-800.woff2',
		unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
	},
	{
		source: 'inter-latin-ext-wght-normal.woff2',
		output: 'inter-latin-ext-400-800.woff2',
		unicodeRange: 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
	},
]

/** Every character a CSS unicode-range names, as a string for the subsetter. */
export function charactersOf(unicodeRange: string): string {
	let characters = ''
	for (const part of unicodeRange.split(',')) {
		const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
		for (let code = parseInt(first!, 16); code <= parseInt(last!, 16); code++) characters += String.fromCodePoint(code)
	}
	return characters
}

export function fontSubsets(): Plugin {
	let root = process.cwd()
	return {
		name: 'northstar:font-subsets',
		configResolved(config) {
			root = config.root
		},
		// Each build (client, server) and the dev server ask; the stamps make all but the first a read.
		buildStart() {
			return makeInterSubsets(root)
		},
	}
}

export async function makeInterSubsets(root: string) {
	const outputDir = path.join(root, '.cache/fonts')
	mkdirSync(outputDir, { recursive: true })
	const resolve = createRequire(path.join(root, 'package.json')).resolve
	const sourceDir = path.join(path.dirname(resolve('@fontsource-variable/inter/package.json')), 'files')
	// A new subsetter may cut differently: its version is part of what a file was made from.
	const subsetFontPackage = resolve('subset-font/package.json')
	// harfbuzzjs exports no package.json: its file is found from its entry (dist/index.mjs).
	const harfbuzzPackage = path.join(path.dirname(createRequire(subsetFontPackage).resolve('harfbuzzjs')), '../package.json')
	const subsetters = [subsetFontPackage, harfbuzzPackage].map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string }).map(({ name, version }) => `${name}@${version}`)
	for (const face of interFaces) {
		const source = readFileSync(path.join(sourceDir, face.source))
		const characters = charactersOf(face.unicodeRange)
		const stamp = createHash('sha256').update(source).update(JSON.stringify({ face, interWeights, subsetters, characters })).digest('hex')
		const output = path.join(outputDir, face.output)
		if (existsSync(output) && existsSync(`${output}.stamp`) && readFileSync(`${output}.stamp`, 'utf8') === stamp) continue
		const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: interWeights } })
		// Each written aside, then moved, the stamp last: another process never reads half a file, nor a stamp for the old one.
		rmSync(`${output}.stamp`, { force: true })
		writeFileSync(`${output}.${process.pid}`, subset)
		renameSync(`${output}.${process.pid}`, output)
		writeFileSync(`${output}.stamp.${process.pid}`, stamp)
		renameSync(`${output}.stamp.${process.pid}`, `${output}.stamp`)
	}
}
