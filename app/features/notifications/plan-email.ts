import { formatDay } from '#app/features/plan/dates'
import type { MailMessage } from '#app/lib/mail'
import { escapeHtml, mailHtml } from '#app/lib/mail-html'

// The plan's mails: due-soon reminders and the weekly family digest. Plain
// text first (every mail reads without HTML), a simple HTML twin.

/** The card, with the footer line every plan mail ends on. */
function layout(subject: string, body: string, footer: string) {
	return mailHtml(subject, `${body}\n<p style="margin:24px 0 0;font-size:13px;color:#4a5270">${footer}</p>`, { width: 520 })
}

export interface MailTask {
	title: string
	dueDate: string
	owner: 'student' | 'parent'
}

const when = (task: MailTask, today: string) => (task.dueDate === today ? 'today' : formatDay(task.dueDate))
const line = (task: MailTask, today: string) => `${task.title} — due ${when(task, today)}${task.owner === 'parent' ? ' (for a parent)' : ''}`

export function reminderEmail({ to, studentName, tasks, today, planUrl, settingsUrl }: { to: string; studentName: string; tasks: MailTask[]; today: string; planUrl: string; settingsUrl: string }): MailMessage {
	const subject = tasks.length === 1 ? `Due soon for ${studentName}: ${tasks[0]!.title}` : `${tasks.length} things due soon for ${studentName}`
	const footer = `You get these because reminders are on for ${studentName}'s plan. Change them in Settings → Notifications: ${settingsUrl}`
	const text = [`Coming up in ${studentName}'s plan:`, '', ...tasks.map((task) => `- ${line(task, today)}`), '', `Open the plan: ${planUrl}`, '', footer].join('\n')
	const html = layout(
		subject,
		`<p style="margin:0 0 12px">Coming up in ${escapeHtml(studentName)}'s plan:</p>
<ul style="margin:0 0 20px;padding-left:20px">${tasks.map((task) => `<li style="margin:0 0 6px">${escapeHtml(line(task, today))}</li>`).join('')}</ul>
<p style="margin:0"><a href="${escapeHtml(planUrl)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the plan</a></p>`,
		`You get these because reminders are on for ${escapeHtml(studentName)}'s plan. <a href="${escapeHtml(settingsUrl)}" style="color:#4a5270">Change them</a>.`,
	)
	return { to, subject, text, html, tag: 'reminder' }
}

export function digestEmail({
	to,
	studentName,
	today,
	dueThisWeek,
	overdue,
	doneLastWeek,
	tests,
	planUrl,
	settingsUrl,
}: {
	to: string
	studentName: string
	today: string
	dueThisWeek: MailTask[]
	overdue: MailTask[]
	doneLastWeek: number | null
	tests: Array<{ test: string; date: string }> | null
	planUrl: string
	settingsUrl: string
}): MailMessage {
	const subject = `${studentName}'s week ahead`
	const sections: Array<[string, string[]]> = []
	if (overdue.length) sections.push(['Overdue', overdue.map((task) => line(task, today))])
	sections.push(['Due in the next 7 days', dueThisWeek.length ? dueThisWeek.map((task) => line(task, today)) : ['Nothing — a lighter week.']])
	if (doneLastWeek !== null) sections.push(['Done in the last 7 days', [`${doneLastWeek} ${doneLastWeek === 1 ? 'task' : 'tasks'} finished.`]])
	if (tests?.length) sections.push(['Tests coming up', tests.map((test) => `${test.test} — ${formatDay(test.date, { month: 'long', day: 'numeric', year: 'numeric' })}`)])
	const footer = `The weekly digest for ${studentName}'s plan. Change the day or turn it off in Settings → Notifications: ${settingsUrl}`
	const text = [...sections.flatMap(([title, lines]) => [title, ...lines.map((entry) => `- ${entry}`), '']), `Open the plan: ${planUrl}`, '', footer].join('\n')
	const html = layout(
		subject,
		sections
			.map(([title, lines]) => `<p style="margin:16px 0 6px;font-weight:600">${escapeHtml(title)}</p><ul style="margin:0;padding-left:20px">${lines.map((entry) => `<li style="margin:0 0 4px">${escapeHtml(entry)}</li>`).join('')}</ul>`)
			.join('') + `<p style="margin:20px 0 0"><a href="${escapeHtml(planUrl)}" style="color:#2a3f9d;font-weight:600">Open the plan</a></p>`,
		`The weekly digest for ${escapeHtml(studentName)}'s plan. <a href="${escapeHtml(settingsUrl)}" style="color:#4a5270">Change the day or turn it off</a>.`,
	)
	return { to, subject, text, html, tag: 'digest' }
}
