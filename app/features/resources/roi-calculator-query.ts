import { z } from 'zod'
import { INCOME_BRACKETS, type IncomeBracket, type RoiSearch } from './roi-calculator'

// The ROI calculator's search, read from the query in the route's loader.

const RoiSearchSchema = z.object({
	q: z
		.string()
		.trim()
		.max(100, 'Keep the search under 100 characters.')
		.transform((q) => q.replace(/[%_\\]/g, ' ').replace(/\s+/g, ' ').trim())
		.optional(),
	college: z.string().trim().max(64).optional(),
	income: z.enum(INCOME_BRACKETS.map((b) => b.value) as [IncomeBracket, ...IncomeBracket[]]).optional(),
	years: z.coerce
		.number({ error: 'Choose 4, 5 or 6 years.' })
		.int('Choose 4, 5 or 6 years.')
		.min(4, 'Choose 4, 5 or 6 years.')
		.max(6, 'Choose 4, 5 or 6 years.')
		.default(4),
})

/** Reads the GET parameters; invalid values fall back to defaults with an error to show inline. */
export function parseRoiSearch(params: URLSearchParams): RoiSearch {
	const raw = {
		q: params.get('q') ?? undefined,
		college: params.get('college') || undefined,
		income: params.get('income') || undefined,
		years: params.get('years') || undefined,
	}
	const errors: Record<string, string[]> = {}
	const out: RoiSearch = { q: '', college: '', income: '', years: 4, errors }
	for (const key of ['q', 'college', 'income', 'years'] as const) {
		const result = RoiSearchSchema.shape[key].safeParse(raw[key])
		if (!result.success) {
			errors[key] = [key === 'income' ? 'Choose an income range from the list.' : (result.error.issues[0]?.message ?? 'Check this value.')]
			continue
		}
		if (key === 'years') out.years = result.data as number
		else if (key === 'income') out.income = (result.data as IncomeBracket | undefined) ?? ''
		else out[key] = (result.data as string | undefined) ?? ''
	}
	return out
}
