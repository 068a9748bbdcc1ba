import { type IncomeBracket } from './match'

// The cost comparison's arithmetic: four years at a yearly increase.

export const MAX_COMPARED = 4

export function fourYearTotal(firstYear: number, yearlyIncreasePercent: number, years = 4): number {
	let total = 0
	for (let year = 0; year < years; year++) total += firstYear * (1 + yearlyIncreasePercent / 100) ** year
	return Math.round(total)
}

export function parseIds(values: string[]): string[] {
	const ids = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => /^\d{6}$/.test(value))
	return [...new Set(ids)].slice(0, MAX_COMPARED)
}

export function parseIncrease(value: string | null): number {
	const parsed = Number(value)
	return value !== null && value.trim() !== '' && Number.isFinite(parsed) ? Math.min(15, Math.max(0, parsed)) : 3
}

export function parseIncome(value: string | null): IncomeBracket {
	return value === '0-30' || value === '30-48' || value === '48-75' || value === '75-110' || value === '110+' ? value : '48-75'
}
