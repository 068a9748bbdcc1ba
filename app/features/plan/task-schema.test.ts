import { expect, test } from 'vitest'
import { TaskFormSchema } from './task-schema'

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
