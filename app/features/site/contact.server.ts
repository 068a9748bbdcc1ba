import { consumeRateLimit, networkKey } from '#app/features/auth/rate-limit.server'
import type { AppContext } from '#app/lib/app-context'
import { contactMessages } from '#app/lib/db/schema'
import { contactTopics } from './contact'
import type { ContactMessage } from './contact-message'

// A contact message is stored, then mailed to the team (CONTACT_EMAIL). Five
// an hour from one network, so the form cannot be used to flood the inbox.

export const CONTACT_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 }

export type ContactResult = { status: 'sent' } | { status: 'rate-limited'; retryAfterSeconds: number }

export async function sendContactMessage(
	ctx: Pick<AppContext, 'db' | 'now' | 'clientAddress' | 'mail' | 'env'>,
	{ name, email, topic, message }: ContactMessage,
): Promise<ContactResult> {
	const limit = await consumeRateLimit(ctx, networkKey('contact', ctx), CONTACT_LIMIT)
	if (!limit.ok) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
	await ctx.db.insert(contactMessages).values({ name, email, topic, message })
	await ctx.mail.send({
		to: ctx.env.CONTACT_EMAIL,
		subject: `[Contact] ${contactTopics[topic]} — ${name}`,
		text: `From: ${name} <${email}>\nTopic: ${contactTopics[topic]}\n\n${message}`,
		tag: 'contact',
	})
	return { status: 'sent' }
}
