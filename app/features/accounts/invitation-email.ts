import type { MailMessage } from '#app/lib/mail'
import { escapeHtml, mailHtml } from '#app/lib/mail-html'
import type { MemberRole } from '#app/lib/db/roles'
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
	const html = mailHtml(
		subject,
		`<p style="margin:0 0 12px"><strong>${escapeHtml(inviterName)}</strong> invited you to join <strong>${escapeHtml(studentName)}</strong>'s plan as ${escapeHtml(roleName)}.</p>
<p style="margin:0 0 24px">${escapeHtml(what)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">View the invitation</a></p>
<p style="margin:0;font-size:14px;color:#4a5270">The link works once and expires in ${INVITATION_LIFETIME_DAYS} days. Didn't expect this? Ignore this email, or open the link and decline.</p>`,
	)
	return { to, subject, text, html, tag: 'invitation' }
}
