import { z } from 'zod'
import { planCategories } from '../../../content/plan/types'
import { TaskActionInput } from './task-action-input'

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

const gone = 'That task is no longer in this plan.'
const taskId = z.string({ error: gone }).min(1, gone).max(40, gone)

// Each form on the tasks page posts one intent; its schema is the member of
// the union the action parses, so Conform validates the same rules in the
// browser (the member, whose other fields still report when intent is not yet
// set by the submit button) and on the server (the union).
export const CreateTaskIntent = TaskFormSchema.extend({ intent: z.literal('create') })
export const UpdateTaskIntent = TaskFormSchema.extend({ intent: z.literal('update'), taskId })
export const AddStepIntent = StepFormSchema.extend({ intent: z.literal('add-step'), taskId })
export const CommentIntent = CommentSchema.extend({ intent: z.literal('comment'), taskId })
export const DeleteTaskIntent = z.object({ intent: z.literal('delete'), taskId })

/** Every write the tasks page posts, by `intent`: the forms above and the status changes the dashboard shares. */
export const TasksIntentSchema = z.discriminatedUnion('intent', [CreateTaskIntent, UpdateTaskIntent, AddStepIntent, CommentIntent, DeleteTaskIntent, ...TaskActionInput.options])
export type TasksIntent = z.output<typeof TasksIntentSchema>
