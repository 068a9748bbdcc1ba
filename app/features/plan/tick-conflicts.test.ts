import { afterEach, expect, test, vi } from 'vitest'
import {
	dismissTickConflicts,
	forgetOtherMembers,
	forgetTickConflicts,
	getTickConflicts,
	keepTickConflicts,
	subscribeToTickConflicts,
	tickConflictsFor,
} from './tick-conflicts'

afterEach(forgetTickConflicts)

const said = (userId: string, accountId: string) => tickConflictsFor(getTickConflicts(), userId, accountId)

test('each message is shown to its member in the account of its task, and added to until dismissed there', () => {
	keepTickConflicts([
		{ userId: 'user_1', accountId: 'acc_1', message: 'FAFSA was changed by someone else' },
		{ userId: 'user_1', accountId: 'acc_2', message: 'SAT was changed by someone else' },
	])
	keepTickConflicts([{ userId: 'user_1', accountId: 'acc_1', message: 'Essay was changed by someone else' }])
	expect(said('user_1', 'acc_1')).toEqual(['FAFSA was changed by someone else', 'Essay was changed by someone else'])
	expect(said('user_1', 'acc_2')).toEqual(['SAT was changed by someone else'])
	// Another member of the same account sees none.
	expect(said('user_2', 'acc_1')).toEqual([])
	dismissTickConflicts('user_1', 'acc_1')
	expect(said('user_1', 'acc_1')).toEqual([])
	expect(said('user_1', 'acc_2')).toEqual(['SAT was changed by someone else'])
})

test('another member’s messages, or another member’s shell, drop what was kept; signing out drops all', () => {
	keepTickConflicts([{ userId: 'user_1', accountId: 'acc_1', message: 'FAFSA was changed by someone else' }])
	keepTickConflicts([{ userId: 'user_2', accountId: 'acc_1', message: 'SAT was changed by someone else' }])
	expect(getTickConflicts()).toEqual([{ userId: 'user_2', accountId: 'acc_1', message: 'SAT was changed by someone else' }])
	forgetOtherMembers('user_3')
	expect(getTickConflicts()).toEqual([])
	keepTickConflicts([{ userId: 'user_1', accountId: 'acc_1', message: 'FAFSA was changed by someone else' }])
	forgetOtherMembers('user_1')
	expect(said('user_1', 'acc_1')).toEqual(['FAFSA was changed by someone else'])
	forgetTickConflicts()
	expect(getTickConflicts()).toEqual([])
})

test('readers hear of each change, not of nothing refused, and stop when they unsubscribe', () => {
	const listener = vi.fn()
	const unsubscribe = subscribeToTickConflicts(listener)
	keepTickConflicts([])
	forgetOtherMembers('user_1')
	expect(listener).not.toHaveBeenCalled()
	keepTickConflicts([{ userId: 'user_1', accountId: 'acc_1', message: 'FAFSA was changed by someone else' }])
	forgetTickConflicts()
	expect(listener).toHaveBeenCalledTimes(2)
	unsubscribe()
	keepTickConflicts([{ userId: 'user_1', accountId: 'acc_1', message: 'again' }])
	expect(listener).toHaveBeenCalledTimes(2)
})
