import type { MailMessage } from '#app/lib/mail'
import type { MemberRole } from './roles'
import { roleLabels } from './permissions'

export const INVITATION_LIFETIME_DAYS = 7

export function invitationEmail({
	to,
	inviterName,
	studentName,
	role,
	link,
}: {
	to: string
	inviterName: string
	studentName: string
	role: MemberRole
	link: string
}): MailMessage {
	const roleName = roleLabels[role].toLowerCase()
	const subject = `${inviterName} invited you to follow ${studentName}'s college plan on Northstar`
	const what =
		role === 'counselor'
			? 'You will see the parts of the plan the family chooses to share, read-only.'
			: role === 'student'
				? 'This is your own college plan: tasks, deadlines, your college list and applications.'
				: "You'll see the whole plan and can help keep it up to date."
	const text = [
		`${inviterName} invited you to join ${studentName}'s plan on Northstar as ${roleName}.`,
		what,
		'',
		`Accept the invitation: ${link}`,
		'',
		`The link works once and expires in ${INVITATION_LIFETIME_DAYS} days.`,
		"Didn't expect this? You can ignore this email, or open the link and decline.",
	].join('\n')
	const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1b2340">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 8px;font-weight:700;color:#2a3f9d">Northstar</p>
<p style="margin:0 0 12px"><strong>${escape(inviterName)}</strong> invited you to join <strong>${escape(studentName)}</strong>'s plan as ${escape(roleName)}.</p>
<p style="margin:0 0 24px">${escape(what)}</p>
<p style="margin:0 0 24px"><a href="${escape(link)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">View the invitation</a></p>
<p style="margin:0;font-size:14px;color:#4a5270">The link works once and expires in ${INVITATION_LIFETIME_DAYS} days. Didn't expect this? Ignore this email, or open the link and decline.</p>
</div></body></html>`
	return { to, subject, text, html, tag: 'invitation' }
}
