// Whole dollars and percentages for the catalog's figures, with the words a
// page uses when a college did not report one.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export function formatMoney(value: number | null | undefined, missing = 'not reported'): string {
	return value === null || value === undefined ? missing : dollars.format(value)
}

/** A rate from 0 to 1 as a whole percent. */
export function formatPercent(rate: number | null | undefined, missing = 'not reported'): string {
	return rate === null || rate === undefined ? missing : `${Math.round(rate * 100)}%`
}
