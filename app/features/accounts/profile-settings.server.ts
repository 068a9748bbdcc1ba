import { data, redirect } from 'react-router'
import { z } from 'zod'
import { EmailSchema } from '#app/features/auth/email'
import { retryAfterText } from '#app/features/auth/rate-limit.server'
import { BillingNotStoppedError } from '#app/features/billing/billing.server'
import type { AppContext } from '#app/lib/app-context'
import { destroyUserSession, type SessionUser } from '#app/lib/session.server'
import { confirmEmailChange, deleteMyData, deletionPreview, pendingEmailChange, startEmailChange, updateMyName } from './my-account.server'

// Settings → Profile's form posts. They act on the signed-in person only,
// so any member (read-only counselors too) may use them.

export const profileIntents = ['update-name', 'change-email', 'confirm-email', 'delete-me'] as const

const NameSchema = z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(80, 'Keep your name under 80 characters.')
export const DELETE_CONFIRMATION = 'DELETE'

export async function loadProfileTab(app: AppContext, user: SessionUser) {
	return {
		name: user.name,
		email: user.email,
		pendingEmail: (await pendingEmailChange(app, user.id))?.newEmail ?? null,
		deletion: (await deletionPreview(app, user.id)).map(({ studentName, deleted, role }) => ({ studentName, deleted, role })),
	}
}

export async function handleProfileIntent(app: AppContext, user: SessionUser, intent: string, formData: FormData, request: Request) {
	switch (intent) {
		case 'update-name': {
			const name = NameSchema.safeParse(formData.get('name'))
			if (!name.success) return data({ ok: false, intent, message: name.error.issues[0]!.message }, { status: 400 })
			await updateMyName(app, user.id, name.data)
			return { ok: true, intent, message: 'Name saved.' }
		}
		case 'change-email': {
			const email = EmailSchema.safeParse(formData.get('email'))
			if (!email.success) return data({ ok: false, intent, message: email.error.issues[0]!.message }, { status: 400 })
			const result = await startEmailChange(app, user, email.data)
			if (result.status === 'same') return data({ ok: false, intent, message: 'That is already your sign-in address.' }, { status: 400 })
			if (result.status === 'rate-limited') return data({ ok: false, intent, message: `Too many tries. Please try again ${retryAfterText(result.retryAfterSeconds)}.` }, { status: 429 })
			return { ok: true, intent, message: `We sent a 6-digit code to ${email.data}. Enter it below to finish.` }
		}
		case 'confirm-email': {
			const code = String(formData.get('code') ?? '').trim()
			if (!/^\d{6}$/.test(code)) return data({ ok: false, intent, message: 'Enter the 6-digit code from the email.' }, { status: 400 })
			const result = await confirmEmailChange(app, user, code)
			if (result.status === 'wrong-code') return data({ ok: false, intent, message: 'That code is not right. Check the newest email and try again.' }, { status: 400 })
			if (result.status === 'expired') return data({ ok: false, intent, message: 'That code has expired or was tried too often. Ask for a new one.' }, { status: 400 })
			if (result.status === 'taken') return data({ ok: false, intent, message: 'Another Northstar account now uses that address.' }, { status: 409 })
			if (result.status === 'rate-limited') return data({ ok: false, intent, message: `Too many tries. Please try again ${retryAfterText(result.retryAfterSeconds)}.` }, { status: 429 })
			return { ok: true, intent, message: `Your sign-in address is now ${result.email}. Every other device was signed out.` }
		}
		default: {
			if (String(formData.get('confirm') ?? '').trim() !== DELETE_CONFIRMATION) {
				return data({ ok: false, intent, message: `Type ${DELETE_CONFIRMATION} to confirm.` }, { status: 400 })
			}
			try {
				await deleteMyData(app, user)
			} catch (error) {
				if (error instanceof BillingNotStoppedError) return data({ ok: false, intent, message: error.message }, { status: 503 })
				throw error
			}
			const setCookie = await destroyUserSession(request, app)
			throw redirect('/?deleted=1', { headers: { 'set-cookie': setCookie } })
		}
	}
}
