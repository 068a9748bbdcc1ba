import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parseCatalog } from './catalog-csv'
import { buildCollegeIndex, normalize, type SearchableCollege, searchCollegeIndex } from './search'

const rows = parseCatalog(readFileSync(new URL('../../../scripts/data/colleges.csv', import.meta.url), 'utf8')).map(
	(row) =>
		({
			id: String(row.id),
			name: String(row.name),
			city: (row.city as string) ?? null,
			state: (row.state as string) ?? null,
			control: (row.control as string) ?? null,
			locale: (row.locale as string) ?? null,
			undergradSize: (row.undergradSize as number) ?? null,
			admissionRate: (row.admissionRate as number) ?? null,
			avgNetPrice: (row.avgNetPrice as number) ?? null,
		}) satisfies SearchableCollege,
)
const index = buildCollegeIndex(rows)

test('the whole catalog is searchable by name prefix, words in any order, city or state', () => {
	expect(rows.length).toBeGreaterThan(2400)
	expect(searchCollegeIndex(index, 'harvard')[0]!.name).toBe('Harvard University')
	expect(searchCollegeIndex(index, 'ohio state')[0]!.name).toMatch(/^Ohio State University/)
	const california = searchCollegeIndex(index, 'university of california')
	// Every campus first, then other names with all three words.
	expect(california.slice(0, 9).every((college) => college.name.startsWith('University of California-'))).toBe(true)
	expect(california.every((college) => ['university', 'of', 'california'].every((word) => normalize(college.name).includes(word)))).toBe(true)
	expect(searchCollegeIndex(index, 'berkeley ca').some((college) => college.name.includes('Berkeley'))).toBe(true)
	expect(searchCollegeIndex(index, 'x')).toEqual([])
	expect(searchCollegeIndex(index, 'qqqzzz')).toEqual([])
	expect(searchCollegeIndex(index, 'college').length).toBe(20)
})

test('filters: size, setting, control, admission rate and net price', () => {
	const selective = searchCollegeIndex(index, 'university', { maxAdmissionRate: 0.1 }, 50)
	expect(selective.length).toBeGreaterThan(3)
	expect(selective.every((college) => college.admissionRate !== null && college.admissionRate <= 0.1)).toBe(true)
	const large = searchCollegeIndex(index, 'state', { size: 'large', control: 'public' }, 50)
	expect(large.every((college) => (college.undergradSize ?? 0) > 15000 && college.control === 'Public')).toBe(true)
	const rural = searchCollegeIndex(index, 'college', { setting: 'rural', maxNetPrice: 20000 }, 50)
	expect(rural.every((college) => college.locale!.startsWith('Rural') && college.avgNetPrice! <= 20000)).toBe(true)
})
