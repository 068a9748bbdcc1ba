import { z } from 'zod'

// Addresses are normalised (trimmed, lower-cased) before anything else sees
// them, so one person is one user whatever they type.

/** Throwaway-inbox services: a sign-in code sent there protects no one. */
export const DISPOSABLE_EMAIL_DOMAINS = new Set([
	'10minutemail.com', '20minutemail.com', 'dispostable.com', 'discard.email', 'emailondeck.com',
	'fakeinbox.com', 'getairmail.com', 'getnada.com', 'guerrillamail.com', 'guerrillamail.net',
	'guerrillamail.org', 'guerrillamailblock.com', 'harakirimail.com', 'jetable.org', 'mailcatch.com',
	'maildrop.cc', 'mailinator.com', 'mailinator.net', 'mailnesia.com', 'mintemail.com', 'moakt.com',
	'mohmal.com', 'mytemp.email', 'sharklasers.com', 'spam4.me', 'spamgourmet.com', 'temp-mail.org',
	'tempail.com', 'tempinbox.com', 'tempmail.com', 'tempmail.dev', 'tempmailo.com', 'tempr.email',
	'throwawaymail.com', 'trashmail.com', 'trashmail.de', 'trashmail.net', 'yopmail.com', 'yopmail.net',
	'mailpoof.com', 'burnermail.io', 'inboxkitten.com', 'emailfake.com', 'tmpmail.org', 'tmail.ws',
])

export function normalizeEmail(value: string): string {
	return value.trim().toLowerCase()
}

export function isDisposableEmail(email: string): boolean {
	const domain = email.split('@').pop() ?? ''
	return DISPOSABLE_EMAIL_DOMAINS.has(domain)
}

export const EmailSchema = z
	.string({ error: 'Enter your email address.' })
	.trim()
	.min(1, 'Enter your email address.')
	.max(254, 'That email address is too long.')
	.toLowerCase()
	.pipe(z.email({ error: "That doesn't look like an email address. Check it and try again." }))
	.refine((email) => !isDisposableEmail(email), {
		message: 'Please use an email address you keep: throwaway inboxes cannot receive your sign-in codes for long.',
	})

/** For search params: a valid address, or undefined (spec §5: "must be a valid email when given"). */
export function parseEmailParam(value: string | null): { email?: string; invalid: boolean } {
	if (value === null || value.trim() === '') return { invalid: false }
	const result = EmailSchema.safeParse(value)
	return result.success ? { email: result.data, invalid: false } : { invalid: true }
}
