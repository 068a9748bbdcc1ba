import { expect, test } from 'vitest'
import { parseCarry, parseContext, parseSource, startOverPath, verifyEmailPath } from './carry'
import { EmailSchema, isDisposableEmail, parseEmailParam } from './email'
import { safeRedirect } from './redirects'
import { signInEmail } from './sign-in-email'
import { isSameOriginRequest } from './csrf.server'

test('emails are trimmed, lower-cased and validated', () => {
	expect(EmailSchema.parse('  Dana.Rivera@Example.COM ')).toBe('dana.rivera@example.com')
	expect(EmailSchema.safeParse('not-an-email').success).toBe(false)
	expect(EmailSchema.safeParse('').error?.issues[0]?.message).toBe('Enter your email address.')
	expect(EmailSchema.safeParse(`${'a'.repeat(250)}@x.co`).success).toBe(false)
	expect(isDisposableEmail('kid@mailinator.com')).toBe(true)
	expect(EmailSchema.safeParse('kid@mailinator.com').error?.issues[0]?.message).toMatch(/throwaway/)
})

test('an email search param is used only when valid', () => {
	expect(parseEmailParam(null)).toEqual({ invalid: false })
	expect(parseEmailParam('')).toEqual({ invalid: false })
	expect(parseEmailParam('A@B.co')).toEqual({ email: 'a@b.co', invalid: false })
	expect(parseEmailParam('nope')).toEqual({ invalid: true })
})

test('returnTo keeps same-origin relative paths only, normalised by the URL parser', () => {
	expect(safeRedirect('/a/123/tasks?tab=week#today')).toBe('/a/123/tasks?tab=week#today')
	expect(safeRedirect('/a/./b/../c')).toBe('/a/c')
	expect(safeRedirect('https://evil.example.com/x')).toBe('/dashboard')
	expect(safeRedirect('//evil.example.com')).toBe('/dashboard')
	expect(safeRedirect('/\\evil.example.com')).toBe('/dashboard')
	// Dot segments that collapse into a scheme-relative path.
	expect(safeRedirect('/.//evil.example.com')).toBe('/dashboard')
	expect(safeRedirect('/a/../..//evil.example.com')).toBe('/dashboard')
	expect(safeRedirect('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x')
	expect(safeRedirect('/\tevil')).toBe('/dashboard')
	expect(safeRedirect(' /a')).toBe('/dashboard')
	expect(safeRedirect('javascript:alert(1)')).toBe('/dashboard')
	expect(safeRedirect(undefined, '/home')).toBe('/home')
	expect(safeRedirect(42)).toBe('/dashboard')
})

test('sign-up params: plan, billing, returnTo, source, context', () => {
	const params = new URLSearchParams({ plan: 'Growth', billing: 'yearly', returnTo: '//evil.com', dev: 'true' })
	expect(parseCarry(params, 'signup')).toEqual({ context: 'signup', plan: 'growth', billing: 'yearly', dev: true })
	expect(parseCarry(new URLSearchParams({ billing: 'weekly', plan: '<script>' }), 'login')).toEqual({
		context: 'login',
		plan: '',
		billing: 'monthly',
	})
	expect(parseCarry(new URLSearchParams({ returnTo: '/a/1/tasks' }), 'login').returnTo).toBe('/a/1/tasks')
	expect(parseSource('adhd-support-hero')).toBe('adhd-support-hero')
	expect(parseSource('x'.repeat(100))).toHaveLength(64)
	expect(parseSource('  \u0000  ')).toBeNull()
	expect(parseContext('signup')).toBe('signup')
	expect(parseContext('sideways')).toBeNull()
	expect(verifyEmailPath({ context: 'signup', dev: true }, 'a@b.co')).toBe('/verify-email?context=signup&email=a%40b.co&dev=true')
	expect(startOverPath({ context: 'signup', plan: 'growth', billing: 'yearly', returnTo: '/invite/x' })).toBe(
		'/signup?plan=growth&billing=yearly&returnTo=%2Finvite%2Fx',
	)
	expect(startOverPath({ context: 'login', plan: '', billing: 'monthly' })).toBe('/login')
})

test('the sign-in mail has the code, the link, and the ignore line, in text and HTML', () => {
	const mail = signInEmail({
		to: 'a@b.co',
		code: '123456',
		link: 'https://northstar.app/verify-email?token=t&context=login',
		context: 'login',
		name: 'Dana <script>',
	})
	expect(mail.subject).toBe('123456 is your Northstar code')
	expect(mail.text).toMatch(/^\s+123456$/m)
	expect(mail.text).toContain('https://northstar.app/verify-email?token=t&context=login')
	expect(mail.text).toContain("Didn't ask for this?")
	expect(mail.html).toContain('font-size:36px')
	expect(mail.html).toContain('Dana &#60;script&#62;')
	expect(mail.html).not.toContain('<script>')
})

test('CSRF: Origin must be ours; Sec-Fetch-Site must be same-origin; no headers is not a browser', () => {
	const env = { BASE_URL: 'https://northstar.app' }
	const post = (headers: Record<string, string>, url = 'https://northstar.app/login') =>
		isSameOriginRequest(new Request(url, { method: 'POST', headers }), env)
	expect(post({ origin: 'https://northstar.app' })).toBe(true)
	expect(post({ origin: 'http://localhost:3000' }, 'http://localhost:3000/login')).toBe(true)
	expect(post({ origin: 'https://evil.example.com' })).toBe(false)
	expect(post({ origin: 'null' })).toBe(false)
	expect(post({ 'sec-fetch-site': 'cross-site' })).toBe(false)
	expect(post({ 'sec-fetch-site': 'same-origin' })).toBe(true)
	expect(post({})).toBe(true)
})
