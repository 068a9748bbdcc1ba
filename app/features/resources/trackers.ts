import { isJsonObject, readStoredJson } from '#app/lib/stored-json'

// The resource pages' trackers (app/components/resource-tracker.tsx): an
// editable table's columns and rows, what this browser keeps of them, sorting
// and the CSV export. A page's columns live in content/resources/<slug>.ts.

export type TrackerColumn = {
	key: string
	label: string
	type: 'text' | 'date' | 'number' | 'select' | 'checkbox'
	/** For `select` columns: the allowed values, in order (the first is the default). */
	options?: readonly string[]
	placeholder?: string
}

export type TrackerConfig = {
	/** Short name of the table, used for its caption and the CSV file name. */
	title: string
	columns: TrackerColumn[]
	/** Key of the date column the "Sort by date" button uses. */
	dateKey?: string
	/** Label for one row in button names, e.g. "college" → "Add college". */
	rowNoun: string
}

export type TrackerRow = { id: string; values: Record<string, string> }

/** localStorage key for a page's tracker: a visitor's rows are kept under it, so it never changes. */
export function trackerStorageKey(page: string): string {
	return `northstar:resources:${page}:tracker`
}

/** Parses stored tracker rows, keeping only known columns; anything malformed yields []. */
export function parseRows(raw: string | null, columns: readonly TrackerColumn[]): TrackerRow[] {
	const stored = readStoredJson(raw)
	if (!Array.isArray(stored) || !stored.every(isStoredRow)) return []
	return stored.map((row) => ({ id: row.id, values: normalizeValues(row.values, columns) }))
}

function isStoredRow(row: unknown): row is TrackerRow {
	return (
		isJsonObject(row) &&
		typeof row.id === 'string' &&
		row.id.length > 0 &&
		isJsonObject(row.values) &&
		Object.values(row.values).every((value) => typeof value === 'string')
	)
}

/** A row's values with every column present; select values outside the options fall back to the first option. */
export function normalizeValues(values: Readonly<Record<string, string>>, columns: readonly TrackerColumn[]) {
	const out: Record<string, string> = {}
	for (const column of columns) {
		const value = values[column.key] ?? ''
		if (column.type === 'select' && column.options?.length) {
			out[column.key] = column.options.includes(value) ? value : (column.options[0] ?? '')
		} else if (column.type === 'checkbox') {
			out[column.key] = value === 'yes' ? 'yes' : ''
		} else {
			out[column.key] = value
		}
	}
	return out
}

export function emptyRow(id: string, columns: readonly TrackerColumn[]): TrackerRow {
	return { id, values: normalizeValues({}, columns) }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Rows sorted by an ISO date column (earliest first); rows without a valid date go last, original order kept for ties. */
export function sortByDate<T extends TrackerRow>(rows: readonly T[], key: string): T[] {
	return rows
		.map((row, index) => ({ row, index }))
		.sort((a, b) => {
			const da = a.row.values[key] ?? ''
			const db = b.row.values[key] ?? ''
			const va = ISO_DATE.test(da)
			const vb = ISO_DATE.test(db)
			if (va && vb && da !== db) return da < db ? -1 : 1
			if (va !== vb) return va ? -1 : 1
			return a.index - b.index
		})
		.map(({ row }) => row)
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Values starting with = + - @ (or a tab/CR) get a leading apostrophe so spreadsheets don't run them as formulas.
 */
export function csvEscape(value: string): string {
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The tracker as CSV text: a header row of labels, then one line per row (CRLF line endings). */
export function rowsToCsv(columns: readonly TrackerColumn[], rows: readonly TrackerRow[]): string {
	const header = columns.map((column) => csvEscape(column.label)).join(',')
	const lines = rows.map((row) =>
		columns
			.map((column) => {
				const value = row.values[column.key] ?? ''
				return csvEscape(column.type === 'checkbox' ? (value === 'yes' ? 'Yes' : 'No') : value)
			})
			.join(','),
	)
	return [header, ...lines].join('\r\n') + '\r\n'
}

/** A file-name-safe slug, e.g. "Recommendation letters" → "recommendation-letters". */
export function fileSlug(text: string): string {
	return (
		text
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '') || 'tracker'
	)
}
