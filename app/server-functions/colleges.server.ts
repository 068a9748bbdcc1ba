import { z } from 'zod'
import { getCollegeIndex } from '#app/features/colleges/catalog.server'
import { searchCollegeIndex } from '#app/features/colleges/search'
import { defineServerFn } from './define'

// The college list's type-ahead: the public College Scorecard catalog, so
// anyone may search it and answers are cacheable.

export const CollegeSearchInput = z.object({
	q: z.string().trim().max(80, 'Keep the search under 80 characters.'),
	size: z.enum(['small', 'medium', 'large']).optional(),
	setting: z.enum(['city', 'suburb', 'town', 'rural']).optional(),
	control: z.enum(['public', 'private', 'for-profit']).optional(),
	maxAdmissionRate: z.number().min(0).max(1).optional(),
	maxNetPrice: z.number().int().min(0).max(200_000).optional(),
})

export const collegeServerFns = [
	defineServerFn({
		id: 'searchColleges',
		method: 'GET',
		access: 'public',
		input: CollegeSearchInput,
		cacheControl: 'public, max-age=3600',
		async handler({ app, input }) {
			const { q, ...filters } = input
			return searchCollegeIndex(await getCollegeIndex(app), q, filters, 20)
		},
	}),
]
