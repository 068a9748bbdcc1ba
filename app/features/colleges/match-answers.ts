import { z } from 'zod'

// The college-match quiz's answers as the query carries them, read in the
// route's loader. Kept out of match.ts, whose labels and brackets the page
// shows, so that the quiz (a plain GET form) does not download zod.

const optionalNumber = (min: number, max: number, message: string) =>
	z
		.string()
		.optional()
		.transform((value) => (value?.trim() ? Number(value) : null))
		.pipe(z.number({ error: message }).min(min, message).max(max, message).nullable())

export const MatchAnswersSchema = z.object({
	gpa: optionalNumber(0, 5, 'Enter a GPA from 0 to 5.'),
	sat: optionalNumber(400, 1600, 'SAT scores run from 400 to 1600.'),
	act: optionalNumber(1, 36, 'ACT scores run from 1 to 36.'),
	major: z.enum(['undecided', 'stem', 'health', 'business', 'humanities', 'arts', 'social-sciences', 'education']).default('undecided'),
	homeState: z
		.string()
		.trim()
		.toUpperCase()
		.regex(/^[A-Z]{2}$/, 'Use the two-letter state code, like OR.')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	distance: z.enum(['in-state', 'region', 'anywhere']).default('anywhere'),
	region: z.enum(['any', 'northeast', 'southeast', 'midwest', 'southwest', 'west']).default('any'),
	size: z.enum(['any', 'small', 'medium', 'large']).default('any'),
	setting: z.enum(['any', 'city', 'suburb', 'town', 'rural']).default('any'),
	control: z.enum(['any', 'public', 'private']).default('any'),
	income: z.enum(['0-30', '30-48', '48-75', '75-110', '110+']).default('48-75'),
	budget: optionalNumber(0, 100_000, 'Enter a yearly budget up to $100,000.'),
})
export type MatchAnswers = z.infer<typeof MatchAnswersSchema>
