import { afterEach, expect, test, vi } from 'vitest'
import { forgetTickConflicts, getTickConflicts, keepTickConflicts, subscribeToTickConflicts, tickConflictsFor } from './tick-conflicts'

afterEach(forgetTickConflicts)

test('the messages are shown to the member they are for, in that account, and added to until dismissed', () => {
	keepTickConflicts('user_1/acc_1', ['FAFSA was changed by someone else'])
	keepTickConflicts('user_1/acc_1', ['SAT was changed by someone else'])
	expect(tickConflictsFor(getTickConflicts(), 'user_1/acc_1')).toEqual(['FAFSA was changed by someone else', 'SAT was changed by someone else'])
	// Another member of the same account, or the same member in another account, sees none.
	expect(tickConflictsFor(getTickConflicts(), 'user_2/acc_1')).toEqual([])
	expect(tickConflictsFor(getTickConflicts(), 'user_1/acc_2')).toEqual([])
	forgetTickConflicts()
	expect(tickConflictsFor(getTickConflicts(), 'user_1/acc_1')).toEqual([])
})

test('a new member’s messages replace another’s; nothing refused changes nothing', () => {
	keepTickConflicts('user_1/acc_1', ['FAFSA was changed by someone else'])
	const before = getTickConflicts()
	keepTickConflicts('user_2/acc_1', [])
	expect(getTickConflicts()).toBe(before)
	keepTickConflicts('user_2/acc_1', ['SAT was changed by someone else'])
	expect(getTickConflicts()).toEqual({ member: 'user_2/acc_1', messages: ['SAT was changed by someone else'] })
})

test('readers hear of each change, and stop when they unsubscribe', () => {
	const listener = vi.fn()
	const unsubscribe = subscribeToTickConflicts(listener)
	keepTickConflicts('user_1/acc_1', ['FAFSA was changed by someone else'])
	forgetTickConflicts()
	expect(listener).toHaveBeenCalledTimes(2)
	unsubscribe()
	keepTickConflicts('user_1/acc_1', ['again'])
	expect(listener).toHaveBeenCalledTimes(2)
})
