import { z } from 'zod'
import { planCategories } from '../../../content/plan/types'

// A task as a family member types it (create and edit), with the messages
// the form shows beside each field.

export const TaskFormSchema = z.object({
	title: z.string({ error: 'Give the task a title.' }).trim().min(3, 'Give the task a title of at least 3 characters.').max(120, 'Keep the title under 120 characters.'),
	notes: z
		.string()
		.trim()
		.max(2000, 'Keep the notes under 2,000 characters.')
		.optional()
		.transform((value) => value || null),
	category: z.enum(planCategories, { error: 'Choose a category.' }),
	owner: z.enum(['student', 'parent'], { error: 'Choose who does it.' }),
	dueDate: z
		.string()
		.optional()
		.transform((value) => value || null)
		.pipe(
			z
				.iso.date({ error: 'Use a date like 2026-12-01.' })
				.refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Choose a date between 2000 and 2100.')
				.nullable(),
		),
	minutes: z.coerce
		.number({ error: 'Minutes must be a number.' })
		.int('Use whole minutes.')
		.min(1, 'At least 1 minute.')
		.max(600, 'At most 600 minutes; split a bigger task in two.')
		.optional()
		.transform((value) => value ?? null),
	priority: z.coerce.number().int().min(1).max(3).default(2) as z.ZodType<1 | 2 | 3>,
	recurrence: z
		.union([z.literal(''), z.enum(['weekly', 'monthly'])], { error: 'Choose how often it repeats.' })
		.optional()
		.transform((value) => value || null),
})

export const StepFormSchema = z.object({
	title: z.string({ error: 'Name the step.' }).trim().min(3, 'Name the step in at least 3 characters.').max(100, 'Keep the step under 100 characters.'),
	minutes: z.coerce
		.number({ error: 'Minutes must be a number.' })
		.int('Use whole minutes.')
		.min(1, 'At least 1 minute.')
		.max(60, 'Keep a step to an hour at most; split it if it is longer.')
		.optional()
		.transform((value) => value ?? null),
})

export const CommentSchema = z.object({
	body: z.string({ error: 'Write a comment.' }).trim().min(1, 'Write a comment.').max(1000, 'Keep the comment under 1,000 characters.'),
})
export type TaskForm = z.output<typeof TaskFormSchema>
