import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parseCatalog } from './catalog-csv'
import { balanceAdvice, edWarning, fitReason } from './college-list'
import type { CollegeScores } from './fit'

const catalog = parseCatalog(readFileSync(new URL('../../../scripts/data/colleges.csv', import.meta.url), 'utf8')) as unknown as Array<CollegeScores & { name: string }>
const named = (name: string) => catalog.find((row) => row.name === name)!

test('the fit rule on real catalog rows, with its reason in words', () => {
	const harvard = named('Harvard University')
	expect(fitReason({ sat: 1550 }, harvard)).toMatchObject({ fit: 'reach' }) // admits under 15%
	const open = catalog.find((row) => row.admissionRate !== null && row.admissionRate > 0.8 && row.satRw75 !== null && row.satMath75 !== null)!
	const high = (open.satRw75 ?? 0) + (open.satMath75 ?? 0) + 40
	const safe = fitReason({ sat: high }, open)
	expect(safe.fit).toBe('safety')
	expect(safe.reason).toMatch(new RegExp(`^Your SAT ${high} against its middle 50% of \\d+–\\d+; it admits \\d+%\\.$`))
	expect(fitReason({ gpa: 3.8 }, open)).toMatchObject({ fit: 'safety' })
	expect(fitReason({}, harvard).reason).toMatch(/^No comparable test scores, so no GPA saved yet and the admission rate decide/)
})

test('balance advice and the second Early Decision warning', () => {
	expect(balanceAdvice([])[0]).toMatch(/^Start with 8 to 12 colleges/)
	expect(balanceAdvice(['reach', 'reach', 'reach', 'reach', 'reach', 'reach', 'target'])).toEqual([
		'You have 6 reaches, 1 target and 0 safeties.',
		'Add at least two safeties you would be happy at and can afford.',
		'More than half the list is a reach: balance it with targets.',
	])
	const entries = [
		{ id: 'a', planType: 'ED', name: 'Duke University' },
		{ id: 'b', planType: 'RD', name: 'Rice University' },
	]
	expect(edWarning(entries, 'b', 'ED')).toBe('Early Decision is binding: Duke University is already your Early Decision school. Apply ED to one college at a time.')
	expect(edWarning(entries, 'a', 'ED')).toBeNull()
	expect(edWarning(entries, 'b', 'EA')).toBeNull()
})
