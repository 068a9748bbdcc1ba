import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError } from '#app/lib/form-result'
import { getSessionUser } from '#app/lib/session.server'
import { describeMagicLink, describePendingSignIn, sendSignInCode, type SignInResult, verifyMagicLink, verifySignInCode } from './auth.server'
import { parseCarry, parseContext, type SignInCarry, startOverPath } from './carry'
import { arrivedFromOurselves } from './csrf.server'
import { EmailSchema, parseEmailParam } from './email'
import { readDevCode } from './pending-sign-in.server'
import { retryAfterText } from './rate-limit.server'
import { LOCKED } from './sign-in-lock'
import type { VerifyIntent } from './verify-email-forms'

// /verify-email (decisions 021 and 027): the page's three states — a link
// with bad parameters, a magic link's confirmation, a sign-in waiting for its
// code — and its posts. Nothing here signs in on a GET: the link's page only
// says whose sign-in it is, and its button's POST signs in.

/** What the page shows: a link whose parameters are wrong (a 400, spec §5), a magic link's confirmation, or a sign-in waiting for its code. */
export async function loadVerifyEmailPage(app: AppContext, request: Request) {
	const url = new URL(request.url)
	const contextParam = url.searchParams.get('context')
	const signInContext = parseContext(contextParam)
	const emailParam = parseEmailParam(url.searchParams.get('email'))
	const carry = parseCarry(url.searchParams, signInContext ?? 'login')

	// spec §5: a given email must be valid, a given context must be signup or login.
	const problems = [
		emailParam.invalid ? "The email address in this link isn't valid." : null,
		contextParam !== null && !signInContext ? "This link's sign-in context isn't one we know." : null,
	].filter((problem): problem is string => problem !== null)
	if (problems.length) return { status: 'invalid' as const, problems, carry }

	// A magic link only shows whose it is: its button (a POST) signs in (decision 021).
	const token = url.searchParams.get('token')
	if (token !== null) {
		const link = await describeMagicLink(app, token)
		const user = await getSessionUser(request, app)
		return {
			status: 'link' as const,
			carry,
			token,
			...link,
			signedInAs: user && user.email !== link.email ? user.email : null,
			focusButton: arrivedFromOurselves(request),
		}
	}

	const pending = await describePendingSignIn(app, request)
	const startFrom = pending?.carry ?? carry
	return {
		status: 'pending' as const,
		carry,
		email: pending?.email ?? emailParam.email ?? null,
		hasPendingSignIn: pending?.state === 'live',
		startOver: startOverPath(startFrom),
		devCode: carry.dev ? readDevCode(app.env, request) : null,
		code: (url.searchParams.get('code') ?? '').slice(0, 12),
		// ?code= submits by itself only when another site did not send the visitor here.
		autoSubmit: arrivedFromOurselves(request),
	}
}
export type VerifyEmailPage = Awaited<ReturnType<typeof loadVerifyEmailPage>>

/**
 * Runs one parsed post: a new code (the redirect back here, with its cookie)
 * or a code or link tried (the signed-in redirect, with the session). A
 * refusal is the answer; one marked LOCKED can only be followed by a new code.
 */
export async function runVerifyIntent(app: AppContext, request: Request, input: VerifyIntent, carry: SignInCarry): Promise<Response | FormAnswer> {
	if (input.intent === 'resend') {
		const pending = await describePendingSignIn(app, request)
		const email = EmailSchema.safeParse(pending?.email ?? input.email)
		if (!email.success) {
			const message = 'Enter your email again to get a new code.'
			return formError(400, input.intent, message, { code: LOCKED, reply: { formErrors: [message] } })
		}
		const sent = await sendSignInCode(app, email.data, { ...(pending?.carry ?? carry), dev: carry.dev })
		if (sent.status === 'sent') return sent.response
		if (sent.status === 'not-sent') return formError(503, input.intent, sent.message, { reply: { formErrors: [sent.message] } })
		const message = `Too many codes were requested. Please try again ${retryAfterText(sent.retryAfterSeconds)}.`
		return formError(429, input.intent, message, { code: LOCKED, headers: { 'retry-after': String(sent.retryAfterSeconds) }, reply: { formErrors: [message] } })
	}

	const result: SignInResult = input.intent === 'verify' ? await verifySignInCode(app, request, input.code) : await verifyMagicLink(app, request, input.token)
	if (result.status === 'signed-in') return result.response
	const reply = input.intent === 'verify' ? { fieldErrors: { code: [result.message] } } : { formErrors: [result.message] }
	if (result.status === 'rate-limited') {
		return formError(429, input.intent, result.message, { headers: { 'retry-after': String(result.retryAfterSeconds) }, reply })
	}
	return formError(400, input.intent, result.message, { ...(result.locked ? { code: LOCKED } : {}), reply })
}
