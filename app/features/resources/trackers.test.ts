import { describe, expect, it } from 'vitest'
import { csvEscape, emptyRow, fileSlug, parseRows, rowsToCsv, sortByDate, trackerStorageKey, type TrackerColumn, type TrackerRow } from './trackers'

const columns: TrackerColumn[] = [
	{ key: 'name', label: 'Name', type: 'text' },
	{ key: 'due', label: 'Due date', type: 'date' },
	{ key: 'status', label: 'Status', type: 'select', options: ['Not started', 'Done'] },
	{ key: 'visited', label: 'Visited?', type: 'checkbox' },
]

function row(id: string, due: string): TrackerRow {
	return { id, values: { name: id, due, status: 'Done', visited: '' } }
}

describe('trackerStorageKey', () => {
	it('is per page, the key a visitor’s rows are kept under', () => {
		expect(trackerStorageKey('college-list-builder')).toBe('northstar:resources:college-list-builder:tracker')
	})
})

describe('parseRows', () => {
	it('fills missing columns and fixes unknown select values', () => {
		const raw = JSON.stringify([{ id: 'r1', values: { name: 'Ada', status: 'Bogus', extra: 'x', visited: 'yes' } }])
		expect(parseRows(raw, columns)).toEqual([
			{ id: 'r1', values: { name: 'Ada', due: '', status: 'Not started', visited: 'yes' } },
		])
	})
	it('returns [] for malformed data', () => {
		expect(parseRows('{', columns)).toEqual([])
		expect(parseRows('[{"values":{}}]', columns)).toEqual([])
		expect(parseRows('[{"id":"","values":{}}]', columns)).toEqual([])
		expect(parseRows('[{"id":"r1","values":{"name":3}}]', columns)).toEqual([])
		expect(parseRows('[{"id":"r1","values":[]}]', columns)).toEqual([])
		expect(parseRows('[{"id":"r1","values":{}}, null]', columns)).toEqual([])
		expect(parseRows('{"id":"r1","values":{}}', columns)).toEqual([])
		expect(parseRows(null, columns)).toEqual([])
	})
})

describe('emptyRow', () => {
	it('defaults selects to their first option', () => {
		expect(emptyRow('x', columns).values).toEqual({ name: '', due: '', status: 'Not started', visited: '' })
	})
})

describe('sortByDate', () => {
	it('sorts earliest first with undated rows last, stable for ties', () => {
		const rows = [row('none', ''), row('late', '2026-01-15'), row('early', '2025-11-01'), row('bad', 'soon'), row('tie', '2025-11-01')]
		expect(sortByDate(rows, 'due').map((r) => r.id)).toEqual(['early', 'tie', 'late', 'none', 'bad'])
	})
	it('does not mutate its input', () => {
		const rows = [row('b', '2026-02-01'), row('a', '2026-01-01')]
		sortByDate(rows, 'due')
		expect(rows.map((r) => r.id)).toEqual(['b', 'a'])
	})
})

describe('csvEscape', () => {
	it('leaves plain values alone', () => {
		expect(csvEscape('Common App')).toBe('Common App')
		expect(csvEscape('')).toBe('')
	})
	it('quotes commas, quotes and line breaks', () => {
		expect(csvEscape('Smith, Jane')).toBe('"Smith, Jane"')
		expect(csvEscape('She said "yes"')).toBe('"She said ""yes"""')
		expect(csvEscape('two\nlines')).toBe('"two\nlines"')
	})
	it('neutralises spreadsheet formulas', () => {
		expect(csvEscape('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
		expect(csvEscape('+1')).toBe("'+1")
		expect(csvEscape('@me')).toBe("'@me")
	})
})

describe('rowsToCsv', () => {
	it('writes a header and one line per row', () => {
		const rows: TrackerRow[] = [{ id: '1', values: { name: 'Lee, A', due: '2025-11-01', status: 'Done', visited: 'yes' } }]
		expect(rowsToCsv(columns, rows)).toBe('Name,Due date,Status,Visited?\r\n"Lee, A",2025-11-01,Done,Yes\r\n')
	})
	it('writes only the header when empty', () => {
		expect(rowsToCsv(columns, [])).toBe('Name,Due date,Status,Visited?\r\n')
	})
})

describe('fileSlug', () => {
	it('makes file-safe names', () => {
		expect(fileSlug('Recommendation letters!')).toBe('recommendation-letters')
		expect(fileSlug('***')).toBe('tracker')
	})
})
