import { expect, test } from 'vitest'
import { calendarSubscribeLinks } from './subscribe-links'

test('one-tap links: Apple gets the webcal:// form, Google that same address as its encoded cid', () => {
	expect(calendarSubscribeLinks('https://northstar.app/calendar/abc_DEF-123.ics')).toEqual({
		apple: 'webcal://northstar.app/calendar/abc_DEF-123.ics',
		google: 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fnorthstar.app%2Fcalendar%2Fabc_DEF-123.ics',
	})
	expect(calendarSubscribeLinks('http://localhost:3000/calendar/x.ics').apple).toBe('webcal://localhost:3000/calendar/x.ics')
})
