import type { MailMessage } from '#app/lib/mail'
import { escapeHtml, mailHtml } from '#app/lib/mail-html'

// The sign-in mail: plain, accessible HTML and the same words as text. The
// code in large type, the magic link, and a line for whoever did not ask.

export const CODE_LIFETIME_MINUTES = 10

export function signInEmail({
	to,
	code,
	link,
	context,
	name,
}: {
	to: string
	code: string
	link: string
	context: 'signup' | 'login'
	name?: string | null
}): MailMessage {
	const greeting = name ? `Hi ${name},` : 'Hi,'
	const action = context === 'signup' ? 'finish creating your Northstar account' : 'sign in to Northstar'
	const subject = `${code} is your Northstar code`
	const text = [
		greeting,
		'',
		`Your code to ${action} is:`,
		'',
		`    ${code}`,
		'',
		`Or open this link: ${link}`,
		'',
		`The code works once and expires in ${CODE_LIFETIME_MINUTES} minutes.`,
		"Didn't ask for this? You can ignore this email: nobody can sign in without the code.",
		'',
		'— Northstar, your college prep companion',
	].join('\n')
	const html = mailHtml(
		subject,
		`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">Your code to ${escapeHtml(action)} is:</p>
<p style="margin:0 0 24px;font-size:36px;font-weight:700;letter-spacing:8px" aria-label="Your code: ${code.split('').join(' ')}">${escapeHtml(code)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${context === 'signup' ? 'Verify my email' : 'Sign me in'}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4a5270">The code and the link work once and expire in ${CODE_LIFETIME_MINUTES} minutes. Type the code where you asked for it, or open the link on any device.</p>
<p style="margin:0;font-size:14px;color:#4a5270">Didn't ask for this? You can ignore this email: nobody can sign in without the code.</p>`,
	)
	return { to, subject, text, html, tag: 'sign-in-code' }
}

