import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Figures in the copy say one thing everywhere (spec §1 marketing claims,
// «Polish»): the Common App is used by "900+ colleges", in every page, guide,
// post and index entry, whatever the wording around it.

const root = path.resolve(import.meta.dirname, '../../..')
const scanned = ['app', 'content', 'tests', 'README.md']
const textFile = /\.(tsx?|mdx?|json|txt|html)$/
const self = path.relative(root, import.meta.filename)

function* files(entry: string): Generator<string> {
	const full = path.join(root, entry)
	if (statSync(full).isFile()) {
		yield entry
		return
	}
	for (const name of readdirSync(full)) {
		if (name === 'node_modules' || name.startsWith('.')) continue
		const child = path.join(entry, name)
		if (statSync(path.join(root, child)).isDirectory()) yield* files(child)
		else if (textFile.test(name)) yield child
	}
}

// "1,000+ colleges", "950 schools", "more than 900 member colleges", "over 1000 institutions"…
const memberFigure =
	/\b(?:(?:more than|over|nearly|almost|about|around|some)\s+)?(\d{1,2},?\d{3}|\d{3})(\+?)\s+(?:member\s+)?(?:colleges|schools|institutions|universities|members)\b/gi

/** Every college-count figure in `text` that sits in a sentence about the Common App. */
function commonAppFigures(text: string) {
	const found: string[] = []
	for (const match of text.matchAll(memberFigure)) {
		const before = text.slice(Math.max(0, match.index - 200), match.index).toLowerCase()
		const sentence = before.split(/[.!?\n]\s/).at(-1) ?? ''
		const nearestCommon = Math.max(before.lastIndexOf('common app'), before.lastIndexOf('common application'))
		const nearestCoalition = before.lastIndexOf('coalition')
		const aboutCommonApp = nearestCommon >= 0 && nearestCommon > nearestCoalition
		// A figure between 500 and 2,000 colleges can only be the Common App's membership.
		const value = Number(match[1]!.replace(',', ''))
		if (aboutCommonApp || sentence.includes('common app') || (value >= 500 && value <= 2000)) found.push(match[0])
	}
	return found
}

test('the matcher finds the figures it is meant to find', () => {
	expect(commonAppFigures('Common App: One application for 1,000+ colleges')).toEqual(['1,000+ colleges'])
	expect(commonAppFigures('The Common App is used by more than 900 colleges.')).toEqual(['more than 900 colleges'])
	expect(commonAppFigures('Used by 950 schools')).toEqual(['950 schools'])
	expect(commonAppFigures('The Coalition has 150+ member schools; the catalog has 2,444 colleges.')).toEqual([])
})

test('every Common App figure in the source, content and posts is "900+ colleges"', () => {
	const wrong: string[] = []
	let seen = 0
	for (const file of scanned.flatMap((entry) => [...files(entry)])) {
		if (file === self) continue
		for (const figure of commonAppFigures(readFileSync(path.join(root, file), 'utf8'))) {
			seen++
			if (!/^900\+ (colleges|schools)$/.test(figure)) wrong.push(`${file}: ${figure}`)
		}
	}
	expect(wrong).toEqual([])
	expect(seen).toBeGreaterThan(3)
})
