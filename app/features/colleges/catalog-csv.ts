// Reads the College Scorecard extract (scripts/data/colleges.csv): RFC 4180
// CSV with a header row, quotes only where needed, empty fields for missing.

export function parseCsv(text: string): string[][] {
	const rows: string[][] = []
	let row: string[] = []
	let field = ''
	let quoted = false
	for (let i = 0; i < text.length; i++) {
		const char = text[i]!
		if (quoted) {
			if (char === '"' && text[i + 1] === '"') {
				field += '"'
				i++
			} else if (char === '"') quoted = false
			else field += char
		} else if (char === '"') quoted = true
		else if (char === ',') {
			row.push(field)
			field = ''
		} else if (char === '\n' || char === '\r') {
			if (char === '\r' && text[i + 1] === '\n') i++
			row.push(field)
			rows.push(row)
			row = []
			field = ''
		} else field += char
	}
	if (field !== '' || row.length) {
		row.push(field)
		rows.push(row)
	}
	return rows.filter((cells) => cells.length > 1 || cells[0] !== '')
}

const integerColumns = [
	'undergrad_size', 'sat_rw_25', 'sat_rw_75', 'sat_math_25', 'sat_math_75', 'act_25', 'act_75', 'tuition_in_state',
	'tuition_out_of_state', 'cost_of_attendance', 'avg_net_price', 'net_price_0_30k', 'net_price_30_48k', 'net_price_48_75k',
	'net_price_75_110k', 'net_price_110k_plus', 'median_earnings_10yr', 'median_debt',
]
const realColumns = ['admission_rate', 'completion_rate', 'retention_rate', 'pell_share', 'latitude', 'longitude']

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const renamed: Record<string, string> = {
	unitid: 'id',
	net_price_0_30k: 'netPrice0To30k',
	net_price_30_48k: 'netPrice30To48k',
	net_price_48_75k: 'netPrice48To75k',
	net_price_75_110k: 'netPrice75To110k',
	net_price_110k_plus: 'netPrice110kPlus',
	median_earnings_10yr: 'medianEarnings10yr',
}

/** Rows as objects keyed like the `colleges` table, numbers parsed, missing values null. */
export function parseCatalog(text: string): Array<Record<string, string | number | null>> {
	const [header, ...rows] = parseCsv(text)
	if (!header || header[0] !== 'unitid') throw new Error('Not the college catalog: the first column must be unitid')
	return rows.map((cells) =>
		Object.fromEntries(
			header.map((column, index) => {
				const raw = cells[index] ?? ''
				const key = renamed[column] ?? camel(column)
				if (raw === '') return [key, null]
				if (integerColumns.includes(column)) return [key, Math.round(Number(raw))]
				if (realColumns.includes(column)) return [key, Number(raw)]
				return [key, raw]
			}),
		),
	)
}
