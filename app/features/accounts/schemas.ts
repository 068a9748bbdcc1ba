import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'
import { memberRoles } from '#app/lib/db/roles'
import { accountSections } from './permissions'

// One schema per form, shared by the page (Conform) and the server functions.

const optionalText = (max: number, message: string) =>
	z
		.string()
		.trim()
		.max(max, message)
		.optional()
		.transform((value) => (value ? value : null))

export function graduationYearSchema(today: Date) {
	const first = today.getUTCFullYear()
	return z.coerce
		.number({ error: 'Choose the class year.' })
		.int('Choose the class year.')
		.min(first, `Choose a class year from ${first} to ${first + 4}.`)
		.max(first + 4, `Choose a class year from ${first} to ${first + 4}.`)
}

export function studentStepSchema(today: Date) {
	return z.object({
		studentName: z
			.string({ error: "Enter the student's name." })
			.trim()
			.min(1, "Enter the student's name.")
			.max(80, 'Keep the name under 80 characters.'),
		graduationYear: graduationYearSchema(today),
		highSchool: optionalText(120, 'Keep the school name under 120 characters.'),
		state: z
			.string()
			.trim()
			.toUpperCase()
			.regex(/^[A-Z]{2}$/, 'Use the two-letter state code, like OR.')
			.optional()
			.or(z.literal('').transform(() => undefined))
			.transform((value) => value ?? null),
		zip: z
			.string()
			.trim()
			.regex(/^\d{5}$/, 'Use a 5-digit ZIP code.')
			.optional()
			.or(z.literal('').transform(() => undefined))
			.transform((value) => value ?? null),
		filledBy: z.enum(['parent', 'student'], { error: "Tell us who's filling this in." }),
		studentEmail: EmailSchema.optional(),
	})
}

const listOfWords = (max: number) =>
	z
		.string()
		.max(500, 'Keep this under 500 characters.')
		.optional()
		.transform((value) =>
			(value ?? '')
				.split(/[,\n]/)
				.map((item) => item.trim())
				.filter(Boolean)
				.slice(0, max),
		)

export const concernOptions = {
	'executive-function': 'ADHD or executive-function support',
	'financial-aid': 'Paying for college and financial aid',
	'first-generation': 'First in the family to go to college',
	'test-anxiety': 'Test anxiety',
	deadlines: 'Keeping up with deadlines',
} as const

export const testOptions = ['PSAT', 'SAT', 'ACT', 'AP'] as const

export const GoalsStepSchema = z.object({
	intendedMajors: listOfWords(5),
	regions: listOfWords(5),
	concerns: z
		.array(z.enum(Object.keys(concernOptions) as [keyof typeof concernOptions, ...Array<keyof typeof concernOptions>]))
		.optional()
		.transform((value) => value ?? []),
	testPlans: z
		.array(
			z.object({
				test: z.enum(testOptions, { error: 'Choose a test.' }),
				date: z.iso.date({ error: 'Use a date like 2027-03-13.' }),
			}),
		)
		.max(6, 'Add at most six test dates.')
		.optional()
		.transform((value) => value ?? []),
})

export const StudentUpdateSchema = z.object({
	accountId: z.string().min(1).max(64).optional(),
	studentName: z.string().trim().min(1, "Enter the student's name.").max(80).optional(),
	graduationYear: z.coerce.number().int().min(2000).max(2100).optional(),
	highSchool: z.string().trim().max(120).nullable().optional(),
	state: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use the two-letter state code, like OR.').nullable().optional(),
	zip: z.string().trim().regex(/^\d{5}$/, 'Use a 5-digit ZIP code.').nullable().optional(),
	intendedStartTerm: z.string().trim().max(40).nullable().optional(),
	intendedMajors: z.array(z.string().trim().min(1).max(80)).max(5).optional(),
	regions: z.array(z.string().trim().min(1).max(80)).max(5).optional(),
	concerns: z.array(z.enum(Object.keys(concernOptions) as [string, ...string[]])).max(5).optional(),
}).strict()

export const InviteSchema = z.object({
	email: EmailSchema,
	role: z.enum(['parent', 'student', 'counselor'], { error: 'Choose a role.' }),
	sections: z
		.array(z.enum(accountSections))
		.optional()
		.transform((value) => value ?? []),
})

export const MemberRoleSchema = z.enum(memberRoles)
export const AccountIdSchema = z.string().trim().min(1).max(64)
