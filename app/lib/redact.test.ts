import { expect, test } from 'vitest'
import { redactError, redactText, redactValue, scrubEvent } from './redact'

test('text loses addresses, codes, tokens, query strings and a failed query’s parameters', () => {
	const line = redactText(
		'Failed query: insert into "users" ("email") values (?)\nparams: maya@example.com,123456\n' +
			'GET /verify-email?token=abcdefghijkmnopqrstuv.123456&context=login from parent@northstar.demo, code 654321, ' +
			'https://northstar.example/blog/unsubscribe?token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0 after 4200 ms',
	)
	expect(line).not.toMatch(/maya@|parent@|123456|654321|abcdefghijkmnopqrstuv|eyJhbGci|context=login/)
	expect(line).toContain('/verify-email?[redacted]')
	expect(line).toContain('https://northstar.example/blog/unsubscribe?[redacted]')
	expect(line).toContain('params: [redacted]')
	// Numbers that could not be a code stay (any six digits standing alone could).
	expect(line).toContain('4200 ms')
})

test('values are dropped by key, whatever the nesting and spelling', () => {
	expect(
		redactValue({ serverFn: 'saveEssayDraft', input: { essayText: 'Dear admissions…', accountId: 'a1', contactEmail: 'x@y.z' }, tries: 2 }),
	).toEqual({ serverFn: 'saveEssayDraft', input: { essayText: '[redacted]', accountId: 'a1', contactEmail: '[redacted]' }, tries: 2 })
	const cycle: Record<string, unknown> = { name: 'loop' }
	cycle.self = cycle
	expect(redactValue(cycle)).toEqual({ name: 'loop', self: '[redacted]' })
})

test('an error keeps its name and shape, not its personal data', () => {
	const error = new Error('No user for kid@example.com', { cause: { email: 'kid@example.com' } })
	const redacted = redactError(error)
	expect(redacted.name).toBe('Error')
	expect(redacted.message).toBe('No user for [email]')
	expect(JSON.stringify(redacted)).not.toContain('kid@example.com')
})

test('an error report loses the request’s query, cookies, body and identifying headers; the user is an id', () => {
	const event = scrubEvent({
		message: 'Sign-in failed for a@b.co',
		exception: { values: [{ value: 'code 123456 was wrong' }] },
		request: {
			url: 'https://northstar.example/verify-email?token=x.123456',
			query_string: 'token=x.123456',
			cookies: { ns_session: 'abc' },
			data: { code: '123456' },
			headers: { cookie: 'ns_session=abc', 'user-agent': 'Chrome', 'x-forwarded-for': '203.0.113.9' },
		},
		breadcrumbs: [{ message: 'fetch /_serverFn/checkEmailCaptured?payload=%7B%22email%22', data: { url: '/login?email=a@b.co' } }],
		extra: { email: 'a@b.co', serverFn: 'x' },
		user: { id: 'u1', email: 'a@b.co', ip_address: '203.0.113.9' },
	})
	expect(JSON.stringify(event)).not.toMatch(/a@b\.co|123456|ns_session|203\.0\.113\.9|payload=/)
	expect(event.request).toEqual({ url: 'https://northstar.example/verify-email?[redacted]', headers: { 'user-agent': 'Chrome' } })
	expect(event.user).toEqual({ id: 'u1' })
	expect(event.extra).toEqual({ email: '[redacted]', serverFn: 'x' })
})
