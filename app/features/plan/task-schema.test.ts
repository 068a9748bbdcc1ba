import { expect, test } from 'vitest'
import { AddStepIntent, CreateTaskIntent, TaskFormSchema, TasksIntentSchema } from './task-schema'

test('a task form: required title and category, optional date and minutes, clear messages', () => {
	expect(TaskFormSchema.parse({ title: ' Call the counselor ', category: 'family', owner: 'parent', dueDate: '', minutes: undefined })).toEqual({
		title: 'Call the counselor',
		notes: null,
		category: 'family',
		owner: 'parent',
		dueDate: null,
		minutes: null,
		priority: 2,
		recurrence: null,
	})
	const bad = TaskFormSchema.safeParse({ title: 'x', category: 'nope', owner: 'student', dueDate: '2026-13-40', minutes: '0' })
	expect(bad.success).toBe(false)
	const messages = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
	expect(messages).toMatchObject({
		title: 'Give the task a title of at least 3 characters.',
		category: 'Choose a category.',
		dueDate: 'Use a date like 2026-12-01.',
		minutes: 'At least 1 minute.',
	})
})

test('the tasks page’s intents: one union, each form’s fields with their messages, ids checked by the schema', () => {
	expect(TasksIntentSchema.parse({ intent: 'add-step', taskId: 't1', title: ' Call ', minutes: '10' })).toEqual({ intent: 'add-step', taskId: 't1', title: 'Call', minutes: 10 })
	expect(TasksIntentSchema.parse({ intent: 'comment', taskId: 't1', body: 'Sunday works.' })).toEqual({ intent: 'comment', taskId: 't1', body: 'Sunday works.' })
	expect(TasksIntentSchema.parse({ intent: 'delete', taskId: 't1' })).toEqual({ intent: 'delete', taskId: 't1' })
	expect(TasksIntentSchema.parse({ intent: 'snooze', taskId: 't1', days: '7' })).toEqual({ intent: 'snooze', taskId: 't1', days: 7 })
	// An empty field arrives from a form as no value: undoing a change to a task that was not snoozed.
	expect(TasksIntentSchema.parse({ intent: 'restore', taskId: 't1', status: 'open', skipCount: '0' })).toMatchObject({ snoozedUntil: null })
	const messages = (input: unknown) => Object.fromEntries(TasksIntentSchema.safeParse(input).error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
	expect(messages({ intent: 'update', title: 'Call the counselor', category: 'family', owner: 'parent' })).toEqual({ taskId: 'That task is no longer in this plan.' })
	expect(messages({ intent: 'comment', taskId: 'x'.repeat(41), body: '' })).toEqual({ taskId: 'That task is no longer in this plan.', body: 'Write a comment.' })
	expect(messages({ intent: 'add-step', taskId: 't1', title: 'x' })).toEqual({ title: 'Name the step in at least 3 characters.' })
	expect(TasksIntentSchema.safeParse({ intent: 'archive', taskId: 't1' }).success).toBe(false)
	// Each form validates in the browser with its member of the union.
	expect(AddStepIntent.safeParse({ intent: 'add-step', taskId: 't1', title: 'Look at deadlines' }).success).toBe(true)
	expect(CreateTaskIntent.safeParse({ intent: 'create', title: 'Visit', category: 'family', owner: 'parent' }).success).toBe(true)
})
