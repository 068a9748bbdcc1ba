import { expect, test } from 'vitest'
import { defaultPrefs, isQuietHour, localClock, reminderOffset, sendHour } from './notifications'

test('reminders are owed a week out, the day before and on the day', () => {
	expect([8, 7, 5, 2, 1, 0, -1].map(reminderOffset)).toEqual([null, 7, 7, 7, 1, 0, null])
})

test('quiet hours move the 8 o’clock mail to their end, across midnight too', () => {
	expect(sendHour({ quietStart: null, quietEnd: null })).toBe(8)
	expect(sendHour({ quietStart: 22, quietEnd: 9 })).toBe(9)
	expect(sendHour({ quietStart: 6, quietEnd: 10 })).toBe(10)
	expect(sendHour({ quietStart: 12, quietEnd: 14 })).toBe(8)
	expect(isQuietHour(23, { quietStart: 22, quietEnd: 7 })).toBe(true)
	expect(isQuietHour(7, { quietStart: 22, quietEnd: 7 })).toBe(false)
})

test('role defaults: counselors opt in; parents get the Sunday digest', () => {
	expect(defaultPrefs('counselor')).toMatchObject({ emailReminders: false, digestDay: null })
	expect(defaultPrefs('owner')).toMatchObject({ emailReminders: true, digestDay: 0 })
	expect(defaultPrefs('student')).toMatchObject({ emailReminders: true, digestDay: null })
})

test('the family clock', () => {
	expect(localClock('America/Los_Angeles', new Date('2026-11-23T16:30:00Z'))).toEqual({ hour: 8, weekday: 1 })
	expect(localClock('America/New_York', new Date('2026-11-23T04:30:00Z'))).toEqual({ hour: 23, weekday: 0 })
})
