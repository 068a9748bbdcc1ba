import { redirect } from 'react-router'
import type { z } from 'zod'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { BillingNotStoppedError } from '#app/features/billing/billing.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import { destroyUserSession, type SessionUser } from '#app/lib/session.server'
import { confirmEmailChange, deleteMyData, deletionPreview, pendingEmailChange, startEmailChange, updateMyName } from './my-account.server'
import type { profileForms } from './settings-forms'

// Settings → Profile's form posts. They act on the signed-in person only,
// so any member (read-only counselors too) may use them.

export { profileIntents } from './settings-forms'

export async function loadProfileTab(app: AppContext, user: SessionUser) {
	return {
		name: user.name,
		email: user.email,
		pendingEmail: (await pendingEmailChange(app, user.id))?.newEmail ?? null,
		deletion: (await deletionPreview(app, user.id)).map(({ studentName, deleted, role }) => ({ studentName, deleted, role })),
	}
}

export type ProfileInput = z.output<(typeof profileForms)[number]>

const tooMany = (intent: string, seconds: number) => formError(429, intent, `Too many tries. Please try again ${retryAfterText(seconds)}.`)

export async function handleProfileIntent(app: AppContext, user: SessionUser, input: ProfileInput, request: Request): Promise<FormAnswer> {
	switch (input.intent) {
		case 'update-name':
			await updateMyName(app, user.id, input.name)
			return formOk(input.intent, 'Name saved.')
		case 'change-email': {
			const result = await startEmailChange(app, user, input.email)
			if (result.status === 'same') return formError(400, input.intent, 'That is already your sign-in address.')
			if (result.status === 'rate-limited') return tooMany(input.intent, result.retryAfterSeconds)
			return formOk(input.intent, `We sent a 6-digit code to ${input.email}. Enter it below to finish.`)
		}
		case 'confirm-email': {
			const result = await confirmEmailChange(app, user, input.code)
			if (result.status === 'wrong-code') return formError(400, input.intent, 'That code is not right. Check the newest email and try again.')
			if (result.status === 'expired') return formError(400, input.intent, 'That code has expired or was tried too often. Ask for a new one.')
			if (result.status === 'taken') return formError(409, input.intent, 'Another Northstar account now uses that address.')
			if (result.status === 'rate-limited') return tooMany(input.intent, result.retryAfterSeconds)
			return formOk(input.intent, `Your sign-in address is now ${result.email}. Every other device was signed out.`)
		}
		case 'delete-me': {
			try {
				await deleteMyData(app, user)
			} catch (error) {
				// Billing could not be stopped, so nothing was deleted (decision 022).
				if (error instanceof BillingNotStoppedError) return formError(503, input.intent, error.message)
				throw error
			}
			const setCookie = await destroyUserSession(request, app)
			throw redirect('/?deleted=1', { headers: { 'set-cookie': setCookie } })
		}
	}
}
