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

test('the plan engine’s entries read as Northstar’s, with the reason', () => {
	const at = 500
	const changes = recentChanges({
		tasks: [],
		comments: [],
		engine: [
			{ kind: 'added', ruleKey: 'engine:css:1', title: 'Submit the CSS Profile for Rice University', reason: 'Rice University needs the CSS Profile and its aid priority date is Jan 15.', createdAt: at },
			{ kind: 'reprioritized', ruleKey: 'priority:t1', title: 'Ask for a letter', reason: 'Due tomorrow.', createdAt: at - 1 },
			{ kind: 'risk', ruleKey: 'risk:no-safety', title: 'No safety on the college list', reason: 'Add one.', createdAt: at - 2 },
			{ kind: 'removed', ruleKey: 'risk:no-safety', title: 'No safety on the college list', reason: 'The list has a safety now.', createdAt: at - 3 },
			{ kind: 'removed', ruleKey: 'engine:css:1', title: 'Submit the CSS Profile for Rice University', reason: 'That college is no longer on the list.', createdAt: at - 4 },
			{ kind: 'added', ruleKey: 'engine:css:2', title: 'Too old', reason: 'Old.', createdAt: 5 },
		],
		names: new Map(),
		since: 100,
	})
	expect(changes.map((change) => `${change.who} ${change.text}`)).toEqual([
		'Northstar added “Submit the CSS Profile for Rice University” — Rice University needs the CSS Profile and its aid priority date is Jan 15.',
		'Northstar moved “Ask for a letter” up to must do — due tomorrow.',
		'Northstar flagged a risk: No safety on the college list — Add one.',
		'Northstar cleared the warning “No safety on the college list” — The list has a safety now.',
		'Northstar took “Submit the CSS Profile for Rice University” out of the plan — That college is no longer on the list.',
	])
})
