import { z } from 'zod'
import { estimateSai, SAI_FIELDS, type SaiField, type SaiFormState } from './financial-aid-calculator'

// The SAI estimator's GET form, read from the query in the route's loader.

const money = (label: string, max: number) =>
	z
		.string()
		.trim()
		.transform((s) => Number(s.replace(/[$,\s]/g, '')))
		.pipe(
			z
				.number({ error: `Enter ${label} as a number (0 if none).` })
				.min(0, `${label[0]!.toUpperCase()}${label.slice(1)} can’t be negative.`)
				.max(max, `Enter no more than $${max.toLocaleString('en-US')}.`),
		)

const SaiFormSchema = z
	.object({
		parentAgi: money('parent adjusted gross income', 10_000_000),
		householdSize: z.coerce
			.number({ error: 'Enter the household size.' })
			.int('Household size is a whole number.')
			.min(2, 'A dependent student’s household has at least 2 people.')
			.max(15, 'Enter 15 or fewer.'),
		numberInCollege: z.coerce
			.number({ error: 'Enter how many will be in college.' })
			.int('Enter a whole number.')
			.min(1, 'At least 1 (the student).')
			.max(10, 'Enter 10 or fewer.'),
		parentAssets: money('parent assets', 100_000_000),
		studentIncome: money('student income', 1_000_000),
		studentAssets: money('student assets', 10_000_000),
	})
	.refine((v) => v.numberInCollege <= v.householdSize, {
		path: ['numberInCollege'],
		message: 'The number in college can’t be more than the household size.',
	})

export function parseSaiForm(params: URLSearchParams): SaiFormState {
	const values = Object.fromEntries(SAI_FIELDS.map((field) => [field, (params.get(field) ?? '').trim()])) as Record<SaiField, string>
	if (!SAI_FIELDS.some((field) => params.has(field))) return { submitted: false, values }
	// Blank money fields mean "none"; blank counts are errors.
	const input = {
		...values,
		parentAssets: values.parentAssets || '0',
		studentIncome: values.studentIncome || '0',
		studentAssets: values.studentAssets || '0',
		parentAgi: values.parentAgi,
		householdSize: values.householdSize || undefined,
		numberInCollege: values.numberInCollege || undefined,
	}
	const result = SaiFormSchema.safeParse(input)
	if (!result.success) {
		const errors: Partial<Record<SaiField, string[]>> = {}
		for (const issue of result.error.issues) {
			const field = issue.path[0] as SaiField
			if (!errors[field]) errors[field] = [issue.message]
		}
		if (!values.parentAgi) errors.parentAgi = ['Enter parent adjusted gross income (0 if none).']
		return { submitted: true, values, errors, estimate: null, numberInCollege: null }
	}
	return { submitted: true, values, errors: {}, estimate: estimateSai(result.data), numberInCollege: result.data.numberInCollege }
}
