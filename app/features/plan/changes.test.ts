import { expect, test } from 'vitest'
import { recentChanges } from './changes'

test('the week’s changes, newest first, named, capped', () => {
	const names = new Map([['u1', 'Pat'], ['u2', 'Sam']])
	const base = { parentId: null, templateId: null, status: 'open', completedAt: null, completedByUserId: null, createdAt: 0, createdByUserId: null }
	const changes = recentChanges({
		tasks: [
			{ ...base, title: 'Register for the SAT', templateId: 'g11-sat', status: 'done', completedAt: 300, completedByUserId: 'u2' },
			{ ...base, title: 'Write a thank-you note', parentId: 'p', status: 'done', completedAt: 200, completedByUserId: 'u2' },
			{ ...base, title: 'Call the aid office', createdAt: 250, createdByUserId: 'u1' },
			{ ...base, title: 'Old', status: 'done', completedAt: 5, completedByUserId: 'u1' },
		],
		comments: [{ taskTitle: 'Register for the SAT', body: 'Done for March!', userId: 'u1', createdAt: 400 }],
		names,
		since: 100,
	})
	expect(changes.map((change) => `${change.who} ${change.text}`)).toEqual([
		'Pat commented on Register for the SAT: “Done for March!”',
		'Sam finished Register for the SAT',
		'Pat added Call the aid office',
		'Sam finished a step: Write a thank-you note',
	])
	expect(recentChanges({ tasks: [], comments: [], names, since: 0 })).toEqual([])
})
