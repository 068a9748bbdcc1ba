import { expect, test } from 'vitest'
import { changesWhoIsSignedIn, GENERIC_PUSH, keptPageAccount, notificationTarget, offlineBannerText, parsePushPayload } from './offline'

test('only the dashboard and the task list are kept, documents and .data alike', () => {
	expect(keptPageAccount('/a/acc_1/dashboard')).toBe('acc_1')
	expect(keptPageAccount('/a/acc_1/tasks.data')).toBe('acc_1')
	expect(keptPageAccount('/a/acc_1/settings')).toBeNull()
	expect(keptPageAccount('/a/acc_1/tasks/extra')).toBeNull()
	expect(keptPageAccount('/dashboard')).toBeNull()
})

test('sign-in and sign-out posts (and the test sign-in) change who is signed in; reading a page does not', () => {
	for (const path of ['/logout', '/login', '/login.data', '/verify-email.data', '/signup', '/invite/abc']) expect(changesWhoIsSignedIn('POST', path)).toBe(true)
	expect(changesWhoIsSignedIn('GET', '/test/bootstrap')).toBe(true)
	expect(changesWhoIsSignedIn('GET', '/login')).toBe(false)
	expect(changesWhoIsSignedIn('POST', '/a/acc_1/tasks.data')).toBe(false)
})

test('the offline banner says when the copy was saved', () => {
	const now = new Date(2026, 10, 26, 15, 0)
	expect(offlineBannerText(new Date(2026, 10, 26, 9, 5).getTime(), now)).toBe('Offline — last updated 9:05 AM')
	expect(offlineBannerText(new Date(2026, 10, 24, 18, 30).getTime(), now)).toBe('Offline — last updated Tue, Nov 24, 6:30 PM')
	expect(offlineBannerText(null, now)).toBe('Offline — showing the last copy saved on this device')
})

test('a push payload is shown as sent, and anything else as the generic notification to /', () => {
	expect(parsePushPayload(JSON.stringify({ title: 'Due tomorrow', body: 'FAFSA', url: '/a/1/tasks', tag: 'due-soon' }))).toEqual({ title: 'Due tomorrow', body: 'FAFSA', url: '/a/1/tasks', tag: 'due-soon' })
	expect(parsePushPayload('not json')).toEqual(GENERIC_PUSH)
	expect(parsePushPayload(null)).toEqual(GENERIC_PUSH)
	expect(parsePushPayload(JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example/', tag: 't' }))).toEqual(GENERIC_PUSH)
	expect(parsePushPayload(JSON.stringify({ title: 'x', body: 'y', url: '//evil.example/', tag: 't' }))).toEqual(GENERIC_PUSH)
	expect(parsePushPayload(JSON.stringify({ title: 'x', body: 'y', url: '/' })).tag).toBe('northstar')
	expect(GENERIC_PUSH).toMatchObject({ title: 'Northstar — open your plan', url: '/' })
})

test('a notification click opens its own page on this origin, and nothing else', () => {
	const origin = 'https://northstar.app'
	expect(notificationTarget('/a/1/tasks?open=t1', origin)).toBe('https://northstar.app/a/1/tasks?open=t1')
	expect(notificationTarget('//evil.example/x', origin)).toBe('https://northstar.app/')
	expect(notificationTarget('https://evil.example/', origin)).toBe('https://northstar.app/')
	expect(notificationTarget(undefined, origin)).toBe('https://northstar.app/')
})
