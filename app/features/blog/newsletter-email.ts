import type { MailMessage } from '#app/lib/mail'
import { escapeHtml, mailHtml } from '#app/lib/mail-html'

// The blog's double opt-in mails (DECISIONS.md): the confirmation, and the
// note a confirmed subscriber gets if someone signs their address up again.

export const CONFIRM_LIFETIME_DAYS = 7

export function confirmSubscriptionEmail({ to, confirmLink, unsubscribeLink }: { to: string; confirmLink: string; unsubscribeLink: string }): MailMessage {
	const subject = 'Confirm your subscription to the Northstar blog'
	const text = [
		'Please confirm that you want the Northstar blog by email: new guides, deadline reminders and financial-aid explainers, about twice a month.',
		'',
		`Confirm: ${confirmLink}`,
		'',
		`The link expires in ${CONFIRM_LIFETIME_DAYS} days. If you didn't ask for this, ignore this email and you won't hear from us.`,
		`Unsubscribe at any time: ${unsubscribeLink}`,
	].join('\n')
	const html = mailHtml(
		subject,
		`<p style="margin:0 0 12px">Please confirm that you want the Northstar blog by email: new guides, deadline reminders and financial-aid explainers, about twice a month.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(confirmLink)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Confirm my subscription</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#4a5270">The link expires in ${CONFIRM_LIFETIME_DAYS} days. If you didn't ask for this, ignore this email and you won't hear from us.</p>
<p style="margin:0;font-size:13px;color:#4a5270"><a href="${escapeHtml(unsubscribeLink)}" style="color:#4a5270">Unsubscribe</a></p>`,
	)
	return { to, subject, text, html, tag: 'newsletter-confirm' }
}

export function alreadySubscribedEmail({ to, unsubscribeLink }: { to: string; unsubscribeLink: string }): MailMessage {
	const subject = "You're already subscribed to the Northstar blog"
	const text = [
		'Someone (probably you) asked to subscribe this address to the Northstar blog. It is already subscribed, so nothing changed.',
		'',
		`To stop receiving it: ${unsubscribeLink}`,
	].join('\n')
	const html = mailHtml(
		subject,
		`<p style="margin:0 0 12px">Someone (probably you) asked to subscribe this address to the Northstar blog. It is already subscribed, so nothing changed.</p>
<p style="margin:0;font-size:14px;color:#4a5270"><a href="${escapeHtml(unsubscribeLink)}" style="color:#4a5270">Unsubscribe</a></p>`,
	)
	return { to, subject, text, html, tag: 'newsletter-already-subscribed' }
}
