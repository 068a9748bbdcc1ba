import { z } from 'zod'
import { CREDIT_LIMITS, GPA_LIMITS, GRADES, WEIGHT_BONUS } from '#app/features/gpa/gpa'

// The student profile's forms (spec: Common App–style activities, at most
// 10 with a 150-character description; honors, at most 5) and the GPA the
// calculator saves, checked here because the browser is not trusted.

export const MAX_ACTIVITIES = 10
export const ACTIVITY_DESCRIPTION_MAX = 150
export const MAX_HONORS = 5
export const honorLevels = ['school', 'state', 'national', 'international'] as const
export const honorLevelLabels = { school: 'School', state: 'State or regional', national: 'National', international: 'International' } as const

const grades = z
	.array(z.coerce.number().int().min(9).max(12))
	.min(1, 'Choose at least one grade.')
	.transform((values) => [...new Set(values)].sort((a, b) => a - b))

const optionalNumber = (max: number, message: string) =>
	z
		.union([z.literal(''), z.coerce.number({ error: message }).int(message).min(0, message).max(max, message)])
		.optional()
		.transform((value) => (value === '' || value === undefined ? null : value))

export const ActivityFormSchema = z.object({
	name: z.string({ error: 'Name the activity.' }).trim().min(2, 'Name the activity.').max(50, 'Keep the activity name under 50 characters (the Common App allows 50).'),
	role: z.string().trim().max(50, 'Keep the position under 50 characters.').optional().transform((value) => value ?? ''),
	organization: z.string().trim().max(100, 'Keep the organization under 100 characters.').optional().transform((value) => value ?? ''),
	description: z
		.string({ error: 'Describe what you did.' })
		.trim()
		.min(10, 'Describe what you did in at least 10 characters.')
		.max(ACTIVITY_DESCRIPTION_MAX, `Keep the description to ${ACTIVITY_DESCRIPTION_MAX} characters, as the Common App does.`),
	grades,
	hoursPerWeek: optionalNumber(168, 'Hours per week is a whole number from 0 to 168.'),
	weeksPerYear: optionalNumber(52, 'Weeks per year is a whole number from 0 to 52.'),
})

export const HonorFormSchema = z.object({
	title: z.string({ error: 'Name the honor.' }).trim().min(2, 'Name the honor.').max(100, 'Keep the honor under 100 characters.'),
	level: z.enum(honorLevels, { error: 'Choose the level of recognition.' }),
	grades,
})

export const SavedGpaInput = z.object({
	accountId: z.string().min(1).max(40).optional(),
	courses: z
		.array(
			z.object({
				name: z.string().max(80),
				credits: z.number().min(CREDIT_LIMITS.min).max(CREDIT_LIMITS.max).nullable(),
				grade: z.union([z.enum(GRADES as [string, ...string[]]), z.literal('')]),
				weight: z.enum(Object.keys(WEIGHT_BONUS) as [string, ...string[]]),
			}),
		)
		.min(1, 'Add at least one course.')
		.max(50, 'At most 50 courses.'),
	cumulativeGpa: z.number().min(GPA_LIMITS.min).max(GPA_LIMITS.max).nullable(),
	previousCredits: z.number().min(0).max(200).nullable(),
})
