import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sendSignInCode, verifySignInCode } from '#app/features/auth/auth.server'
import type { SignInCarry } from '#app/features/auth/carry'
import { identifyVisitor } from '#app/features/blog/blog.server'
import { createSignedInUser, createTestContext, readOutbox, type TestContext } from '../../tests/support/test-context'
import { createUserSession, destroyUserSession, getSessionUser, SESSION_COOKIE_NAME } from './session.server'

// Every cookie the app sets is HttpOnly, SameSite=Lax, Path=/, and Secure
// (with the __Host- prefix) off localhost; a sign-in always issues a new
// session id (no session fixation).

let local: TestContext
let secure: TestContext
beforeAll(async () => {
	local = await createTestContext()
	secure = await createTestContext({ BASE_URL: 'https://northstar.example', NODE_ENV: 'production', ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })
})
afterAll(async () => {
	await local.cleanup()
	await secure.cleanup()
})

/** The attributes of one Set-Cookie value, lower-cased names, e.g. { httponly: '', samesite: 'Lax' }. */
function attributes(setCookie: string): Record<string, string> {
	const [, ...parts] = setCookie.split(';')
	return Object.fromEntries(
		parts.map((part) => {
			const [name, ...value] = part.trim().split('=')
			return [name!.toLowerCase(), value.join('=')]
		}),
	)
}

function cookieValue(setCookies: string[], name: string): string | null {
	const found = setCookies.find((cookie) => cookie.startsWith(`${name}=`))
	return found ? found.split(';')[0]!.slice(name.length + 1) : null
}

const loginCarry: SignInCarry = { context: 'login', plan: '', billing: 'monthly' }

describe('cookie attributes', () => {
	test('off localhost the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, with no Domain', async () => {
		const user = await createSignedInUser(secure)
		const { setCookie } = await createUserSession(secure, user.user.id)
		expect(setCookie.startsWith(`__Host-${SESSION_COOKIE_NAME}=`)).toBe(true)
		expect(attributes(setCookie)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', secure: '' })
		expect(attributes(setCookie)).not.toHaveProperty('domain')
	})

	test('on plain-http localhost it keeps its plain name and is not Secure (the browser would drop it)', async () => {
		const localUser = await createSignedInUser(local)
		const plain = await createUserSession(local, localUser.user.id)
		expect(plain.setCookie.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true)
		expect(attributes(plain.setCookie)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' })
		expect(attributes(plain.setCookie)).not.toHaveProperty('secure')
	})

	test('a host that is not this machine gets Secure cookies even when BASE_URL says http', async () => {
		const lan = await createTestContext({ BASE_URL: 'http://192.168.1.20:3000', ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })
		try {
			const user = await createSignedInUser(lan)
			const { setCookie } = await createUserSession(lan, user.user.id)
			expect(setCookie.startsWith(`__Host-${SESSION_COOKIE_NAME}=`)).toBe(true)
			expect(attributes(setCookie)).toHaveProperty('secure')
		} finally {
			await lan.cleanup()
		}
	})

	test('signing out clears the cookie with the same name and attributes', async () => {
		const user = await createSignedInUser(secure)
		const cleared = await destroyUserSession(new Request('https://northstar.example/logout', { headers: { cookie: user.cookie } }), secure)
		expect(cleared.startsWith(`__Host-${SESSION_COOKIE_NAME}=`)).toBe(true)
		expect(attributes(cleared)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', secure: '', 'max-age': '0' })
	})

	test('the pending sign-in cookie and the blog visitor cookie are HttpOnly, SameSite=Lax, Secure over HTTPS', async () => {
		const sent = await sendSignInCode(secure, 'cookies@example.com', loginCarry)
		expect(sent.status).toBe('sent')
		const pending = sent.status === 'sent' ? sent.response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-ns_sign_in=')) : undefined
		expect(pending).toBeDefined()
		expect(attributes(pending!)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', secure: '' })
		// It points at the code's row and says nothing of the address or the code.
		expect(decodeURIComponent(pending!)).not.toContain('cookies@example.com')

		const visitor = await identifyVisitor(secure, new Request('https://northstar.example/blog/x'))
		expect(attributes(visitor.setCookie!)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', secure: '' })
	})
})

describe('session fixation', () => {
	async function signIn(email: string, existingCookie: string) {
		const start = await sendSignInCode(local, email, loginCarry)
		if (start.status !== 'sent') throw new Error('no code was sent')
		const pending = cookieValue(start.response.headers.getSetCookie(), 'ns_sign_in')
		const code = readOutbox(local.outboxDir).filter((mail) => mail.to === email).at(-1)!.text.match(/^\s+(\d{6})$/m)![1]!
		const cookie = [existingCookie, `ns_sign_in=${pending}`].join('; ')
		const result = await verifySignInCode(local, new Request('http://localhost:3000/verify-email', { method: 'POST', headers: { cookie } }), code)
		if (result.status !== 'signed-in') throw new Error(`sign-in failed: ${result.status}`)
		const newSession = cookieValue(result.response.headers.getSetCookie(), SESSION_COOKIE_NAME)
		expect(newSession).toBeTruthy()
		return `${SESSION_COOKIE_NAME}=${newSession}`
	}

	test('a session cookie planted before sign-in is replaced by a new id, never becomes the new user\'s session, and ends', async () => {
		// Someone else's valid session, planted in the victim's browser.
		const planted = await createSignedInUser(local)
		const plantedUser = await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: planted.cookie } }), local)

		const issued = await signIn('victim@example.com', planted.cookie)
		expect(issued).not.toBe(planted.cookie)
		const signedIn = await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: issued } }), local)
		expect(signedIn).toMatchObject({ email: 'victim@example.com' })
		expect(signedIn!.sessionId).not.toBe(plantedUser!.sessionId)
		// The planted id did not gain the victim's sign-in: it no longer names anyone.
		expect(await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: planted.cookie } }), local)).toBeNull()
	})

	test('a forged or stale session cookie is ignored and a fresh id is issued', async () => {
		const forged = `${SESSION_COOKIE_NAME}=forged-session-id`
		const issued = await signIn('forged@example.com', forged)
		expect(issued).not.toBe(forged)
		const again = await signIn('forged@example.com', issued)
		// Signing in again, even while signed in, issues yet another id.
		expect(again).not.toBe(issued)
		const user = await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: again } }), local)
		expect(user).toMatchObject({ email: 'forged@example.com' })
		// The session it replaced has ended.
		expect(await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: issued } }), local)).toBeNull()
	})
})
